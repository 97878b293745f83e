import type { JobType } from '@kalkulator/core';
import { queryClient } from '../../../lib/query-client';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';

// The job types this device keeps for offline use: the service worker's copies of the catalogue's reads
// (vite.config.ts, cache "catalogue": categories, searches and each category's job types opened online).

const isJobType = (value: unknown): value is JobType => {
  const jobType = value as Partial<JobType> | null;
  return (
    typeof jobType === 'object' &&
    jobType !== null &&
    typeof jobType.id === 'number' &&
    typeof jobType.name === 'string' &&
    typeof jobType.code === 'string'
  );
};

/** The kept job types whose name or AHSP code holds `term` (any case), at most `limit`; none without a cache. */
export async function cachedJobTypes(term: string, limit = 8): Promise<JobType[]> {
  const wanted = term.trim().toLowerCase();
  try {
    if (!wanted || typeof caches === 'undefined' || !(await caches.has('catalogue'))) return [];
    const cache = await caches.open('catalogue');
    const found = new Map<number, JobType>();
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith('/api/jobs/')) continue;
      const body = (await (await cache.match(request))?.json().catch(() => null)) as {
        job_types?: unknown;
      } | null;
      const jobTypes = Array.isArray(body?.job_types) ? body.job_types : [];
      for (const jobType of jobTypes.filter(isJobType))
        if (`${jobType.name} ${jobType.code}`.toLowerCase().includes(wanted)) found.set(jobType.id, jobType);
    }
    return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'id')).slice(0, limit);
  } catch {
    // Storage blocked: nothing was kept either.
    return [];
  }
}

const detailsPath = /^\/api\/job-types\/(\d+)\/details$/;

/**
 * Which of `ids` this device can price offline under the price book `bookId` (the catalogue's when null): their
 * analyses (/job-types/{id}/details) kept by the service worker, or read by this page already (the query cache).
 * Offline, a job type found but not kept is shown as needing a connection instead of failing once tapped.
 */
export async function keptJobTypeDetails(
  ids: readonly number[],
  bookId: number | null,
): Promise<Set<number>> {
  const kept = new Set(
    ids.filter((id) => queryClient.getQueryData(jobTypeDetailsQuery(id, bookId).queryKey) !== undefined),
  );
  try {
    if (kept.size === ids.length || typeof caches === 'undefined' || !(await caches.has('catalogue')))
      return kept;
    const wanted = new Set(ids);
    const cache = await caches.open('catalogue');
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const id = Number(detailsPath.exec(url.pathname)?.[1]);
      // The copy keyed without the request's _t (vite.config.ts), with the book's id when the project has one.
      if (wanted.has(id) && Number(url.searchParams.get('price_book_id') ?? 0) === (bookId ?? 0))
        kept.add(id);
    }
  } catch {
    // Storage blocked: only what this page read is at hand.
  }
  return kept;
}
