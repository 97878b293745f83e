import { describe, expect, it } from 'vitest';
import { ahspMessages } from '../ahsp/messages';
import { rabImportMessages, readRabTable, readRabText } from '../project/import-lines';
import { parseMaterialRows, parsePastedMaterials, splitDelimited } from './paste';
import { parsePriceListRows, parsePriceListText } from './price-list';

// A comma file's row with more cells than its header has titles: an unquoted 65,000 or 12,5 split in two.

const extraCells = ahspMessages.extraCells('header');

describe('a comma-separated price list with an unquoted Indonesian number', () => {
  const text = [
    'Kode,Nama,Satuan,Harga',
    'M.01,Semen PC 50 kg,zak,65000',
    'M.03,"Pasir beton",m³,65,000',
    'M.04,Besi beton,kg,1.250.000,50',
  ].join('\n');

  it('refuses each row whose price split in two, line by line, instead of pricing pasir at Rp 65', () => {
    expect(parsePriceListText(text)).toEqual({
      rows: [{ line: 2, kind: 'material', code: 'M.01', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 }],
      errors: [
        { line: 3, msg: extraCells },
        { line: 4, msg: extraCells },
      ],
    });
    expect(extraCells).toBe(
      'Baris ini berisi lebih banyak kolom daripada judul tabel: angka dengan koma (65,000 atau 12,5) dalam berkas ' +
        'berpemisah koma harus diberi tanda kutip ("65,000"), atau simpan berkas dengan pemisah titik koma (;). ' +
        'Teks dengan koma juga diberi tanda kutip, dan kolom tambahan seperti keterangan diberi judul.',
    );
  });

  it('is refused the same in parsePastedMaterials (the admin paste), with or without a header', () => {
    expect(parsePastedMaterials(text).errors).toEqual([
      { line: 3, msg: extraCells },
      { line: 4, msg: extraCells },
    ]);
    expect(parsePastedMaterials('M.03,Pasir beton,m³,65,000')).toEqual({
      rows: [],
      errors: [{ line: 1, msg: ahspMessages.extraCells('fixed') }],
    });
    expect(parseMaterialRows(splitDelimited(text), { commaSeparated: true }).errors).toHaveLength(2);
  });

  it('still reads a quoted "65,000" as today: refused as meaning two things, not split', () => {
    const quoted = 'Kode,Nama,Satuan,Harga\nM.03,"Pasir beton",m³,"65,000"\nM.04,Batu,m³,"1.250.000"';
    expect(parsePastedMaterials(quoted)).toEqual({
      rows: [{ line: 3, kind: 'material', code: 'M.04', name: 'Batu', unit: 'm³', price: 1_250_000 }],
      errors: [{ line: 2, msg: ahspMessages.priceCommaThousands('65,000', '65.000', '65000') }],
    });
  });

  it('accepts a well-formed comma file, and a notes column with a title of its own', () => {
    const wellFormed = [
      'Kode,Nama,Satuan,Harga,Keterangan',
      'M.01,"Semen PC, 50 kg",zak,"65.000",stok lama',
      'M.02,Pasir pasang,m³,200000,',
    ].join('\n');
    expect(parsePastedMaterials(wellFormed)).toEqual({
      rows: [
        { line: 2, kind: 'material', code: 'M.01', name: 'Semen PC, 50 kg', unit: 'zak', price: 65_000 },
        { line: 3, kind: 'material', code: 'M.02', name: 'Pasir pasang', unit: 'm³', price: 200_000 },
      ],
      errors: [],
    });
  });

  it('keeps reading an untitled notes column of a semicolon or tab file: no number splits there', () => {
    const semicolons =
      'Kode;Nama;Satuan;Harga\nM.01;Semen PC;zak;65.000;harga Januari\nM.02;Pasir;m³;200.000';
    expect(parsePastedMaterials(semicolons)).toEqual({
      rows: [
        { line: 2, kind: 'material', code: 'M.01', name: 'Semen PC', unit: 'zak', price: 65_000 },
        { line: 3, kind: 'material', code: 'M.02', name: 'Pasir', unit: 'm³', price: 200_000 },
      ],
      errors: [],
    });
    expect(parsePastedMaterials('Nama\tSatuan\tHarga\nSemen PC\tzak\t65.000\tcatatan').errors).toEqual([]);
  });

  it('leaves a spreadsheet table alone (its cells are cells): only a comma file is checked', () => {
    expect(
      parsePriceListRows([
        ['Nama', 'Satuan', 'Harga'],
        ['Semen', 'zak', 65000, 'catatan'],
      ]).errors,
    ).toEqual([]);
  });
});

describe('a comma-separated RAB with an unquoted volume', () => {
  it('refuses the row whose 12,5 put 12 in the volume and 5 in the harga satuan', () => {
    const reading = readRabText(
      [
        'No,Uraian,Satuan,Volume,Harga Satuan',
        '1,Galian tanah,m³,12,5,50000',
        '2,Urugan pasir,m³,"12,5",40000',
      ].join('\n'),
    );
    expect(reading.refused).toEqual([{ line: 2, text: 'Galian tanah', msg: rabImportMessages.extraCells }]);
    expect(reading.rows.map(({ line, volume, price }) => ({ line, volume, price }))).toEqual([
      { line: 3, volume: 12.5, price: 40_000 },
    ]);
    expect(rabImportMessages.extraCells).toBe(extraCells);
  });

  it('counts a column the numbering row names as the table’s, and a semicolon RAB’s notes as before', () => {
    const numbered = readRabText(
      'No,Uraian,Volume,Satuan,Harga Satuan,\n1,2,3,4,5,6\n1,Galian tanah,"12,5",m³,50000,625000',
    );
    expect(numbered.refused).toEqual([]);
    expect(numbered.rows).toHaveLength(1);
    const semicolons = readRabText(
      'No;Uraian;Volume;Satuan;Harga Satuan\n1;Galian tanah;12,5;m³;50.000;cek lagi',
    );
    expect(semicolons.refused).toEqual([]);
    expect(semicolons.rows[0]).toMatchObject({ volume: 12.5, price: 50_000 });
    expect(
      readRabTable([
        ['Uraian', 'Volume', 'Satuan'],
        ['Galian', 12.5, 'm³', 'catatan'],
      ]).refused,
    ).toEqual([]);
  });
});
