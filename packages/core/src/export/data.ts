import { decimalComma, roundTo } from '../format/number';
import { exportLabels } from './labels';
import { readExportRecord, type ExportSource } from './record';

// JSON and CSV exports of one or many results (SPEC.md §9).

/**
 * SPEC.md §9 CSV columns, with their Indonesian header, then what a client is quoted (beyond the spec): the
 * project, the margin and the RAB, which the spec's columns (all cost, HPP) leave out.
 */
export const CSV_COLUMNS = [
  'Jenis Pekerjaan',
  'Volume',
  'Produktivitas',
  'Rasio Pekerja',
  'Estimasi Hari',
  'Total Pekerja',
  'Biaya Tenaga Kerja',
  'Biaya Material',
  'Biaya per Unit',
  'Total Biaya',
  'Nama Proyek',
  'Margin Keuntungan (%)',
  'Total RAB',
  'RAB per Unit',
  'Biaya Peralatan',
  'Daftar Harga',
] as const;

/** Semicolon: Indonesian spreadsheets use the comma as the decimal mark and read ";" as the list separator. */
export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** Decimal comma, no grouping: 12.5 → "12,5", 1250000 → "1250000" (what an id-ID spreadsheet reads as a number). */
export function csvNumber(value: number): string {
  return decimalComma(roundTo(Number.isFinite(value) ? value : 0, 4));
}

/**
 * Quotes a text cell when it holds the separator, a quote or a line break (quotes doubled). A text starting
 * with = + - @ (after spaces, too) is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvText(value: string): string {
  // Spreadsheets skip leading spaces (a no-break space too) before they look for a formula.
  const safe = /^[\s\u00a0]*[=+\-@]|^[\t\r]/.test(value) ? `'${value}` : value;
  return /[;",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 BOM, the header row, one row per result, CRLF line ends. */
export function buildCsv(sources: readonly ExportSource[]): string {
  const rows = sources.map((source) => {
    const record = readExportRecord(source);
    return [
      csvText(record.jobTypeName),
      csvNumber(record.volume),
      csvNumber(record.productivity),
      csvText(record.workerRatio),
      csvNumber(record.estimatedDays),
      csvNumber(record.totalWorkers),
      csvNumber(record.laborCost),
      csvNumber(record.materialCost),
      csvNumber(record.hppPerUnit),
      csvNumber(record.totalHpp),
      csvText(record.projectName),
      csvNumber(record.profitPercentage),
      csvNumber(record.totalRab),
      csvNumber(record.rabPerUnit),
      csvNumber(record.equipmentCost),
      csvText(record.priceBook),
    ].join(CSV_SEPARATOR);
  });
  return `${BOM}${[CSV_COLUMNS.join(CSV_SEPARATOR), ...rows].join('\r\n')}\r\n`;
}

/** The results as stored (every field, so they can be read back), with when and by what they were exported. */
export function buildJson(sources: readonly unknown[], now: Date = new Date()): string {
  return JSON.stringify(
    {
      application: exportLabels.appName,
      exported_at: now.toISOString(),
      count: sources.length,
      calculations: sources,
    },
    null,
    2,
  );
}
