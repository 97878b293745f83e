import type { PasteError, PastedMaterialRow, PriceListKind } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';

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

/** The preview's lines in file order: each read row, or the error of a line that could not be read. */
export type PreviewLine =
  | { line: number; row: PastedMaterialRow; error?: undefined }
  | { line: number; error: string; row?: undefined };

export function previewLines(parsed: ParsedRows): PreviewLine[] {
  const lines: PreviewLine[] = [
    ...parsed.rows.map((row) => ({ line: row.line, row })),
    ...parsed.errors.map((error) => ({ line: error.line, error: error.msg })),
  ];
  return lines.sort((a, b) => a.line - b.line);
}

/** The price-list import rows: the line number stays in the browser, the code only when the file had one. */
export function importRows(rows: PastedMaterialRow[]) {
  return rows.map(({ code, name, unit, price, kind, role }) => ({
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
