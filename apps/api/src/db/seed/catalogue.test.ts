import { describe, expect, it } from 'vitest';
import {
  BATAKO_WALL_1_4_PER_M2,
  BRICKS,
  calculateJob,
  computeUnitPrice,
  SNI_HALF_BRICK_WALL_PER_M2,
  SNI_PLASTER_15MM_PER_M2,
  type JobTypeDetails,
  type MixRatio,
} from '@kalkulator/core';
import { defaultCatalogue } from './catalogue';

const { categories, jobTypes, materials, laborRates, equipment } = defaultCatalogue;
const UNITS = new Set(['m³', 'm²', "m'", 'bh', 'kg', 'ls', 'titik', 'unit', 'set']);

/** The seed as the API would serve it, with made-up ids. */
function details(code: string): JobTypeDetails {
  const jobType = jobTypes.find((candidate) => candidate.code === code)!;
  const category = categories.find((candidate) => candidate.code === jobType.category)!;
  return {
    id: 1,
    code: jobType.code,
    category_id: 1,
    category_name: category.name,
    name: jobType.name,
    unit: jobType.unit,
    description: jobType.description,
    default_productivity: jobType.default_productivity,
    default_worker_ratio: jobType.default_worker_ratio,
    has_brick_variants: [...jobType.materials, ...jobType.labor].some((line) => line.brick_type),
    labor: jobType.labor.map((line, index) => {
      const rate = laborRates.find((candidate) => candidate.code === line.rate)!;
      return {
        ...rate,
        id: index + 1,
        labor_rate_id: index + 1,
        description: null,
        coefficient: line.coefficient,
        brick_type: line.brick_type ?? null,
      };
    }),
    materials: jobType.materials.map((line, index) => {
      const material = materials.find((candidate) => candidate.code === line.material)!;
      return {
        ...material,
        id: index + 1,
        material_id: index + 1,
        description: null,
        quantity_per_unit: line.quantity_per_unit,
        brick_type: line.brick_type ?? null,
      };
    }),
    equipment: (jobType.equipment ?? []).map((line, index) => {
      const item = equipment.find((candidate) => candidate.code === line.equipment)!;
      return {
        ...item,
        id: index + 1,
        equipment_id: index + 1,
        description: null,
        quantity_per_unit: line.quantity_per_unit,
      };
    }),
  };
}

describe('the default catalogue', () => {
  it('covers a house: at least 14 divisions and 120 job types, every division used', () => {
    expect(categories.length).toBeGreaterThanOrEqual(14);
    expect(jobTypes.length).toBeGreaterThanOrEqual(120);
    expect(new Set(jobTypes.map((job) => job.category)).size).toBe(categories.length);
    for (const division of [
      'PERSIAPAN',
      'TANAH',
      'PONDASI',
      'BETON',
      'PASANGAN',
      'PLESTERAN',
      'LANTAI',
      'KUSEN',
      'ATAP',
      'PLAFON',
      'SANITASI',
      'LISTRIK',
      'PENGECATAN',
      'LUAR',
    ])
      expect(categories.map((category) => category.code)).toContain(division);
    for (const category of categories) {
      expect(
        jobTypes.some((job) => job.category === category.code),
        category.code,
      ).toBe(true);
    }
  });

  it('gives the bata merah walls and the 15 mm plasters the SNI rates the Bata and Plesteran calculators use', () => {
    const mixOf = (name: string) => Number(/1PC:(\d)PP/.exec(name)?.[1]) as MixRatio;
    const rates = (code: string) => {
      const job = jobTypes.find((candidate) => candidate.code === code)!;
      const line = (material: string) =>
        job.materials.find(
          (item) => item.material === material && (item.brick_type ?? 'bata_merah') === 'bata_merah',
        )?.quantity_per_unit;
      return { mix: mixOf(job.name), cementKg: line('M.01'), sandM3: line('M.02') };
    };
    const walls = jobTypes.filter((job) =>
      /^Pasangan dinding (bata merah )?1\/2 batu campuran/.test(job.name),
    );
    const plasters = jobTypes.filter((job) => /^Plesteran 1PC:\dPP tebal 15 mm$/.test(job.name));
    expect(walls.map((job) => mixOf(job.name)).sort()).toEqual([2, 3, 4, 5, 6]);
    expect(plasters.map((job) => mixOf(job.name)).sort()).toEqual([2, 3, 4, 5, 6, 7]);
    for (const { code } of walls) {
      const { mix, ...perM2 } = rates(code);
      expect(perM2, code).toEqual(SNI_HALF_BRICK_WALL_PER_M2[mix]);
    }
    for (const { code } of plasters) {
      const { mix, ...perM2 } = rates(code);
      expect(perM2, code).toEqual(SNI_PLASTER_15MM_PER_M2[mix]);
    }
    // The batako walls 1:4 (their own job type, and the shared wall's batako lines) as the calculator's batako.
    const batako = (code: string) =>
      Object.fromEntries(
        jobTypes
          .find((candidate) => candidate.code === code)!
          .materials.filter((line) => ['M.01', 'M.02'].includes(line.material))
          .filter((line) => (line.brick_type ?? 'batako') === 'batako')
          .map((line) => [line.material === 'M.01' ? 'cementKg' : 'sandM3', line.quantity_per_unit]),
      );
    expect(batako('A.4.4.1.20')).toEqual(BATAKO_WALL_1_4_PER_M2);
    expect(batako('A.4.4.1.9')).toEqual(BATAKO_WALL_1_4_PER_M2);
  });

  it('has unique stable codes everywhere', () => {
    for (const list of [categories, jobTypes, materials, laborRates, equipment]) {
      const codes = list.map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('names each material, labour rate and piece of equipment once (the admin forms refuse a twin name)', () => {
    for (const list of [materials, laborRates, equipment]) {
      const names = list.map((item) => item.name.trim().toLowerCase());
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    }
  });

  it('states no price in a description: it would go stale when an admin changes the price', () => {
    for (const item of [...materials, ...equipment]) {
      expect(item.description ?? '', item.code).not.toMatch(/Rp\s?\d/);
    }
  });

  it('refers only to rows that exist, with positive whole-rupiah prices and positive coefficients', () => {
    const categoryCodes = new Set(categories.map((item) => item.code));
    const materialCodes = new Set(materials.map((item) => item.code));
    const rateCodes = new Set(laborRates.map((item) => item.code));
    const equipmentCodes = new Set(equipment.map((item) => item.code));
    for (const job of jobTypes) {
      expect(categoryCodes.has(job.category), job.code).toBe(true);
      expect(UNITS.has(job.unit), `${job.code} unit ${job.unit}`).toBe(true);
      expect(job.source.length, job.code).toBeGreaterThan(5);
      expect(job.default_productivity, job.code).toBeGreaterThan(0);
      expect(job.default_worker_ratio, job.code).toMatch(/^\d+:\d+$/);
      expect(
        job.labor.some((line) => line.rate === 'L.01'),
        `${job.code} has pekerja`,
      ).toBe(true);
      for (const line of job.labor) {
        expect(rateCodes.has(line.rate), `${job.code} ${line.rate}`).toBe(true);
        expect(line.coefficient).toBeGreaterThan(0);
      }
      for (const line of job.materials) {
        expect(materialCodes.has(line.material), `${job.code} ${line.material}`).toBe(true);
        expect(line.quantity_per_unit).toBeGreaterThan(0);
      }
      for (const line of job.equipment ?? []) {
        expect(equipmentCodes.has(line.equipment), `${job.code} ${line.equipment}`).toBe(true);
        expect(line.quantity_per_unit).toBeGreaterThan(0);
      }
    }
    for (const item of equipment) {
      expect(Number.isInteger(item.price) && item.price > 0, item.code).toBe(true);
      expect(item.source.length).toBeGreaterThan(5);
    }
    for (const item of [...materials.map((m) => m.price), ...laborRates.map((r) => r.daily_rate)]) {
      expect(Number.isInteger(item) && item > 0).toBe(true);
    }
    for (const item of [...materials, ...laborRates]) expect(item.source.length).toBeGreaterThan(5);
  });

  it('carries the SNI figures: 70 bricks per m² of half-brick wall, 371 kg cement per m³ of K-225', () => {
    const wall = calculateJob(details('A.4.4.1.9'), {
      volume: 10,
      productivity: 10,
      worker_ratio: '1:3',
      brick_type: 'bata_merah',
      profit_percentage: 20,
    });
    const bricks = wall.materials.details.find((line) => line.material_name === 'Bata merah');
    expect(bricks?.total_quantity).toBe(700);
    const concrete = calculateJob(details('A.4.1.1.7'), {
      volume: 2,
      productivity: 3.64,
      worker_ratio: '1:6',
      profit_percentage: 20,
    });
    const cement = concrete.materials.details.find((line) => line.material_name.startsWith('Semen'));
    expect(cement?.total_quantity).toBe(742);
    expect(cement?.material_cost).toBe(742 * 1_300);
  });

  it('offers the half-brick wall in all three brick types', () => {
    const wall = jobTypes.find((job) => job.code === 'A.4.4.1.9')!;
    const types = new Set(wall.materials.map((line) => line.brick_type));
    expect([...types].sort()).toEqual(['bata_merah', 'bata_ringan', 'batako']);
  });

  it("prices the wall of any brick type as the brick's own job type: the same A, B and F per m²", () => {
    const wall = details('A.4.4.1.9');
    for (const [brickType, own] of [
      ['batako', 'A.4.4.1.20'],
      ['bata_ringan', 'A.4.4.1.30'],
    ] as const) {
      const variant = computeUnitPrice(wall, { brickType });
      const dedicated = computeUnitPrice(details(own));
      expect({ A: variant.A, B: variant.B, F: variant.F }, brickType).toEqual({
        A: dedicated.A,
        B: dedicated.B,
        F: dedicated.F,
      });
      // Pekerja 0,2 and mandor 0,01 OH, not bata merah's 0,3 and 0,015.
      expect(variant.labor.map((line) => [line.code, line.coefficient]).sort(), brickType).toEqual(
        dedicated.labor.map((line) => [line.code, line.coefficient]).sort(),
      );
    }
    // Bata merah keeps SNI 6897's labour: pekerja 0,3, tukang 0,1, kepala tukang 0,01, mandor 0,015 OH.
    const merah = computeUnitPrice(wall);
    expect(merah.labor.map((line) => [line.code, line.coefficient])).toEqual([
      ['L.01', 0.3],
      ['L.02', 0.1],
      ['L.06', 0.01],
      ['L.07', 0.015],
    ]);
    expect(merah.A).toBe(computeUnitPrice(details('A.4.4.1.7')).A);
  });

  it('prices every job type with its own defaults', () => {
    for (const job of jobTypes) {
      const result = calculateJob(details(job.code), {
        volume: 10,
        productivity: job.default_productivity,
        worker_ratio: job.default_worker_ratio,
        profit_percentage: '20',
      });
      expect(result.input.estimated_days, job.code).toBeGreaterThanOrEqual(1);
      expect(result.summary.total_cost, job.code).toBeGreaterThan(0);
      expect(result.summary.rab_total, job.code).toBeGreaterThan(result.summary.total_cost);
    }
  });

  it('derives each crew from the AHSP proportion of tukang to pekerja', () => {
    const wall = jobTypes.find((job) => job.code === 'A.4.4.1.9')!;
    expect(wall).toMatchObject({ default_worker_ratio: '1:3', default_productivity: 10 });
    const excavation = jobTypes.find((job) => job.code === 'A.2.3.1.1')!;
    expect(excavation).toMatchObject({ default_worker_ratio: '0:1', default_productivity: 1.33 });
  });

  it('starts every job with a crew someone would hire (a lock is one tukang’s work, not a group of 50:1)', () => {
    for (const job of jobTypes) {
      const [tukang, pekerja] = job.default_worker_ratio.split(':').map(Number) as [number, number];
      expect(tukang + pekerja, `${job.code} ${job.default_worker_ratio}`).toBeLessThanOrEqual(11);
      if (pekerja > 0) expect(tukang, `${job.code} ${job.default_worker_ratio}`).toBeLessThanOrEqual(4);
    }
    const lock = jobTypes.find((job) => job.name.toLowerCase().startsWith('pemasangan kunci tanam'));
    expect(lock?.default_worker_ratio).toBe('1:0');
  });

  it('counts the bricks of a wall as Kalkulator Bata does (its count per m² before waste)', () => {
    const wall = jobTypes.find((job) => job.code === 'A.4.4.1.9')!;
    const bricks = (code: string) => wall.materials.find((line) => line.material === code)!.quantity_per_unit;
    expect(bricks('M.06')).toBe(BRICKS.bata_merah.perM2);
    expect(bricks('M.07')).toBe(BRICKS.batako.perM2);
    // Bata ringan's 8,33 a m² carries its 5 % waste in the catalogue, as the calculator's default waste adds it.
    expect(bricks('M.08')).toBeCloseTo(BRICKS.bata_ringan.perM2 * 1.05, 2);
  });
});
