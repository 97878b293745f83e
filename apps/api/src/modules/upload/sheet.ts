import { inflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/universal';
import { readXlsxDirectory, spreadsheetCell, type XlsxEntry } from '@kalkulator/core';

// The first sheet of an .xlsx as the price-list and analysis readers take it, for the admin's upload and a price
// book's import alike. A zip bomb (a small file whose entries inflate to gigabytes) is refused before the reader
// unpacks it: the universal reader takes its entries from the central directory checked here and inflates none past
// the size that directory declares (the Node reader instead streams the local headers, which the check never saw).

/** A workbook refused for what it would unpack to, not for being unreadable. */
export class WorkbookTooLargeError extends Error {}

/**
 * The first sheet's rows; throws WorkbookTooLargeError for a workbook that would unpack past 50 MB, another error for
 * content that is no workbook (an .xlsx must really be a zip file).
 */
export async function readWorkbookTable(content: Buffer): Promise<(string | number)[][]> {
  const directory = readXlsxDirectory(content);
  if ('problem' in directory) {
    if (directory.problem === 'tooLarge') throw new WorkbookTooLargeError('unpacks past the limit');
    throw new Error('not a workbook');
  }
  for (const entry of directory.entries) assertInflatesWithin(content, entry);
  const bytes = content.buffer.slice(
    content.byteOffset,
    content.byteOffset + content.byteLength,
  ) as ArrayBuffer;
  return (await readSheet(bytes)).map((row) => row.map(spreadsheetCell));
}

/**
 * Declared sizes can lie: the reader cuts an entry at its declared size but inflates it to its end all the same
 * (seconds for 2 MB of packed zeros). Native zlib stops as soon as an entry outgrows its declaration.
 */
function assertInflatesWithin(content: Buffer, entry: XlsxEntry) {
  if (entry.method !== 8) return;
  const packed = content.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
  inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
}
