// The first sheet of an .xlsx read in the browser, for "Impor baris RAB". The reader (read-excel-file, as the API
// reads uploads) is loaded only when a workbook is picked: neither the first screen nor the editor carries it.

/** An .xlsx is a zip file: its first bytes are "PK\x03\x04", whatever its name says. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * A spreadsheet cell for core's readers: a number stays a number (the text "1.575" would be read the Indonesian
 * way, as 1575), cut to the 15 digits Excel keeps so a formula's binary noise is not taken for sen.
 */
function sheetCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' && Number.isFinite(value)) return Number(value.toPrecision(15));
  return String(value);
}

/** The rows of the workbook's first sheet; rejects for bytes that are no workbook. */
export async function readWorkbookTable(bytes: Uint8Array): Promise<(string | number)[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return (await readSheet(buffer)).map((row) => row.map(sheetCell));
}
