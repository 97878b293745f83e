/**
 * SPEC.md §5: strips every character except digits, dot and minus, and falls back to 0.
 * Form fields only: prices typed the Indonesian way ("Rp 65.000") must go through parseIdNumber instead.
 */
export function parseNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number.parseFloat(value.replace(/[^0-9.-]/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
}

// A leading 0 never starts a thousands group: "0.100" is a tenth, not a hundred.
const GROUPED_DOTS = /^[1-9]\d{0,2}(\.\d{3})+$/;
const GROUPED_COMMAS = /^[1-9]\d{0,2}(,\d{3}){2,}$/;

/**
 * Reads a number written the Indonesian way: "." groups thousands, "," marks decimals
 * ("Rp 1.250.000,50" → 1250000.5, "75.000" → 75000, "12,5" → 12.5). Also accepts plain "12.5" and
 * "1,250,000.50". Returns NaN when the text holds no number.
 */
export function parseIdNumber(text: unknown): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : Number.NaN;
  if (typeof text !== 'string') return Number.NaN;
  let s = text.replace(/rp\.?/gi, '').replace(/[\s\u00a0]/g, '');
  const negative = /^-|^\(.*\)$/.test(s);
  // Only the sign, accounting brackets and the ",-" of "Rp 65.000,-" go; any other character makes the text no
  // number ("1e12" was read as 112, "13OO" as 13, "65.000 per sak" as 65.000).
  s = s
    .replace(/^\((.*)\)$/, '$1')
    .replace(/^-/, '')
    .replace(/[.,]-$/, '');
  if (/[^0-9.,]/.test(s)) return Number.NaN;
  if (!/\d/.test(s)) return Number.NaN;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    // Both marks: the whole part is grouped in threes ("1.250,5", "1,250.5"); "2,5.5" is a typo, not 25,5.
    const whole = s.slice(0, s.lastIndexOf(decimal));
    const grouped = decimal === ',' ? /^\d{1,3}(\.\d{3})*$/ : /^\d{1,3}(,\d{3})*$/;
    if (!grouped.test(whole)) return Number.NaN;
    s = s.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    s = GROUPED_COMMAS.test(s) ? s.split(',').join('') : s.replace(',', '.');
  } else if (lastDot >= 0 && GROUPED_DOTS.test(s)) {
    s = s.split('.').join('');
  }
  if (!/^\d*\.?\d*$/.test(s)) return Number.NaN;
  const value = Number.parseFloat(s);
  if (!Number.isFinite(value)) return Number.NaN;
  return negative ? -value : value;
}

/**
 * "65,000" (a comma, then exactly three digits, no other mark) is sixty-five thousand in a list an English-format
 * tool wrote, or copied from a shop's English-format price, and sixty-five the Indonesian way. parseIdNumber reads
 * it as 65 (a coefficient 0,043 is common); a price is never guessed: every price read from text (typed in a
 * field, pasted or imported) refuses it with `grouped` and `plain`, the two ways to write the thousands.
 * "1,250,000" (two groups) and "0,500" (a leading 0 starts no thousands group) are not ambiguous.
 */
export function commaThousands(text: string): { grouped: string; plain: string } | null {
  const bare = text
    .replace(/rp\.?/gi, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(/[.,]-$/, '');
  const match = /^([1-9]\d{0,2}),(\d{3})$/.exec(bare);
  return match ? { grouped: `${match[1]}.${match[2]}`, plain: `${match[1]}${match[2]}` } : null;
}

/** "6.240", "1.650": a point and three digits after one to three, the first not 0 ("0.300" is a decimal only). */
const POINT_THREE = /^[1-9]\d{0,2}\.\d{3}$/;
/** The number alone, as its decimal mark is judged: without "Rp", spaces, a trailing ",-" or a sign. */
export const bareNumber = (text: string) =>
  text
    .replace(/rp\.?/gi, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(/[.,]-$/, '')
    .replace(/^-/, '');

/**
 * "6.240" is 6240 the Indonesian way and 6,24 the English way (AHSP tables print coefficients to three decimals:
 * 1,650, 0,275; an English-format tool writes them 1.650, 0.275). parseIdNumber reads it as thousands; where that
 * can not be told from elsewhere (a file's other numbers), a coefficient is not guessed: it is refused with
 * `decimal` and `whole`, the two ways to write it ("6,24", "6240"). "0.300" (a leading 0 starts no thousands
 * group), "1.5" and "1.250.000" are not ambiguous.
 */
export function pointThousands(text: string): { decimal: string; whole: string } | null {
  const bare = bareNumber(text);
  if (!POINT_THREE.test(bare)) return null;
  return { decimal: decimalComma(Number(bare)), whole: bare.replace('.', '') };
}

/**
 * The decimal mark a written number shows beyond doubt: a comma in "0,15", "12,5", "1.250.000", "1.250,5"; a point
 * in "0.300", "1.5", "1,250,000", "15,000.00"; none in "6.240", "1,650" (three digits after one mark: thousands or
 * decimals) or "95000".
 */
export function decimalMarkShown(text: string): ',' | '.' | null {
  const bare = bareNumber(text);
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(bare) || /^\d{1,3}(\.\d{3}){2,}$/.test(bare)) return ',';
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(bare) || /^\d{1,3}(,\d{3}){2,}$/.test(bare)) return '.';
  const single = /^\d+([.,])\d+$/.exec(bare);
  if (!single || /^[1-9]\d{0,2}[.,]\d{3}$/.test(bare)) return null;
  return single[1] === '.' ? '.' : ',';
}

/** A number of a decimal-point file ("1,250.5") as Indonesian text ("1.250,5"), the way every reader here reads. */
export const swapDecimalMarks = (text: string) => text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));

/** A number written with a decimal point, as an English-format tool writes it: "6.240" → 6.24, "1,250.5" → 1250.5. */
export function parsePointDecimal(text: string): number {
  return parseIdNumber(swapDecimalMarks(text));
}

/**
 * Turns a number typed the Indonesian way in a form field into the plain form parseNumber reads:
 * "12,5" → "12.5", "1.000" → "1000", "1.250,5" → "1250.5". Plain "12.5" stays. Text that holds no number is
 * left as typed, so validation reports it instead of silently reading a wrong figure.
 */
export function normalizeDecimalInput(text: string): string {
  const trimmed = text.trim();
  if (!/^-?[\d.,\s]+$/.test(trimmed) || !/\d/.test(trimmed)) return text;
  const value = parseIdNumber(trimmed);
  return Number.isNaN(value) ? text : plainDecimal(value);
}

/** A number as plain decimal digits: String(0.0000001) is "1e-7", which no form field reads as a number. */
export function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text) || Math.abs(value) >= 1e21) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

/** A number in full, with the Indonesian decimal comma and no thousands dots, as a form field shows it: 0,15; 1250,5. */
export const decimalComma = (value: number) => plainDecimal(value).replace('.', ',');

/**
 * Rounds to whole rupiah after removing binary floating-point noise (0.1 + 0.2 style): the value is first cut to
 * 15 significant digits, then rounded half up. Cutting moves a value by at most half a unit of its 15th digit,
 * below |value| × 1e-14, so it can change the rounding only when the fraction lies that close to one half; every
 * other value (nearly all of them) is rounded directly, without the text round trip that made this a tenth of a
 * calculation's time. `roundRupiahReference` is the plain formula, kept for the property test.
 */
export function roundRupiah(value: number): number {
  if (value === 0) return 0; // -0 too, as the formula gives
  const fraction = value - Math.floor(value);
  if (Math.abs(fraction - 0.5) > Math.abs(value) * 1e-14) return Math.round(value);
  return roundRupiahReference(value);
}

export function roundRupiahReference(value: number): number {
  return Math.round(Number(value.toPrecision(15)));
}

/** Rounds a quantity for display and storage without float noise. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return roundRupiah(value * factor) / factor;
}

/**
 * How many decimals a figure has, up to `maxDecimals`: 0.1125 → 4, 2.5 → 1, 70 → 0, 1/3 → maxDecimals. The figure
 * printed with them multiplies out to what was priced from it (0,113 × Rp 1.300.507 would not give Rp 146.307).
 * Here beside roundTo, not in format.ts: the first screen's formatters then load without the number reader.
 */
export function decimalsOf(value: number, maxDecimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const shown = roundTo(value, maxDecimals);
  for (let decimals = 0; decimals < maxDecimals; decimals += 1) {
    if (roundTo(value, decimals) === shown) return decimals;
  }
  return maxDecimals;
}
