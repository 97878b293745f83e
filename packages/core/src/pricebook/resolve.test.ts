import { describe, expect, it } from 'vitest';
import { computeUnitPrice } from '../ahsp/unit-price';
import { FIXTURE_JOB_TYPES } from '../project/document-fixture';
import { calculateJob } from '../calculation/calculate';
import { DEFAULT_FORM_DATA } from '../calculation/defaults';
import { excavation } from '../calculation/fixtures';
import { adjustedPrice, bookPricesOf, compareAmounts, compareUnitPrices, priceDetails } from './resolve';
import {
  priceBookAdjustSchema,
  priceBookBodySchema,
  priceBookMessages,
  priceBookPricesSchema,
} from './schemas';

// The wall of the fixture: pekerja 1 OH × 100.000, tukang 1 OH × 130.000; bata 70 × 3.000, semen 11,5 × 1.500,
// pasir 0,05 × 355.000; molen 0,1 × 250.000 → D = 500.000 with the catalogue's prices.
const wall = FIXTURE_JOB_TYPES[1]!;

describe('price books', () => {
  it('takes the book’s prices and falls back to the catalogue’s, saying which is which', () => {
    // Kab. Sleman: pekerja 75.000 and tukang 97.500 (−25 %), bata 2.500; semen, pasir and molen not priced.
    const book = bookPricesOf([
      { kind: 'labor', item_id: 1, price: 75_000 },
      { kind: 'labor', item_id: 2, price: 97_500 },
      { kind: 'material', item_id: 3, price: 2_500 },
      { kind: 'equipment', item_id: 99, price: 1 },
    ]);
    const priced = computeUnitPrice(priceDetails(wall, book), { overheadPercentage: 10 });
    expect(priced.labor.map((line) => [line.price, line.price_source])).toEqual([
      [75_000, 'book'],
      [97_500, 'book'],
    ]);
    expect(priced.materials.map((line) => [line.name, line.price, line.price_source])).toEqual([
      ['Bata merah', 2_500, 'book'],
      ['Semen Portland (PC)', 1_500, 'catalogue'],
      ['Pasir pasang', 355_000, 'catalogue'],
    ]);
    expect(priced.equipment[0]).toMatchObject({ price: 250_000, price_source: 'catalogue' });
    // A = 172.500; B = 175.000 + 17.250 + 17.750 = 210.000; C = 25.000; D = 407.500; E = 40.750; F = 448.250.
    expect(priced).toMatchObject({ A: 172_500, B: 210_000, C: 25_000, D: 407_500, E: 40_750, F: 448_250 });
    expect(computeUnitPrice(priceDetails(wall, null)).labor[0]!.price_source).toBeUndefined();

    // The calculator's result says the same of each line it prices.
    const form = { ...DEFAULT_FORM_DATA, volume: 10, productivity: 10, worker_ratio: '1:1' };
    const result = calculateJob(priceDetails(wall, book), form);
    expect(result.labor.lines.map((line) => [line.role, line.price_source])).toEqual([
      ['tukang', 'book'],
      ['pekerja', 'book'],
    ]);
    expect(result.materials.details.map((line) => [line.material_name, line.price_source])).toEqual([
      ['Bata merah', 'book'],
      ['Semen Portland (PC)', 'catalogue'],
      ['Pasir pasang', 'catalogue'],
    ]);
    expect(result.equipment?.details[0]?.price_source).toBe('catalogue');
    const national = calculateJob(priceDetails(wall, null), form);
    expect(national.labor.lines.every((line) => line.price_source === undefined)).toBe(true);
    expect(national.materials.details.every((line) => !('price_source' in line))).toBe(true);
  });

  it('prices the catalogue’s tukang of a job without one (a crew of 1:1 on an excavation) from the book', () => {
    const dig = {
      ...excavation,
      crew_rates: { tukang: { labor_rate_id: 3, name: 'Tukang batu', daily_rate: 145_000 } },
    };
    const book = bookPricesOf([
      { kind: 'labor', item_id: 3, price: 108_750 },
      { kind: 'labor', item_id: 2, price: 90_000 },
    ]);
    const priced = priceDetails(dig, book);
    expect(priced.crew_rates?.tukang).toMatchObject({ daily_rate: 108_750, price_source: 'book' });
    // 10 m³ at 1,33 m³ a day by 1 tukang + 1 pekerja: 8 days; tukang 8 × 108.750, pekerja 8 × 90.000.
    const form = { ...DEFAULT_FORM_DATA, volume: 10, productivity: 1.33, worker_ratio: '1:1' };
    const labor = calculateJob(priced, form).labor.lines;
    expect(labor.find((line) => line.role === 'tukang')).toMatchObject({
      daily_rate: 108_750,
      cost: 870_000,
    });
    expect(labor.find((line) => line.role === 'pekerja')).toMatchObject({
      daily_rate: 90_000,
      cost: 720_000,
    });
    // A rate the book leaves out, or one kept before it named its labour rate, keeps the catalogue's wage.
    const unnamed = { ...dig, crew_rates: { tukang: { name: 'Tukang batu', daily_rate: 145_000 } } };
    expect(priceDetails(unnamed, book).crew_rates?.tukang).toMatchObject({
      daily_rate: 145_000,
      price_source: 'catalogue',
    });
  });

  it('adjusts by a percentage to whole rupiah, half a rupiah up', () => {
    expect(adjustedPrice(100_000, -25)).toBe(75_000);
    expect(adjustedPrice(130_000, 12)).toBe(145_600);
    expect(adjustedPrice(1_333, 12)).toBe(1_493); // 1.492,96
    expect(adjustedPrice(1_250, 10)).toBe(1_375);
    expect(adjustedPrice(15, 10)).toBe(17); // 16,5 → 17
    expect(adjustedPrice(500, -100)).toBe(0);
  });

  it('names the items an adjustment would price above the maximum, the first few by name and the rest counted', () => {
    expect(priceBookMessages.adjustTooLarge(500, ['Pekerja (L.01)'], 0)).toBe(
      'Penyesuaian +500% ditolak: harga Pekerja (L.01) akan melebihi maksimal Rp 10.000.000.000.000. Tidak ada harga yang diubah.',
    );
    expect(priceBookMessages.adjustTooLarge(12.5, ['Pekerja (L.01)', 'Mandor (L.07)'], 3)).toBe(
      'Penyesuaian +12,5% ditolak: harga Pekerja (L.01), Mandor (L.07) dan 3 item lain akan melebihi maksimal Rp 10.000.000.000.000. Tidak ada harga yang diubah.',
    );
  });

  it('compares two books side by side in rupiah and %', () => {
    expect(compareAmounts(500_000, 448_250)).toEqual({
      a: 500_000,
      b: 448_250,
      difference: -51_750,
      percent: -10.35,
    });
    expect(compareAmounts(0, 5)).toEqual({ a: 0, b: 5, difference: 5, percent: null });
    const national = computeUnitPrice(wall, { overheadPercentage: 10 });
    const sleman = computeUnitPrice(
      priceDetails(wall, bookPricesOf([{ kind: 'labor', item_id: 1, price: 75_000 }])),
      {
        overheadPercentage: 10,
      },
    );
    const comparison = compareUnitPrices(national, sleman);
    expect(comparison.parts.A).toEqual({ a: 230_000, b: 205_000, difference: -25_000, percent: -10.87 });
    expect(comparison.parts.F).toEqual({ a: 550_000, b: 522_500, difference: -27_500, percent: -5 });
    expect(comparison.lines[0]).toMatchObject({
      name: 'Pekerja',
      price: { a: 100_000, b: 75_000, percent: -25 },
      source: { a: undefined, b: 'book' },
    });
    expect(comparison.lines[1]!.source).toEqual({ a: undefined, b: 'catalogue' });
  });

  it('reads what a book is written with, in Indonesian when it cannot', () => {
    expect(
      priceBookBodySchema.parse({ name: ' Kab. Sleman 2026 ', region: 'DIY', year: '2026' }),
    ).toMatchObject({
      name: 'Kab. Sleman 2026',
      year: 2026,
      source: null,
      valid_until: null,
    });
    const bad = priceBookBodySchema.safeParse({
      name: '',
      region: 'DIY',
      year: 26,
      valid_until: '2026-02-30',
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Nama daftar harga harus diisi (maks. 200 karakter)',
      'Tahun harus tahun 4 angka, misal 2026',
      'Berlaku sampai harus tanggal yang valid (YYYY-MM-DD)',
    ]);
    expect(priceBookAdjustSchema.parse({ kind: 'labor', percent: '-25%' })).toEqual({
      kind: 'labor',
      percent: -25,
    });
    expect(priceBookAdjustSchema.safeParse({ kind: 'upah', percent: 1000 }).error?.issues).toHaveLength(2);
    expect(
      priceBookPricesSchema.parse({
        prices: [
          { kind: 'material', item_id: 3, price: '65.000' },
          { kind: 'labor', item_id: 1, price: null },
        ],
      }),
    ).toEqual({
      prices: [
        { kind: 'material', item_id: 3, price: 65_000 },
        { kind: 'labor', item_id: 1, price: null },
      ],
    });
  });
});
