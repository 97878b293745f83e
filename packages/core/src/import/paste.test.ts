import { describe, expect, it } from 'vitest';
import { parseMaterialRows, parsePastedMaterials, pasteMessages, splitDelimited } from './paste';
import { senMessage } from '../validation/rupiah';

describe('parsePastedMaterials', () => {
  it('reads tab-separated rows copied from a spreadsheet, with Indonesian prices', () => {
    const pasted = [
      'Nama\tSatuan\tHarga',
      'Semen PC 50 kg\tzak\tRp 65.000',
      'Pasir pasang\tm³\t200.000',
      'Besi D13\tkg\t16.250,50',
    ].join('\r\n');
    expect(parsePastedMaterials(pasted)).toEqual({
      rows: [
        { line: 2, kind: 'material', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 },
        { line: 3, kind: 'material', name: 'Pasir pasang', unit: 'm³', price: 200_000 },
      ],
      // Sen are refused with a message that says whole rupiah, never rounded.
      errors: [{ line: 4, msg: senMessage() }],
    });
    expect(parsePastedMaterials('Besi D13;kg;16250.5').errors).toEqual([{ line: 1, msg: senMessage() }]);
    expect(senMessage()).toBe('Harga harus rupiah bulat tanpa sen (tulis 2.500 atau 2.501, bukan 2.500,50).');
  });

  it('reads semicolon rows with a code column and reports each bad row by its line', () => {
    const pasted = [
      'M.01;Bata merah;bh;700',
      'M.02;Genteng;bh;mahal',
      ';;bh;5',
      'Hanya dua;kolom',
      '',
      'M.05;Paku;kg;1.250.000',
    ].join('\n');
    const { rows, errors } = parsePastedMaterials(pasted);
    expect(rows).toEqual([
      { line: 1, kind: 'material', code: 'M.01', name: 'Bata merah', unit: 'bh', price: 700 },
      { line: 6, kind: 'material', code: 'M.05', name: 'Paku', unit: 'kg', price: 1_250_000 },
    ]);
    expect(errors).toEqual([
      { line: 2, msg: pasteMessages.price('mahal') },
      { line: 3, msg: pasteMessages.name },
      { line: 4, msg: pasteMessages.columns },
    ]);
  });

  it('says so when nothing was pasted', () => {
    expect(parsePastedMaterials('  \n ')).toEqual({
      rows: [],
      errors: [{ line: 1, msg: pasteMessages.empty }],
    });
  });
});

describe('splitDelimited', () => {
  it('reads comma CSV with quoted cells holding commas and quotes', () => {
    expect(splitDelimited('kode,nama,satuan,harga\nM.1,"Semen ""Tiga Roda"", 50 kg",zak,"65.000"')).toEqual([
      ['kode', 'nama', 'satuan', 'harga'],
      ['M.1', 'Semen "Tiga Roda", 50 kg', 'zak', '65.000'],
    ]);
  });

  it('feeds parseMaterialRows with the line numbers of the file', () => {
    const { rows, errors } = parseMaterialRows(
      splitDelimited('nama;satuan;harga\n\nPasir;m³;Rp 200.000\nBatu;m³;?'),
    );
    expect(rows).toEqual([{ line: 3, kind: 'material', name: 'Pasir', unit: 'm³', price: 200_000 }]);
    expect(errors).toEqual([{ line: 4, msg: pasteMessages.price('?') }]);
  });
});
