import { describe, expect, it } from 'vitest';
import { wallRecord } from './fixtures';
import { evaluate } from './formula-check';
import { buildRecordSheet, buildRecordsSheet, shiftFormula } from './sheet';
import { cellDecimals, type SheetModel } from './sheet-model';
import { calculateJob } from '../calculation/calculate';
import { brickWall } from '../calculation/fixtures';
import { toCalculationRecord } from '../calculation/types';
import { buildSummarySheet } from './summary-sheet';

/** The cell at "F12" of a sheet model. */
const cell = (sheet: SheetModel, at: string) => {
  const column = at.charCodeAt(0) - 65;
  const row = Number(at.slice(1));
  return sheet.rows[row - 1]?.[column] ?? null;
};
const findRow = (sheet: SheetModel, label: string) =>
  sheet.rows.findIndex((cells) => cells.some((c) => c?.value === label)) + 1;

describe('RAB sheet of one result', () => {
  const sheet = buildRecordSheet(wallRecord(), { timeZone: 'Asia/Jakarta' });

  it('names where its prices come from: the national catalogue, or the price book of the result', () => {
    expect(cell(sheet, `C${findRow(sheet, 'Daftar Harga')}`)?.value).toBe('Katalog nasional');
    const inBook = buildRecordSheet(wallRecord({ price_book: { id: 3, name: 'Kab. Sleman 2026' } }));
    expect(cell(inBook, `C${findRow(inBook, 'Daftar Harga')}`)?.value).toBe('Kab. Sleman 2026');
  });

  it('prices each line as ROUND(volume × unit price) and sums the sections', () => {
    const tukang = findRow(sheet, 'Tukang Batu');
    expect(cell(sheet, `C${tukang}`)?.value).toBe(2); // 1 tukang × 2 days
    expect(cell(sheet, `F${tukang}`)).toEqual({
      formula: `ROUND(C${tukang}*E${tukang},0)`,
      value: 320_000,
      style: 'money',
    });
    const laborTotal = findRow(sheet, 'Jumlah tenaga kerja (A)');
    expect(cell(sheet, `F${laborTotal}`)).toMatchObject({
      formula: `SUM(F${tukang}:F${tukang + 3})`,
      value: 1_099_375,
    });
    const materialTotal = findRow(sheet, 'Jumlah material (B)');
    expect(cell(sheet, `F${materialTotal}`)).toMatchObject({ value: 908_313 });
  });

  it('computes HPP, RAB from HPP and margin, profit and per-unit figures as formulas', () => {
    const hpp = findRow(sheet, 'TOTAL HPP (A + B)');
    const margin = findRow(sheet, 'Margin Keuntungan (dari harga jual)');
    const rab = findRow(sheet, 'TOTAL RAB');
    expect(cell(sheet, `F${hpp}`)).toMatchObject({ value: 2_007_688 });
    expect(cell(sheet, `F${margin}`)).toMatchObject({ value: 0.2, style: 'percent' });
    expect(cell(sheet, `F${rab}`)).toMatchObject({
      formula: `ROUND(F${hpp}/(1-F${margin}),0)`,
      value: 2_509_610,
    });
    expect(cell(sheet, `F${findRow(sheet, 'Nilai Keuntungan')}`)).toMatchObject({ value: 501_922 });
    expect(cell(sheet, `F${findRow(sheet, 'RAB per m²')}`)).toMatchObject({ value: 200_769 });
    expect(
      sheet.rows
        .flat()
        .some((c) => c?.value === 'Terbilang: dua juta lima ratus sembilan ribu enam ratus sepuluh rupiah'),
    ).toBe(true);
  });

  it('prints the quantity a material was priced from, with the decimals it needs: 0,05375 m³ × Rp 200.000', () => {
    const result = calculateJob(brickWall, {
      volume: '1,25',
      productivity: 10,
      worker_ratio: '1:1',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      custom_waste_factor: 0,
    });
    const small = buildRecordSheet(toCalculationRecord({ ...result, id: 1 }));
    const sand = findRow(small, 'Pasir pasang');
    const quantity = cell(small, `C${sand}`)!;
    expect(quantity.value).toBe(0.05375);
    // Shown as 0,05375 (not 0,0538) in the workbook and its PDF, as on the result screen.
    expect(cellDecimals(quantity)).toBe(5);
    expect(cell(small, `F${sand}`)?.value).toBe(10_750);
  });
});

describe('summary sheet of many results', () => {
  it('has a row per result with HPP and RAB formulas and SUM totals', () => {
    const sheet = buildSummarySheet([
      wallRecord(),
      wallRecord({ id: 2, profit_percentage: 10, total_rab: 2_230_764 }),
    ]);
    expect(cell(sheet, 'I5')).toMatchObject({ value: 0 }); // HPP Alat: none before equipment existed
    expect(cell(sheet, 'J5')).toMatchObject({ formula: 'G5+H5+I5', value: 2_007_688 });
    expect(cell(sheet, 'L6')).toMatchObject({ formula: 'ROUND(J6/(1-K6),0)', value: 2_230_764 });
    const total = findRow(sheet, 'TOTAL');
    expect(cell(sheet, `L${total}`)).toMatchObject({ formula: 'SUM(L5:L6)', value: 4_740_374 });
    expect(cell(sheet, `C${findRow(sheet, 'Rata-rata Margin Keuntungan')}`)).toMatchObject({
      formula: 'AVERAGE(K5:K6)',
      value: 0.15,
    });
  });
});

describe('every formula gives the value stored beside it', () => {
  it.each([
    ['the RAB sheet', buildRecordSheet(wallRecord())],
    ['the summary sheet', buildSummarySheet([wallRecord(), wallRecord({ id: 2, profit_percentage: 12.5 })])],
    [
      'the long sheet of many results',
      buildRecordsSheet([
        wallRecord(),
        wallRecord({ id: 2, profit_percentage: 12.5, volume: 4 }),
        wallRecord(),
      ]),
    ],
  ])('%s', (_, sheet) => {
    const formulas = sheet.rows.flat().filter((c) => c?.formula);
    expect(formulas.length).toBeGreaterThan(5);
    for (const c of formulas) expect(evaluate(sheet, c?.formula ?? '')).toBeCloseTo(Number(c?.value), 6);
  });
});

describe('one long sheet of every result (exports past the detail-sheet limit)', () => {
  const records = Array.from({ length: 35 }, (_, index) =>
    wallRecord({ id: index + 1, project_name: `Rumah ${index + 1}`, profit_percentage: 10 + (index % 5) }),
  );
  const sheet = buildRecordsSheet(records);

  it("holds each result's whole block, its RAB as in its own sheet", () => {
    expect(sheet.name).toBe('Rincian');
    const headings = sheet.rows.flatMap((cells) =>
      typeof cells[0]?.value === 'string' && cells[0].value.startsWith('Hasil ') ? [cells[0].value] : [],
    );
    expect(headings).toHaveLength(35);
    expect(headings[34]).toBe('Hasil 35 dari 35');
    const rabs = sheet.rows
      .filter((cells) => cells[1]?.value === 'TOTAL RAB')
      .map((cells) => cells[5]?.value);
    expect(rabs).toEqual(
      records.map((record) => {
        const own = buildRecordSheet(record);
        return own.rows[findRow(own, 'TOTAL RAB') - 1]?.[5]?.value;
      }),
    );
    for (const record of records.slice(0, 3))
      expect(sheet.rows.some((cells) => cells[2]?.value === record.project_name)).toBe(true);
  });

  it('moves merges and every reference with its block', () => {
    const own = buildRecordSheet(records[1]!);
    const offset = findRow(sheet, 'Hasil 2 dari 35');
    const rab = findRow(own, 'TOTAL RAB');
    expect(sheet.rows[offset + rab - 1]?.[5]?.formula).toBe(
      shiftFormula(own.rows[rab - 1]![5]!.formula!, offset),
    );
    expect(sheet.merges).toContain(`A${offset + 1}:F${offset + 1}`);
    for (const c of sheet.rows.flat().filter((c) => c?.formula))
      expect(evaluate(sheet, c?.formula ?? '')).toBeCloseTo(Number(c?.value), 6);
  });

  it('shifts plain, absolute and range references, not function names', () => {
    expect(shiftFormula('IF($C$5>0,ROUND(F12/$C$5,0),F12)', 40)).toBe('IF($C$45>0,ROUND(F52/$C$45,0),F52)');
    expect(shiftFormula('SUM(F3:F9)', 10)).toBe('SUM(F13:F19)');
    expect(shiftFormula('ROUND(C7*E7,0)', 1)).toBe('ROUND(C8*E8,0)');
  });
});
