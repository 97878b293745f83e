import { describe, expect, it } from 'vitest';
import { concreteK225 } from '../ahsp/fixtures';
import { calculateJob } from '../calculation/calculate';
import { toCalculationRecord } from '../calculation/types';
import { wallRecord } from './fixtures';
import { readExportRecord } from './record';
import { buildRecordSheet } from './sheet';
import { buildSingleReport } from './single';

describe('readExportRecord', () => {
  it('reads every figure of an account record with the SPEC.md §9 formulas', () => {
    const record = readExportRecord(wallRecord());
    expect(record).toMatchObject({
      id: '41',
      projectName: 'Rumah Pak Budi',
      jobTypeName: 'Pasangan dinding bata 1/2 batu 1:4',
      categoryName: 'Pekerjaan Pasangan Dinding',
      unit: 'm²',
      isLocal: false,
      volume: 12.5,
      productivity: 10,
      workerRatio: '1:3',
      estimatedDays: 2,
      totalWorkers: 4,
      profitPercentage: 20,
      laborCost: 1_099_375,
      materialCost: 908_313,
      totalHpp: 2_007_688, // labour + material
      totalRab: 2_509_610,
      profitValue: 501_922, // RAB − HPP
      hppPerUnit: 160_615, // 2 007 688 / 12,5
      rabPerUnit: 200_769,
    });
  });

  it('prices each crew line as workers × daily rate × estimated days; supervision from its AHSP orang-hari', () => {
    const lines = readExportRecord(wallRecord()).laborLines;
    expect(lines.map((line) => [line.name, line.workers, line.dailyRate, line.days, line.total])).toEqual([
      ['Tukang Batu', 1, 160_000, 2, 320_000],
      ['Pekerja', 3, 120_000, 2, 720_000],
      ['Kepala Tukang', 0.063, 175_000, 2, 21_875],
      ['Mandor', 0.094, 200_000, 2, 37_500],
    ]);
    // 0,01 OH/m² × 12,5 m² = 0,125 OH of kepala tukang.
    expect(lines[2]?.personDays).toBeCloseTo(0.125, 10);
    expect(lines.reduce((sum, line) => sum + line.total, 0)).toBe(1_099_375);
  });

  it('lists a line per material', () => {
    const materials = readExportRecord(wallRecord()).materialLines;
    expect(materials.map((m) => [m.name, m.unit, m.totalQuantity, m.price, m.total])).toEqual([
      ['Bata merah', 'bh', 875, 700, 612_500],
      ['Semen Portland', 'kg', 143.75, 1_300, 186_875],
      ['Pasir pasang', 'm³', 0.5375, 200_000, 107_500],
      ['Air', 'ltr', 28.75, 50, 1_438],
    ]);
  });

  it("shows 'Tidak ada' for a missing project and 'Tidak diketahui' for a missing job type and category", () => {
    const record = readExportRecord({ id: 3, summary: { rab_total: 1000 } });
    expect(record.projectName).toBe('Tidak ada');
    expect(record.jobTypeName).toBe('Tidak diketahui');
    expect(record.categoryName).toBe('Tidak diketahui');
    expect(record.volume).toBe(0);
    // HPP and RAB per unit divide by 1 when the volume is missing.
    expect(record.totalRab).toBe(1000);
    expect(record.rabPerUnit).toBe(1000);
    expect(record.laborLines).toEqual([]);
    expect(record.materialLines).toEqual([]);
  });

  it('falls back to job_type, input and calculation_data when the flat fields are missing', () => {
    const full = wallRecord();
    const record = readExportRecord({
      id: 5,
      job_type: { name: 'Galian tanah', category_name: 'Pekerjaan Tanah', unit: 'm³' },
      calculation_data: {
        project_name: 'Gudang',
        volume: 8,
        input: { estimated_days: 3.4, productivity: 4 },
      },
      labor: { num_tukang: 0, num_pekerja: 2, pekerja_daily_rate: 100_000 },
      labor_cost: 600_000,
      material_cost: 0,
      total_rab: 750_000,
      summary: full.summary,
    });
    expect(record.jobTypeName).toBe('Galian tanah');
    expect(record.categoryName).toBe('Pekerjaan Tanah');
    expect(record.unit).toBe('m³');
    expect(record.projectName).toBe('Gudang');
    expect(record.volume).toBe(8);
    expect(record.productivity).toBe(4);
    expect(record.estimatedDays).toBe(3); // rounded to whole days
    // Not local: HPP = labour + material from the flat fields, not the summary.
    expect(record.totalHpp).toBe(600_000);
    expect(record.totalRab).toBe(750_000);
    expect(record.profitValue).toBe(150_000);
    expect(record.hppPerUnit).toBe(75_000);
    // Without labour lines the crew is priced from the labour summary.
    expect(record.laborLines).toEqual([
      expect.objectContaining({ name: 'Pekerja', workers: 2, dailyRate: 100_000, days: 3, total: 600_000 }),
    ]);
  });

  it('takes the costs of a browser (local_) record from its summary', () => {
    const record = readExportRecord(
      wallRecord({
        id: 'local_1732',
        is_local: true,
        labor_cost: 1,
        material_cost: 2,
        total_rab: 3,
      }),
    );
    expect(record.isLocal).toBe(true);
    expect(record.laborCost).toBe(1_099_375);
    expect(record.materialCost).toBe(908_313);
    expect(record.totalHpp).toBe(2_007_688);
    expect(record.totalRab).toBe(2_509_610);
  });

  it('never yields NaN for text or broken numbers', () => {
    const record = readExportRecord({ volume: 'abc' as unknown as number, total_rab: Number.NaN });
    expect(
      Object.values(record).filter((value) => typeof value === 'number' && !Number.isFinite(value)),
    ).toEqual([]);
  });

  it('prints 7,5 m³ of K-225’s sand at 5 % waste as 3,926475 m³ in the PDF and the sheet, as it was priced', () => {
    const result = calculateJob(concreteK225, {
      volume: '7,5',
      productivity: 5,
      worker_ratio: '1:6',
      brick_type: 'bata_merah',
      profit_percentage: 20,
      custom_waste_factor: 5,
    });
    const source = toCalculationRecord(result);
    const sand = readExportRecord(source).materialLines.find((line) => line.name === 'Pasir beton')!;
    // 0,4986 × 7,5 × 1,05 = 3,926475 m³ × Rp 370.000 = Rp 1.452.796; the stored total_quantity is 3,9265.
    expect(result.materials.details.find((line) => line.material_name === 'Pasir beton')).toMatchObject({
      total_quantity: 3.9265,
      material_cost: 1_452_796,
    });
    expect(sand.totalQuantity).toBe(3.926475);
    expect(sand.total).toBe(1_452_796);

    const row = buildSingleReport(source).materials!.body.find((cells) => cells[0] === 'Pasir beton')!;
    expect(row.map((cell) => cell.replace(/\u00a0/g, ' '))).toEqual([
      'Pasir beton',
      '0,4986 m³',
      '3,926475 m³',
      'Rp 370.000',
      'Rp 1.452.796',
    ]);
    const sheet = buildRecordSheet(source, { timeZone: 'Asia/Jakarta' });
    const sheetRow = sheet.rows.find((cells) => cells.some((cell) => cell?.value === 'Pasir beton'))!;
    expect(sheetRow[2]?.value).toBe(3.926475);
  });
});
