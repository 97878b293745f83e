import { SUPERVISION_NOTE, formatPersonDays } from '../calculation/labor-display';
import {
  formatCoefficient,
  formatDateTime,
  formatNumber,
  formatQuantity,
  formatRupiah,
} from '../format/format';
import { formatPricedQuantity } from '../calculation/priced-quantity';
import { needWithPurchase } from '../project/resources';
import { reportFileName } from './file-names';
import { exportLabels } from './labels';
import { readExportRecord, type ExportRecord, type ExportSource } from './record';
import { terbilangRupiah } from './terbilang';

export interface ReportOptions {
  /** When the report is made: the printed date and the file name. */
  now?: Date;
  timeZone?: string;
}

export interface ReportTable {
  head: string[];
  body: string[][];
  foot: string[];
}

export interface SummaryLine {
  label: string;
  value: string;
  strong?: boolean;
}

/** Everything the single PDF report prints, as text; the PDF code only lays it out. */
export interface SingleReport {
  title: string;
  fileName: string;
  record: ExportRecord;
  info: [string, string][];
  labor: ReportTable | null;
  /** Under the labour table when it has supervision lines: what OH means. */
  laborNote: string | null;
  materials: ReportTable | null;
  /** C. Peralatan, when the result has equipment. */
  equipment: ReportTable | null;
  summary: SummaryLine[];
  terbilang: string;
  note: string;
  printedAt: string;
}

export const formatPercent = (value: number, decimals = 2) => `${formatQuantity(value, decimals)}%`;

/** Browser results, results kept in the account, and a fresh result not saved anywhere yet. */
function sourceLabel(record: ExportRecord): string {
  if (record.isLocal) return exportLabels.sourceLocal;
  return record.id ? exportLabels.sourceAccount : exportLabels.sourceUnsaved;
}

function laborTable(record: ExportRecord): ReportTable | null {
  if (record.laborLines.length === 0) return null;
  return {
    head: ['Tenaga Kerja', 'Orang', 'Upah per Hari', 'Hari', 'Jumlah'],
    // As on the result screen: supervision in orang-hari (OH × daily rate = its cost), no days.
    body: record.laborLines.map((line) => [
      line.name,
      line.supervision
        ? `${formatPersonDays(line.personDays, line.dailyRate, line.total)} OH`
        : formatQuantity(line.workers, 3),
      formatRupiah(line.dailyRate),
      line.supervision ? '—' : formatNumber(line.days),
      formatRupiah(line.total),
    ]),
    foot: ['Total Tenaga Kerja', '', '', '', formatRupiah(record.laborCost)],
  };
}

function materialTable(record: ExportRecord): ReportTable | null {
  if (record.materialLines.length === 0) return null;
  return {
    head: ['Material', `Per ${record.unit}`, 'Kebutuhan', 'Harga Satuan', 'Jumlah'],
    body: record.materialLines.map((line) => [
      line.name,
      `${formatCoefficient(line.quantityPerUnit)} ${line.unit}`.trim(),
      needWithPurchase(line.name, line.unit, line.totalQuantity, { price: line.price, cost: line.total }),
      formatRupiah(line.price),
      formatRupiah(line.total),
    ]),
    foot: ['Total Material', '', '', '', formatRupiah(record.materialCost)],
  };
}

function equipmentTable(record: ExportRecord): ReportTable | null {
  if (record.equipmentLines.length === 0) return null;
  return {
    head: ['Peralatan', `Per ${record.unit}`, 'Kebutuhan', 'Harga Satuan', 'Jumlah'],
    body: record.equipmentLines.map((line) => [
      line.name,
      `${formatCoefficient(line.quantityPerUnit)} ${line.unit}`.trim(),
      `${formatPricedQuantity(line.totalQuantity, line.price, line.total)} ${line.unit}`.trim(),
      formatRupiah(line.price),
      formatRupiah(line.total),
    ]),
    foot: ['Total Peralatan', '', '', '', formatRupiah(record.equipmentCost)],
  };
}

/** The single report of SPEC.md §9 for one calculation record. */
export function buildSingleReport(source: ExportSource, options: ReportOptions = {}): SingleReport {
  const now = options.now ?? new Date();
  const dateOptions = { timeZone: options.timeZone };
  const record = readExportRecord(source);
  const unit = record.unit;
  return {
    title: exportLabels.singleTitle,
    fileName: reportFileName(record.jobTypeName === exportLabels.unknown ? null : record.jobTypeName, now),
    record,
    info: [
      ['Nama Proyek', record.projectName],
      ['Jenis Pekerjaan', record.jobTypeName],
      ['Kategori', record.categoryName],
      ['Volume', `${formatNumber(record.volume, 2)} ${unit}`],
      ['Produktivitas', `${formatQuantity(record.productivity, 2)} ${unit}/hari`],
      ['Rasio Pekerja (tukang:pekerja)', record.workerRatio],
      ['Total Pekerja', `${formatNumber(record.totalWorkers)} orang`],
      ['Estimasi Waktu', `${formatNumber(record.estimatedDays)} hari`],
      ['Sumber Data', sourceLabel(record)],
      ['Daftar Harga', record.priceBook],
      [
        'Tanggal Kalkulasi',
        record.createdAt ? formatDateTime(record.createdAt, dateOptions) : exportLabels.unknown,
      ],
    ],
    labor: laborTable(record),
    laborNote: record.laborLines.some((line) => line.supervision) ? SUPERVISION_NOTE : null,
    materials: materialTable(record),
    equipment: equipmentTable(record),
    summary: [
      { label: 'HPP Tenaga Kerja', value: formatRupiah(record.laborCost) },
      { label: 'HPP Material', value: formatRupiah(record.materialCost) },
      ...(record.equipmentCost > 0 || record.equipmentLines.length > 0
        ? [{ label: 'HPP Peralatan', value: formatRupiah(record.equipmentCost) }]
        : []),
      { label: 'TOTAL HPP', value: formatRupiah(record.totalHpp), strong: true },
      { label: 'HPP per Unit', value: `${formatRupiah(record.hppPerUnit)} / ${unit}` },
      { label: 'Margin Keuntungan', value: formatPercent(record.profitPercentage) },
      { label: 'Nilai Keuntungan', value: formatRupiah(record.profitValue) },
      { label: 'TOTAL RAB', value: formatRupiah(record.totalRab), strong: true },
      { label: 'RAB per Unit', value: `${formatRupiah(record.rabPerUnit)} / ${unit}` },
    ],
    terbilang: terbilangRupiah(record.totalRab),
    note: exportLabels.marginNote,
    printedAt: formatDateTime(now, dateOptions),
  };
}
