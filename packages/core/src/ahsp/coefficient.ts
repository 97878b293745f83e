import {
  decimalComma,
  decimalMarkShown,
  parseIdNumber,
  parsePointDecimal,
  pointThousands,
} from '../format/number';
import { cellText, type TableCell } from '../import/cells';

// A coefficient written as text, typed in a field or read from an imported analysis. AHSP tables print coefficients
// to three decimals (1,650 OH, 0,275 kg); an English-format tool writes them 1.650 and 0.275, which the Indonesian
// reading takes for 1650 and 0,275: a line priced a thousand times over, printed back as the "1.650" the file wrote.

export const coefficientMessages = {
  /** "1.650" typed in a field: 1,65 the English way, 1650 the Indonesian way. */
  ambiguous: (text: string, decimal: string, whole: string) =>
    `Koefisien "${text}" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis ${decimal} atau ${whole}.`,
  /** The same in a file whose other coefficients show no decimal mark, or show both. */
  ambiguousInFile: (text: string, decimal: string, whole: string, mixed: boolean) =>
    `Koefisien "${text}" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal, dan koefisien lain di berkas ${mixed ? 'memakai titik dan koma sebagai tanda desimal' : 'tidak menunjukkan tanda desimalnya'}. Tulis ${decimal} atau ${whole}.`,
  /**
   * "1e-3" (0,001 to a programmer) is no number the Indonesian way: said as what it is, not as "harus lebih dari 0"
   * or "bukan angka". `plain` is the same number written out.
   */
  exponent: (text: string, plain: string) =>
    `Koefisien "${text}" memakai notasi eksponen, yang tidak dibaca: tulis sebagai angka biasa, misal ${plain}`,
} as const;

const EXPONENT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)e[+-]?\d+$/i;

/** The refusal of a coefficient written with an exponent ("1e-3", "2,5E2"), or null. */
function exponentRefusal(text: string): string | null {
  const trimmed = text.trim();
  if (!EXPONENT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  const plain = Number.isFinite(value) && value > 0 && value < 1e21 ? decimalComma(value) : '0,001';
  return coefficientMessages.exponent(trimmed, plain);
}

/**
 * The refusal of one coefficient typed in a field (the Analisa editor, the admin API) as "1.650" or with an
 * exponent ("1e-3"), or null when the value reads one way only ("1,65", "1650", "0.300", a number).
 */
export function coefficientAmbiguity(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const exponent = exponentRefusal(value);
  if (exponent) return exponent;
  const ambiguous = pointThousands(value);
  return ambiguous ? coefficientMessages.ambiguous(value.trim(), ambiguous.decimal, ambiguous.whole) : null;
}

/** How a file writes its coefficients' decimals: with a point, a comma, or unknown (none shown, or both: mixed). */
export type CoefficientMarks = { separator: 'comma' } | { mark: '.' | ',' } | { mark: null; mixed: boolean };

/**
 * The decimal mark of a file's coefficients. With `,` separating the cells a point can only be a decimal point (a
 * cell holding a comma was quoted, or is a decimal comma split in two cells and joined back). Otherwise the mark the
 * coefficient cells show ("0.300", "0.024", "1.5" a point; "0,300", "6,24" a comma), taken only when they all agree.
 * A spreadsheet's numeric cells show none: they are numbers already.
 */
export function coefficientMarks(cells: TableCell[], commaSeparated: boolean): CoefficientMarks {
  if (commaSeparated) return { separator: 'comma' };
  const shown = new Set(cells.map((cell) => (typeof cell === 'string' ? decimalMarkShown(cell) : null)));
  const points = shown.has('.');
  const commas = shown.has(',');
  if (points && commas) return { mark: null, mixed: true };
  if (points) return { mark: '.' };
  if (commas) return { mark: ',' };
  return { mark: null, mixed: false };
}

/** A coefficient cell read by the file's decimal mark (NaN when it is no number), or why it is not read. */
export function readCoefficientCell(cell: TableCell, marks: CoefficientMarks): number | { msg: string } {
  if (typeof cell === 'number') return cell;
  const text = cellText(cell);
  const exponent = exponentRefusal(text);
  if (exponent) return { msg: exponent };
  if ('separator' in marks) return text.includes(',') ? parseIdNumber(text) : parsePointDecimal(text);
  if (marks.mark === '.') return parsePointDecimal(text);
  if (marks.mark === ',') return parseIdNumber(text);
  const ambiguous = pointThousands(text);
  if (ambiguous)
    return {
      msg: coefficientMessages.ambiguousInFile(
        text,
        ambiguous.decimal,
        ambiguous.whole,
        'mixed' in marks && marks.mixed,
      ),
    };
  return parseIdNumber(text);
}
