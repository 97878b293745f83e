import { readXlsxDirectory, spreadsheetCell } from '@kalkulator/core';

// The first sheet of an .xlsx read in the browser, for "Impor baris RAB". The reader (read-excel-file, as the API
// reads uploads) is loaded only when a workbook is picked: neither the first screen nor the editor carries it.

export type WorkbookReading = { table: (string | number)[][] } | { problem: 'unreadable' | 'tooLarge' };

/**
 * The rows of the workbook's first sheet, or why there are none. A zip bomb (a small file whose entries inflate to
 * gigabytes) is refused from its central directory before the reader is even loaded; the reader takes its entries
 * from that directory and inflates none past its declared size.
 */
export async function readWorkbookTable(bytes: Uint8Array): Promise<WorkbookReading> {
  const directory = readXlsxDirectory(bytes);
  if ('problem' in directory) return directory;
  try {
    const { readSheet } = await import('read-excel-file/browser');
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    return { table: (await readSheet(buffer)).map((row) => row.map(spreadsheetCell)) };
  } catch {
    return { problem: 'unreadable' };
  }
}
