import { readSheet } from 'read-excel-file/node';

// The first sheet of an .xlsx as the price-list and analysis readers take it, for the admin's upload and a price
// book's import alike.

const XLSX_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * A spreadsheet cell for the parsers: a number stays a number (the text "1.575" would be read the Indonesian way, as
 * 1575), cut to the 15 digits Excel keeps so a formula's binary noise (71500.00000000001) is not taken for sen.
 */
function sheetCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' && Number.isFinite(value)) return Number(value.toPrecision(15));
  return String(value);
}

/** The first sheet's rows; throws for content that is no workbook (an .xlsx must really be a zip file). */
export async function readWorkbookTable(content: Buffer): Promise<(string | number)[][]> {
  if (!content.subarray(0, 4).equals(XLSX_SIGNATURE)) throw new Error('not a zip');
  return (await readSheet(content)).map((row) => row.map(sheetCell));
}
