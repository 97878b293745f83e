import { cellText, type TableCell } from './cells';
import { headerKey } from './header';

// The rows under a header that are no item: a two-row header's second row (units, or the subtitles under a title
// merged over two columns) and the column numbering RAB sheets put under their titles. Shared by the price lists
// and the RAB import.

/** Cells numbered 1, 2, 3 … in order (each may be written "(2)" or "2."), blanks left out: a column numbering. */
export function isColumnNumbering(cells: string[]): boolean {
  const numbers = cells
    .map((cell) => cell.trim())
    .filter(Boolean)
    .map((cell) => /^\(?(\d{1,2})[).]?$/.exec(cell)?.[1]);
  return (
    numbers.length >= 3 &&
    numbers.every((number, position) => number !== undefined && Number(number) === position + 1)
  );
}

/** "(Rp)", "Rp", "(m³)": the units a two-row header writes under its titles. */
const UNIT_CELL = /^(rp\.?|idr|\((?!\s*\d+\s*\))[^()]{1,12}\))$/i;

/** The words a two-row header writes under a title merged over two columns: "Harga (Rp)" over "Satuan | Jumlah". */
const SUBTITLE_WORDS = new Set([
  'harga',
  'satuan',
  'sat',
  'unit',
  'jumlah',
  'total',
  'volume',
  'vol',
  'rp',
  'idr',
  'bahan',
  'upah',
  'alat',
]);

const isSubtitle = (text: string) => {
  const key = headerKey(text);
  return !/\d/.test(text) && key !== '' && key.split(' ').every((word) => SUBTITLE_WORDS.has(word));
};

/**
 * The second row of a two-row header: each filled cell a unit ("(Rp)") or such a subtitle ("Satuan", "Jumlah",
 * "Satuan (Rp)"), no number. An item always has a number (its price, its volume) and a word of its own.
 */
function isHeaderContinuation(texts: string[]): boolean {
  const filled = texts.filter(Boolean);
  return filled.length > 0 && filled.every((text) => UNIT_CELL.test(text) || isSubtitle(text));
}

/**
 * The rows right under a header that belong to it (offsets into `rows`, the rows below the header): its second row
 * of subtitles or units and the column numbering "1 2 3 …", in either order. Blank rows between them are passed.
 */
export function headerTail(rows: TableCell[][]): Set<number> {
  const tail = new Set<number>();
  for (let offset = 0; offset < rows.length && tail.size < 3; offset += 1) {
    const texts = rows[offset]!.map(cellText);
    if (texts.every((text) => !text)) continue;
    if (!isHeaderContinuation(texts) && !isColumnNumbering(texts)) break;
    tail.add(offset);
  }
  return tail;
}

/** Subtitles under a price title that are not the whole unit price: its parts, or the row's total. */
const NOT_UNIT_PRICE = /\b(bahan|upah|alat|jumlah|total)\b/;

/**
 * The header's price title and the subtitles under it when the one under the price column is not the unit price:
 * "Harga Satuan" merged over "Bahan | Upah | Jumlah" puts the material part under the title, and "Harga" over
 * "Jumlah | Satuan" the total. Null for "Harga (Rp)" over "Satuan | Jumlah", or without a second header row.
 */
export function priceSplit(
  table: TableCell[][],
  index: number,
  priceColumn: number | undefined,
): { title: string; subtitles: string[] } | null {
  if (priceColumn === undefined) return null;
  const below = table.slice(index + 1).find((row) => row.some((cell) => cellText(cell) !== ''));
  const texts = (below ?? []).map(cellText);
  if (!below || !isHeaderContinuation(texts)) return null;
  if (!NOT_UNIT_PRICE.test(headerKey(texts[priceColumn] ?? ''))) return null;
  return { title: cellText(table[index]![priceColumn]), subtitles: texts.filter(Boolean) };
}

/**
 * How many columns a header spans: up to its last titled cell, or the last filled cell of a row under it that
 * belongs to it (a subtitle under a merged title, a column number). `tail` holds offsets from the header's next row.
 */
export function headerWidth(table: TableCell[][], index: number, tail: Set<number>): number {
  const rows = [table[index]!, ...[...tail].map((offset) => table[index + 1 + offset] ?? [])];
  return Math.max(...rows.map((row) => row.findLastIndex((cell) => cellText(cell) !== '') + 1));
}

/**
 * A row of a comma-separated file with a filled cell past `width`, the columns the header titles. There a comma in an
 * unquoted number or name (65,000, 1.250.000,50, a volume 12,5, Semen, PC) splits its cell in two and moves every
 * later cell one column on: the price read was 65, the volume 12 and the unit "5", and the last cell was dropped
 * unsaid. Which comma split what is not guessed, so the row is refused. Only a comma file: a `;` or tab file (and a
 * spreadsheet's cells) never splits a number, so cells past the titles there are a column the sheet left untitled
 * (notes beside a hand-made list) and are ignored as before. A notes column of a comma file needs its own title.
 */
export function spillsPastHeader(cells: TableCell[], width: number, commaSeparated: boolean): boolean {
  return commaSeparated && cells.slice(width).some((cell) => cellText(cell) !== '');
}
