import { ahspMessages } from '../ahsp/messages';
import { parsePriceListRows, parsePriceListText, type PriceListError, type PriceListRow } from './price-list';

export { readDelimited, splitDelimited, type Delimiter } from './delimited';

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
  extraCells: ahspMessages.extraCells,
} as const;

/**
 * Material rows from a table of cells (pasted text, CSV or a spreadsheet): the header row maps columns by name
 * (see price-list.ts); without one, three columns are name, unit, price and four code, name, unit, price. Empty
 * rows are ignored; line numbers start at 1. A Kategori column sends rows to labour rates (upah) or equipment (alat).
 * Give `commaSeparated` for a table read from comma-separated text (readDelimited's delimiter).
 */
export function parseMaterialRows(
  table: string[][],
  options: { commaSeparated?: boolean } = {},
): { rows: PriceListRow[]; errors: PriceListError[] } {
  return parsePriceListRows(table, options);
}

/**
 * Rows pasted from a spreadsheet or read from a text file: tab, semicolon or comma separated (a comma file's row
 * with more cells than its titles is refused: an unquoted 65,000 split in two).
 */
export function parsePastedMaterials(text: string): { rows: PriceListRow[]; errors: PriceListError[] } {
  return parsePriceListText(text);
}
