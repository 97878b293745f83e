import { formatDateTime } from '../format/format';
import { roundRupiah } from '../format/number';
import { bulkProjectLabel, bulkTotals } from './bulk';
import { exportLabels } from './labels';
import { readExportRecord, type ExportRecord, type ExportSource } from './record';
import { terbilangRupiah } from './terbilang';

// Spreadsheet layouts the way Indonesian RAB sheets are drawn: No, Uraian, Volume, Satuan, Harga Satuan,
// Jumlah Harga, sections A (tenaga kerja) and B (material), subtotals as SUM and the RAB from the HPP as live
// formulas. Formula cells carry the value the formula gives, so viewers that never recalculate show it too.

export type CellStyle =
  | 'title'
  | 'subtitle'
  | 'label'
  | 'text'
  | 'header'
  | 'section'
  | 'money'
  | 'moneyStrong'
  | 'quantity'
  | 'percent'
  | 'strong'
  | 'note';

export interface SheetCell {
  value?: string | number;
  /** Without the leading "=". `value` holds the result. */
  formula?: string;
  style?: CellStyle;
}

export interface SheetModel {
  name: string;
  /** Column widths in characters. */
  columns: number[];
  rows: (SheetCell | null)[][];
  /** "A1:F1" ranges. */
  merges: string[];
}

const COLUMN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ref = (column: number, row: number) => `${COLUMN[column]}${row}`;

class SheetBuilder {
  rows: (SheetCell | null)[][] = [];
  merges: string[] = [];
  /** 1-based number of the next row. */
  get next() {
    return this.rows.length + 1;
  }
  add(cells: (SheetCell | null)[], mergeFrom?: number, mergeTo?: number): number {
    const row = this.next;
    this.rows.push(cells);
    if (mergeFrom !== undefined && mergeTo !== undefined) {
      this.merges.push(`${ref(mergeFrom, row)}:${ref(mergeTo, row)}`);
    }
    return row;
  }
  blank() {
    this.rows.push([]);
  }
}

/**
 * The stored quantity is rounded to 4 decimals while the cost was priced from the exact one: when
 * ROUND(quantity × price) would miss the stored cost, the sheet shows the quantity the cost was priced from.
 */
function pricedQuantity(quantity: number, price: number, cost: number): number {
  if (price <= 0 || roundRupiah(quantity * price) === cost) return quantity;
  return cost / price;
}

const text = (value: string, style: CellStyle = 'text'): SheetCell => ({ value, style });
const money = (value: number, style: CellStyle = 'money'): SheetCell => ({ value, style });

/** One result as a RAB sheet. */
export function buildRecordSheet(source: ExportSource, options: { timeZone?: string } = {}): SheetModel {
  const record = readExportRecord(source);
  const sheet = new SheetBuilder();
  sheet.add([text('RENCANA ANGGARAN BIAYA (RAB)', 'title')], 0, 5);
  sheet.add([text(exportLabels.appName, 'subtitle')], 0, 5);
  sheet.blank();
  const info = (label: string, value: SheetCell, unit?: string) =>
    sheet.add([null, text(label, 'label'), value, unit ? text(unit) : null]);
  info('Nama Proyek', text(record.projectName));
  info('Jenis Pekerjaan', text(record.jobTypeName));
  info('Kategori', text(record.categoryName));
  const volumeRow = info('Volume', { value: record.volume, style: 'quantity' }, record.unit);
  info('Estimasi Waktu', { value: record.estimatedDays, style: 'quantity' }, 'hari');
  info('Tanggal', text(record.createdAt ? formatDateTime(record.createdAt, options) : exportLabels.unknown));
  sheet.blank();
  sheet.add(
    ['No', 'Uraian Pekerjaan', 'Volume', 'Satuan', 'Harga Satuan (Rp)', 'Jumlah Harga (Rp)'].map((h) =>
      text(h, 'header'),
    ),
  );

  const section = (
    letter: string,
    title: string,
    lines: { name: string; quantity: number; unit: string; price: number }[],
  ) => {
    sheet.add([text(letter, 'section'), text(title, 'section'), null, null, null, null]);
    const first = sheet.next;
    lines.forEach((line, index) => {
      const row = sheet.next;
      sheet.add([
        { value: index + 1, style: 'text' },
        text(line.name),
        { value: line.quantity, style: 'quantity' },
        text(line.unit),
        money(line.price),
        {
          formula: `ROUND(C${row}*E${row},0)`,
          value: roundRupiah(line.quantity * line.price),
          style: 'money',
        },
      ]);
    });
    const last = sheet.next - 1;
    const subtotal = sheet.rows
      .slice(first - 1, last)
      .reduce((sum, cells) => sum + Number(cells[5]?.value ?? 0), 0);
    return sheet.add([
      null,
      text(`Jumlah ${title.toLowerCase()} (${letter})`, 'strong'),
      null,
      null,
      null,
      { formula: last >= first ? `SUM(F${first}:F${last})` : '0', value: subtotal, style: 'moneyStrong' },
    ]);
  };

  const laborRow = section(
    'A',
    'Tenaga Kerja',
    record.laborLines.map((line) => ({
      name: line.name,
      quantity: line.personDays,
      unit: 'OH',
      price: line.dailyRate,
    })),
  );
  const materialRow = section(
    'B',
    'Material',
    record.materialLines.map((line) => ({
      name: line.name,
      quantity: pricedQuantity(line.totalQuantity, line.price, line.total),
      unit: line.unit,
      price: line.price,
    })),
  );
  sheet.blank();

  const value = (row: number) => Number(sheet.rows[row - 1]?.[5]?.value ?? 0);
  const summary = (label: string, cell: SheetCell) =>
    sheet.add([null, text(label, 'strong'), null, null, null, cell], 1, 4);
  const hpp = value(laborRow) + value(materialRow);
  const hppRow = summary('TOTAL HPP (A + B)', {
    formula: `F${laborRow}+F${materialRow}`,
    value: hpp,
    style: 'moneyStrong',
  });
  const marginRow = summary('Margin Keuntungan (dari harga jual)', {
    value: record.profitPercentage / 100,
    style: 'percent',
  });
  const rab = roundRupiah(hpp / (1 - record.profitPercentage / 100));
  const rabRow = summary('TOTAL RAB', {
    formula: `ROUND(F${hppRow}/(1-F${marginRow}),0)`,
    value: rab,
    style: 'moneyStrong',
  });
  summary('Nilai Keuntungan', { formula: `F${rabRow}-F${hppRow}`, value: rab - hpp, style: 'money' });
  const perUnit = (total: number) => (record.volume > 0 ? Math.round(total / record.volume) : total);
  summary(`HPP per ${record.unit}`, {
    formula: `IF($C$${volumeRow}>0,ROUND(F${hppRow}/$C$${volumeRow},0),F${hppRow})`,
    value: perUnit(hpp),
    style: 'money',
  });
  summary(`RAB per ${record.unit}`, {
    formula: `IF($C$${volumeRow}>0,ROUND(F${rabRow}/$C$${volumeRow},0),F${rabRow})`,
    value: perUnit(rab),
    style: 'money',
  });
  sheet.add([null, text(`${exportLabels.terbilang}: ${terbilangRupiah(rab)}`, 'note')], 1, 5);
  sheet.add([null, text(exportLabels.marginNote, 'note')], 1, 5);
  return { name: 'RAB', columns: [6, 42, 14, 10, 20, 22], rows: sheet.rows, merges: sheet.merges };
}

/** Many results as one summary sheet: a row each, HPP and RAB as formulas, totals as SUM. */
export function buildSummarySheet(sources: readonly ExportSource[]): SheetModel {
  const records: ExportRecord[] = sources.map(readExportRecord);
  const sheet = new SheetBuilder();
  sheet.add([text('REKAPITULASI RENCANA ANGGARAN BIAYA (RAB)', 'title')], 0, 11);
  sheet.add([text(`${exportLabels.appName} - ${bulkProjectLabel(records)}`, 'subtitle')], 0, 11);
  sheet.blank();
  sheet.add(
    [
      'No',
      'Pekerjaan',
      'Proyek',
      'Kategori',
      'Volume',
      'Satuan',
      'HPP Jasa (Rp)',
      'HPP Bahan (Rp)',
      'Total HPP (Rp)',
      'Margin',
      'Total RAB (Rp)',
      'Keuntungan (Rp)',
    ].map((h) => text(h, 'header')),
  );
  const first = sheet.next;
  records.forEach((record, index) => {
    const row = sheet.next;
    const hpp = record.laborCost + record.materialCost;
    const rab = roundRupiah(hpp / (1 - record.profitPercentage / 100));
    sheet.add([
      { value: index + 1, style: 'text' },
      text(record.jobTypeName),
      text(record.projectName),
      text(record.categoryName),
      { value: record.volume, style: 'quantity' },
      text(record.unit),
      money(record.laborCost),
      money(record.materialCost),
      { formula: `G${row}+H${row}`, value: hpp, style: 'money' },
      { value: record.profitPercentage / 100, style: 'percent' },
      { formula: `ROUND(I${row}/(1-J${row}),0)`, value: rab, style: 'money' },
      { formula: `K${row}-I${row}`, value: rab - hpp, style: 'money' },
    ]);
  });
  const last = sheet.next - 1;
  const sum = (column: number) =>
    sheet.rows.slice(first - 1, last).reduce((total, cells) => total + Number(cells[column]?.value ?? 0), 0);
  const column = (index: number) => COLUMN[index] ?? 'A';
  const totalCell = (index: number): SheetCell => ({
    formula: last >= first ? `SUM(${column(index)}${first}:${column(index)}${last})` : '0',
    value: sum(index),
    style: 'moneyStrong',
  });
  sheet.add([
    null,
    text(exportLabels.total, 'strong'),
    null,
    null,
    null,
    null,
    totalCell(6),
    totalCell(7),
    totalCell(8),
    null,
    totalCell(10),
    totalCell(11),
  ]);
  const totals = bulkTotals(records);
  sheet.blank();
  sheet.add([null, text('Total Kalkulasi', 'strong'), { value: totals.count, style: 'text' }]);
  sheet.add([
    null,
    text('Rata-rata Margin Keuntungan', 'strong'),
    {
      formula: last >= first ? `AVERAGE(J${first}:J${last})` : '0',
      value: totals.averageMargin / 100,
      style: 'percent',
    },
  ]);
  return {
    name: 'Rekap',
    columns: [6, 36, 24, 24, 12, 8, 18, 18, 18, 9, 18, 18],
    rows: sheet.rows,
    merges: sheet.merges,
  };
}
