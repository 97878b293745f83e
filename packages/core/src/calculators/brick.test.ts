import { describe, expect, it } from 'vitest';
import { calculateBrick, validateBrick } from './brick';
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
  it('bata merah: 13 m², 1 / (0,23 · 0,06) = 72,4638 per m², 942,03 net, +5% → 990 bricks', () => {
    const r = run();
    expect(r.areaM2).toBe(13);
    expect(r.bricksPerM2).toBeCloseTo(72.4638, 4);
    expect(r.bricksNet).toBeCloseTo(942.029, 3);
    expect(r.bricks).toBe(990);
  });

  it('mortar: 13 · 0,11 · (1 − 0,22 · 0,05 · 72,4638) = 0,290145 m³ wet; · 1,3 / 5 · 1.440 = 108,6303 kg cement = 3 sak, 0,30175 m³ sand', () => {
    const r = run();
    expect(r.mortar.wetM3).toBeCloseTo(0.290145, 6);
    expect(r.cementKg).toBeCloseTo(108.6303, 4);
    expect(r.cementSacks).toBe(3);
    expect(r.sandM3).toBeCloseTo(0.301751, 6);
    expect(r.adhesiveKg).toBe(0);
  });

  it('batako 40 × 20 with 10 mm joints: 1 / (0,41 · 0,21) = 11,6144 per m²', () => {
    expect(run({ brick: 'batako' }).bricksPerM2).toBeCloseTo(11.6144, 4);
  });

  it('bata ringan, 3 mm thin bed: 1 / (0,603 · 0,203) = 8,1693 per m² → 112 blocks; adhesive 13 · 4 = 52 kg = 2 sak 40 kg', () => {
    const r = run({ brick: 'bata_ringan', joint: '3' });
    expect(r.bricksPerM2).toBeCloseTo(8.16933, 5);
    expect(r.bricks).toBe(112);
    expect(r.adhesiveKg).toBe(52);
    expect(r.adhesiveSacks).toBe(2);
    expect(r.cementKg).toBe(0);
    expect(r.sandM3).toBe(0);
  });

  it('no waste: ceil(942,03) = 943', () => {
    expect(run({ waste: '0' }).bricks).toBe(943);
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
