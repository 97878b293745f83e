import { cellText, type TableCell } from '../import/cells';
import { isColumnNumbering } from '../import/price-list';

// The rows of an imported RAB that are no item (import-lines.ts): the header's own rows under it, division titles,
// the sums under each division and the signature block after the table.

/** The rows of sums, tax and the amount in words a RAB puts under its items: not items. */
export const TOTAL_ROW =
  /^(sub\s*-?\s*total|grand\s*total|total|jumlah|ppn|pph|pajak|dibulatkan|pembulatan|terbilang|rekapitulasi)\b/i;

/** "A. PEKERJAAN PERSIAPAN" or "II) Pekerjaan Tanah" written in one cell: its code and name. */
const CODED_NAME = /^([A-Z]{1,2}|[IVXL]{1,6}|\d{1,2})[.)]\s+(.+)$/;

/** "B PEKERJAAN LANTAI": a code and a name with a space alone between them. */
const SPACED_NAME = /^([A-Z]{1,2}|[IVXL]{1,6}|\d{1,2})\s+(\p{L}.*)$/u;

/** Splits "A. PEKERJAAN PERSIAPAN" into its code and name; a name without a code keeps `code`. */
export function codedName(name: string, code: string | null): { code: string | null; name: string } {
  const match = code ? null : CODED_NAME.exec(name);
  return match ? { code: match[1]!, name: match[2]!.trim() } : { code, name };
}

/** A division row's No ("A", "II.", "3)") as its code; a cell longer than a code is none. */
export const divisionCode = (text: string) => {
  const code = text.replace(/[.)]+$/, '').trim();
  return code && code.length <= 10 ? code : null;
};

/**
 * A division title kept whole in the No cell ("A. PEKERJAAN PERSIAPAN", "II PEKERJAAN ATAP"): a title row merged
 * across the table keeps its text in its first column. Null for any other No.
 */
export function titleInNumber(text: string): { code: string; name: string } | null {
  const match = CODED_NAME.exec(text) ?? SPACED_NAME.exec(text);
  return match ? { code: match[1]!, name: match[2]!.trim() } : null;
}

/** "(Rp)", "Rp", "(m³)": the units a two-row header writes under its titles. */
const UNIT_CELL = /^(rp\.?|idr|\((?!\s*\d+\s*\))[^()]{1,12}\))$/i;

const isHeaderUnits = (texts: string[]) => {
  const filled = texts.filter(Boolean);
  return filled.length > 0 && filled.every((text) => UNIT_CELL.test(text));
};

/** The body rows that belong to the header: its row of units and the column numbering "1 2 3 …", in either order. */
export function headerTail(body: TableCell[][]): Set<number> {
  const tail = new Set<number>();
  for (let offset = 0; offset < body.length && tail.size < 2; offset += 1) {
    const texts = body[offset]!.map(cellText);
    if (texts.every((text) => !text)) continue;
    if (!isHeaderUnits(texts) && !isColumnNumbering(texts)) break;
    tail.add(offset);
  }
  return tail;
}

const MONTHS = 'januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember';
/** "Mengetahui,", "Dibuat oleh,", "Sleman, 12 Januari 2026": the first lines of the signatures under a RAB. */
const SIGNATURE = new RegExp(
  `^((mengetahui|menyetujui|disetujui|diperiksa|dibuat|disusun|dihitung|direncanakan)(\\s+oleh)?|hormat\\s+kami)\\s*[,:]?$|^[\\p{L} .'-]+,\\s*\\d{1,2}\\s+(${MONTHS})\\s+\\d{4}$`,
  'iu',
);

/** A row that starts the signature block: one of its cells is such a line. */
export const startsSignatures = (texts: string[]) => texts.some((text) => SIGNATURE.test(text));
