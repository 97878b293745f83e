import { describe, expect, it } from 'vitest';
import { calculateArea, validateArea } from './area';
import { calculateBeam, validateBeam } from './beam';
import { calculateBrick, validateBrick } from './brick';
import { calculateFootplate, validateFootplate } from './footplate';
import { calculateLength, validateLength } from './length';
import { calculatePlaster, validatePlaster } from './plaster';
import { calculateVolume, validateVolume } from './volume';

/** Every number anywhere in a result. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

function run<T, R>(
  validate: (input: unknown) => { success: boolean; data?: T },
  calculate: (input: T) => R,
  input: unknown,
) {
  const validation = validate(input);
  expect(validation.success).toBe(true);
  return numbersIn(calculate(validation.data as T));
}

// The largest accepted values must still give finite results (no Infinity, no NaN) on every calculator.
describe('every calculator stays finite at its input limits', () => {
  it.each([
    [
      'length',
      () =>
        run(validateLength, calculateLength, {
          segments: Array.from({ length: 100 }, () => ({ value: '1000000000', unit: 'km' })),
        }),
    ],
    [
      'area',
      () =>
        run(validateArea, calculateArea, {
          items: [{ shape: 'lingkaran', count: '100000', size: { diameter: '100000' } }],
        }),
    ],
    [
      'volume',
      () =>
        run(validateVolume, calculateVolume, {
          items: [
            {
              shape: 'kerucut_terpancung',
              count: '100000',
              size: { diameter_bawah: '100000', diameter_atas: '100000', tinggi: '100000' },
            },
          ],
        }),
    ],
    [
      'beam',
      () =>
        run(validateBeam, calculateBeam, {
          width: '500',
          height: '500',
          length: '1000',
          cover: '20',
          count: '10000',
          topBars: '50',
          topDiameter: '32',
          bottomBars: '50',
          bottomDiameter: '32',
          stirrupDiameter: '32',
          stirrupSpacing: '5',
          grade: 'K-300',
        }),
    ],
    [
      'footplate',
      () =>
        run(validateFootplate, calculateFootplate, {
          length: '1000',
          width: '1000',
          thickness: '300',
          stubLength: '300',
          stubWidth: '300',
          stubHeight: '1000',
          depth: '1000',
          workspace: '200',
          cover: '20',
          barDiameter: '32',
          spacing: '5',
          count: '10000',
          grade: 'K-300',
        }),
    ],
    [
      'plaster',
      () =>
        run(validatePlaster, calculatePlaster, {
          wallLength: '100000',
          wallHeight: '1000',
          openings: '0',
          sides: '2',
          thickness: '50',
          mix: '2',
          sackKg: '40',
          acian: true,
        }),
    ],
    [
      'brick',
      () =>
        run(validateBrick, calculateBrick, {
          wallLength: '100000',
          wallHeight: '1000',
          openings: '0',
          brick: 'bata_merah',
          joint: '50',
          mix: '2',
          waste: '100',
          sackKg: '40',
        }),
    ],
  ])('%s', (_name, numbers) => {
    const values = numbers();
    expect(values.length).toBeGreaterThan(0);
    expect(values.every(Number.isFinite)).toBe(true);
  });
});
