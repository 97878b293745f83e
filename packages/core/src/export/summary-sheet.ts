import { roundRupiah } from '../format/number';
import { bulkProjectLabel, bulkTotals } from './bulk';
import { exportLabels } from './labels';
import { readExportRecord, type ExportRecord, type ExportSource } from './record';
import { COLUMN, SheetBuilder, money, text, type SheetCell, type SheetModel } from './sheet-model';

/** Many results as one summary sheet: a row each, HPP and RAB as formulas, totals as SUM. */
export function buildSummarySheet(sources: readonly ExportSource[]): SheetModel {
  const records: ExportRecord[] = sources.map(readExportRecord);
  const sheet = new SheetBuilder();
  sheet.add([text('REKAPITULASI RENCANA ANGGARAN BIAYA (RAB)', 'title')], 0, 12);
  sheet.add([text(`${exportLabels.appName} - ${bulkProjectLabel(records)}`, 'subtitle')], 0, 12);
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
      'HPP Alat (Rp)',
      'Total HPP (Rp)',
      'Margin',
      'Total RAB (Rp)',
      'Keuntungan (Rp)',
    ].map((h) => text(h, 'header')),
  );
  const first = sheet.next;
  records.forEach((record, index) => {
    const row = sheet.next;
    // HPP = A + B + C (results from before equipment have C = 0).
    const hpp = record.laborCost + record.materialCost + record.equipmentCost;
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
      money(record.equipmentCost),
      { formula: `G${row}+H${row}+I${row}`, value: hpp, style: 'money' },
      { value: record.profitPercentage / 100, style: 'percent' },
      { formula: `ROUND(J${row}/(1-K${row}),0)`, value: rab, style: 'money' },
      { formula: `L${row}-J${row}`, value: rab - hpp, style: 'money' },
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
    totalCell(9),
    null,
    totalCell(11),
    totalCell(12),
  ]);
  const totals = bulkTotals(records);
  sheet.blank();
  sheet.add([null, text('Total Kalkulasi', 'strong'), { value: totals.count, style: 'text' }]);
  sheet.add([
    null,
    text('Rata-rata Margin Keuntungan', 'strong'),
    {
      formula: last >= first ? `AVERAGE(K${first}:K${last})` : '0',
      value: totals.averageMargin / 100,
      style: 'percent',
    },
  ]);
  return {
    name: 'Rekap',
    columns: [6, 36, 24, 24, 12, 8, 18, 18, 18, 18, 9, 18, 18],
    rows: sheet.rows,
    merges: sheet.merges,
  };
}
