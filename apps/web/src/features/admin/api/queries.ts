import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './keys';
import type {
  AdminCalculation,
  AdminCategory,
  AdminJobType,
  AdminJobTypeDetails,
  AdminUser,
  Equipment,
  LaborRate,
  Material,
  Pagination,
} from './types';

/** Reads every page of a paged admin list (the panel searches, sorts and pages in the browser). */
async function allPages<T>(path: string, field: string, limit: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await apiClient.get<Record<string, unknown>>(path, { params: { page, limit } });
    rows.push(...((data[field] as T[]) ?? []));
    const pagination = data.pagination as Pagination | undefined;
    if (!pagination || page >= pagination.pages) return rows;
  }
}

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: async () =>
      (await apiClient.get<{ categories: AdminCategory[] }>('/jobs/categories')).data.categories,
  });
}

/** Every job type of every category. */
export function useAdminJobTypes() {
  return useQuery({
    queryKey: adminKeys.jobTypes,
    queryFn: async () => {
      const { categories } = (await apiClient.get<{ categories: AdminCategory[] }>('/jobs/categories')).data;
      const lists = await Promise.all(
        categories.map(
          async (category) =>
            (await apiClient.get<{ job_types: AdminJobType[] }>(`/jobs/types/${category.id}`)).data.job_types,
        ),
      );
      return lists.flat();
    },
  });
}

export function useJobTypeAssignments(jobTypeId: number | null) {
  return useQuery({
    queryKey: adminKeys.jobTypeDetails(jobTypeId ?? 0),
    queryFn: async () =>
      (await apiClient.get<{ job_type: AdminJobTypeDetails }>(`/job-types/${jobTypeId}/details`)).data
        .job_type,
    enabled: jobTypeId !== null,
    // The editor starts from what is stored now, not from a cached copy.
    staleTime: 0,
  });
}

export function useAdminMaterials() {
  return useQuery({
    queryKey: adminKeys.materials,
    queryFn: () => allPages<Material>('/materials', 'materials', 500),
  });
}

export function useAdminEquipment() {
  return useQuery({
    queryKey: adminKeys.equipment,
    queryFn: () => allPages<Equipment>('/equipment', 'equipment', 500),
  });
}

export function useAdminLaborRates() {
  return useQuery({
    queryKey: adminKeys.laborRates,
    queryFn: async () =>
      (await apiClient.get<{ labor_rates: LaborRate[] }>('/materials/labor/rates')).data.labor_rates,
  });
}

export function useAdminUsers() {
  return useQuery({
    queryKey: adminKeys.users,
    queryFn: () => allPages<AdminUser>('/auth/users', 'users', 100),
  });
}

export interface CalculationParams {
  page: number;
  limit: number;
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  /** One user's calculations only. */
  user_id?: number;
}

/** All users' calculations: paged, searched and sorted by the server (the list can be long). */
export function useAdminCalculations(params: CalculationParams) {
  return useQuery({
    queryKey: adminKeys.calculations(params),
    queryFn: async () =>
      (
        await apiClient.get<{ calculations: AdminCalculation[]; pagination: Pagination }>(
          '/calculations/admin/all',
          { params: { ...params, search: params.search.trim() || undefined } },
        )
      ).data,
    placeholderData: keepPreviousData,
  });
}
