import { describe, expect, it } from 'vitest';
import {
  MAX_PROJECT_RUPIAH,
  amountOverflow,
  priceProject,
  repriceProject,
  roundTotal,
  type ProjectDivisionInput,
} from './totals';
import { formatVolume } from '../format/format';
import { projectBodySchema } from './schemas';
import { readVolume } from './volume';

// A hand-worked RAB proyek: 3 divisions, overhead & profit 10 % on D, PPN 11 %, Dibulatkan to Rp 1.000.
const settings = { overhead_percentage: 10, ppn_percentage: 11, rounding: '1000' as const };
const divisions: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN PERSIAPAN',
    items: [
      {
        job_type_id: 1,
        description: 'Pembersihan lapangan',
        unit: 'm²',
        volume: 120,
        parts: { A: 12_500, B: 0, C: 0 },
      },
      {
        job_type_id: null,
        description: 'Mobilisasi dan demobilisasi',
        unit: 'ls',
        volume: 1,
        free_price: 2_500_000,
      },
    ],
  },
  {
    code: 'B',
    name: 'PEKERJAAN TANAH',
    items: [
      {
        job_type_id: 2,
        description: 'Galian tanah pondasi',
        unit: 'm³',
        volume: 9.6,
        volume_text: '3 × 4 × 0,8',
        parts: { A: 80_000, B: 0, C: 0 },
      },
      {
        job_type_id: 3,
        description: 'Urugan pasir',
        unit: 'm³',
        volume: 2.35,
        parts: { A: 35_000, B: 216_000, C: 0 },
      },
    ],
  },
  {
    code: 'C',
    name: 'PEKERJAAN BETON',
    items: [
      {
        job_type_id: 4,
        description: 'Beton K-225',
        unit: 'm³',
        volume: 3.125,
        parts: { A: 226_375, B: 955_904, C: 87_500 },
      },
      {
        job_type_id: 5,
        description: 'Pembesian',
        unit: 'kg',
        volume: 245.5,
        parts: { A: 3_420, B: 17_175, C: 0 },
      },
    ],
  },
];

describe('priceProject: the RAB and its rekapitulasi', () => {
  const project = priceProject(divisions, settings);

  it('prices each item: F = D + round(10 % × D), amount = round(volume × F)', () => {
    const rows = project.divisions.flatMap((division) =>
      division.items.map((item) => [
        item.description,
        item.unit_price.D,
        item.unit_price.E,
        item.unit_price.F,
        item.amount,
      ]),
    );
    expect(rows).toEqual([
      ['Pembersihan lapangan', 12_500, 1_250, 13_750, 1_650_000],
      ['Mobilisasi dan demobilisasi', 2_500_000, 0, 2_500_000, 2_500_000], // a free item's price is F as typed
      ['Galian tanah pondasi', 80_000, 8_000, 88_000, 844_800],
      ['Urugan pasir', 251_000, 25_100, 276_100, 648_835],
      ['Beton K-225', 1_269_779, 126_978, 1_396_757, 4_364_866], // 4.364.865,625
      ['Pembesian', 20_595, 2_060, 22_655, 5_561_803], // E = 2.059,5 → 2.060; 5.561.802,5 → 5.561.803
    ]);
  });

  it('prices the volume as printed: "10 ÷ 3" is 3,3333 and its Jumlah 3,3333 × F, in the browser and the server', () => {
    // A free line at Rp 1.165.093: 3,3333 × F = 3.883.604,4969 → Rp 3.883.604 (3,333333 × F gave Rp 3.883.643).
    const line = (volume: number) => [
      {
        code: 'A',
        name: 'PEKERJAAN PERSIAPAN',
        items: [
          {
            job_type_id: null,
            description: 'Borongan',
            unit: 'ls',
            volume,
            volume_text: '10 ÷ 3',
            free_price: 1_165_093,
          },
        ],
      },
    ];
    const amountOf = (priced: ReturnType<typeof priceProject>) => priced.divisions[0]!.items[0]!;
    // The browser: the line's text read as the editor reads it.
    const typed = readVolume('10 ÷ 3');
    expect(typed).toMatchObject({ ok: true, value: 3.3333 });
    const browser = amountOf(priceProject(line(typed.ok ? typed.value : 0), settings));
    expect(formatVolume(browser.volume)).toBe('3,3333');
    expect(browser.amount).toBe(Math.round(3.3333 * 1_165_093));
    expect(browser.amount).toBe(3_883_604);
    // The server: the body parsed by the schema its routes use, the stored number priced (freezeProject, toProject).
    const body = projectBodySchema.parse({
      name: 'Gudang',
      overhead_percentage: 10,
      divisions: [
        {
          code: 'A',
          name: 'PEKERJAAN PERSIAPAN',
          items: [
            {
              job_type_id: null,
              description: 'Borongan',
              unit: 'ls',
              volume: '10 ÷ 3',
              unit_price: 1_165_093,
            },
          ],
        },
      ],
    });
    const stored = body.divisions[0]!.items[0]!.volume;
    expect(stored).toEqual({ ok: true, value: 3.3333, text: '10 ÷ 3' });
    expect(amountOf(priceProject(line(stored.value), settings))).toEqual(browser);
    // A line stored before volumes were kept to 4 decimals (3,333333) prices as its text reads today.
    const older = amountOf(priceProject(line(3.333333), settings));
    expect(older).toMatchObject({ volume: 3.3333, amount: 3_883_604 });
  });

  it('totals each division with its weight (bobot) of Jumlah, the weights adding up to 100,00', () => {
    // Exact 26,6533 / 9,5928 / 63,7539 %: rounded one by one 26,65 + 9,59 + 63,75 = 99,99; the missing hundredth
    // goes to the largest remainder, C's.
    expect(project.divisions.map((d) => [d.code, d.total, d.weight])).toEqual([
      ['A', 4_150_000, 26.65],
      ['B', 1_493_635, 9.59],
      ['C', 9_926_669, 63.76],
    ]);
  });

  it('gives Jumlah, PPN 11 %, Total, Dibulatkan and terbilang', () => {
    expect(project.totals).toEqual({
      subtotal: 15_570_304,
      ppn: 1_712_733, // 1.712.733,44
      total: 17_283_037,
      rounded: 17_283_000,
      terbilang: 'tujuh belas juta dua ratus delapan puluh tiga ribu rupiah',
    });
  });

  it('allows PPN 0 and no rounding, and an empty project', () => {
    const untaxed = priceProject(divisions, { overhead_percentage: 0, ppn_percentage: 0, rounding: 'none' });
    expect(untaxed.divisions[2]!.items[0]!.unit_price.F).toBe(1_269_779);
    expect(untaxed.totals.ppn).toBe(0);
    expect(untaxed.totals.rounded).toBe(untaxed.totals.total);
    expect(priceProject([], settings).totals).toEqual({
      subtotal: 0,
      ppn: 0,
      total: 0,
      rounded: 0,
      terbilang: 'nol rupiah',
    });
  });
});

describe('roundTotal', () => {
  it('rounds to the nearest step', () => {
    expect(roundTotal(17_283_037, '10000')).toBe(17_280_000);
    expect(roundTotal(17_285_000, '10000')).toBe(17_290_000);
    expect(roundTotal(17_283_037, '100000')).toBe(17_300_000);
    expect(roundTotal(17_283_037, 'none')).toBe(17_283_037);
  });

  it('rounds down to a step when asked ("dibulatkan ke bawah")', () => {
    expect(roundTotal(17_289_999, 'down-1000')).toBe(17_289_000);
    expect(roundTotal(17_283_037, 'down-10000')).toBe(17_280_000);
    expect(roundTotal(17_299_999, 'down-100000')).toBe(17_200_000);
    expect(roundTotal(17_300_000, 'down-100000')).toBe(17_300_000);
  });
});

describe('repriceProject: prices are frozen until "Perbarui harga" is applied', () => {
  it('lists each changed item with the old and new totals, and the items whose job type is gone', () => {
    const today = new Map([
      [1, { A: 12_500, B: 0, C: 0 }], // unchanged
      [2, { A: 90_000, B: 0, C: 0 }], // wages rose
      [3, { A: 35_000, B: 216_000, C: 0 }],
      [5, { A: 3_420, B: 18_000, C: 0 }], // steel rose
    ]);
    const outcome = repriceProject(divisions, settings, (id) => today.get(id));
    expect(outcome.changes).toEqual([
      {
        division: 1,
        item: 0,
        description: 'Galian tanah pondasi',
        before: { F: 88_000, amount: 844_800 },
        after: { F: 99_000, amount: 950_400 },
      },
      // D = 21.420, E = 2.142, F = 23.562; 245,5 × 23.562 = 5.784.471
      {
        division: 2,
        item: 1,
        description: 'Pembesian',
        before: { F: 22_655, amount: 5_561_803 },
        after: { F: 23_562, amount: 5_784_471 },
      },
    ]);
    expect(outcome.missing).toEqual([
      { division: 2, item: 0, description: 'Beton K-225', reason: 'removed' },
    ]);
    expect(outcome.before.subtotal).toBe(15_570_304);
    expect(outcome.after.subtotal).toBe(15_570_304 + (950_400 - 844_800) + (5_784_471 - 5_561_803));
    // The input is not changed; the new divisions carry today's parts.
    expect(divisions[1]!.items[0]!.parts).toEqual({ A: 80_000, B: 0, C: 0 });
    expect(outcome.divisions[1]!.items[0]!.parts).toEqual({ A: 90_000, B: 0, C: 0 });
  });
});

describe('repriceProject: a job type now in another unit prices nothing', () => {
  it('leaves the line at its price and lists it as unit_changed; m3 and m³ are one unit', () => {
    // Galian (m³) now names a job type measured in m²; the excavation written "m3" is still the same unit.
    const outcome = repriceProject(divisions, settings, (id) =>
      id === 2 ? { A: 90_000, B: 0, C: 0, unit: 'm²' } : { A: 1, B: 0, C: 0, unit: id === 3 ? 'm3' : 'x' },
    );
    const galian = outcome.missing.find((line) => line.description === 'Galian tanah pondasi');
    expect(galian).toEqual({
      division: 1,
      item: 0,
      description: 'Galian tanah pondasi',
      reason: 'unit_changed',
    });
    expect(outcome.divisions[1]!.items[0]!.parts).toEqual(divisions[1]!.items[0]!.parts);
    expect(outcome.changes.some((change) => change.description === 'Galian tanah pondasi')).toBe(false);
    expect(outcome.missing.some((line) => line.description === 'Urugan pasir')).toBe(false);
    expect(outcome.divisions[1]!.items[1]!.parts).toEqual({ A: 1, B: 0, C: 0 });
  });
});

describe('amountOverflow: rupiah stay exact (below 2^53)', () => {
  const free = (volume: number, price: number) => ({
    job_type_id: null,
    description: 'Pekerjaan besar',
    unit: 'ls',
    volume,
    free_price: price,
  });

  it('finds none in a real project', () => {
    expect(amountOverflow(divisions, settings)).toBeNull();
  });

  it('names the line whose own amount is too large: 1.000.000.000 × Rp 10.000.000.000.000', () => {
    const big = [{ code: 'A', name: 'A', items: [free(1, 1_000), free(1_000_000_000, 10_000_000_000_000)] }];
    expect(amountOverflow(big, settings)).toEqual({ division: 0, item: 1, what: 'line' });
  });

  it('names the line that takes the total past the bound, PPN included', () => {
    // 1.000.000 × Rp 10.000.000.000 = Rp 10^16 (above 2^53 ≈ 9,007 × 10^15) in one line.
    expect(amountOverflow([{ code: 'A', name: 'A', items: [free(1_000_000, 1e10)] }], settings)).toEqual({
      division: 0,
      item: 0,
      what: 'line',
    });
    // Two lines of Rp 5 × 10^15 each: each exact, their sum not.
    const halves = [
      { code: 'A', name: 'A', items: [free(500_000, 1e10)] },
      { code: 'B', name: 'B', items: [free(1, 1_000), free(500_000, 1e10)] },
    ];
    expect(amountOverflow(halves, settings)).toEqual({ division: 1, item: 1, what: 'total' });
    // Rp 8,5 × 10^15 is exact, but with PPN 11 % the total is not.
    const nearly = [{ code: 'A', name: 'A', items: [free(850_000, 1e10)] }];
    expect(amountOverflow(nearly, settings)).toEqual({ division: 0, item: 0, what: 'total' });
    expect(amountOverflow(nearly, { ...settings, ppn_percentage: 0 })).toBeNull();
    expect(8.5e15).toBeLessThan(MAX_PROJECT_RUPIAH);
  });
});
