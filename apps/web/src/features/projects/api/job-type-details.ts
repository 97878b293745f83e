import { useQueries } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { priceBookMessages, type JobTypeDetails } from '@kalkulator/core';
import { isClientError, isNotFound } from '../../../lib/api-client';
import { jobTypeDetailsQuery } from '../../calculator/api/queries';

/**
 * Whether the server answered that the job type is no longer in the catalogue (404). The same route answers 404
 * for a price book that is gone: that is the book's, not the job type's, and is not counted as deleted.
 */
export function jobTypeRemoved(error: unknown): boolean {
  if (!isNotFound(error)) return false;
  const body = (error as AxiosError<{ message?: string }>).response?.data;
  return body?.message !== priceBookMessages.notFound;
}

/**
 * The analyses (labour, materials, equipment with coefficients and prices, and productivity) of the job types a
 * project uses, under the project's price book: one request per job type, shared with the calculator's cache and
 * answered offline by the service worker for job types fetched before.
 *
 * What is not at hand is told apart: `removed` (the server said the job type is deleted from the catalogue) and
 * `missing` (no answer: offline and never kept, or the server failed). Only the second is cured by opening the
 * project online.
 */
export function useJobTypeDetailsMap(ids: readonly number[], bookId: number | null = null) {
  return useQueries({
    queries: ids.map((id) => ({
      ...jobTypeDetailsQuery(id, bookId),
      staleTime: 5 * 60_000,
      // A deleted job type is not there on a second try either.
      retry: (count: number, error: Error) => !isClientError(error) && count < 1,
    })),
    combine: (results) => {
      const details = new Map<number, JobTypeDetails>();
      const removed: number[] = [];
      let missing = 0;
      results.forEach((result, index) => {
        if (result.data) details.set(result.data.id, result.data);
        else if (jobTypeRemoved(result.error)) removed.push(ids[index]!);
        else if (!result.isPending || result.fetchStatus === 'idle') missing += 1;
      });
      return {
        details,
        loading: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
        missing,
        removed,
      };
    },
  });
}
