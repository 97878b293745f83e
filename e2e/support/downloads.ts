import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Downloads of the export journeys, saved and read back the way a person's programs would read them.

const folder = mkdtempSync(join(tmpdir(), 'kalkulator-export-'));

export const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** Clicks the export button `testId` inside `scope` and saves the file the page hands over. */
export async function download(page: Page, scope: Page | Locator, testId: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByTestId(testId).first().click(),
  ]);
  const path = join(folder, `${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** pdftotext's pages (it ends each with a form feed). */
export function pdfPages(path: string): string[] {
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return plain(text).split('\f').slice(0, -1);
}

export function expectFooters(pages: string[]) {
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((page, index) => {
    expect(page).toContain(`Halaman ${index + 1} dari ${pages.length}`);
    expect(page).toContain('Dibuat oleh Kalkulator Konstruksi');
  });
}

export function parseCsv(path: string): string[][] {
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = bytes.subarray(3).toString('utf8');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}
