import { describe, expect, it } from 'vitest';
import { concreteK225 } from '../ahsp/fixtures';
import { calculateJob } from '../calculation/calculate';
import { toCalculationRecord } from '../calculation/types';
import { buildBulkReport } from './bulk';
import { buildCsv } from './data';
import { readExportRecord } from './record';
import { evaluate } from './formula-check';
import { buildRecordSheet } from './sheet';
import { buildSummarySheet } from './summary-sheet';
import { buildSingleReport } from './single';

// C. Peralatan in every export: 10 m³ of K-225 with a mixer at 0,25 day per m³ × Rp 350.000 = Rp 875.000.
const form = {
  volume: '10',
  productivity: '5',
  worker_ratio: '1:6',
  brick_type: 'bata_merah',
  profit_percentage: '20',
  project_name: 'Plat lantai',
  custom_waste_factor: '0',
};
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\u00a0/g, ' ')) as T;
const result = calculateJob(concreteK225, form, { now: new Date('2026-11-24T03:00:00Z') });
const account = { ...toCalculationRecord(result), id: 41 };
const { equipment: _equipment, ...withoutEquipment } = account;
const older = {
  ...withoutEquipment,
  equipment_cost: undefined,
  summary: { ...account.summary, total_equipment_cost: undefined },
};

describe('exports of a result with equipment', () => {
  it('reads C. Peralatan and counts it in HPP = A + B + C', () => {
    const record = readExportRecord(account);
    expect(record.equipmentCost).toBe(875_000);
    expect(record.equipmentLines).toEqual([
      {
        name: 'Concrete mixer 0,3–0,6 m³',
        unit: 'hari',
        price: 350_000,
        quantityPerUnit: 0.25,
        totalQuantity: 2.5,
        total: 875_000,
      },
    ]);
    expect(record.totalHpp).toBe(record.laborCost + record.materialCost + 875_000);
    expect(record.totalHpp).toBe(result.summary.total_cost);
  });

  it('prints its own section and HPP Peralatan in the single report', () => {
    const report = buildSingleReport(account);
    expect(plain(report.equipment)).toEqual({
      head: ['Peralatan', 'Per m³', 'Kebutuhan', 'Harga Satuan', 'Jumlah'],
      body: [['Concrete mixer 0,3–0,6 m³', '0,25 hari', '2,5 hari', 'Rp 350.000', 'Rp 875.000']],
      foot: ['Total Peralatan', '', '', '', 'Rp 875.000'],
    });
    expect(report.summary.map((line) => line.label)).toEqual([
      'HPP Tenaga Kerja',
      'HPP Material',
      'HPP Peralatan',
      'TOTAL HPP',
      'HPP per Unit',
      'Margin Keuntungan',
      'Nilai Keuntungan',
      'TOTAL RAB',
      'RAB per Unit',
    ]);
  });

  it('adds the equipment column to the CSV and the bulk report', () => {
    const csv = buildCsv([account]).split('\r\n');
    expect(csv[0]!.endsWith(';Biaya Peralatan;Daftar Harga')).toBe(true);
    expect(csv[1]!.endsWith(';875000;Katalog nasional')).toBe(true);
    const bulk = buildBulkReport([account]);
    expect(bulk.head).toEqual([
      'No',
      'Pekerjaan',
      'Volume',
      'HPP Jasa',
      'HPP Bahan',
      'HPP Alat',
      'Total HPP',
      'Total RAB',
    ]);
    expect(plain(bulk.body[0]![5])).toBe('Rp 875.000');
    expect(plain(bulk.foot[5])).toBe('Rp 875.000');
    expect(buildBulkReport([older]).head).not.toContain('HPP Alat');
  });

  it('writes a C. Peralatan block in the sheet, with HPP = A + B + C as a formula', () => {
    const sheet = buildRecordSheet(account);
    const row = (label: string) => sheet.rows.find((cells) => cells.some((cell) => cell?.value === label));
    expect(row('Peralatan')?.[0]?.value).toBe('C');
    const hpp = row('TOTAL HPP (A + B + C)')!;
    expect(hpp[5]).toMatchObject({ value: result.summary.total_cost });
    expect(String(hpp[5]?.formula)).toMatch(/^F\d+\+F\d+\+F\d+$/);
    expect(row('Jumlah peralatan (C)')?.[5]).toMatchObject({ value: 875_000 });
  });

  it('recomputes every formula of both sheets to the stored values, equipment included', () => {
    for (const sheet of [buildRecordSheet(account), buildSummarySheet([account, older])]) {
      const formulas = sheet.rows.flat().filter((cell) => cell?.formula);
      for (const cell of formulas)
        expect(evaluate(sheet, cell?.formula ?? '')).toBeCloseTo(Number(cell?.value), 6);
    }
    const summary = buildSummarySheet([account]);
    const hpp = summary.rows.flat().find((cell) => cell?.formula === 'G5+H5+I5');
    expect(hpp?.value).toBe(result.summary.total_cost);
  });

  it('keeps the figures of a result stored before equipment existed', () => {
    const record = readExportRecord(older);
    expect(record.equipmentCost).toBe(0);
    expect(record.equipmentLines).toEqual([]);
    expect(buildSingleReport(older).equipment).toBeNull();
    expect(buildSingleReport(older).summary.map((line) => line.label)).not.toContain('HPP Peralatan');
  });
});
