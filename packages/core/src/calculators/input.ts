import { z } from 'zod';
import { ahspMessages } from '../ahsp/messages';
import { commaThousands, normalizeDecimalInput } from '../format/number';
import { hasSen, senMessage } from '../validation/rupiah';
import { calculatorMessages as m } from './messages';

/** What a form field holds: text typed the Indonesian way ("12,5") or a number. */
export type NumberInput = string | number;

export interface NumberRule {
  /** 'positive' (> 0, the default) or 'nonNegative' (≥ 0). */
  sign?: 'positive' | 'nonNegative';
  max: number;
  min?: number;
  integer?: boolean;
  /**
   * Whole rupiah: a price with sen is refused with the money message, never rounded; "16,000" (Rp 16 the Indonesian
   * way, Rp 16.000 the English way) is refused as every other price typed or pasted refuses it (readPriceText).
   */
  rupiah?: boolean;
}

/** Reads "12,5", "1.000" or 12.5; NaN when the text holds no number or anything besides one ("1e3", "12 m"). */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  // "Rp 370.000,-": the rupiah sign and the ",-" of a price as shops write it go, as the catalogue import reads it.
  const typed = value
    .replace(/^\s*rp\.?/i, '')
    .trim()
    .replace(/(\d)[.,]-$/, '$1');
  // Digits as people type them, as the job calculator reads them: "1e3" was 1.000 here. (A huge number comes back
  // from normalizing as "5e+24", and is then too large, not unreadable.)
  if (/e/i.test(typed)) return Number.NaN;
  const text = normalizeDecimalInput(typed);
  if (text === '' || !/^-?\d*\.?\d+(e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text);
}

/** The first message a value breaks, or null. */
export function checkNumber(value: unknown, label: string, rule: NumberRule): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return m.required(label);
  if (rule.rupiah && typeof value === 'string') {
    const ambiguous = commaThousands(value);
    if (ambiguous) return ahspMessages.priceCommaThousands(value.trim(), ambiguous.grouped, ambiguous.plain);
  }
  const n = readNumber(value);
  if (Number.isNaN(n)) return m.notNumber(label);
  if (!Number.isFinite(n) || n > rule.max) return m.tooLarge(label, rule.max);
  if ((rule.sign ?? 'positive') === 'positive' ? n <= 0 : n < 0)
    return rule.sign === 'nonNegative' ? m.nonNegative(label) : m.positive(label);
  if (rule.rupiah && hasSen(n)) return senMessage(label);
  if (rule.integer && !Number.isInteger(n)) return m.whole(label);
  if (rule.min !== undefined && n < rule.min) return m.tooSmall(label, rule.min);
  return null;
}

/** A zod field for a number typed in a calculator: validated with the Indonesian messages, read as a number. */
export function quantity(label: string, rule: NumberRule) {
  return z.unknown().transform((value, ctx) => {
    const message = checkNumber(value, label, rule);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return readNumber(value);
  });
}

/** A zod field for one of a fixed list of choices. */
export function choice<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: m.unknownChoice(label) });
}

export type CalculatorValidation<T> =
  { success: true; data: T } | { success: false; errors: Record<string, string> };

/** Runs a schema and answers field path ("items.0.panjang") → first message. */
export function validateWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): CalculatorValidation<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (!(path in errors)) errors[path] = issue.message;
  }
  return { success: false, errors };
}
