import {
  CSV_SEPARATOR,
  csvText,
  formatDateTime,
  formatQuantity,
  formatRupiah,
  roundTo,
} from '@kalkulator/core';

// A calculator's result as labelled quantities: what the screen shows, what is saved, exported and handed on.

export interface ResultRow {
  key: string;
  label: string;
  value: number;
  unit: string;
  /** Decimals shown (trailing zeros dropped); 0 for counts. */
  decimals?: number;
}

export const row = (key: string, label: string, value: number, unit: string, decimals = 3): ResultRow => ({
  key,
  label,
  value,
  unit,
  decimals,
});

export function formatRow(result: ResultRow): string {
  if (result.unit === 'Rp') return formatRupiah(result.value);
  const value = formatQuantity(result.value, result.decimals ?? 3);
  return result.unit ? `${value} ${result.unit}` : value;
}

/**
 * A row's value as the exports write it: rupiah whole, as shown; a quantity with its decimals shown but at least 3
 * (1.108,63 kg is 1108.63; 0,00096 ha stays 0.00096), so the float noise of a computation (3 × 1,6 m is
 * 4.800000000000001) never reaches a file. CSV and JSON write the same figure.
 */
const exportDecimals = ({ unit, decimals }: ResultRow): number =>
  unit === 'Rp' ? 0 : Math.max(decimals ?? 3, 3);

export const exportedValue = (item: ResultRow): number => roundTo(item.value, exportDecimals(item));

export interface SavedResult {
  /** The id the browser gave it ("calc_…"), kept by the account too. */
  id: string;
  /** Its id in the account, once kept there. */
  server_id?: number;
  calculator: string;
  title: string;
  created_at: string;
  inputs: unknown;
  rows: ResultRow[];
  /** The account that saved it in this browser; none for a guest's (lib/signed-in.ts). */
  owner_id?: number | null;
}

/**
 * CSV for Indonesian spreadsheets: ";" separates cells and "," marks decimals, so Excel/LibreOffice in id-ID
 * open it without a wizard.
 */
export function resultsToCsv(results: SavedResult[]): string {
  const header = ['Kalkulator', 'Waktu', 'Besaran', 'Nilai', 'Satuan'];
  const lines = results.flatMap((result) =>
    result.rows.map((item) =>
      [
        csvText(result.title),
        csvText(formatDateTime(result.created_at)),
        csvText(item.label),
        // A number, negative or not, is not text a spreadsheet could run.
        formatQuantity(exportedValue(item), exportDecimals(item)).replace(/\./g, ''),
        csvText(item.unit),
      ].join(CSV_SEPARATOR),
    ),
  );
  return `\uFEFF${[header.join(';'), ...lines].join('\r\n')}\r\n`;
}

export function resultsToJson(results: SavedResult[]): string {
  return JSON.stringify(
    results.map(({ id, calculator, title, created_at, inputs, rows }) => ({
      id,
      calculator,
      title,
      created_at,
      inputs,
      results: rows.map((item) => ({
        key: item.key,
        label: item.label,
        value: exportedValue(item),
        unit: item.unit,
      })),
    })),
    null,
    2,
  );
}

/** kalkulator-bata-2026-11-23.csv */
export function exportFileName(calculator: string, extension: string, date = new Date()): string {
  const day = date.toISOString().slice(0, 10);
  return `kalkulator-${calculator}-${day}.${extension}`;
}

export function downloadText(fileName: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
