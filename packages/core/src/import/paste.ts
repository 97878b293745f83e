import { ahspMessages } from '../ahsp/messages';
import { parsePriceListRows, type PriceListError, type PriceListRow } from './price-list';

// Rows pasted from a spreadsheet or read from CSV/XLSX into material rows. Prices are read the Indonesian
// way ("Rp 1.250.000,50", "75.000"); every bad row is reported with its line number and nothing else is dropped.

export type PastedMaterialRow = PriceListRow;
export type PasteError = PriceListError;

/** The texts of a price list's row errors (kept under this name for the materials screens). */
export const pasteMessages = {
  empty: ahspMessages.empty,
  columns: ahspMessages.columns,
  name: ahspMessages.name,
  unit: ahspMessages.unit,
  price: ahspMessages.price,
  negative: ahspMessages.negative,
  tooMany: ahspMessages.priceListTooMany,
} as const;

/**
 * Splits delimited text into rows of cells: tab, semicolon or comma (whichever the first line uses, in that
 * order), with "quoted" cells that may hold the delimiter or "" for a quote. Line numbers are kept by index.
 */
export function splitDelimited(text: string): string[][] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const first = lines.find((line) => line.trim()) ?? '';
  const delimiter = first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
  return lines.map((line) => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index += 1) {
      const character = line[index]!;
      if (quoted && character === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (quoted && character === '"') {
        quoted = false;
      } else if (!quoted && character === '"' && cell.trim() === '') {
        quoted = true;
      } else if (!quoted && character === delimiter) {
        cells.push(cell.trim());
        cell = '';
      } else {
        cell += character;
      }
    }
    cells.push(cell.trim());
    return cells;
  });
}

/**
 * Material rows from a table of cells (pasted text, CSV or a spreadsheet): the header row maps columns by name
 * (see price-list.ts); without one, three columns are name, unit, price and four code, name, unit, price. Empty
 * rows are ignored; line numbers start at 1. A Kategori column sends rows to labour rates (upah) or equipment (alat).
 */
export function parseMaterialRows(table: string[][]): { rows: PriceListRow[]; errors: PriceListError[] } {
  return parsePriceListRows(table);
}

/** Rows pasted from a spreadsheet or read from a text file: tab, semicolon or comma separated. */
export function parsePastedMaterials(text: string): { rows: PriceListRow[]; errors: PriceListError[] } {
  return parsePriceListRows(splitDelimited(text));
}
