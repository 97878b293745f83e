import { BRICK_TYPES, type BrickType, type CalculationFormData, type JobType } from '@kalkulator/core';

// What a specialised calculator hands to the job calculator in the address: /calculate/{id}?volume=30, and for a
// wall the brick chosen there (&brick_type=batako), so step 3 prices the wall with that brick.

export interface HandedOver {
  form: Partial<CalculationFormData>;
  /** What seeded the form, kept with its draft: a reload of the same link keeps what was typed since. */
  seed: string;
}

const isBrickType = (value: string | null): value is BrickType =>
  (BRICK_TYPES as readonly (string | null)[]).includes(value);

/**
 * The form a hand-off's address fills in: the volume shown the Indonesian way ("9,6"), ignored unless above 0; the
 * brick type only for a job type with brick variants, and only one the calculator knows.
 */
export function handedOver(params: URLSearchParams, jobType: JobType): HandedOver | undefined {
  const text = params.get('volume');
  const volume = Number(text);
  if (!text || !Number.isFinite(volume) || volume <= 0) return undefined;
  const form: Partial<CalculationFormData> = { volume: String(volume).replace('.', ',') };
  const brick = params.get('brick_type');
  if (!jobType.has_brick_variants || !isBrickType(brick)) return { form, seed: text };
  return { form: { ...form, brick_type: brick }, seed: `${text} ${brick}` };
}
