import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { splitDelimited } from './paste';
import { parsePriceListRows } from './price-list';

const read = (text: string) => parsePriceListRows(splitDelimited(text));

describe('parsePriceListRows: a header naming the price twice', () => {
  it('refuses the list instead of pricing it from the first of two price columns', () => {
    // Harga Lama 1.300, Harga Baru 1.450: the book took 1.300 without a word.
    expect(
      read('Kode;Nama Bahan;Satuan;Harga Lama;Harga Baru\nM.01;Semen Portland (PC);kg;1.300;1.450'),
    ).toEqual({
      rows: [],
      errors: [
        {
          line: 1,
          msg: 'Dua kolom dibaca sebagai harga: "Harga Lama" dan "Harga Baru". Hapus salah satu atau ganti judulnya.',
        },
      ],
    });
    expect(
      read('DAFTAR HARGA\nKode;Nama Bahan;Satuan;Harga 2025;Harga 2026\nM.01;Semen;kg;1.300;1.450').errors,
    ).toEqual([{ line: 2, msg: ahspMessages.columnTwice('harga', ['Harga 2025', 'Harga 2026']) }]);
    expect(read('Nama;Satuan;Harga Dasar;Harga Satuan (Rp)\nSemen;kg;1.300;1.450').errors).toEqual([
      { line: 1, msg: ahspMessages.columnTwice('harga', ['Harga Dasar', 'Harga Satuan (Rp)']) },
    ]);
    expect(read('Nama;Harga;Satuan;Upah;Harga Satuan\nSemen;1;kg;2;3').errors[0]!.msg).toBe(
      'Tiga kolom dibaca sebagai harga: "Harga", "Upah" dan "Harga Satuan". Sisakan satu; hapus yang lain atau ganti judulnya.',
    );
  });

  it('refuses a unit named twice (a price counts per its unit), and reads a second name column as before', () => {
    expect(read('Nama;Satuan;Sat;Harga\nSemen;zak;kg;65.000').errors).toEqual([
      { line: 1, msg: ahspMessages.columnTwice('satuan', ['Satuan', 'Sat']) },
    ]);
    expect(read('Nama Bahan;Deskripsi;Satuan;Harga\nSemen;untuk plester;zak;65.000')).toEqual({
      rows: [{ line: 2, kind: 'material', name: 'Semen', unit: 'zak', price: 65_000 }],
      errors: [],
    });
  });

  it('reads a row total beside the price as no price, whichever comes first', () => {
    for (const text of [
      'Nama;Satuan;Harga Satuan;Harga Total\nSemen;zak;65.000;650.000',
      'Nama;Satuan;Harga Total;Harga Satuan\nSemen;zak;650.000;65.000',
    ])
      expect(read(text)).toEqual({
        rows: [{ line: 2, kind: 'material', name: 'Semen', unit: 'zak', price: 65_000 }],
        errors: [],
      });
  });
});

describe('parsePriceListRows: a two-row header', () => {
  it('skips the second row of a header whose "Harga" is merged over "Satuan (Rp) | Jumlah"', () => {
    // As read from a workbook (pl_merged_header.xlsx): the merged cells are empty below and beside their title.
    const table = [
      ['No', 'Uraian', 'Satuan', 'Harga', ''],
      ['', '', '', 'Satuan (Rp)', 'Jumlah'],
      [1, 'Semen Portland (PC)', 'kg', 1450, ''],
      [2, 'Pasir pasang', 'm3', 240000, ''],
    ];
    expect(parsePriceListRows(table)).toEqual({
      rows: [
        { line: 3, kind: 'material', name: 'Semen Portland (PC)', unit: 'kg', price: 1_450 },
        { line: 4, kind: 'material', name: 'Pasir pasang', unit: 'm3', price: 240_000 },
      ],
      errors: [],
    });
  });

  it('refuses a price title split into parts below it: its own column is no unit price', () => {
    const table = [
      ['Uraian', 'Satuan', 'Harga Satuan', '', ''],
      ['', '', 'Bahan', 'Upah', 'Jumlah'],
      ['Pasangan bata', 'm2', 90_000, 60_000, 150_000],
    ];
    expect(parsePriceListRows(table)).toEqual({
      rows: [],
      errors: [{ line: 1, msg: ahspMessages.priceSplit('Harga Satuan', ['Bahan', 'Upah', 'Jumlah']) }],
    });
  });

  it('skips a row of units and the column numbering under it, but never a row with a number or a name', () => {
    expect(read('No;Uraian;Satuan;Harga\n;;;(Rp)\n1;2;3;4\n1;Semen;zak;65.000').rows).toEqual([
      { line: 4, kind: 'material', name: 'Semen', unit: 'zak', price: 65_000 },
    ]);
    // "Satuan" under the unit column with a price: an item without a name, refused as such.
    expect(read('Nama;Satuan;Harga\n;Satuan;65.000').errors).toEqual([{ line: 2, msg: ahspMessages.name }]);
    expect(read('Nama;Satuan;Harga\nPasir;;').errors).toEqual([{ line: 2, msg: ahspMessages.unit }]);
  });
});

describe('parsePriceListRows: an empty price cell', () => {
  it('says the price is empty, not that "" is no number', () => {
    expect(read('Kode;Nama;Satuan;Harga\nM.02;Pasir pasang;m3;\nM.03;Pasir beton;m3;mahal').errors).toEqual([
      { line: 2, msg: 'Harga kosong' },
      { line: 3, msg: 'Harga "mahal" bukan angka' },
    ]);
  });
});
