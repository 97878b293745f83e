import { spreadsheetCell } from '@kalkulator/core';

// The first sheet of an .xlsx read in the browser, for "Impor baris RAB". The reader (read-excel-file, as the API
// reads uploads) is loaded only when a workbook is picked: neither the first screen nor the editor carries it.

/** The rows of the workbook's first sheet; rejects for bytes that are no workbook. */
export async function readWorkbookTable(bytes: Uint8Array): Promise<(string | number)[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return (await readSheet(buffer)).map((row) => row.map(spreadsheetCell));
}
