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

// The header's own rows under it (its units or subtitles, the column numbering) are known beside the header.
export { headerTail } from '../import/header-tail';

const MONTHS = 'januari|februari|maret|april|mei|juni|juli|agustus|september|oktober|november|desember';
/** "Mengetahui,", "Dibuat oleh,", "Sleman, 12 Januari 2026": the first lines of the signatures under a RAB. */
const SIGNATURE = new RegExp(
  `^((mengetahui|menyetujui|disetujui|diperiksa|dibuat|disusun|dihitung|direncanakan)(\\s+oleh)?|hormat\\s+kami)\\s*[,:]?$|^[\\p{L} .'-]+,\\s*\\d{1,2}\\s+(${MONTHS})\\s+\\d{4}$`,
  'iu',
);

/** A row that starts the signature block: one of its cells is such a line. */
export const startsSignatures = (texts: string[]) => texts.some((text) => SIGNATURE.test(text));
