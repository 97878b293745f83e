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
  tz_offset?: number;
}

const PAGE_LIMIT = 100; // the API's largest page

interface HistoryAnswer {
  calculations: CalculationRecord[];
  pagination: { next_cursor?: string | null };
}

/** Every account result matching the filters, page after page by cursor (no offsets), in the list's order. */
export async function fetchAllHistory(filters: HistoryFilterParams): Promise<CalculationRecord[]> {
  const params = {
    ...filters,
    search: filters.search?.trim() || undefined,
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
    limit: PAGE_LIMIT,
  };
  const all: CalculationRecord[] = [];
  let cursor: string | undefined;
  do {
    const answer = (
      await apiClient.get<HistoryAnswer>('/calculations/history', {
        params: { ...params, ...(cursor ? { cursor } : { page: 1 }) },
      })
    ).data;
    all.push(...answer.calculations);
    cursor =
      answer.calculations.length === PAGE_LIMIT ? (answer.pagination.next_cursor ?? undefined) : undefined;
  } while (cursor);
  return all;
}
