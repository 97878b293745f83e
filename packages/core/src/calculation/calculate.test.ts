import { describe, expect, it } from 'vitest';
import { calculateJob, estimateJobLocally } from './calculate';
import { brickWall, excavation } from './fixtures';
import { CalculationValidationError } from '../validation/form';
import { messages } from '../validation/messages';

const wall = (overrides: Record<string, unknown> = {}) => ({
  volume: '100',
  productivity: '10',
  worker_ratio: '1:3',
  num_workers: '2',
  brick_type: 'bata_merah',
  profit_percentage: '20',
  project_name: 'Rumah Pak Budi',
  custom_waste_factor: '0',
  ...overrides,
});

describe('calculateJob: 100 m² half-brick wall, 2 groups of 1 tukang + 3 pekerja', () => {
  const result = calculateJob(brickWall, wall(), { now: new Date('2026-11-22T03:00:00Z') });

  it('estimates days as ceil(volume / (productivity × groups))', () => {
    expect(result.input.estimated_days).toBe(5);
    expect(result.labor.groups).toBe(2);
    expect(result.labor.num_tukang).toBe(2);
    expect(result.labor.num_pekerja).toBe(6);
    expect(result.labor.total_workers).toBe(8);
  });

  it('prices the crew by workers × rate × days and supervision by the AHSP coefficients', () => {
    expect(result.labor.lines.map((l) => [l.role, l.cost])).toEqual([
      ['tukang', 1_600_000],
      ['pekerja', 3_600_000],
      ['kepala_tukang', 175_000],
      ['mandor', 300_000],
    ]);
    expect(result.labor.daily_labor_cost).toBe(1_040_000);
    expect(result.labor.total_labor_cost).toBe(5_675_000);
    expect(result.labor.labor_cost_per_unit).toBe(56_750);
    expect(result.labor.tukang_daily_rate).toBe(160_000);
    expect(result.labor.pekerja_daily_rate).toBe(120_000);
  });

  it('takes only the labour of the chosen brick type plus the common lines', () => {
    const [tukang, pekerja, kepala, mandor] = brickWall.labor;
    const variants = {
      ...brickWall,
      labor: [
        tukang!,
        { ...pekerja!, brick_type: 'bata_merah' as const },
        kepala!,
        { ...mandor!, brick_type: 'bata_merah' as const },
        { ...pekerja!, coefficient: 0.2, brick_type: 'batako' as const },
        { ...mandor!, coefficient: 0.01, brick_type: 'batako' as const },
      ],
    };
    // Bata merah as before: one pekerja rate, one mandor line of 0,015 OH × 100 m² × Rp 200.000.
    expect(calculateJob(variants, wall()).labor.lines.map((l) => [l.role, l.cost])).toEqual([
      ['tukang', 1_600_000],
      ['pekerja', 3_600_000],
      ['kepala_tukang', 175_000],
      ['mandor', 300_000],
    ]);
    // Batako: the mandor line is 0,01 OH × 100 m² × Rp 200.000, bata merah's is not added beside it.
    const batako = calculateJob(variants, wall({ brick_type: 'batako' }));
    expect(batako.labor.lines.map((l) => [l.role, l.cost])).toEqual([
      ['tukang', 1_600_000],
      ['pekerja', 3_600_000],
      ['kepala_tukang', 175_000],
      ['mandor', 200_000],
    ]);
    expect(batako.labor.pekerja_daily_rate).toBe(120_000);
  });

  it('takes only the materials of the chosen brick type plus the common ones', () => {
    expect(result.materials.details.map((d) => [d.material_name, d.total_quantity, d.material_cost])).toEqual(
      [
        ['Bata merah', 7000, 4_900_000],
        ['Semen Portland', 1150, 1_495_000],
        ['Pasir pasang', 4.3, 860_000],
        ['Air', 230, 11_500],
      ],
    );
    expect(result.materials.total_material_cost).toBe(7_266_500);
  });

  it('computes HPP, RAB as a margin on price, and profit', () => {
    expect(result.summary).toEqual({
      total_cost: 12_941_500,
      total_labor_cost: 5_675_000,
      total_material_cost: 7_266_500,
      total_equipment_cost: 0,
      hpp_per_unit: 129_415,
      rab_total: 16_176_875,
      rab_per_unit: 161_769,
      profit_percentage: 20,
      profit_amount: 3_235_375,
    });
  });

  it('carries the envelope of SPEC.md §3', () => {
    expect(result.id).toBeNull();
    expect(result.is_local).toBe(false);
    expect(result.created_at).toBe('2026-11-22T03:00:00.000Z');
    expect(result.job_type).toMatchObject({
      id: 7,
      name: brickWall.name,
      unit: 'm²',
      category_name: brickWall.category_name,
    });
    expect(result.input).toEqual({
      volume: 100,
      productivity: 10,
      worker_ratio: '1:3',
      estimated_days: 5,
      profit_percentage: 20,
      project_name: 'Rumah Pak Budi',
    });
    expect(result.calculation_data.volume).toBe(100);
  });
});

describe('calculateJob: materials', () => {
  it('adds the waste factor in percent to every quantity', () => {
    const r = calculateJob(brickWall, wall({ custom_waste_factor: '10' }));
    expect(r.materials.details.map((d) => d.material_cost)).toEqual([5_390_000, 1_644_500, 946_000, 12_650]);
    expect(r.materials.waste_factor).toBe(10);
  });

  it('switches materials with the brick type', () => {
    const r = calculateJob(brickWall, wall({ brick_type: 'bata_ringan' }));
    expect(r.materials.details.map((d) => d.material_name)).toEqual([
      'Bata ringan (hebel) 10 cm',
      'Mortar instan thin bed',
      'Air',
    ]);
    expect(r.materials.total_material_cost).toBe(9_900_000 + 1_200_000 + 11_500);
  });

  it('uses only the listed material specs and their quantity overrides', () => {
    const r = calculateJob(
      brickWall,
      wall({ material_specs: [{ material_id: 11, quantity_override: '72' }] }),
    );
    expect(r.materials.details).toHaveLength(1);
    expect(r.materials.details[0]).toMatchObject({
      quantity_per_unit: 72,
      total_quantity: 7200,
      material_cost: 5_040_000,
    });
  });

  it('prices no material when the spec list is empty, and warns about unknown ids', () => {
    expect(calculateJob(brickWall, wall({ material_specs: [] })).materials.total_material_cost).toBe(0);
    const r = calculateJob(brickWall, wall({ material_specs: [{ material_id: 999 }] }));
    expect(r.warnings.some((w) => w.includes('999'))).toBe(true);
  });

  it('keeps money in whole rupiah over many lines (no float drift)', () => {
    const many = {
      ...brickWall,
      materials: Array.from({ length: 1000 }, (_, i) => ({
        ...brickWall.materials[0]!,
        id: i + 1,
        material_id: i + 1,
        brick_type: null,
        price: 333,
        quantity_per_unit: 0.1,
      })),
    };
    const r = calculateJob(many, wall({ volume: '3' }));
    // 0.1 × 3 × 333 = 99.9 → Rp 100 per line, exactly 1000 lines.
    expect(r.materials.details.every((d) => d.material_cost === 100)).toBe(true);
    expect(r.materials.total_material_cost).toBe(100_000);
    expect(Number.isInteger(r.summary.rab_total)).toBe(true);
    expect(Number.isInteger(r.summary.profit_amount)).toBe(true);
  });
});

describe('calculateJob: crews by count', () => {
  it('counts complete ratio groups and still pays idle workers, with a warning', () => {
    const r = calculateJob(brickWall, wall({ num_workers: '', num_tukang: '3', num_pekerja: '7' }));
    expect(r.labor.groups).toBe(2);
    expect(r.input.estimated_days).toBe(5);
    expect(r.labor.lines[0]).toMatchObject({ role: 'tukang', workers: 3, cost: 3 * 160_000 * 5 });
    expect(r.labor.lines[1]).toMatchObject({ role: 'pekerja', workers: 7, cost: 7 * 120_000 * 5 });
    expect(r.labor.total_workers).toBe(10);
    expect(r.warnings[0]).toContain('2 kelompok kerja lengkap');
  });

  it('names both idle roles when tukang and pekerja are both left outside the groups', () => {
    const r = calculateJob(brickWall, wall({ num_workers: '', num_tukang: '2', num_pekerja: '5' }));
    expect(r.labor.groups).toBe(1);
    expect(r.warnings[0]).toBe(
      'Dengan rasio 1:3, terbentuk 1 kelompok kerja lengkap. 1 tukang dan 2 pekerja di luar kelompok tetap ' +
        'dihitung upahnya tetapi tidak menambah produktivitas.',
    );
  });

  it('names the one idle role when only tukang or only pekerja are left over', () => {
    const tukang = calculateJob(brickWall, wall({ num_workers: '', num_tukang: '3', num_pekerja: '6' }));
    expect(tukang.warnings[0]).toBe(
      'Dengan rasio 1:3, terbentuk 2 kelompok kerja lengkap. 1 tukang di luar kelompok tetap dihitung upahnya ' +
        'tetapi tidak menambah produktivitas.',
    );
    const pekerja = calculateJob(brickWall, wall({ num_workers: '', num_tukang: '2', num_pekerja: '8' }));
    expect(pekerja.warnings[0]).toBe(
      'Dengan rasio 1:3, terbentuk 2 kelompok kerja lengkap. 2 pekerja di luar kelompok tetap dihitung upahnya ' +
        'tetapi tidak menambah produktivitas.',
    );
    const exact = calculateJob(brickWall, wall({ num_workers: '', num_tukang: '2', num_pekerja: '6' }));
    expect(exact.warnings.some((w) => w.includes('di luar kelompok'))).toBe(false);
  });

  it('refuses a crew that cannot form one ratio group instead of pricing zero days', () => {
    expect(() =>
      calculateJob(brickWall, wall({ worker_ratio: '1:1', num_tukang: '0', num_pekerja: '2' })),
    ).toThrowError(CalculationValidationError);
    try {
      calculateJob(brickWall, wall({ worker_ratio: '1:1', num_tukang: '0', num_pekerja: '2' }));
    } catch (error) {
      expect((error as CalculationValidationError).details).toEqual([
        { param: 'num_tukang', msg: messages.incompleteGroup('1:1') },
      ]);
    }
  });

  it('prices labourer-only work at ratio 0:1 with mandor supervision', () => {
    const r = calculateJob(excavation, {
      volume: '10',
      productivity: '1.33',
      worker_ratio: '0:1',
      profit_percentage: '10',
      project_name: '',
      custom_waste_factor: '0',
      brick_type: 'bata_merah',
    });
    expect(r.input.estimated_days).toBe(8);
    expect(r.labor.num_tukang).toBe(0);
    expect(r.labor.lines.map((l) => [l.role, l.cost])).toEqual([
      ['pekerja', 960_000],
      ['mandor', 50_000],
    ]);
    // 1 010 000 / 0.9 = 1 122 222.2… → 1 122 222; profit = round(1 122 222 × 0.1) = 112 222
    expect(r.summary.rab_total).toBe(1_122_222);
    expect(r.summary.profit_amount).toBe(112_222);
  });

  it('uses manual_volume over volume when given', () => {
    const r = calculateJob(brickWall, wall({ volume: '1', manual_volume: '40' }));
    expect(r.input.volume).toBe(40);
    expect(r.input.estimated_days).toBe(2);
  });
});

describe('calculateJob: a job far smaller than a day', () => {
  const shortJob = (warnings: string[]) => warnings.filter((w) => w.includes('kurang dari setengah hari'));

  it('says the crew is still paid a whole day when the work takes under half of one', () => {
    // 0,001 m² at 10 m² a day for 2 groups: 0,00005 of a day, paid as 1.
    const r = calculateJob(brickWall, wall({ volume: '0,001' }));
    expect(r.input.estimated_days).toBe(1);
    expect(shortJob(r.warnings)).toEqual([
      'Volume 0,001 m² selesai dalam kurang dari setengah hari kerja, tetapi upah tenaga kerja tetap dihitung ' +
        '1 hari penuh. Periksa volume dan produktivitas bila ini tidak disengaja.',
    ]);
    const estimate = estimateJobLocally(brickWall, wall({ volume: '0,001' }));
    expect(shortJob(estimate.warnings)).toHaveLength(1);
  });

  it('stays quiet from half a day of work on, and for any job of several days', () => {
    // 2 groups × 10 m² a day: 10 m² is exactly half a day.
    expect(shortJob(calculateJob(brickWall, wall({ volume: '10' })).warnings)).toEqual([]);
    expect(shortJob(calculateJob(brickWall, wall({ volume: '9,99' })).warnings)).toHaveLength(1);
    expect(shortJob(calculateJob(brickWall, wall({ volume: '100' })).warnings)).toEqual([]);
    // Counting mode: 3 tukang and 7 pekerja at 1:3 form 2 groups.
    const counted = wall({ volume: '9', num_workers: '', num_tukang: '3', num_pekerja: '7' });
    expect(shortJob(calculateJob(brickWall, counted).warnings)).toHaveLength(1);
  });
});

describe('estimateJobLocally (SPEC.md §9 browser fallback)', () => {
  it('uses Rp 150.000 / Rp 135.000 a day and Rp 50.000 per unit when material specs exist', () => {
    const form = {
      volume: '10',
      productivity: '2',
      worker_ratio: '1:1',
      profit_percentage: '20',
      project_name: '',
      custom_waste_factor: '0',
      brick_type: 'bata_merah',
      material_specs: [{ material_id: 1 }],
    };
    const r = estimateJobLocally({ id: 1, name: 'Plesteran', unit: 'm²', category_name: 'Plesteran' }, form);
    expect(r.input.estimated_days).toBe(5);
    expect(r.summary.total_labor_cost).toBe(1_425_000);
    expect(r.summary.total_material_cost).toBe(500_000);
    expect(r.summary.total_cost).toBe(1_925_000);
    expect(r.summary.rab_total).toBe(2_406_250);
    expect(r.summary.profit_amount).toBe(481_250);
    expect(r.is_estimate).toBe(true);
  });

  it('adds no material cost without material specs', () => {
    const r = estimateJobLocally(
      { id: 1, name: 'X', unit: 'm²', category_name: 'Y' },
      { volume: 4, productivity: 2, worker_ratio: '1:1', profit_percentage: 0, brick_type: 'bata_merah' },
    );
    expect(r.summary.total_material_cost).toBe(0);
    expect(r.summary.rab_total).toBe(r.summary.total_cost);
  });
});

describe('calculateJob: results too large to hold in whole rupiah', () => {
  const tooLarge = [{ param: 'volume', msg: messages.resultTooLarge }];
  const absurd = {
    volume: '10000000',
    productivity: '0,000001',
    worker_ratio: '100:100',
    profit_percentage: '20',
  };

  it('refuses them with a message pointing at the inputs, in the catalogue and in the browser estimate', () => {
    for (const calculate of [
      () => calculateJob(brickWall, absurd),
      () => estimateJobLocally(brickWall, absurd),
      () => calculateJob(excavation, { ...absurd, productivity: '1', worker_ratio: '999999999999:1' }),
    ]) {
      try {
        calculate();
        expect.unreachable('an absurd form was calculated');
      } catch (error) {
        expect(error).toBeInstanceOf(CalculationValidationError);
        expect((error as CalculationValidationError).details).toEqual(tooLarge);
      }
    }
  });

  it('still calculates the largest real jobs exactly', () => {
    const big = calculateJob(brickWall, {
      volume: '10000000',
      productivity: '1000',
      profit_percentage: '20',
    });
    expect(Number.isSafeInteger(big.summary.rab_total)).toBe(true);
    expect(big.summary.rab_total).toBeGreaterThan(1e11);
  });
});

describe('calculateJob: a crew role the job type has no rate for', () => {
  const withoutPekerja = { ...brickWall, labor: brickWall.labor.filter((line) => line.role !== 'pekerja') };
  const form = { volume: '20', productivity: '10', worker_ratio: '1:3', profit_percentage: '20' };
  const pekerjaLine = (details: typeof brickWall) =>
    calculateJob(details, form).labor.lines.find((line) => line.role === 'pekerja');

  it("takes the catalogue's wage the server sends, else the fixed wage of the browser estimate", () => {
    const catalogue = {
      ...withoutPekerja,
      crew_rates: { pekerja: { name: 'Pekerja', daily_rate: 100_000 } },
    };
    expect(pekerjaLine(catalogue)).toMatchObject({
      name: 'Pekerja',
      daily_rate: 100_000,
      workers: 3,
      days: 2,
    });
    expect(pekerjaLine(withoutPekerja)).toMatchObject({ daily_rate: 135_000 });
    // The job type's own rate always comes first.
    const own = { ...brickWall, crew_rates: { pekerja: { name: 'Pekerja', daily_rate: 1 } } };
    expect(pekerjaLine(own)).toMatchObject({ daily_rate: 120_000 });
  });

  it('says which wage is missing from the catalogue and which estimated wage paid it', () => {
    const warning =
      'Upah pekerja tidak ada di katalog: pekerja dihitung dengan upah perkiraan Rp\u00a0135.000 per hari. ' +
      'Tambahkan upah pekerja di katalog agar biayanya tepat.';
    expect(calculateJob(withoutPekerja, form).warnings).toEqual([warning]);
    const catalogue = {
      ...withoutPekerja,
      crew_rates: { pekerja: { name: 'Pekerja', daily_rate: 100_000 } },
    };
    expect(calculateJob(catalogue, form).warnings).toEqual([]);
    // A crew without pekerja pays no wage of the role, estimated or not.
    expect(calculateJob(withoutPekerja, { ...form, worker_ratio: '1:0' }).warnings).toEqual([]);
  });
});

describe('calculateJob: an analysis listing several trades of one role', () => {
  const trades = {
    ...brickWall,
    labor: [
      ...brickWall.labor,
      {
        id: 8,
        labor_rate_id: 8,
        code: 'L.08',
        role: 'tukang' as const,
        name: 'Tukang besi',
        daily_rate: 190_000,
        coefficient: 0.05,
      },
      {
        id: 9,
        labor_rate_id: 9,
        code: 'L.09',
        role: 'mandor' as const,
        name: 'Mandor listrik',
        daily_rate: 210_000,
        coefficient: 0.01,
      },
    ],
  };
  const result = calculateJob(trades, wall());

  it("pays the crew's tukang the coefficient-weighted wage of the trades", () => {
    // (0,1 × 160.000 + 0,05 × 190.000) / 0,15 = 170.000
    const tukang = result.labor.lines.find((line) => line.role === 'tukang')!;
    expect(tukang).toMatchObject({
      name: 'Tukang Batu / Tukang besi',
      daily_rate: 170_000,
      workers: 2,
      days: 5,
    });
    expect(tukang.cost).toBe(2 * 170_000 * 5);
  });

  it('gives each supervising rate its own line', () => {
    expect(result.labor.lines.filter((l) => l.role === 'mandor').map((l) => [l.name, l.cost])).toEqual([
      ['Mandor', 300_000], // 0,015 × 100 × 200.000
      ['Mandor listrik', 210_000], // 0,01 × 100 × 210.000
    ]);
  });
});
