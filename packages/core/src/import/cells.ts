// The cells of an imported table: text from a paste or a CSV file, or a number a spreadsheet stored as a number.
// A stored number is used as the number it is; only text is read the Indonesian way, where "1.575" is 1575 (a
// spreadsheet's 1.575 must never pass through such text).

export type TableCell = string | number;

/** A cell as text: trimmed text, or a number in plain digits with a decimal point (names and codes). */
export function cellText(cell: TableCell | undefined): string {
  if (cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  const text = String(cell);
  // String(1e-7) is "1e-7", which no reader takes for a number.
  if (!/e/i.test(text) || Math.abs(cell) >= 1e21) return text;
  return cell.toFixed(20).replace(/\.?0+$/, '');
}

/** An .xlsx is a zip file: its first bytes are "PK\x03\x04", whatever its name says. */
export function isXlsxBytes(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * A spreadsheet cell as the readers take it: a number stays a number (the text "1.575" would be read the Indonesian
 * way, as 1575), cut to the 15 digits Excel keeps so a formula's binary noise (71500.00000000001) is not taken for
 * sen; a date as YYYY-MM-DD; anything else as text.
 */
export function spreadsheetCell(value: unknown): TableCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' && Number.isFinite(value)) return Number(value.toPrecision(15));
  return String(value);
}
