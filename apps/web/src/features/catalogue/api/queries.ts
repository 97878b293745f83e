import { useQuery } from '@tanstack/react-query';
import type { JobCategory, JobType } from '@kalkulator/core';
import { apiClient, isClientError } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

export const catalogueKeys = {
  categories: (search: string) => ['catalogue', 'categories', search] as const,
  jobTypes: (categoryId: number) => ['catalogue', 'job-types', categoryId] as const,
};

interface CategoriesAnswer {
  categories: JobCategory[];
  job_types: JobType[];
}

const isCategoriesAnswer = (value: unknown): value is CategoriesAnswer => {
  const answer = value as Partial<CategoriesAnswer> | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    Array.isArray(answer.categories) &&
    Array.isArray(answer.job_types)
  );
};

export function useCategories(search: string) {
  return useQuery({
    queryKey: catalogueKeys.categories(search),
    queryFn: async () =>
      (
        await apiClient.get<CategoriesAnswer>('/jobs/categories', {
          params: search ? { search } : {},
        })
      ).data,
    // The page of / carries the categories (without a search): the list is drawn in the app's first render, and,
    // dated 0, asked again in the background (so the offline cache gets it as before).
    initialData: () => (search ? undefined : takePageData('home_categories', isCategoriesAnswer)),
    initialDataUpdatedAt: 0,
  });
}

/** A catalogue read, for keeping the catalogue offline (offline-catalogue.ts): the app's client, its cache keys. */
export const readCatalogue = async <T>(url: string, params?: Record<string, number>) =>
  (await apiClient.get<T>(url, { params })).data;

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
