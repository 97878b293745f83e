import type { CalculationRecord } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';

/** The history list's filters (GET /calculations/history) without the paging. */
export interface HistoryFilterParams {
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  category_id?: number;
  date_from?: string;
  date_to?: string;
}

const PAGE_LIMIT = 100; // the API's largest page

interface HistoryAnswer {
  calculations: CalculationRecord[];
  pagination: { pages: number };
}

/** Every account result matching the filters, all pages, in the list's order. */
export async function fetchAllHistory(filters: HistoryFilterParams): Promise<CalculationRecord[]> {
  const params = {
    ...filters,
    search: filters.search?.trim() || undefined,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
    limit: PAGE_LIMIT,
  };
  const first = (
    await apiClient.get<HistoryAnswer>('/calculations/history', { params: { ...params, page: 1 } })
  ).data;
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pages - 1) }, async (_, index) => {
      const answer = await apiClient.get<HistoryAnswer>('/calculations/history', {
        params: { ...params, page: index + 2 },
      });
      return answer.data.calculations;
    }),
  );
  return [...first.calculations, ...rest.flat()];
}
