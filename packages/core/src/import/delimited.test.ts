import { describe, expect, it } from 'vitest';
import { parseAnalysisText } from '../ahsp/analyses';
import { readDelimited, splitDelimited } from './delimited';
import { parsePastedMaterials } from './paste';

describe('splitDelimited: quoted cells as spreadsheets write them', () => {
  it('keeps a cell with a line break in one row, as Excel copies a cell typed with Alt+Enter', () => {
    const copied =
      'Kode\tNama\tSatuan\tHarga\r\nM.01\t"Semen Portland\n50 kg"\tzak\t65.000\r\nM.02\tPasir\tm³\t200.000\r\n';
    expect(splitDelimited(copied)).toEqual([
      ['Kode', 'Nama', 'Satuan', 'Harga'],
      ['M.01', 'Semen Portland 50 kg', 'zak', '65.000'],
      ['M.02', 'Pasir', 'm³', '200.000'],
      [''],
    ]);
    // Line numbers are the spreadsheet's rows.
    expect(parsePastedMaterials(copied)).toEqual({
      rows: [
        { line: 2, kind: 'material', code: 'M.01', name: 'Semen Portland 50 kg', unit: 'zak', price: 65_000 },
        { line: 3, kind: 'material', code: 'M.02', name: 'Pasir', unit: 'm³', price: 200_000 },
      ],
      errors: [],
    });
  });

  it('reads the separator, "" and CRLF line breaks inside a quoted cell', () => {
    expect(splitDelimited('M.1,"Semen ""TR""\r\n50 kg, PC",zak,65000\r\nM.2,Pasir,m³,"200.000"')).toEqual([
      ['M.1', 'Semen "TR" 50 kg, PC', 'zak', '65000'],
      ['M.2', 'Pasir', 'm³', '200.000'],
    ]);
  });

  it('reads a quote that never closes as written, without swallowing the rows after it', () => {
    expect(splitDelimited('"Kayu jati;m³;5.000.000\nPaku;kg;22.000')).toEqual([
      ['"Kayu jati', 'm³', '5.000.000'],
      ['Paku', 'kg', '22.000'],
    ]);
    expect(splitDelimited('"Kayu;m³;1\nPaku "5 cm";kg;2\nBaut;bh;3')).toEqual([
      ['"Kayu', 'm³', '1'],
      ['Paku "5 cm"', 'kg', '2'],
      ['Baut', 'bh', '3'],
    ]);
    expect(splitDelimited('Kusen 6/12";m³;1\n"Papan" 2/20;m³;2')).toEqual([
      ['Kusen 6/12"', 'm³', '1'],
      ['Papan 2/20', 'm³', '2'],
    ]);
  });
});

describe('readDelimited: the separator is read outside quoted cells', () => {
  it('takes a comma file whose first quoted name holds a semicolon or a tab for a comma file', () => {
    expect(readDelimited('"Semen; 50 kg",zak,65000\nPasir,m³,"200.000"')).toEqual({
      delimiter: ',',
      table: [
        ['Semen; 50 kg', 'zak', '65000'],
        ['Pasir', 'm³', '200.000'],
      ],
    });
    expect(readDelimited('"Kayu\tjati";m³;"5.000.000"').delimiter).toBe(';');
    expect(parsePastedMaterials('"Semen; 50 kg",zak,65000').rows).toEqual([
      { line: 1, kind: 'material', name: 'Semen; 50 kg', unit: 'zak', price: 65_000 },
    ]);
  });

  it('reads an AHSP block whose quoted name holds a semicolon as comma separated, decimal commas included', () => {
    const { analyses, errors } = parseAnalysisText('[AHSP],"Plesteran 1:4; tebal 15 mm",m²\nPekerja,0,3');
    expect(errors).toEqual([]);
    expect(analyses[0]!.name).toBe('Plesteran 1:4; tebal 15 mm');
    expect(analyses[0]!.components.map((c) => [c.name, c.coefficient])).toEqual([['Pekerja', 0.3]]);
  });
});

describe('readDelimited: the separator is read from the header and data lines, not from a title', () => {
  it('outvotes a title line with a comma and names with commas in a semicolon file', () => {
    const text = [
      'DAFTAR HARGA SATUAN DASAR, KAB. SLEMAN 2026',
      'Kode;Uraian;Satuan;Harga Satuan',
      'M.01;Semen Portland, 50 kg;zak;65.000',
      'M.02;Pasir pasang;m³;200.000',
    ].join('\n');
    expect(readDelimited(text).delimiter).toBe(';');
    expect(
      readDelimited('DAFTAR HARGA 2026\nKode\tUraian\tSatuan\tHarga\nM.01\tSemen, PC\tzak\t65.000').delimiter,
    ).toBe('\t');
  });

  it('keeps a semicolon AHSP file with decimal commas semicolon separated', () => {
    const text = '[AHSP];A.1;Galian tanah;m³\nPekerja;0,75\nMandor;0,025';
    expect(readDelimited(text).delimiter).toBe(';');
    expect(parseAnalysisText(text).analyses[0]!.components.map((c) => c.coefficient)).toEqual([0.75, 0.025]);
  });
});
