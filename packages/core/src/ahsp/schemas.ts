import { z } from 'zod';
import { parseIdNumber } from '../format/number';
import { ahspMessages, DEFAULT_OVERHEAD_PERCENTAGE, MAX_OVERHEAD_PERCENTAGE } from './messages';

/** Overhead & profit of a unit price: 0 to 15 % (Permen PUPR 8/2023), "10", "12,5" or "10%" read alike. */
export const overheadPercentageSchema = z
  .union([z.number(), z.string()], { error: ahspMessages.overheadInvalid })
  .optional()
  .transform((value) =>
    value === undefined || value === ''
      ? DEFAULT_OVERHEAD_PERCENTAGE
      : parseIdNumber(String(value).replace(/%$/, '')),
  )
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_OVERHEAD_PERCENTAGE, {
    error: ahspMessages.overheadInvalid,
  });
