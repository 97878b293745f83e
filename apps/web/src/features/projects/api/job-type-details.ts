import { useQueries } from '@tanstack/react-query';
import type { JobTypeDetails } from '@kalkulator/core';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';

/**
 * The analyses (labour, materials, equipment with coefficients and prices, and productivity) of the job types a
 * project uses, under the project's price book: one request per job type, shared with the calculator's cache and answered offline by the service
 * worker for job types fetched before.
 */
export function useJobTypeDetailsMap(ids: readonly number[], bookId: number | null = null) {
  return useQueries({
    queries: ids.map((id) => ({
      ...jobTypeDetailsQuery(id, bookId),
      staleTime: 5 * 60_000,
      retry: 1,
    })),
    combine: (results) => {
      const details = new Map<number, JobTypeDetails>();
      results.forEach((result) => {
        if (result.data) details.set(result.data.id, result.data);
      });
      return {
        details,
        loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
        missing:
          results.filter((result) => !result.data && !result.isPending).length +
          results.filter((result) => result.isPending && result.fetchStatus === 'idle').length,
      };
    },
  });
}
