import { describe, expect, it } from 'vitest';
import {
  BRICKS,
  bricksToBuyPerSquareMetre,
  calculateBrick,
  SNI_WALL_MORTAR_M3_PER_M2,
  validateBrick,
  wasteOnCatalogueCount,
} from './brick';
import { calculatorMessages as m } from './messages';

const wall = {
  wallLength: '5',
  wallHeight: '3',
  openings: '2',
  brick: 'bata_merah',
  joint: '10',
  mix: '4',
  waste: '5',
  sackKg: '50',
};

const run = (overrides: Record<string, unknown> = {}) => {
  const v = validateBrick({ ...wall, ...overrides });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculateBrick(v.data);
};

describe('calculateBrick', () => {
  it('bata merah 15 m² at 10 mm joints: SNI 6897’s 70 per m² = 1.050 net, as the catalogue’s wall job type counts; +5% → 1.103', () => {
    const r = run({ openings: '0' });
    expect(r.areaM2).toBe(15);
    expect(r.bricksPerM2).toBe(70);
    expect(r.bricksNet).toBe(1050);
    expect(r.bricks).toBe(1103);
    expect(run({ openings: '0', waste: '0' }).bricks).toBe(1050);
    // The wall as laid holds 1 / (0,23 · 0,06) = 72,46 per m²: what the mortar is measured by, not what is bought.
    expect(r.geometricPerM2).toBeCloseTo(72.4638, 4);
  });

  it('bata merah 13 m²: 910 net, +5% = 955,5 → 956', () => {
    const r = run();
    expect(r.areaM2).toBe(13);
    expect(r.bricksNet).toBe(910);
    expect(r.bricks).toBe(956);
  });

  it('another joint scales the reference as the geometry does: 15 mm → 70 · (0,23 · 0,06) / (0,235 · 0,065) = 63,24 per m²', () => {
    const r = run({ openings: '0', joint: '15', waste: '0' });
    expect(r.bricksPerM2).toBeCloseTo((70 * 0.23 * 0.06) / (0.235 * 0.065), 10);
    expect(r.bricksPerM2).toBeCloseTo(63.2406, 4);
    expect(r.geometricPerM2).toBeCloseTo(65.4664, 4);
    // 15 · 63,2406 = 948,61 → 949 bricks without waste
    expect(r.bricks).toBe(949);
    // A thinner joint takes more: 5 mm → 70 · (0,23 · 0,06) / (0,225 · 0,055) = 78,06 per m².
    expect(bricksToBuyPerSquareMetre('bata_merah', 5)).toBeCloseTo(78.0606, 4);
    // The usual joints give the catalogue’s figures exactly.
    expect(bricksToBuyPerSquareMetre('batako', BRICKS.batako.joint)).toBe(12.5);
    expect(bricksToBuyPerSquareMetre('bata_ringan', BRICKS.bata_ringan.joint)).toBeCloseTo(8.3333, 4);
  });

  it('mortar: 13 · 0,11 · (1 − 0,22 · 0,05 · 72,4638) = 0,290145 m³ wet; SNI 6897 1:4 at its own wall: 13 · 11,5 = 149,5 kg cement = 3 sak, 13 · 0,043 = 0,559 m³ sand', () => {
    const r = run();
    expect(SNI_WALL_MORTAR_M3_PER_M2).toBeCloseTo(0.0223188, 7);
    expect(r.mortar.wetM3).toBeCloseTo(0.290145, 6);
    expect(r.cementKg).toBeCloseTo(149.5, 9);
    expect(r.cementSacks).toBe(3);
    expect(r.sandM3).toBeCloseTo(0.559, 12);
    expect(r.adhesiveKg).toBe(0);
  });

  it('every mix is SNI 6897 per m² of the reference wall (1:2 18,95 kg / 0,038 m³ … 1:6 8,32 kg / 0,049 m³)', () => {
    const oneSquareMetre = { wallLength: '1', wallHeight: '1', openings: '0', waste: '0' };
    for (const [mix, cementKg, sandM3] of [
      [2, 18.95, 0.038],
      [3, 14.37, 0.04],
      [5, 9.68, 0.045],
      [6, 8.32, 0.049],
    ] as const) {
      const r = run({ ...oneSquareMetre, mix: String(mix) });
      expect(r.cementKg, `1:${mix}`).toBeCloseTo(cementKg, 9);
      expect(r.sandM3, `1:${mix}`).toBeCloseTo(sandM3, 12);
    }
  });

  it('a thicker joint holds more mortar: 15 mm → 1 / (0,235 · 0,065) = 65,47 bricks, 0,11 − 65,47 · 0,00121 = 0,030785 m³/m², · 11,5 / 0,0223188 = 15,862 kg', () => {
    const r = run({ wallLength: '1', wallHeight: '1', openings: '0', joint: '15' });
    expect(r.mortar.wetM3).toBeCloseTo(0.0307856, 6);
    expect(r.cementKg).toBeCloseTo((0.0307856 / 0.0223188) * 11.5, 3);
    expect(r.sandM3).toBeCloseTo((0.0307856 / 0.0223188) * 0.043, 5);
  });

  it('batako 40 × 20 with 10 mm joints: 12,5 per m² (AHSP) → 15 m² = 187,5 net, +5% → 197; the catalogue’s batako wall 1:4: 4,5 kg and 0,016 m³ per m²', () => {
    const wall15 = run({ brick: 'batako', openings: '0' });
    expect(wall15.bricksPerM2).toBe(12.5);
    expect(wall15.bricksNet).toBe(187.5);
    expect(wall15.bricks).toBe(197);
    // 12 mm joints: 12,5 · (0,41 · 0,21) / (0,412 · 0,212) = 12,32 per m²
    expect(run({ brick: 'batako', openings: '0', joint: '12' }).bricksPerM2).toBeCloseTo(
      (12.5 * 0.41 * 0.21) / (0.412 * 0.212),
      10,
    );
    const r = run({ brick: 'batako', wallLength: '1', wallHeight: '1', openings: '0' });
    expect(r.geometricPerM2).toBeCloseTo(11.6144, 4);
    expect(r.mortar.wetM3).toBeCloseTo(0.0070848, 7);
    expect(r.cementKg).toBeCloseTo(4.5, 9);
    expect(r.sandM3).toBeCloseTo(0.016, 12);
  });

  it('batako 1:3 in the proportions of SNI’s walls: 4,5 · 14,37 / 11,5 = 5,6230 kg, 0,016 · 0,040 / 0,043 = 0,014884 m³; a 15 mm joint takes its share of mortar', () => {
    const r = run({ brick: 'batako', mix: '3', wallLength: '1', wallHeight: '1', openings: '0' });
    expect(r.cementKg).toBeCloseTo(5.623043, 6);
    expect(r.sandM3).toBeCloseTo(0.0148837, 7);
    const wide = run({ brick: 'batako', joint: '15', wallLength: '1', wallHeight: '1', openings: '0' });
    // 0,1 − 1 / (0,415 · 0,215) · 0,008 = 0,1 − 11,20762 · 0,008 = 0,010339 m³ against 0,0070848 m³ at 10 mm
    expect(wide.mortar.wetM3).toBeCloseTo(0.010339, 6);
    expect(wide.cementKg).toBeCloseTo((4.5 * 0.010339) / 0.0070848, 3);
  });

  it('bata ringan, 3 mm thin bed: 1 / (0,6 · 0,2) = 8,33 per m² → 13 m² = 108,33 net, +5% = 113,75 → 114 blocks (the catalogue’s 8,75 = 8,33 + 5%); adhesive 13 · 4 = 52 kg = 2 sak 40 kg', () => {
    const r = run({ brick: 'bata_ringan', joint: '3' });
    expect(r.bricksPerM2).toBeCloseTo(8.33333, 5);
    expect(r.bricksNet).toBeCloseTo(108.3333, 4);
    expect(r.bricks).toBe(114);
    expect(run({ brick: 'bata_ringan', joint: '3', openings: '0' }).bricks).toBe(Math.ceil(15 * 8.75));
    expect(r.adhesiveKg).toBe(52);
    expect(r.adhesiveSacks).toBe(2);
    expect(r.cementKg).toBe(0);
    expect(r.sandM3).toBe(0);
  });

  it('no waste: 13 · 70 = 910', () => {
    expect(run({ waste: '0' }).bricks).toBe(910);
  });

  it('messages: unknown brick, negative waste, zero joint, openings equal to the wall', () => {
    const errorsOf = (overrides: Record<string, unknown>) => {
      const v = validateBrick({ ...wall, ...overrides });
      return v.success ? {} : v.errors;
    };
    expect(errorsOf({ brick: 'bata_kaca' })).toEqual({ brick: m.unknownChoice('Jenis bata') });
    expect(errorsOf({ waste: '-5' })).toEqual({ waste: m.nonNegative('Susut / cadangan') });
    expect(errorsOf({ joint: '0' })).toEqual({ joint: m.positive('Tebal siar') });
    expect(errorsOf({ openings: '15' })).toEqual({ openings: m.openingsTooLarge });
    expect(errorsOf({ wallLength: 'NaN' })).toEqual({ wallLength: m.notNumber('Panjang dinding') });
  });
});

describe('wasteOnCatalogueCount: the job calculator buys the count this calculator shows', () => {
  /** The job calculator's count: the catalogue's per m² (8,75 bata ringan holds 5 % already) × area × (1 + waste). */
  const jobCount = (perM2: number, area: number, waste: number) => perM2 * area * (1 + waste / 100);

  it('bata merah and batako are counted net in the catalogue: 5 % stays 5 % (10 m² → 735 bata merah, as here)', () => {
    expect(wasteOnCatalogueCount('bata_merah', 5)).toBeCloseTo(5, 10);
    expect(jobCount(70, 10, wasteOnCatalogueCount('bata_merah', 5))).toBeCloseTo(735, 9);
    expect(jobCount(70, 10, wasteOnCatalogueCount('bata_merah', 5))).toBeCloseTo(
      run({ wallLength: '4', wallHeight: '2,5', openings: '0' }).bricks,
      9,
    );
    expect(wasteOnCatalogueCount('batako', 7.5)).toBeCloseTo(7.5, 10);
    expect(wasteOnCatalogueCount('bata_merah', 0)).toBe(0);
  });

  it('bata ringan’s 8,75 holds 5 %: 5 % is 0 more, 10 % is 4,76 % more (15 m² → 137,5, 125 net + 10 %), under 5 % none', () => {
    expect(wasteOnCatalogueCount('bata_ringan', 5)).toBeCloseTo(0, 10);
    const tenPercent = wasteOnCatalogueCount('bata_ringan', 10);
    expect(tenPercent).toBeCloseTo(4.7619, 4);
    expect(jobCount(8.75, 15, tenPercent)).toBeCloseTo(137.5, 9);
    expect(jobCount(8.75, 15, tenPercent)).toBeCloseTo(
      run({ brick: 'bata_ringan', joint: '3', openings: '0', waste: '10' }).bricksNet * 1.1,
      9,
    );
    expect(wasteOnCatalogueCount('bata_ringan', 2)).toBe(0);
  });
});
