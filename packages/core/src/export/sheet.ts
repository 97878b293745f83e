import { formatDateTime } from '../format/format';
import { roundRupiah } from '../format/number';
import { exportLabels } from './labels';
import { readExportRecord, type ExportSource } from './record';
import { pricedQuantity } from '../calculation/priced-quantity';
import { SheetBuilder, money, text, type CellStyle, type SheetCell, type SheetModel } from './sheet-model';
import { terbilangRupiah } from './terbilang';

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
  info('Daftar Harga', text(record.priceBook));
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
    quantityStyle: CellStyle = 'quantity',
  ) => {
    sheet.add([text(letter, 'section'), text(title, 'section'), null, null, null, null]);
    const first = sheet.next;
    lines.forEach((line, index) => {
      const row = sheet.next;
      sheet.add([
        { value: index + 1, style: 'text' },
        text(line.name),
        { value: line.quantity, style: quantityStyle },
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
    // Up to six decimals, as the screen and the PDF print it: 0,05375 m³ × Rp 200.000 = Rp 10.750 (not 0,0538).
    'coefficient',
  );
  // C only when the result has equipment: older results keep the A + B sheet they always had.
  const equipmentRow =
    record.equipmentLines.length > 0
      ? section(
          'C',
          'Peralatan',
          record.equipmentLines.map((line) => ({
            name: line.name,
            quantity: pricedQuantity(line.totalQuantity, line.price, line.total),
            unit: line.unit,
            price: line.price,
          })),
          'coefficient',
        )
      : null;
  sheet.blank();

  const value = (row: number) => Number(sheet.rows[row - 1]?.[5]?.value ?? 0);
  const summary = (label: string, cell: SheetCell) =>
    sheet.add([null, text(label, 'strong'), null, null, null, cell], 1, 4);
  const hpp = value(laborRow) + value(materialRow) + (equipmentRow ? value(equipmentRow) : 0);
  const hppRow = summary(equipmentRow ? 'TOTAL HPP (A + B + C)' : 'TOTAL HPP (A + B)', {
    formula: `F${laborRow}+F${materialRow}${equipmentRow ? `+F${equipmentRow}` : ''}`,
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

/** A formula's row references moved down `by` rows (C12 → C52, $C$5 → $C$45, F3:F9 → F43:F49). */
export function shiftFormula(formula: string, by: number): string {
  return formula.replace(
    /(^|[^A-Z$])(\$?[A-Z]{1,3}\$?)(\d+)/g,
    (_, before: string, column: string, row: string) => `${before}${column}${Number(row) + by}`,
  );
}

const shiftRange = (range: string, by: number) => range.replace(/\d+/g, (row) => String(Number(row) + by));

/**
 * Every result's RAB block one under the other on one sheet ("Rincian"), for exports of more results than detail
 * sheets are made for: each block is the result's own sheet, its formulas pointing at its own rows.
 */
export function buildRecordsSheet(
  sources: readonly ExportSource[],
  options: { timeZone?: string } = {},
): SheetModel {
  const rows: SheetModel['rows'] = [];
  const merges: string[] = [];
  let columns: number[] = [];
  sources.forEach((source, index) => {
    const block = buildRecordSheet(source, options);
    columns = block.columns;
    if (index > 0) rows.push([], []);
    const by = rows.length;
    rows.push([text(`Hasil ${index + 1} dari ${sources.length}`, 'label')]);
    merges.push(...block.merges.map((range) => shiftRange(range, by + 1)));
    for (const cells of block.rows)
      rows.push(
        cells.map((cell) =>
          cell?.formula ? { ...cell, formula: shiftFormula(cell.formula, by + 1) } : cell,
        ),
      );
  });
  return { name: 'Rincian', columns, rows, merges };
}
