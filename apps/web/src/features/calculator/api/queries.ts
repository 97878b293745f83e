import { useQuery } from '@tanstack/react-query';
import type { JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import { retryReadUnlessOffline } from '../../../lib/query-client';

const isDetailsOf =
  (jobTypeId: number) =>
  (value: unknown): value is JobTypeDetails => {
    const details = value as Partial<JobTypeDetails> | null;
    return (
      typeof details === 'object' &&
      details !== null &&
      details.id === jobTypeId &&
      Array.isArray(details.labor) &&
      Array.isArray(details.materials)
    );
  };

/** The key of a job type's details under every book (its queries' common start). */
export const jobTypeDetailsKey = (jobTypeId: number) =>
  ['calculator', 'job-type-details', jobTypeId] as const;

/** The query of a job type's details (labour, materials and equipment with coefficients and prices), under a book. */
export function jobTypeDetailsQuery(jobTypeId: number, bookId: number | null) {
  return {
    queryKey: [...jobTypeDetailsKey(jobTypeId), bookId ?? 0] as const,
    queryFn: async () =>
      (
        await apiClient.get<{ job_type: JobTypeDetails }>(`/job-types/${jobTypeId}/details`, {
          params: bookId ? { price_book_id: bookId } : undefined,
        })
      ).data.job_type,
  };
}

/** The job type with its labour and materials (AHSP coefficients and prices) that the form prices. */
export function useJobTypeDetails(jobTypeId: number, bookId: number | null = null) {
  return useQuery({
    ...jobTypeDetailsQuery(jobTypeId, bookId),
    // On the first load of /calculate/{id} the page carries the job type (catalogue prices): drawn at once, and,
    // dated 0, asked again in the background (so the offline cache gets it as before).
    initialData: () => (bookId ? undefined : takePageData('job_type_details', isDetailsOf(jobTypeId))),
    initialDataUpdatedAt: 0,
    enabled: Number.isInteger(jobTypeId) && jobTypeId > 0,
    // A missing or invalid job type does not appear on a second try; offline, a job type the device never kept is
    // said at once ("Belum tersedia offline"), not after seconds of retries that cannot be answered.
    retry: retryReadUnlessOffline,
    // The prices the form computes with may have changed while the device was offline (an admin's new price): asked
    // again whenever the connection returns, however fresh they look, so the panel and the next result agree.
    refetchOnReconnect: 'always',
  });
}
