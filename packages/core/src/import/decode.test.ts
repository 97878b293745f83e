import { describe, expect, it } from 'vitest';
import { decodeImportText, readImportText } from './decode';

describe('decodeImportText', () => {
  it('reads UTF-8 without its BOM', () => {
    const bytes = new TextEncoder().encode('\uFEFFKode;Uraian;Satuan\nM.02;Pasir;m³');
    expect(decodeImportText(bytes)).toBe('Kode;Uraian;Satuan\nM.02;Pasir;m³');
  });

  it('reads what Excel saves as "CSV (comma delimited)" on Windows (Windows-1252): m³, Ø and – whole', () => {
    // "Pasir;m³;Besi Ø10 – polos" in Windows-1252: ³ = B3, Ø = D8, – = 96.
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('Pasir;m'),
      0xb3,
      ...new TextEncoder().encode(';Besi '),
      0xd8,
      ...new TextEncoder().encode('10 '),
      0x96,
      ...new TextEncoder().encode(' polos'),
    ]);
    expect(decodeImportText(bytes)).toBe('Pasir;m³;Besi Ø10 – polos');
  });
});

/** "Kode\tSatuan\r\nM.02\tm³\r\n" as Excel's "Unicode Text (.txt)" writes it: UTF-16LE after the BOM FF FE. */
const UNICODE_TEXT = [
  0xff, 0xfe, 0x4b, 0x00, 0x6f, 0x00, 0x64, 0x00, 0x65, 0x00, 0x09, 0x00, 0x53, 0x00, 0x61, 0x00, 0x74, 0x00,
  0x75, 0x00, 0x61, 0x00, 0x6e, 0x00, 0x0d, 0x00, 0x0a, 0x00, 0x4d, 0x00, 0x2e, 0x00, 0x30, 0x00, 0x32, 0x00,
  0x09, 0x00, 0x6d, 0x00, 0xb3, 0x00, 0x0d, 0x00, 0x0a, 0x00,
];

describe('decodeImportText with UTF-16', () => {
  it('reads Excel\'s "Unicode Text" (UTF-16LE, BOM FF FE, tabs) without its BOM', () => {
    expect(decodeImportText(Uint8Array.from(UNICODE_TEXT))).toBe('Kode\tSatuan\r\nM.02\tm³\r\n');
  });

  it('reads UTF-16BE by its BOM FE FF, with a character past Latin-1 (–, U+2013) and one past the BMP', () => {
    // "Ø10 – 🧱": Ø = 00 D8, – = 20 13, 🧱 = D8 3E DD F1 (a surrogate pair).
    const bytes = Uint8Array.from([
      0xfe, 0xff, 0x00, 0xd8, 0x00, 0x31, 0x00, 0x30, 0x00, 0x20, 0x20, 0x13, 0x00, 0x20, 0xd8, 0x3e, 0xdd,
      0xf1,
    ]);
    expect(decodeImportText(bytes)).toBe('Ø10 – 🧱');
  });

  it('reads UTF-16LE without a BOM when nearly every pair is a character then 0', () => {
    expect(decodeImportText(Uint8Array.from(UNICODE_TEXT.slice(2)))).toBe('Kode\tSatuan\r\nM.02\tm³\r\n');
  });

  it('reads a UTF-16 file longer than one slice of characters whole', () => {
    const text = 'M.02\tPasir pasang\tm³\t250000\r\n'.repeat(1000);
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(decodeImportText(bytes)).toBe(text);
  });
});

describe('readImportText', () => {
  it('gives the text of a UTF-16 file (full of 0 bytes) and of a UTF-8 one', () => {
    expect(readImportText(Uint8Array.from(UNICODE_TEXT))).toBe('Kode\tSatuan\r\nM.02\tm³\r\n');
    expect(readImportText(new TextEncoder().encode('Kode;Satuan'))).toBe('Kode;Satuan');
  });

  it('refuses an old .xls (its OLE2 header, then 0 bytes) as no text', () => {
    const xls = Uint8Array.from([
      0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e, 0,
    ]);
    expect(readImportText(xls)).toBeNull();
  });

  it('refuses a file with a 0 byte that is not UTF-16 (odd length, or pairs of 0)', () => {
    expect(readImportText(Uint8Array.from([0x4b, 0x00, 0x6f]))).toBeNull();
    expect(readImportText(Uint8Array.from([0xff, 0xfe, 0x4b, 0x00, 0x00, 0x00]))).toBeNull();
  });
});
