import { useQuery } from '@tanstack/react-query';
import type { JobCategory, JobType, JobTypeMaterial } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';

/** Job types whose name, code or description match (GET /jobs/categories?search=). */
export function useJobTypeSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['calculators', 'job-types', term],
    queryFn: async () =>
      (
        await apiClient.get<{ categories: JobCategory[]; job_types: JobType[] }>('/jobs/categories', {
          params: { search: term },
        })
      ).data.job_types,
    enabled: term.length > 0,
  });
}

/** Materials (with prices) of the job types with these codes, found by code search. */
export async function fetchMaterialsOfJobTypes(codes: string[]): Promise<JobTypeMaterial[]> {
  const lists = await Promise.all(
    codes.map(async (code) => {
      const { data } = await apiClient.get<{ job_types: JobType[] }>('/jobs/categories', {
        params: { search: code },
      });
      const jobType = data.job_types.find((item) => item.code === code);
      if (!jobType) return [];
      const answer = await apiClient.get<{ materials: JobTypeMaterial[] }>(
        `/materials/job-type/${jobType.id}`,
      );
      return answer.data.materials;
    }),
  );
  return lists.flat();
}
