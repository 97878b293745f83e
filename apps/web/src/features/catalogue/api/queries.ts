import { useQuery } from '@tanstack/react-query';
import type { JobCategory, JobType } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';

export const catalogueKeys = {
  categories: (search: string) => ['catalogue', 'categories', search] as const,
  jobTypes: (categoryId: number) => ['catalogue', 'job-types', categoryId] as const,
};

export function useCategories(search: string) {
  return useQuery({
    queryKey: catalogueKeys.categories(search),
    queryFn: async () =>
      (
        await apiClient.get<{ categories: JobCategory[]; job_types: JobType[] }>('/jobs/categories', {
          params: search ? { search } : {},
        })
      ).data,
  });
}

export function useCategoryJobTypes(categoryId: number) {
  return useQuery({
    queryKey: catalogueKeys.jobTypes(categoryId),
    queryFn: async () =>
      (await apiClient.get<{ category: JobCategory; job_types: JobType[] }>(`/jobs/types/${categoryId}`))
        .data,
    enabled: Number.isInteger(categoryId) && categoryId > 0,
    retry: (count, error) => !isClientError(error) && count < 2,
  });
}

function isClientError(error: unknown): boolean {
  const status = (error as { response?: { status?: number } }).response?.status;
  return status !== undefined && status >= 400 && status < 500;
}
