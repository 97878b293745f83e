// Search, sort and paging of a list held in the browser (the catalogue lists are small enough to load whole).

export type SortOrder = 'asc' | 'desc';

export interface TableQuery {
  search: string;
  sort: string;
  order: SortOrder;
  page: number;
  pageSize: number;
}

export interface TablePage<T> {
  rows: T[];
  total: number;
  pages: number;
  page: number;
}

export const PAGE_SIZE = 10;

export function initialQuery(sort: string, order: SortOrder = 'asc'): TableQuery {
  return { search: '', sort, order, page: 1, pageSize: PAGE_SIZE };
}

/** Clicking a column: a new column sorts ascending, the same column flips; either way back to page 1. */
export function toggleSort(query: TableQuery, key: string): TableQuery {
  const order: SortOrder = query.sort === key && query.order === 'asc' ? 'desc' : 'asc';
  return { ...query, sort: key, order, page: 1 };
}

const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows matching the search (every word, any searched field, case-insensitive), sorted, cut to one page. */
export function applyTable<T>(
  rows: readonly T[],
  query: TableQuery,
  searchText: (row: T) => string,
  sortValue: (row: T, key: string) => unknown = (row, key) => (row as Record<string, unknown>)[key],
): TablePage<T> {
  const words = query.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = words.length
    ? rows.filter((row) => {
        const text = searchText(row).toLowerCase();
        return words.every((word) => text.includes(word));
      })
    : [...rows];
  const direction = query.order === 'asc' ? 1 : -1;
  // Empty values stay last whichever way the column is sorted.
  matching.sort((a, b) => {
    const left = sortValue(a, query.sort);
    const right = sortValue(b, query.sort);
    const emptyLeft = left === null || left === undefined || left === '';
    const emptyRight = right === null || right === undefined || right === '';
    if (emptyLeft || emptyRight) return compareValues(left, right);
    return compareValues(left, right) * direction;
  });
  const pages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  const start = (page - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length, pages, page };
}
