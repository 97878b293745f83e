import type { JobCategory, JobType } from '@kalkulator/core';
import { readCatalogue, catalogueKeys } from '../../catalogue/api/queries';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';
import { queryClient } from '../../../lib/query-client';

// What "Impor baris RAB" reads from the catalogue: every job type (code, name, unit) to match the file's rows
// against, then the analyses of the ones matched, under the project's price book, to price them as "Tambah item"
// does. Through the app's query cache (what the catalogue screens and the calculator read already is not asked
// again); offline, the service worker answers with the catalogue kept on this device.

/** Requests at a time: quick, and leaving the phone's connection usable meanwhile. */
const AT_ONCE = 4;

async function eachAtOnce<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next;
      next += 1;
      results[at] = await work(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, lane));
  return results;
}

/** Every job type of the catalogue, category by category. */
export async function catalogueJobTypes(): Promise<JobType[]> {
  const { categories } = await queryClient.fetchQuery({
    queryKey: catalogueKeys.categories(''),
    queryFn: () => readCatalogue<{ categories: JobCategory[]; job_types: JobType[] }>('/jobs/categories'),
  });
  const lists = await eachAtOnce(
    categories,
    async (category) =>
      (
        await queryClient.fetchQuery({
          queryKey: catalogueKeys.jobTypes(category.id),
          queryFn: () =>
            readCatalogue<{ category: JobCategory; job_types: JobType[] }>(`/jobs/types/${category.id}`),
        })
      ).job_types,
  );
  return lists.flat();
}

/** The analyses of `ids` priced with the project's book (none: the catalogue's prices), by job type id. */
export async function jobTypeDetailsById(ids: readonly number[], bookId: number | null) {
  const details = await eachAtOnce(ids, (id) => queryClient.fetchQuery(jobTypeDetailsQuery(id, bookId)));
  return new Map(details.map((detail) => [detail.id, detail]));
}
