import { useMutation, useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { PriceKind } from '@kalkulator/core';
import { apiClient } from '../../lib/api-client';
import { useAuth } from '../auth';

// The price books the caller may use (shared ones and their private ones) and everything written to them.

export interface PriceBook {
  id: number;
  name: string;
  region: string;
  year: number;
  source: string | null;
  valid_until: string | null;
  private: boolean;
  owner_id: number | null;
  price_count: number;
  /**
   * One book's read only, for the one who may delete it: how many account projects take their prices from it (a
   * delete leaves them on the national catalogue). null for anyone else.
   */
  project_count?: number | null;
  updated_at: string;
}

export interface BookPriceLine {
  kind: PriceKind;
  item_id: number;
  code: string;
  name: string;
  unit: string;
  catalogue_price: number;
  book_price: number | null;
  price: number;
  price_source: 'book' | 'catalogue';
}

/** A price the book sets for an item (null: none, the catalogue's applies), as PUT …/prices takes it. */
export interface BookPrice {
  kind: PriceKind;
  item_id: number;
  price: number | null;
}

/** One row of an imported list as the preview lists it (file line, the kind it was matched or read as). */
interface ImportedRow {
  line: number;
  kind: PriceKind;
  name: string;
  price: number;
}

export interface ImportAnswer {
  /** The rows that price a catalogue item: the item, its unit, its prices now, and the row's new price. */
  matched: (ImportedRow & {
    item_id: number;
    code: string;
    unit: string;
    catalogue_price: number;
    book_price: number | null;
    current_price: number;
  })[];
  /** Rows refused with their reason (another unit, a code of another item, a second row for an item …). */
  refused: (ImportedRow & { code: string | null; unit: string; msg: string })[];
  unmatched: (ImportedRow & { code: string | null })[];
  errors: { line: number; msg: string }[];
  written: number;
  message?: string;
}

/** What an import sends: pasted text (or a CSV's text), or an .xlsx file's bytes in base64. */
export type ImportSource = { pasted: string } | { xlsxBase64: string };

export const PRICE_BOOKS_KEY = ['price-books'] as const;

export function usePriceBooks() {
  const userId = useAuth((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: [...PRICE_BOOKS_KEY, 'list', userId] as const,
    queryFn: async () => (await apiClient.get<{ price_books: PriceBook[] }>('/price-books')).data.price_books,
    staleTime: 60_000,
  });
}

export function usePriceBook(id: number) {
  return useQuery({
    queryKey: [...PRICE_BOOKS_KEY, 'one', id] as const,
    queryFn: async () =>
      (await apiClient.get<{ price_book: PriceBook }>(`/price-books/${id}`)).data.price_book,
    // Read again each time the book is opened: its project_count, said before a delete, changes with the projects
    // (made or re-priced elsewhere), which refresh nothing here.
    staleTime: 0,
  });
}

export function useBookPrices(id: number) {
  return useQuery({
    queryKey: [...PRICE_BOOKS_KEY, 'prices', id] as const,
    queryFn: async () =>
      (await apiClient.get<{ prices: BookPriceLine[] }>(`/price-books/${id}/prices`)).data.prices,
  });
}

export interface BookFields {
  name: string;
  region: string;
  year: string;
  source: string;
  valid_until: string;
  private?: boolean;
}

const bookBody = (fields: BookFields) => ({
  name: fields.name,
  region: fields.region,
  year: fields.year,
  source: fields.source || null,
  valid_until: fields.valid_until || null,
  ...(fields.private !== undefined && { private: fields.private }),
});

/** One book's own reads: the book and its prices. */
const isBookQuery = (query: Query, id: number) =>
  query.queryKey[0] === PRICE_BOOKS_KEY[0] &&
  (query.queryKey[1] === 'one' || query.queryKey[1] === 'prices') &&
  query.queryKey[2] === id;

/**
 * A deleted book's reads leave the cache without being fetched again (a 404, retried for seconds). Removed while a
 * screen still shows them (the editor stays until the next screen is drawn, in a transition while its code
 * loads), a read would be built anew and fetched at that screen's next render: each goes once nothing shows it.
 */
function forgetBook(queryClient: QueryClient, id: number) {
  const cache = queryClient.getQueryCache();
  const leave = (query: Query) => {
    if (query.getObserversCount() === 0) cache.remove(query);
  };
  void queryClient.cancelQueries({ predicate: (query) => isBookQuery(query, id) });
  const watched = cache.findAll({ predicate: (query) => isBookQuery(query, id) });
  watched.forEach(leave);
  if (watched.every((query) => query.getObserversCount() === 0)) return;
  const stop = cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !isBookQuery(event.query, id)) return;
    leave(event.query);
    if (cache.findAll({ predicate: (query) => isBookQuery(query, id) }).length === 0) stop();
  });
}

/** Every write of a book, each refreshing what it changed. */
export function useBookWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PRICE_BOOKS_KEY });
  // Analyses priced with a book change with it.
  const refreshAnalyses = () =>
    queryClient.invalidateQueries({ queryKey: ['calculator', 'job-type-details'] });
  const done = { onSuccess: () => Promise.all([refresh(), refreshAnalyses()]) };
  return {
    create: useMutation({
      mutationFn: async (fields: BookFields) =>
        (await apiClient.post<{ price_book: PriceBook }>('/price-books', bookBody(fields))).data.price_book,
      ...done,
    }),
    update: useMutation({
      mutationFn: async ({ id, fields }: { id: number; fields: BookFields }) =>
        (
          await apiClient.put<{ price_book: PriceBook }>(
            `/price-books/${id}`,
            bookBody({ ...fields, private: undefined }),
          )
        ).data.price_book,
      ...done,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => (await apiClient.delete(`/price-books/${id}`)).data,
      // The book is gone: its reads leave the cache instead of being fetched again, and the refresh passes them
      // by. The rest refreshes without holding up the caller's navigation.
      onSuccess: (_answer, id) => {
        forgetBook(queryClient, id);
        void queryClient.invalidateQueries({
          queryKey: PRICE_BOOKS_KEY,
          predicate: (query) => !isBookQuery(query, id),
        });
        void refreshAnalyses();
      },
    }),
    copy: useMutation({
      mutationFn: async ({ id, name }: { id: number; name: string }) =>
        (await apiClient.post<{ price_book: PriceBook }>(`/price-books/${id}/copy`, { name })).data
          .price_book,
      ...done,
    }),
    adjust: useMutation({
      mutationFn: async ({ id, kind, percent }: { id: number; kind: PriceKind; percent: number }) =>
        // previous: the book's prices of that kind before (null: the catalogue's), for "Urungkan".
        (
          await apiClient.post<{ adjusted: number; message: string; previous?: BookPrice[] }>(
            `/price-books/${id}/adjust`,
            {
              kind,
              percent,
            },
          )
        ).data,
      ...done,
    }),
    prices: useMutation({
      mutationFn: async ({ id, prices }: { id: number; prices: BookPrice[] }) =>
        (await apiClient.put<{ saved: number; message: string }>(`/price-books/${id}/prices`, { prices }))
          .data,
      ...done,
    }),
    importList: useMutation({
      mutationFn: async ({ id, source, dryRun }: { id: number; source: ImportSource; dryRun: boolean }) =>
        (
          await apiClient.post<ImportAnswer>(`/price-books/${id}/import`, {
            ...('xlsxBase64' in source ? { xlsx_base64: source.xlsxBase64 } : { pasted_data: source.pasted }),
            dry_run: dryRun,
          })
        ).data,
      onSuccess: (answer) => (answer.written > 0 ? Promise.all([refresh(), refreshAnalyses()]) : undefined),
    }),
  };
}
