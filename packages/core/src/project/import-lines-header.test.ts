import { describe, expect, it } from 'vitest';
import { rabImportMessages, readRabTable, readRabText } from './import-lines';

describe('readRabText: a header naming the harga satuan, the volume or the unit twice', () => {
  it('refuses the file instead of reading the first of two price columns', () => {
    // Harga Satuan 60.000, Harga Satuan Penawaran 65.000: the line took 60.000 without a word.
    const reading = readRabText(
      'No;Uraian;Volume;Satuan;Harga Satuan (Rp);Harga Satuan Penawaran (Rp)\n1;Galian tanah;10;m3;60.000;65.000',
    );
    expect(reading.error).toBe(
      'Dua kolom dibaca sebagai harga satuan: "Harga Satuan (Rp)" dan "Harga Satuan Penawaran (Rp)". ' +
        'Hapus salah satu atau ganti judulnya.',
    );
    expect(reading.rows).toEqual([]);
    expect(readRabText('Uraian;Volume;Satuan;Harga 2025;Harga 2026\nGalian;10;m3;60.000;65.000').error).toBe(
      rabImportMessages.columnTwice('harga satuan', ['Harga 2025', 'Harga 2026']),
    );
    expect(readRabText('Uraian;Vol;Volume;Satuan;Harga\nGalian;10;12;m3;60.000').error).toBe(
      rabImportMessages.columnTwice('volume', ['Vol', 'Volume']),
    );
  });

  it('still reads a harga satuan beside its parts (bahan, upah) and the row total', () => {
    const reading = readRabText(
      'Uraian;Volume;Satuan;Harga Satuan Bahan;Harga Satuan Upah;Harga Satuan;Jumlah Harga\n' +
        'Galian;10;m3;0;60.000;60.000;600.000',
    );
    expect(reading.error).toBeNull();
    expect(reading.rows).toEqual([expect.objectContaining({ name: 'Galian', volume: 10, price: 60_000 })]);
  });
});

describe('readRabTable: a two-row header', () => {
  it('skips "Satuan | Jumlah" under a merged "Harga (Rp)" as the header’s own row, not a row without uraian', () => {
    // As read from a workbook (rab_merged_e.xlsx): merged cells are empty below and beside their title.
    const reading = readRabTable([
      ['RENCANA ANGGARAN BIAYA', '', '', '', '', ''],
      ['No', 'Uraian Pekerjaan', 'Volume', 'Satuan', 'Harga (Rp)', ''],
      ['', '', '', '', 'Satuan', 'Jumlah'],
      ['A', 'PEKERJAAN PERSIAPAN', '', '', '', ''],
      [1, 'Pembersihan lapangan dan perataan', 72, 'm2', 15000, 1080000],
      [2, 'Pasang pagar seng, tinggi 2 m', '25,5', "m'", '125.000', ''],
    ]);
    expect(reading.error).toBeNull();
    expect(reading.refused).toEqual([]);
    expect(reading.skipped).toEqual([{ line: 3, text: 'Satuan | Jumlah' }]);
    expect(reading.rows.map((row) => [row.line, row.division, row.volume, row.price])).toEqual([
      [5, 0, 72, 15_000],
      [6, 0, 25.5, 125_000],
    ]);
  });

  it('skips subtitles, units and the numbering together, and only right under the header', () => {
    const reading = readRabTable([
      ['No', 'Uraian', 'Volume', 'Satuan', 'Harga', ''],
      ['', '', '', '', 'Satuan', 'Jumlah'],
      ['', '', '', '', '(Rp)', '(Rp)'],
      [1, 2, 3, 4, 5, 6],
      [1, 'Galian tanah', 10, 'm3', 60_000, 600_000],
      ['', '', '', '', 'Satuan', 'Jumlah'],
    ]);
    expect(reading.skipped.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(reading.rows.map((row) => [row.line, row.price])).toEqual([[5, 60_000]]);
    // Further down the same words are a row like any other: no uraian.
    expect(reading.refused).toEqual([{ line: 6, text: 'Satuan', msg: rabImportMessages.name }]);
  });

  it('refuses a price title whose column below is a part or the total, not the harga satuan', () => {
    // "Harga Satuan" over "Bahan | Upah | Jumlah": its own column holds the material part alone.
    const parts = readRabTable([
      ['No', 'Uraian', 'Volume', 'Satuan', 'Harga Satuan', '', ''],
      ['', '', '', '', 'Bahan', 'Upah', 'Jumlah'],
      [1, 'Galian tanah', 10, 'm3', 0, 60_000, 60_000],
    ]);
    expect(parts.error).toBe(
      'Judul "Harga Satuan" terbagi menjadi "Bahan", "Upah" dan "Jumlah" di baris bawahnya: kolom harga ' +
        'satuannya tidak ditebak. Tulis judul setiap kolom dalam satu baris (mis. Harga Satuan, Jumlah Harga).',
    );
    const total = readRabTable([
      ['Uraian', 'Volume', 'Satuan', 'Harga (Rp)', ''],
      ['', '', '', 'Jumlah', 'Satuan'],
      ['Galian tanah', 10, 'm3', 600_000, 60_000],
    ]);
    expect(total.error).toBe(rabImportMessages.priceSplit('Harga (Rp)', ['Jumlah', 'Satuan']));
  });
});
