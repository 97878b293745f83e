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
