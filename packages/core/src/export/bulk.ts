import { formatDateTime, formatNumber, formatRupiah } from '../format/format';
import { bulkReportFileName } from './file-names';
import { exportLabels } from './labels';
import { readExportRecord, type ExportRecord, type ExportSource } from './record';
import type { ReportOptions } from './single';
import { terbilangRupiah } from './terbilang';

export interface BulkTotals {
  count: number;
  laborCost: number;
  materialCost: number;
  equipmentCost: number;
  totalHpp: number;
  totalRab: number;
  profit: number;
  /** Mean of the records' profit_percentage. */
  averageMargin: number;
}

export interface BulkReport {
  title: string;
  projectLabel: string;
  fileName: string;
  records: ExportRecord[];
  head: string[];
  body: string[][];
  foot: string[];
  totals: BulkTotals;
  statistics: [string, string][];
  terbilang: string;
  printedAt: string;
}

export function bulkTotals(records: readonly ExportRecord[]): BulkTotals {
  let laborCost = 0;
  let materialCost = 0;
  let equipmentCost = 0;
  let totalHpp = 0;
  let totalRab = 0;
  let margins = 0;
  for (const record of records) {
    laborCost += record.laborCost;
    materialCost += record.materialCost;
    equipmentCost += record.equipmentCost;
    totalHpp += record.totalHpp;
    totalRab += record.totalRab;
    margins += record.profitPercentage;
  }
  return {
    count: records.length,
    laborCost,
    materialCost,
    equipmentCost,
    totalHpp,
    totalRab,
    profit: totalRab - totalHpp,
    averageMargin: records.length ? margins / records.length : 0,
  };
}

/** The project named on the report: the one all results share, else 'Multiple Projects'. */
export function bulkProjectLabel(records: readonly ExportRecord[], projectName?: string): string {
  if (projectName?.trim()) return projectName.trim();
  const names = new Set(records.map((record) => record.projectName));
  const [only] = names;
  return names.size === 1 && only && only !== exportLabels.noProject ? only : exportLabels.multipleProjects;
}

/** The bulk report of SPEC.md §9 over many records (fast enough for thousands: one pass each). */
export function buildBulkReport(
  sources: readonly ExportSource[],
  options: ReportOptions & { projectName?: string } = {},
): BulkReport {
  const now = options.now ?? new Date();
  const records = sources.map(readExportRecord);
  const totals = bulkTotals(records);
  const projectLabel = bulkProjectLabel(records, options.projectName);
  const withEquipment = records.some((record) => record.equipmentCost > 0);
  return {
    title: exportLabels.bulkTitle,
    projectLabel,
    fileName: bulkReportFileName(projectLabel, now),
    records,
    // SPEC.md §9's columns; an "HPP Alat" column after HPP Bahan only when a result has equipment (C).
    head: [
      'No',
      'Pekerjaan',
      'Volume',
      'HPP Jasa',
      'HPP Bahan',
      ...(withEquipment ? ['HPP Alat'] : []),
      'Total HPP',
      'Total RAB',
    ],
    body: records.map((record, index) => [
      String(index + 1),
      record.projectName === exportLabels.noProject
        ? record.jobTypeName
        : `${record.jobTypeName} - ${record.projectName}`,
      `${formatNumber(record.volume, 1)} ${record.unit}`,
      formatRupiah(record.laborCost),
      formatRupiah(record.materialCost),
      ...(withEquipment ? [formatRupiah(record.equipmentCost)] : []),
      formatRupiah(record.totalHpp),
      formatRupiah(record.totalRab),
    ]),
    foot: [
      '',
      exportLabels.total,
      '',
      formatRupiah(totals.laborCost),
      formatRupiah(totals.materialCost),
      ...(withEquipment ? [formatRupiah(totals.equipmentCost)] : []),
      formatRupiah(totals.totalHpp),
      formatRupiah(totals.totalRab),
    ],
    totals,
    statistics: [
      ['Total Kalkulasi', formatNumber(totals.count)],
      ['Total HPP Tenaga Kerja', formatRupiah(totals.laborCost)],
      ['Total HPP Material', formatRupiah(totals.materialCost)],
      ...(withEquipment
        ? ([['Total HPP Peralatan', formatRupiah(totals.equipmentCost)]] as [string, string][])
        : []),
      ['Total HPP', formatRupiah(totals.totalHpp)],
      ['Total RAB', formatRupiah(totals.totalRab)],
      ['Total Keuntungan', formatRupiah(totals.profit)],
      ['Rata-rata Margin Keuntungan', `${formatNumber(totals.averageMargin, 1)}%`],
    ],
    terbilang: terbilangRupiah(totals.totalRab),
    printedAt: formatDateTime(now, { timeZone: options.timeZone }),
  };
}
