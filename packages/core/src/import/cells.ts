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

/** An .xlsx is a zip file: its first bytes are "PK\x03\x04", whatever its name says. */
export function isXlsxBytes(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The most an .xlsx may unpack to. An estimator's largest workbooks (a RAB of thousands of lines, a regional price
 * list) unpack to a few MB; a file of at most 2 MB claiming more is a zip bomb (1 MB of deflated zeros inflates to 1 GB).
 */
export const XLSX_UNPACKED_MAX_BYTES = 50 * 1024 * 1024;

export const workbookMessages = {
  tooLarge:
    'Berkas Excel terlalu besar setelah dibuka (lebih dari 50 MB). Simpan sebagai CSV atau pecah menjadi beberapa berkas.',
} as const;

/** One file inside the zip as its central directory declares it: how it is packed, where and how large. */
export interface XlsxEntry {
  /** 0 stored, 8 deflated. */
  method: number;
  dataStart: number;
  packedSize: number;
  size: number;
}

export type XlsxDirectory =
  { entries: XlsxEntry[]; unpackedBytes: number } | { problem: 'unreadable' | 'tooLarge' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_MARK = 0xffffffff;

/**
 * The entries of an .xlsx as its central directory declares them, read before anything is inflated: a zip that
 * would unpack past `limit` (or needs ZIP64, which no workbook of this size does) is `tooLarge`, one that is no zip
 * or is cut short `unreadable`. The directory is found as the readers (fflate) find it, from the end of the file, so
 * the sizes checked here are the ones they size their buffers by; a deflated entry may still hold more than it
 * declares, which only inflating it tells.
 */
export function readXlsxDirectory(bytes: Uint8Array, limit = XLSX_UNPACKED_MAX_BYTES): XlsxDirectory {
  if (!isXlsxBytes(bytes)) return { problem: 'unreadable' };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = directoryEnd(view);
  if (end < 0) return { problem: 'unreadable' };
  const count = view.getUint16(end + 8, true);
  let at = view.getUint32(end + 16, true);
  if (
    (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) ||
    count === 0xffff ||
    at === ZIP64_MARK
  )
    return { problem: 'tooLarge' };
  const entries: XlsxEntry[] = [];
  let unpackedBytes = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return { problem: 'unreadable' };
    const packedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const local = view.getUint32(at + 42, true);
    if (packedSize === ZIP64_MARK || size === ZIP64_MARK || local === ZIP64_MARK)
      return { problem: 'tooLarge' };
    unpackedBytes += size;
    if (unpackedBytes > limit) return { problem: 'tooLarge' };
    if (local + 30 > end || view.getUint32(local, true) !== LOCAL_ENTRY) return { problem: 'unreadable' };
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (dataStart + packedSize > end) return { problem: 'unreadable' };
    entries.push({ method: view.getUint16(at + 10, true), dataStart, packedSize, size });
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unpackedBytes };
}

/** Where the end-of-central-directory record starts: the last one in the final 64 KB (its comment's reach), or -1. */
function directoryEnd(view: DataView): number {
  for (let at = view.byteLength - 22; at >= 0 && view.byteLength - at <= 22 + 0xffff; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return -1;
}

/**
 * A spreadsheet cell as the readers take it: a number stays a number (the text "1.575" would be read the Indonesian
 * way, as 1575), cut to the 15 digits Excel keeps so a formula's binary noise (71500.00000000001) is not taken for
 * sen; a date as YYYY-MM-DD; anything else as text.
 */
export function spreadsheetCell(value: unknown): TableCell {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' && Number.isFinite(value)) return Number(value.toPrecision(15));
  return String(value);
}
