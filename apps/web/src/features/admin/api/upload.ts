import { useQuery } from '@tanstack/react-query';
import type { PasteError, PastedMaterialRow, PriceListKind } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './keys';

/** The most rows one price-list import takes (the server's limit): more are refused before anything is sent. */
export const MAX_IMPORT_ROWS = 2000;

export interface ParsedRows {
  rows: PastedMaterialRow[];
  errors: PasteError[];
}

export interface UploadAnswer extends ParsedRows {
  file_name: string;
  kind: 'csv' | 'xlsx';
  /** A price list's rows, or (for a file of [AHSP] blocks) analyses: `analyses` instead of `rows`. */
  format?: 'price-list' | 'ahsp';
  analyses?: unknown[];
}

/** The whole percentage of an upload so far (SPEC.md §7); unknown totals count as not started. */
export function uploadPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0 || !Number.isFinite(loaded)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** POST /upload, multipart field "file": the server reads the rows for review and writes nothing. */
export async function uploadPriceList(
  file: File,
  onPercent: (percent: number) => void,
  defaultKind: PriceListKind = 'material',
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<UploadAnswer>('/upload', form, {
    // Not JSON: the browser sets the multipart boundary itself.
    headers: { 'Content-Type': 'multipart/form-data' },
    params: { default_kind: defaultKind },
    timeout: 60_000,
    onUploadProgress: (event) => onPercent(uploadPercent(event.loaded, event.total)),
  });
  return data;
}

/** What importing one row would do (the server's dry run): add an item, update an item's price, or be refused. */
export interface RowCheck {
  action: 'create' | 'update' | 'refused';
  msg?: string;
  /** The catalogue item an update reaches, with its price now. */
  item?: { code: string; name: string; unit?: string; price?: number };
  /** A new item's code: the row's, else the one the import gives it. */
  code?: string;
}

/** The preview's lines in file order: each read row (with its check, once known), or a line that could not be read. */
export type PreviewLine =
  | { line: number; row: PastedMaterialRow; check?: RowCheck; error?: undefined }
  | { line: number; error: string; row?: undefined; check?: undefined };

export function previewLines(parsed: ParsedRows, checks?: RowCheck[]): PreviewLine[] {
  const lines: PreviewLine[] = [
    ...parsed.rows.map((row, index) => ({ line: row.line, row, check: checks?.[index] })),
    ...parsed.errors.map((error) => ({ line: error.line, error: error.msg })),
  ];
  return lines.sort((a, b) => a.line - b.line);
}

/** The rows to send: every read row the check did not refuse (all of them while no check is known). */
export function readyRows(parsed: ParsedRows, checks?: RowCheck[]): PastedMaterialRow[] {
  return parsed.rows.filter((_, index) => checks?.[index]?.action !== 'refused');
}

/**
 * The import's dry run for the preview: what each row would do with the catalogue as it is now (a unit other than
 * the catalogue's, a duplicate, an existing item while updates are off: refused), nothing written.
 */
export function usePriceListCheck(rows: PastedMaterialRow[] | undefined, updateExisting: boolean) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'price-list-check', updateExisting, rows] as const,
    enabled: Boolean(rows && rows.length > 0 && rows.length <= MAX_IMPORT_ROWS),
    retry: false,
    gcTime: 0,
    queryFn: async () => {
      const { data } = await apiClient.post<{ rows?: RowCheck[] }>('/catalogue/price-list/import', {
        rows: importRows(rows ?? []),
        update_existing: updateExisting,
        dry_run: true,
      });
      return Array.isArray(data.rows) ? data.rows : [];
    },
  });
}

/**
 * The price-list import rows, each with the file line the preview shows (the server names a refused row by it), the
 * code only when the file had one.
 */
export function importRows(rows: PastedMaterialRow[]) {
  return rows.map(({ line, code, name, unit, price, kind, role }) => ({
    line,
    kind,
    ...(code ? { code } : {}),
    name,
    unit,
    price,
    ...(role ? { role } : {}),
  }));
}

export const KIND_LABELS: Record<PriceListKind, string> = {
  material: 'Material',
  labor: 'Upah',
  equipment: 'Alat',
};
