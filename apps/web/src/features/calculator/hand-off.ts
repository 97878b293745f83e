import {
  BRICK_TYPES,
  decimalComma,
  type BrickType,
  type CalculationFormData,
  type JobType,
} from '@kalkulator/core';

// What a specialised calculator hands to the job calculator in the address: /calculate/{id}?volume=30, for a wall
// the brick chosen there (&brick_type=batako), so step 3 prices the wall with that brick, and the waste typed there
// (&waste=5), so the job calculator buys the count the calculator showed (735 bata merah for 10 m², not 700).

export interface HandedOver {
  form: Partial<CalculationFormData>;
  /** What seeded the form, kept with its draft: a reload of the same link keeps what was typed since. */
  seed: string;
}

const isBrickType = (value: string | null): value is BrickType =>
  (BRICK_TYPES as readonly (string | null)[]).includes(value);

/** The waste of the address, a percentage from 0 to 100 as "Faktor susut material" takes; else none. */
function wasteOf(params: URLSearchParams): number | undefined {
  const text = params.get('waste');
  const waste = Number(text);
  if (!text?.trim() || !Number.isFinite(waste) || waste < 0 || waste > 100) return undefined;
  return waste;
}

/**
 * The form a hand-off's address fills in: the volume shown the Indonesian way ("9,6"), ignored unless above 0; the
 * brick type only for a job type with brick variants, and only one the calculator knows; the waste only within
 * 0–100 %.
 */
export function handedOver(params: URLSearchParams, jobType: JobType): HandedOver | undefined {
  const text = params.get('volume');
  const volume = Number(text);
  if (!text || !Number.isFinite(volume) || volume <= 0) return undefined;
  const form: Partial<CalculationFormData> = { volume: decimalComma(volume) };
  // The seed of a link without a brick or a waste is what it was before they were handed over (kept drafts).
  const seed = [text];
  const brick = params.get('brick_type');
  if (jobType.has_brick_variants && isBrickType(brick)) {
    form.brick_type = brick;
    seed.push(brick);
  }
  const waste = wasteOf(params);
  if (waste !== undefined) {
    form.custom_waste_factor = decimalComma(waste);
    seed.push(`waste=${waste}`);
  }
  return { form, seed: seed.join(' ') };
}
