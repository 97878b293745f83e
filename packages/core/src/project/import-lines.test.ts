import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { volumeMessages } from './volume';
import { rabImportMessages, readRabTable, readRabText } from './import-lines';

// A RAB as estimators keep it in Excel, pasted or saved as CSV: a title, the header, the column numbering, division
// rows, items, and the sums under each division.
const RAB = [
  'RENCANA ANGGARAN BIAYA – RUMAH TINGGAL',
  'No;Uraian Pekerjaan;Kode AHSP;Vol;Sat;Harga Satuan (Rp);Jumlah Harga (Rp);Keterangan',
  '1;2;3;4;5;6;7;8',
  'A;PEKERJAAN PERSIAPAN;;;;;;',
  '1;Pembersihan lapangan;A.2.2.1.1;120;m2;Rp 12.500;1.500.000;',
  '2;Mobilisasi dan demobilisasi;;1;ls;2.500.000;2.500.000;',
  ';Jumlah A;;;;;4.000.000;',
  '',
  'B;PEKERJAAN TANAH;;;;;;',
  '1;Galian tanah biasa;;"12,5";m3;95.000;;',
  '2;Urugan pasir bawah pondasi;;0,15;m³;;;',
  ';Sub Total;;;;;;',
  ';PPN 11%;;;;;;',
  ';Dibulatkan;;;;;;',
  ';Terbilang: sepuluh juta rupiah;;;;;;',
].join('\n');

describe('readRabText: a RAB from Excel or another tool', () => {
  it('maps the columns by their titles, reads division rows and items, and skips sums, tax and terbilang', () => {
    const reading = readRabText(RAB);
    expect(reading.error).toBeNull();
    expect(reading.divisions).toEqual([
      { code: 'A', name: 'PEKERJAAN PERSIAPAN', line: 4 },
      { code: 'B', name: 'PEKERJAAN TANAH', line: 9 },
    ]);
    expect(reading.rows).toEqual([
      {
        line: 5,
        division: 0,
        code: 'A.2.2.1.1',
        name: 'Pembersihan lapangan',
        unit: 'm2',
        volume: 120,
        volumeText: '120',
        price: 12_500,
        priceProblem: null,
      },
      expect.objectContaining({ line: 6, division: 0, code: null, volume: 1, unit: 'ls', price: 2_500_000 }),
      expect.objectContaining({ line: 10, division: 1, volume: 12.5, volumeText: '12,5', price: 95_000 }),
      expect.objectContaining({ line: 11, division: 1, volume: 0.15, volumeText: '0,15', price: null }),
    ]);
    expect(reading.skipped).toEqual([
      { line: 3, text: '1 | 2 | 3 | 4 | 5 | 6 | 7 | 8' },
      { line: 7, text: 'Jumlah A' },
      { line: 12, text: 'Sub Total' },
      { line: 13, text: 'PPN 11%' },
      { line: 14, text: 'Dibulatkan' },
      { line: 15, text: 'Terbilang: sepuluh juta rupiah' },
    ]);
    expect(reading.emptyRows).toBe(1);
    expect(reading.refused).toEqual([]);
  });

  it('reads a tab-separated paste and a comma CSV with quoted cells and a UTF-8 BOM alike', () => {
    const tabbed = readRabText(
      'No\tUraian\tVolume\tSatuan\tHarga Satuan\nI\tPekerjaan Tanah\t\t\t\n1\tGalian tanah\t3 × 4 × 0,15\tm3\t95000',
    );
    expect(tabbed.divisions).toEqual([{ code: 'I', name: 'Pekerjaan Tanah', line: 2 }]);
    expect(tabbed.rows[0]).toMatchObject({ volume: 1.8, volumeText: '3 × 4 × 0,15', price: 95_000 });

    const csv = readRabText(
      '\uFEFFJenis Pekerjaan,Satuan,Volume,Harga Satuan\n"Beton K-225, aduk manual",m3,"2,5","Rp 1.250.000"',
    );
    expect(csv.rows).toEqual([
      expect.objectContaining({
        name: 'Beton K-225, aduk manual',
        unit: 'm3',
        volume: 2.5,
        price: 1_250_000,
      }),
    ]);
  });

  it('reads a merged division title kept in the No cell, and skips a two-row header’s units and numbering', () => {
    const reading = readRabTable([
      ['RENCANA ANGGARAN BIAYA', '', '', '', '', '', ''],
      ['No', 'Uraian Pekerjaan', 'Volume', 'Satuan', 'Harga Satuan', 'Jumlah Harga', 'Ket'],
      ['', '', '', '', '(Rp)', '(Rp)', ''],
      [1, 2, 3, 4, 5, 6, 7],
      ['A. PEKERJAAN PERSIAPAN', '', '', '', '', '', ''],
      [1, 'Pembersihan lapangan', 120, 'm2', 12_500, 1_500_000, ''],
      ['B. PEKERJAAN LANTAI', '', '', '', '', '', ''],
      [1, 'Keramik 40x40', 80, 'm2', 185_000, 14_800_000, ''],
      ['II PEKERJAAN ATAP', '', '', '', '', 9_500_000, ''],
      [1, 'Genteng metal', 100, 'm2', 95_000, 9_500_000, ''],
    ]);
    expect(reading.divisions).toEqual([
      { code: 'A', name: 'PEKERJAAN PERSIAPAN', line: 5 },
      { code: 'B', name: 'PEKERJAAN LANTAI', line: 7 },
      { code: 'II', name: 'PEKERJAAN ATAP', line: 9 },
    ]);
    expect(reading.rows.map((row) => [row.line, row.division, row.name])).toEqual([
      [6, 0, 'Pembersihan lapangan'],
      [8, 1, 'Keramik 40x40'],
      [10, 2, 'Genteng metal'],
    ]);
    expect(reading.skipped).toEqual([
      { line: 3, text: '(Rp) | (Rp)' },
      { line: 4, text: '1 | 2 | 3 | 4 | 5 | 6 | 7' },
    ]);
    expect(reading.refused).toEqual([]);
  });

  it('skips the signatures under the table, not refusing names, titles and the place and date', () => {
    const reading = readRabText(
      [
        'No;Uraian;Volume;Satuan;Harga Satuan;Jumlah',
        '1;Pembersihan lapangan;120;m2;12.500;1.500.000',
        ';Jumlah;;;;1.500.000',
        '',
        ';;;;Sleman, 12 Januari 2026;',
        ';Mengetahui,;;;Dibuat oleh,;',
        ';Pemilik;;;Pelaksana;',
        '',
        ';Ir. Bambang Sutrisno;;;Agus Setiawan, S.T.;',
      ].join('\n'),
    );
    expect(reading.rows.map((row) => row.line)).toEqual([2]);
    expect(reading.refused).toEqual([]);
    expect(reading.skipped.map((row) => row.line)).toEqual([3, 5, 6, 7, 9]);
    expect(reading.divisions).toEqual([]);
  });

  it('takes a Bagian column as the division of each row', () => {
    const reading = readRabText(
      'Bagian;Uraian;Volume;Satuan;Harga Satuan\nPekerjaan Atap;Rangka baja ringan;80;m2;185.000\nPEKERJAAN ATAP;Genteng metal;80;m2;95.000\nB. Pekerjaan Cat;Cat dinding;200;m2;35.000',
    );
    expect(reading.divisions).toEqual([
      { code: null, name: 'Pekerjaan Atap', line: 2 },
      { code: 'B', name: 'Pekerjaan Cat', line: 4 },
    ]);
    expect(reading.rows.map((row) => row.division)).toEqual([0, 0, 1]);
  });

  it('refuses, by line and in Indonesian, rows without a volume, with volume 0, unreadable or ambiguous numbers', () => {
    const reading = readRabText(
      [
        // Plain prices: nothing in this file says whether its comma is a decimal one.
        'Uraian;Volume;Satuan;Harga Satuan',
        'Galian;;m3;95000',
        'Urugan;0;m3;95000',
        'Bekisting;dua;m2;95000',
        'Pagar;12,500;m1;65,000',
        'Lantai;10;;150000',
        ';10;m2;150000',
        'Plester;10;m2;lima ribu',
        `${'Pekerjaan '.repeat(51)};1;ls;1000`,
        'Pondasi;1;meter kubik padat terpasang;1000',
      ].join('\n'),
    );
    expect(reading.refused).toEqual([
      { line: 2, text: 'Galian', msg: rabImportMessages.volumeEmpty },
      { line: 3, text: 'Urugan', msg: volumeMessages.positive },
      { line: 4, text: 'Bekisting', msg: volumeMessages.invalid('dua') },
      { line: 5, text: 'Pagar', msg: rabImportMessages.volumeAmbiguous('12,500', true, '12,5', '12500') },
      { line: 6, text: 'Lantai', msg: rabImportMessages.unit },
      { line: 7, text: 'm2', msg: rabImportMessages.name },
      { line: 8, text: 'Plester', msg: rabImportMessages.price('lima ribu') },
      // A line the project could not save: its uraian and satuan within the project's limits.
      { line: 9, text: 'Pekerjaan '.repeat(51).trim(), msg: rabImportMessages.nameTooLong },
      { line: 10, text: 'Pondasi', msg: rabImportMessages.unitTooLong },
    ]);
    expect(reading.rows).toEqual([]);
  });

  it('refuses a price like "65,000" (thousands or decimals?) and reads "12,500" as 12,5 in a file that writes 1.250.000', () => {
    const reading = readRabText(
      'Uraian;Volume;Satuan;Harga Satuan\nPagar;12,500;m1;1.250.000\nTiang;2;bh;65,000\nCat;10;m2;Rp 2.500,50',
    );
    expect(reading.rows).toEqual([
      expect.objectContaining({ line: 2, volume: 12.5, volumeText: '12,5' }),
      // A price with sen is no free line's price, but a catalogue line does not use it: kept with its problem.
      expect.objectContaining({
        line: 4,
        price: 2500.5,
        priceProblem: 'Harga satuan terbaca 2.500,5: harus rupiah bulat tanpa sen (tulis 2.500 atau 2.501).',
      }),
    ]);
    expect(reading.refused).toEqual([
      { line: 3, text: 'Tiang', msg: ahspMessages.priceCommaThousands('65,000', '65.000', '65000') },
    ]);
  });

  it('reads a file written with decimal points by its points: "12.500" is twelve and a half there', () => {
    const reading = readRabText(
      [
        'No,Uraian,Volume,Satuan,Harga Satuan,Jumlah',
        'A,PEKERJAAN TANAH,,,,',
        '1,Galian tanah,1.5,m3,"95,000.00","142,500.00"',
        '2,Urugan pasir,12.500,m3,"15,000.00","187,500.00"',
        '3,Pemadatan,120.00,m2,"2,500","300,000.00"',
        '4,Bongkaran,1,ls,"748,000.55",',
        '5,Cor lantai kerja,2 x 0.05,m3,"1,250,000",',
      ].join('\n'),
    );
    expect(
      reading.rows.map((row) => [row.line, row.volume, row.volumeText, row.price, row.priceProblem]),
    ).toEqual([
      [3, 1.5, '1,5', 95_000, null],
      [4, 12.5, '12,5', 15_000, null],
      [5, 120, '120', 2_500, null],
      [
        6,
        1,
        '1',
        748_000.55,
        'Harga satuan terbaca 748.000,55: harus rupiah bulat tanpa sen (tulis 748.000 atau 748.001).',
      ],
      // A working keeps its figures, in the editor's Indonesian writing.
      [7, 0.1, '2 x 0,05', 1_250_000, null],
    ]);
    expect(reading.refused).toEqual([]);
  });

  it('keeps reading an Indonesian file by its commas, and refuses "12.500" where no number shows the mark', () => {
    const indonesian = readRabText(
      'Uraian;Volume;Satuan;Harga Satuan\nGalian;12.500;m3;95.000\nUrugan;1,575;m3;45.000',
    );
    expect(indonesian.rows.map((row) => [row.volume, row.price])).toEqual([
      [12_500, 95_000],
      [1.575, 45_000],
    ]);
    const unknown = readRabText(
      'Uraian;Volume;Satuan;Harga Satuan\nGalian;12.500;m3;95000\nUrugan;2;m3;45000',
    );
    expect(unknown.refused).toEqual([
      {
        line: 2,
        text: 'Galian',
        msg: 'Volume "12.500" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal, dan angka lain di berkas tidak menunjukkan tanda desimalnya. Tulis 12,5 atau 12500.',
      },
    ]);
  });

  it('takes a spreadsheet’s numbers as numbers: 1.575 stays one and a bit', () => {
    const reading = readRabTable([
      ['No', 'Uraian', 'Volume', 'Satuan', 'Harga Satuan'],
      ['A', 'PEKERJAAN PERSIAPAN', '', '', ''],
      [1, 'Pengukuran', 1.575, 'm2', 12_500],
    ]);
    expect(reading.rows[0]).toMatchObject({ volume: 1.575, volumeText: '1,575', price: 12_500, division: 0 });
  });

  it('names the missing columns, or asks for a header', () => {
    expect(readRabText('No;Uraian;Satuan;Harga Satuan\n1;Galian;m3;95.000').error).toBe(
      rabImportMessages.headerColumns(['Volume']),
    );
    expect(readRabText('Galian;10;m3;95.000').error).toBe(rabImportMessages.noHeader);
    expect(readRabText('Uraian;Volume;Satuan\n\n;Jumlah;;').error).toBe(rabImportMessages.empty);
  });

  it('refuses a table longer than 2.000 rows as a whole', () => {
    const rows = Array.from({ length: 2001 }, (_, at) => `Item ${at};1;ls;1000`);
    expect(readRabText(['Uraian;Volume;Satuan;Harga', ...rows].join('\n')).error).toBe(
      rabImportMessages.tooMany,
    );
  });
});
