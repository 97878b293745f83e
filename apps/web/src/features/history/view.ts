import { SORT_OPTIONS, type SortKey } from './components/HistoryToolbar';
import type { HistoryFilterValues } from './components/HistoryFilters';

/**
 * What the history page shows (search, sort, filters, page) lives in its address, so a reload, or Back from a
 * result opened from the list, comes back to the same page of the same list instead of the first page of all.
 * A page after the first carries the cursor it was read from; without one the page number is asked for.
 */
export interface HistoryView {
  search: string;
  sortKey: SortKey;
  page: number;
  cursor?: string;
  filters: HistoryFilterValues;
}

export const DEFAULT_SORT: SortKey = 'created_at:desc';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const sorts = new Set<string>(SORT_OPTIONS.map((option) => option.value));

/** The view an address names; anything it cannot read is the default (an edited or old link still opens). */
export function readHistoryView(query: URLSearchParams): HistoryView {
  const sort = query.get('sort') ?? '';
  const page = Number(query.get('page'));
  const category = query.get('category_id') ?? '';
  const date = (name: string) => {
    const value = query.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const view: HistoryView = {
    search: query.get('search') ?? '',
    sortKey: sorts.has(sort) ? (sort as SortKey) : DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    filters: {
      category_id: /^[1-9]\d{0,9}$/.test(category) ? category : '',
      date_from: date('date_from'),
      date_to: date('date_to'),
    },
  };
  const cursor = query.get('cursor');
  if (view.page > 1 && cursor) view.cursor = cursor;
  return view;
}

/** The address of a view: only what differs from the first page of the whole list, newest first. */
export function historyQuery(view: HistoryView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.search) query.set('search', view.search);
  if (view.sortKey !== DEFAULT_SORT) query.set('sort', view.sortKey);
  for (const [name, value] of Object.entries(view.filters)) if (value) query.set(name, value);
  if (view.page > 1) {
    query.set('page', String(view.page));
    if (view.cursor) query.set('cursor', view.cursor);
  }
  return query;
}

/**
 * The browser's UTC offset on the first day filtered (minutes, as getTimezoneOffset(): WIB is -420), sent beside
 * date_from/date_to so the server reads them as this user's days: a result made at 06.30 WIB on 26 November is
 * found on 26 November, not on the UTC day before. None without a date filter.
 */
export function filterTimezoneOffset(filters: HistoryFilterValues): number | undefined {
  const day = filters.date_from || filters.date_to;
  // A date-time without a zone is read as local time: the offset of that day (any daylight saving included).
  return day ? new Date(`${day}T00:00:00`).getTimezoneOffset() : undefined;
}
