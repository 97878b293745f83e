import { describe, expect, it } from 'vitest';
import {
  XLSX_UNPACKED_MAX_BYTES,
  cellText,
  isXlsxBytes,
  readXlsxDirectory,
  spreadsheetCell,
  workbookMessages,
} from './cells';

describe('imported cells', () => {
  it("keeps a spreadsheet's number a number, cut to Excel's 15 digits; a date as YYYY-MM-DD; empty as ''", () => {
    expect(spreadsheetCell(71500.00000000001)).toBe(71500);
    expect(spreadsheetCell(1.575)).toBe(1.575);
    expect(spreadsheetCell(new Date('2026-11-26T00:00:00Z'))).toBe('2026-11-26');
    expect(spreadsheetCell(null)).toBe('');
    expect(spreadsheetCell(undefined)).toBe('');
    expect(spreadsheetCell(Number.NaN)).toBe('NaN');
    expect(spreadsheetCell(true)).toBe('true');
  });

  it('knows an .xlsx by its zip signature, not by its name', () => {
    expect(isXlsxBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe(true);
    expect(isXlsxBytes(new TextEncoder().encode('No;Uraian'))).toBe(false);
    expect(isXlsxBytes(new Uint8Array([0x50, 0x4b]))).toBe(false);
  });

  it('writes a small number in plain digits, never as 1e-7', () => {
    expect(cellText(1e-7)).toBe('0.0000001');
    expect(cellText(' A.4.4.1.9 ')).toBe('A.4.4.1.9');
  });
});

/** A zip of stored entries written byte by byte, each declaring `size` (its true length unless a test lies). */
function zip(
  entries: { name: string; data: string; size?: number }[],
  comment = '',
): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder();
  const parts: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = text.encode(entry.name);
    const data = text.encode(entry.data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, entry.size ?? data.length, true);
    local.setUint16(26, name.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, entry.size ?? data.length, true);
    central.setUint16(28, name.length, true);
    central.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), name, data);
    directory.push(new Uint8Array(central.buffer), name);
    offset += 30 + name.length + data.length;
  }
  const directoryLength = directory.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directoryLength, true);
  end.setUint32(16, offset, true);
  end.setUint16(20, comment.length, true);
  const all = [...parts, ...directory, new Uint8Array(end.buffer), text.encode(comment)];
  const bytes = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  all.reduce((at, part) => (bytes.set(part, at), at + part.length), 0);
  return bytes;
}

const MB = 1024 * 1024;

describe("an .xlsx's central directory, read before anything is inflated", () => {
  const workbook = [
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'xl/worksheets/sheet1.xml', data: '<worksheet/>' },
  ];

  it('lists each entry with where its data starts, and adds up what the workbook unpacks to', () => {
    const bytes = zip(workbook, 'dibuat oleh Excel');
    const directory = readXlsxDirectory(bytes);
    expect(directory).toEqual({
      entries: [
        { method: 0, dataStart: 49, packedSize: 8, size: 8 },
        { method: 0, dataStart: 111, packedSize: 12, size: 12 },
      ],
      unpackedBytes: 20,
    });
    expect(new TextDecoder().decode(bytes.subarray(111, 123))).toBe('<worksheet/>');
  });

  it('refuses a workbook declared to unpack past 50 MB, in one entry or all of them together', () => {
    // 1 MB of zeros deflates to about 1 KB: a file of a few KB can declare gigabytes.
    expect(
      readXlsxDirectory(zip([{ name: 'xl/worksheets/sheet1.xml', data: '0', size: 2048 * MB }])),
    ).toEqual({
      problem: 'tooLarge',
    });
    const sheets = (count: number) =>
      zip(
        Array.from({ length: count }, (_, n) => ({
          name: `xl/worksheets/sheet${n}.xml`,
          data: '0',
          size: 20 * MB,
        })),
      );
    expect(readXlsxDirectory(sheets(2))).toMatchObject({ unpackedBytes: 40 * MB });
    expect(readXlsxDirectory(sheets(3))).toEqual({ problem: 'tooLarge' });
    expect(XLSX_UNPACKED_MAX_BYTES).toBe(50 * MB);
    expect(workbookMessages.tooLarge).toBe(
      'Berkas Excel terlalu besar setelah dibuka (lebih dari 50 MB). Simpan sebagai CSV atau pecah menjadi beberapa berkas.',
    );
  });

  it('refuses ZIP64 (sizes of 0xFFFFFFFF, 65 535 entries, a ZIP64 record before the end) as too large', () => {
    const marked = zip([{ name: 'xl/worksheets/sheet1.xml', data: '0', size: 0xffffffff }]);
    expect(readXlsxDirectory(marked)).toEqual({ problem: 'tooLarge' });

    const bytes = zip(workbook);
    const end = bytes.length - 22;
    const manyEntries = bytes.slice();
    new DataView(manyEntries.buffer).setUint16(end + 8, 0xffff, true);
    expect(readXlsxDirectory(manyEntries)).toEqual({ problem: 'tooLarge' });
    // The ZIP64 locator sits 20 bytes before the end record, where the last directory entry ends here.
    const located = bytes.slice();
    new DataView(located.buffer).setUint32(end - 20, 0x07064b50, true);
    expect(readXlsxDirectory(located)).toEqual({ problem: 'tooLarge' });
  });

  it('finds a file cut short, or no zip at all, unreadable', () => {
    const bytes = zip(workbook);
    expect(readXlsxDirectory(bytes.subarray(0, bytes.length - 30))).toEqual({ problem: 'unreadable' });
    expect(readXlsxDirectory(bytes.subarray(0, 60))).toEqual({ problem: 'unreadable' });
    expect(readXlsxDirectory(new TextEncoder().encode('No;Uraian;Volume'))).toEqual({
      problem: 'unreadable',
    });
    expect(readXlsxDirectory(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toEqual({ problem: 'unreadable' });
    // A directory entry pointing past the end of the file.
    const pointing = bytes.slice();
    new DataView(pointing.buffer).setUint32(pointing.length - 22 - 46 - 24 + 42, 0x7fffffff, true);
    expect(readXlsxDirectory(pointing)).toEqual({ problem: 'unreadable' });
  });
});
