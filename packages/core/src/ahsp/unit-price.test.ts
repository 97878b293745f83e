import { describe, expect, it } from 'vitest';
import { brickWall } from '../calculation/fixtures';
import { calculateJob } from '../calculation/calculate';
import { concreteK225 } from './fixtures';
import { overheadPercentageSchema } from './schemas';
import { computeUnitPrice } from './unit-price';
import { crewDefaults } from './crew';

describe('computeUnitPrice: 1 m³ concrete K-225 with a mixer, worked by hand', () => {
  const price = computeUnitPrice(concreteK225);

  it('A: labour OH × daily wage, each line rounded', () => {
    // 1,65 × 100.000 = 165.000; 0,275 × 145.000 = 39.875; 0,028 × 175.000 = 4.900; 0,083 × 200.000 = 16.600
    expect(price.labor.map((l) => [l.name, l.unit, l.coefficient, l.price, l.amount])).toEqual([
      ['Pekerja', 'OH', 1.65, 100_000, 165_000],
      ['Tukang batu', 'OH', 0.275, 145_000, 39_875],
      ['Kepala tukang', 'OH', 0.028, 175_000, 4_900],
      ['Mandor', 'OH', 0.083, 200_000, 16_600],
    ]);
    expect(price.A).toBe(226_375);
  });

  it('B: materials coefficient × price', () => {
    // 371 × 1.300 = 482.300; 0,4986 × 370.000 = 184.482; 0,7756 × 370.000 = 286.972; 215 × 10 = 2.150
    expect(price.materials.map((m) => m.amount)).toEqual([482_300, 184_482, 286_972, 2_150]);
    expect(price.B).toBe(955_904);
  });

  it('C: equipment coefficient × price; D = A + B + C; E = 10 % of D; F = D + E', () => {
    expect(price.equipment).toEqual([
      {
        code: 'E.01',
        name: 'Concrete mixer 0,3–0,6 m³',
        unit: 'hari',
        coefficient: 0.25,
        price: 350_000,
        amount: 87_500,
      },
    ]);
    expect(price.C).toBe(87_500);
    expect(price.D).toBe(1_269_779);
    expect(price.overhead_percentage).toBe(10);
    expect(price.E).toBe(126_978); // 126.977,9
    expect(price.F).toBe(1_396_757);
  });

  it('takes another overhead, 0 and 15 included', () => {
    expect(computeUnitPrice(concreteK225, { overheadPercentage: 15 })).toMatchObject({
      E: 190_467,
      F: 1_460_246,
    });
    expect(computeUnitPrice(concreteK225, { overheadPercentage: 0 })).toMatchObject({ E: 0, F: 1_269_779 });
  });

  it('rounds each line before adding, as printed AHSP sheets do', () => {
    const odd = computeUnitPrice({
      ...concreteK225,
      labor: [],
      equipment: [],
      materials: [
        { ...concreteK225.materials[0]!, quantity_per_unit: 0.0005, price: 1_000 }, // 0,5 → 1
        { ...concreteK225.materials[1]!, quantity_per_unit: 0.0005, price: 1_000 }, // 0,5 → 1
      ],
    });
    expect(odd.B).toBe(2); // line by line; rounding the sum, round(0,5 + 0,5), would give 1
    expect(odd.materials.map((m) => m.amount)).toEqual([1, 1]);
  });

  it('counts only the chosen brick variant (bata merah by default)', () => {
    const wall = computeUnitPrice(brickWall);
    expect(wall.materials.map((m) => m.name)).toEqual([
      'Bata merah',
      'Semen Portland',
      'Pasir pasang',
      'Air',
    ]);
    const hebel = computeUnitPrice(brickWall, { brickType: 'bata_ringan' });
    expect(hebel.materials.map((m) => m.name)).toEqual([
      'Bata ringan (hebel) 10 cm',
      'Mortar instan thin bed',
      'Air',
    ]);
    expect(wall.equipment).toEqual([]);
    expect(wall.C).toBe(0);
  });

  it("counts only the chosen brick variant's labour too (SNI: batako 0,2 pekerja and 0,01 mandor OH)", () => {
    // The fixture's shared tukang and kepala tukang, bata merah's pekerja 0,3 and mandor 0,015, batako's 0,2 and 0,01.
    const [tukang, pekerja, kepala, mandor] = brickWall.labor;
    const variants = {
      ...brickWall,
      labor: [
        { ...tukang!, brick_type: null },
        { ...pekerja!, brick_type: 'bata_merah' as const },
        { ...kepala! },
        { ...mandor!, brick_type: 'bata_merah' as const },
        { ...pekerja!, coefficient: 0.2, brick_type: 'batako' as const },
        { ...mandor!, coefficient: 0.01, brick_type: 'batako' as const },
      ],
    };
    const merah = computeUnitPrice(variants);
    expect(merah.labor.map((l) => [l.role, l.coefficient, l.amount])).toEqual([
      ['tukang', 0.1, 16_000],
      ['pekerja', 0.3, 36_000],
      ['kepala_tukang', 0.01, 1_750],
      ['mandor', 0.015, 3_000],
    ]);
    expect(merah.A).toBe(56_750);
    const batako = computeUnitPrice(variants, { brickType: 'batako' });
    expect(batako.labor.map((l) => [l.role, l.coefficient, l.amount])).toEqual([
      ['tukang', 0.1, 16_000],
      ['kepala_tukang', 0.01, 1_750],
      ['pekerja', 0.2, 24_000],
      ['mandor', 0.01, 2_000],
    ]);
    expect(batako.A).toBe(43_750);
    // Bata ringan has no labour of its own in this fixture: only the shared lines count.
    expect(computeUnitPrice(variants, { brickType: 'bata_ringan' }).A).toBe(17_750);
  });
});

describe('overheadPercentageSchema', () => {
  it('reads 0–15 % written either way and defaults to 10', () => {
    expect(overheadPercentageSchema.parse(undefined)).toBe(10);
    expect(overheadPercentageSchema.parse('12,5')).toBe(12.5);
    expect(overheadPercentageSchema.parse('15%')).toBe(15);
    expect(overheadPercentageSchema.parse(0)).toBe(0);
  });

  it('refuses above 15 %, negative and text', () => {
    for (const bad of ['16', -1, 'sepuluh', '1e1'])
      expect(overheadPercentageSchema.safeParse(bad).success, String(bad)).toBe(false);
  });
});

describe('the job calculation with equipment', () => {
  const result = calculateJob(concreteK225, {
    volume: '10',
    productivity: '5',
    worker_ratio: '1:6',
    brick_type: 'bata_merah',
    profit_percentage: '20',
    project_name: 'Plat lantai',
    custom_waste_factor: '5',
  });

  it('prices C. Peralatan as coefficient × volume × price, without the material waste factor', () => {
    expect(result.equipment).toEqual({
      total_equipment_cost: 875_000,
      details: [
        {
          equipment_id: 1,
          equipment_code: 'E.01',
          equipment_name: 'Concrete mixer 0,3–0,6 m³',
          equipment_unit: 'hari',
          equipment_price: 350_000,
          quantity_per_unit: 0.25,
          total_quantity: 2.5,
          equipment_cost: 875_000,
        },
      ],
    });
  });

  it('adds it to HPP: HPP = A + B + C', () => {
    const { summary } = result;
    expect(summary.total_equipment_cost).toBe(875_000);
    expect(summary.total_cost).toBe(summary.total_labor_cost + summary.total_material_cost + 875_000);
  });
});

describe('crewDefaults: the calculator crew an imported analysis starts with', () => {
  it('follows the proportion of tukang to pekerja OH', () => {
    expect(crewDefaults(concreteK225.labor)).toEqual({
      default_worker_ratio: '1:6',
      default_productivity: 3.64,
    });
    expect(
      crewDefaults([
        { role: 'pekerja', coefficient: 0.75 },
        { role: 'mandor', coefficient: 0.025 },
      ]),
    ).toEqual({
      default_worker_ratio: '0:1',
      default_productivity: 1.33,
    });
    expect(
      crewDefaults([
        { role: 'tukang', coefficient: 0.6 },
        { role: 'pekerja', coefficient: 0.2 },
      ]),
    ).toEqual({
      default_worker_ratio: '3:1',
      default_productivity: 5,
    });
    // A lock (kunci tanam): 0,5 OH tukang to 0,01 OH pekerja is one tukang's work, 2 a day, not a group of 50:1.
    expect(
      crewDefaults([
        { role: 'tukang', coefficient: 0.5 },
        { role: 'pekerja', coefficient: 0.01 },
      ]),
    ).toEqual({ default_worker_ratio: '1:0', default_productivity: 2 });
    // Up to 4 tukang a pekerja stay a group; a pekerja-heavy 1:50 is labourers' work alone.
    expect(
      crewDefaults([
        { role: 'tukang', coefficient: 0.4 },
        { role: 'pekerja', coefficient: 0.1 },
      ]).default_worker_ratio,
    ).toBe('4:1');
    expect(
      crewDefaults([
        { role: 'tukang', coefficient: 0.01 },
        { role: 'pekerja', coefficient: 0.5 },
      ]),
    ).toEqual({ default_worker_ratio: '0:1', default_productivity: 2 });
    expect(crewDefaults([{ role: 'tukang', coefficient: 650 }])).toEqual({
      default_worker_ratio: '1:0',
      default_productivity: 0.00154,
    });
  });
});
