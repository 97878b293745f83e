import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { usePriceBookChoice } from '../price-books/choice';
import { readKeptCatalogue } from './kept-catalogue';
import { keepCatalogueOffline } from './offline-catalogue';

// Keeping the catalogue for offline use reads every category, its job types and each job type's analysis (also
// with the chosen price book), so the service worker holds them all.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  usePriceBookChoice.getState().choose(null);
  localStorage.clear();
});

function catalogue(fail?: string): { adapter: AxiosAdapter; asked: string[] } {
  const asked: string[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const url = `${config.url}${config.params?.price_book_id ? `?book=${config.params.price_book_id}` : ''}`;
    asked.push(url);
    if (url === fail) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const data =
      config.url === '/jobs/categories'
        ? { categories: [{ id: 1 }, { id: 2 }] }
        : config.url === '/jobs/types/1'
          ? { job_types: [{ id: 11 }, { id: 12 }] }
          : config.url === '/jobs/types/2'
            ? { job_types: [{ id: 21 }] }
            : { job_type: { id: Number(config.url?.split('/')[2]) } };
    return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  };
  return { adapter, asked };
}

describe('keeping the catalogue for offline use', () => {
  it('reads every job type’s analysis, with the chosen book’s prices too, and remembers it', async () => {
    usePriceBookChoice.getState().choose(4, false);
    const { adapter, asked } = catalogue();
    apiClient.defaults.adapter = adapter;
    const progress: string[] = [];
    const kept = await keepCatalogueOffline((done, total) => progress.push(`${done}/${total}`));
    expect(kept.jobTypes).toBe(3);
    expect([...asked].sort()).toEqual(
      [
        '/jobs/categories',
        '/jobs/types/1',
        '/jobs/types/2',
        ...[11, 12, 21].flatMap((id) => [`/job-types/${id}/details`, `/job-types/${id}/details?book=4`]),
      ].sort(),
    );
    expect(progress).toEqual(['0/3', '1/3', '2/3', '3/3']);
    expect(readKeptCatalogue()).toEqual(kept);
  });

  it('fails as a whole, remembering nothing, when a job type cannot be read', async () => {
    const { adapter } = catalogue('/job-types/12/details');
    apiClient.defaults.adapter = adapter;
    await expect(keepCatalogueOffline(() => undefined)).rejects.toBeInstanceOf(AxiosError);
    expect(readKeptCatalogue()).toBeNull();
  });
});
