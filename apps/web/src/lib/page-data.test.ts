import { afterEach, describe, expect, it } from 'vitest';
import { resetPageData, takePageData } from './page-data';

const isNamed = (value: unknown): value is { name: string } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

function writePage(text: string) {
  document.head.innerHTML = `<script type="application/json" id="page-data">${text}</script>`;
  resetPageData();
}

afterEach(() => {
  document.head.innerHTML = '';
  resetPageData();
});

describe('takePageData', () => {
  it('hands out what the server wrote into the page once, when it has the expected shape', () => {
    writePage('{"job_type_details":{"name":"Pasangan bata"},"other":1}');
    expect(takePageData('other', isNamed)).toBeUndefined();
    expect(takePageData('job_type_details', isNamed)).toEqual({ name: 'Pasangan bata' });
    // A later visit of the screen asks the API.
    expect(takePageData('job_type_details', isNamed)).toBeUndefined();
  });

  it('gives nothing for a page without data or with broken data', () => {
    expect(takePageData('job_type_details', isNamed)).toBeUndefined();
    writePage('{"job_type_details":');
    expect(takePageData('job_type_details', isNamed)).toBeUndefined();
    writePage('null');
    expect(takePageData('job_type_details', isNamed)).toBeUndefined();
  });
});
