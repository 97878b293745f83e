import { readSheet } from 'read-excel-file/node';
import { isXlsxBytes, spreadsheetCell } from '@kalkulator/core';

// The first sheet of an .xlsx as the price-list and analysis readers take it, for the admin's upload and a price
// book's import alike.

/** The first sheet's rows; throws for content that is no workbook (an .xlsx must really be a zip file). */
export async function readWorkbookTable(content: Buffer): Promise<(string | number)[][]> {
  if (!isXlsxBytes(content)) throw new Error('not a zip');
  return (await readSheet(content)).map((row) => row.map(spreadsheetCell));
}
