import { describe, expect, it } from 'vitest';
import { calculatePlaster, validatePlaster } from './plaster';
import { calculatorMessages as m } from './messages';

const wall = {
  wallLength: '5',
  wallHeight: '3',
  openings: '3',
  sides: '2',
  thickness: '15',
  mix: '4',
  sackKg: '50',
  acian: true,
};

const run = (overrides: Record<string, unknown> = {}) => {
  const v = validatePlaster({ ...wall, ...overrides });
  if (!v.success) throw new Error(JSON.stringify(v.errors));
  return calculatePlaster(v.data);
};

describe('calculatePlaster: 5 × 3 m wall, 3 m² openings, both faces, 15 mm, 1:4, acian', () => {
  it('area (15 − 3) · 2 = 24 m²; wet mortar 24 · 0,015 = 0,36 m³', () => {
    const r = run();
    expect(r.areaM2).toBe(24);
    expect(r.mortar.wetM3).toBeCloseTo(0.36, 12);
  });

  it('SNI 2837 1:4, 15 mm: cement 24 · 6,24 = 149,76 kg, sand 24 · 0,024 = 0,576 m³; acian 24 · 3,25 = 78 kg → 227,76 kg = 5 sak', () => {
    const r = run();
    expect(r.plasterCementKg).toBeCloseTo(149.76, 9);
    expect(r.sandM3).toBeCloseTo(0.576, 12);
    expect(r.acianCementKg).toBeCloseTo(78, 12);
    expect(r.cementKg).toBeCloseTo(227.76, 9);
    expect(r.cementSacks).toBe(5);
  });

  it('without acian, one face, 1:6 in 40 kg sacks: 12 · 4,416 = 52,992 kg = 2 sak, 12 · 0,027 = 0,324 m³', () => {
    const r = run({ acian: false, sides: '1', mix: '6', sackKg: '40' });
    expect(r.cementKg).toBeCloseTo(52.992, 9);
    expect(r.cementSacks).toBe(2);
    expect(r.sandM3).toBeCloseTo(0.324, 12);
  });

  it('another thickness in proportion: 20 mm 1:3 on 12 m² = 12 · 7,776 · 20 / 15 = 124,416 kg, 12 · 0,023 · 20 / 15 = 0,368 m³', () => {
    const r = run({ acian: false, sides: '1', mix: '3', thickness: '20' });
    expect(r.cementKg).toBeCloseTo(124.416, 9);
    expect(r.sandM3).toBeCloseTo(0.368, 12);
  });

  it('messages: openings larger than the wall, mix 1:9, negative thickness, 3 faces', () => {
    const errorsOf = (overrides: Record<string, unknown>) => {
      const v = validatePlaster({ ...wall, ...overrides });
      return v.success ? {} : v.errors;
    };
    expect(errorsOf({ openings: '15' })).toEqual({ openings: m.openingsTooLarge });
    expect(errorsOf({ mix: '9' })).toEqual({ mix: m.tooLarge('Campuran', 8) });
    expect(errorsOf({ mix: '1' })).toEqual({ mix: m.unknownChoice('Campuran') });
    expect(errorsOf({ thickness: '-15' })).toEqual({ thickness: m.positive('Tebal plester') });
    expect(errorsOf({ sides: '3' })).toEqual({ sides: m.tooLarge('Jumlah sisi', 2) });
    expect(errorsOf({ openings: '-1' })).toEqual({ openings: m.nonNegative('Luas bukaan') });
  });
});
