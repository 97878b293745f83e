import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CalculationRecord } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { historyKeys } from './keys';

export type HistorySort =
  'created_at' | 'updated_at' | 'rab_total' | 'total_cost' | 'project_name' | 'job_type_name';

export interface HistoryParams {
  page: number;
  /** The previous page's next_cursor: the server reads on from there instead of skipping `page` × `limit` rows. */
  cursor?: string;
  limit: number;
  search?: string;
  sort: HistorySort;
  order: 'asc' | 'desc';
  category_id?: number;
  /** YYYY-MM-DD, both inclusive. */
  date_from?: string;
  date_to?: string;
  /** The user's UTC offset in minutes (getTimezoneOffset()), so the dates are the user's days; WIB without it. */
  tz_offset?: number;
}

export interface HistoryPage {
  calculations: CalculationRecord[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    pages: number;
    /** False when a search or filter matched more rows than the server counts: `total` is a lower bound. */
    total_exact?: boolean;
    next_cursor?: string | null;
  };
}

export interface HistoryStats {
  count: number;
  total_labor_cost: number;
  total_material_cost: number;
  total_cost: number;
  total_rab: number;
  by_category: { category_name: string; count: number; total_rab: number }[];
  by_month: { month: string; count: number; total_rab: number }[];
}

/** GET /calculations/history: one page of the account's calculations. */
export function useHistoryList(params: HistoryParams, enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.list(params),
    queryFn: async () => {
      const query = {
        ...params,
        search: params.search?.trim() || undefined,
        date_from: params.date_from || undefined,
        date_to: params.date_to || undefined,
      };
      return (await apiClient.get<HistoryPage>('/calculations/history', { params: query })).data;
    },
    enabled,
    // The next page or search keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useHistoryStats(enabled: boolean) {
  return useQuery({
    queryKey: historyKeys.stats(),
    queryFn: async () => (await apiClient.get<{ stats: HistoryStats }>('/calculations/stats')).data.stats,
    enabled,
  });
}

/** The categories to filter by (the catalogue's own list). */
export function useFilterCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['history', 'filter-categories'],
    queryFn: async () =>
      (await apiClient.get<{ categories: { id: number; name: string }[] }>('/jobs/categories')).data
        .categories,
    enabled,
  });
}
