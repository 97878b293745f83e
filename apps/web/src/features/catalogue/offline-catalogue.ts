import type { JobCategory, JobType } from '@kalkulator/core';
import { usePriceBookChoice } from '../price-books/choice';
import { readCatalogue } from './api/queries';
import { rememberKeptCatalogue, type KeptCatalogue } from './kept-catalogue';

// "Simpan katalog untuk offline": every category, its job types and each job type's analysis (with the price book
// chosen for the calculator) read once while there is signal, so the service worker keeps them (its "catalogue"
// cache, vite.config.ts) and any job type opens on site without signal, not only the ones opened before.
// Loaded when the user asks for it (the home screen's first load does not carry it).

/** Requests at a time: enough to be quick, few enough to leave the phone's connection usable meanwhile. */
const AT_ONCE = 4;

/** Runs `work` over `items`, `AT_ONCE` at a time; a failure stops it (and is thrown). */
async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane));
}

/**
 * Reads the whole catalogue so it is kept for offline use; `onProgress(done, total)` after each job type. Resolves
 * with what was kept (also remembered in this browser), rejects with the first request that failed.
 */
export async function keepCatalogueOffline(
  onProgress: (done: number, total: number) => void,
): Promise<KeptCatalogue> {
  const { categories } = await readCatalogue<{ categories: JobCategory[] }>('/jobs/categories');
  const jobTypes: JobType[] = [];
  await eachAtOnce(categories, async (category) => {
    const answer = await readCatalogue<{ job_types: JobType[] }>(`/jobs/types/${category.id}`);
    jobTypes.push(...answer.job_types);
  });
  const bookId = usePriceBookChoice.getState().bookId;
  let done = 0;
  onProgress(0, jobTypes.length);
  await eachAtOnce(jobTypes, async (jobType) => {
    // The national prices always (an offline estimate falls back to them), and the chosen book's too.
    await readCatalogue(`/job-types/${jobType.id}/details`);
    // A book gone meanwhile prices nothing here: the calculator falls back to the national prices too.
    if (bookId)
      await readCatalogue(`/job-types/${jobType.id}/details`, { price_book_id: bookId }).catch(
        () => undefined,
      );
    done += 1;
    onProgress(done, jobTypes.length);
  });
  const kept = { jobTypes: jobTypes.length, at: new Date().toISOString() };
  rememberKeptCatalogue(kept);
  return kept;
}
