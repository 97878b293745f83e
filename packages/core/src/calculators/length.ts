import { z } from 'zod';
import { calculatorMessages as m } from './messages';
import { choice, quantity, validateWith } from './input';

// Kalkulator Panjang: unit conversion and sums of segments. Exact SI/imperial definitions:
// 1 inci = 25,4 mm, 1 kaki = 12 inci = 0,3048 m, 1 yard = 3 kaki = 0,9144 m (international yard, 1959).

export const LENGTH_UNITS = ['mm', 'cm', 'm', 'km', 'inci', 'kaki', 'yard'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const METERS_PER_UNIT: Record<LengthUnit, number> = {
  mm: 0.001,
  cm: 0.01,
  m: 1,
  km: 1000,
  inci: 0.0254,
  kaki: 0.3048,
  yard: 0.9144,
};

export const LENGTH_LIMITS = { segment: 1_000_000_000, segments: 100 } as const;

export const lengthInputSchema = z.object({
  segments: z
    .array(
      z.object({
        value: quantity('Panjang segmen', { max: LENGTH_LIMITS.segment }),
        unit: choice('Satuan', LENGTH_UNITS),
      }),
    )
    .min(1, { error: m.noSegments })
    .max(LENGTH_LIMITS.segments, { error: m.tooManyItems(LENGTH_LIMITS.segments) }),
});

export type LengthInput = z.output<typeof lengthInputSchema>;

export interface LengthResult {
  /** Each segment in metres. */
  segmentMeters: number[];
  totalMeters: number;
  /** The total expressed in every unit. */
  total: Record<LengthUnit, number>;
}

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return (value * METERS_PER_UNIT[from]) / METERS_PER_UNIT[to];
}

export function calculateLength(input: LengthInput): LengthResult {
  const segmentMeters = input.segments.map((segment) => segment.value * METERS_PER_UNIT[segment.unit]);
  const totalMeters = segmentMeters.reduce((sum, value) => sum + value, 0);
  const total = Object.fromEntries(
    LENGTH_UNITS.map((unit) => [unit, totalMeters / METERS_PER_UNIT[unit]]),
  ) as Record<LengthUnit, number>;
  return { segmentMeters, totalMeters, total };
}

export const validateLength = (input: unknown) => validateWith(lengthInputSchema, input);
