import { describe, expect, it } from 'vitest';
import { parseAnalysisRows, parseAnalysisText, hasAnalysisBlocks } from './analyses';
import { ahspMessages } from './messages';
import { indexCatalogue, normalizeItemName, type CatalogueEntry } from './matching';

describe('parseAnalysisText: blocks as other RAB tools export them', () => {
  it('reads several blocks, with and without a code, decimal comma or point', () => {
    const text = [
      '\uFEFF[AHSP];A.4.4.1.9;Pasangan dinding bata merah 1/2 batu 1:4;m²',
      'Pekerja;0,300',
      'Tukang batu;0.100',
      'Bata merah;70',
      '',
      '[AHSP];Plesteran 1:4 tebal 15 mm;m2',
      'Semen Portland;6,24',
      'Pasir pasang;0,024',
    ].join('\r\n');
    expect(parseAnalysisText(text)).toEqual({
      analyses: [
        {
          line: 1,
          code: 'A.4.4.1.9',
          name: 'Pasangan dinding bata merah 1/2 batu 1:4',
          unit: 'm²',
          components: [
            { line: 2, code: null, name: 'Pekerja', coefficient: 0.3 },
            { line: 3, code: null, name: 'Tukang batu', coefficient: 0.1 },
            { line: 4, code: null, name: 'Bata merah', coefficient: 70 },
          ],
        },
        {
          line: 6,
          code: null,
          name: 'Plesteran 1:4 tebal 15 mm',
          unit: 'm2',
          components: [
            { line: 7, code: null, name: 'Semen Portland', coefficient: 6.24 },
            { line: 8, code: null, name: 'Pasir pasang', coefficient: 0.024 },
          ],
        },
      ],
      errors: [],
    });
  });

  it('reads quoted names holding the separator and "" quotes, tabs, and a component code', () => {
    const { analyses, errors } = parseAnalysisText(
      ['[AHSP]\t"Kusen ""jati"" 6/12"\tm³', 'M.15\t"Kayu; kelas II"\t1,1', '"Paku ""5 cm"""\t1,25'].join(
        '\n',
      ),
    );
    expect(errors).toEqual([]);
    expect(analyses[0]!.name).toBe('Kusen "jati" 6/12');
    expect(analyses[0]!.components).toEqual([
      { line: 2, code: 'M.15', name: 'Kayu; kelas II', coefficient: 1.1 },
      { line: 3, code: null, name: 'Paku "5 cm"', coefficient: 1.25 },
    ]);
  });

  it('reads comma-separated files, a decimal comma split in two cells included', () => {
    const { analyses } = parseAnalysisText('[AHSP],Galian tanah,m3\nPekerja,0,75\nMandor,"0,025"\nAir,2.5');
    expect(analyses[0]!.components.map((c) => [c.name, c.coefficient])).toEqual([
      ['Pekerja', 0.75],
      ['Mandor', 0.025],
      ['Air', 2.5],
    ]);
  });

  it("takes a spreadsheet's numeric coefficients as they are (1.575 is not 1575)", () => {
    const { analyses, errors } = parseAnalysisRows([
      ['[AHSP]', 'X.78', 'Uji', 'm²'],
      ['Pekerja', 1.575],
      ['M.01', 'Semen Portland', 11.5],
      ['Bata merah', '1.575'],
    ]);
    expect(errors).toEqual([]);
    expect(analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient])).toEqual([
      [null, 'Pekerja', 1.575],
      ['M.01', 'Semen Portland', 11.5],
      [null, 'Bata merah', 1575],
    ]);
  });

  it('skips the title lines above the first block', () => {
    const { analyses, errors } = parseAnalysisText(
      [
        'ANALISA HARGA SATUAN PEKERJAAN',
        'KAB. SLEMAN, TAHUN 2026;;',
        '[AHSP];A.2.2.1;Galian tanah biasa;m³',
        'Pekerja;0,75',
        'Mandor;0,025',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(analyses.map((a) => [a.line, a.code, a.components.length])).toEqual([[3, 'A.2.2.1', 2]]);
  });

  it('names every bad line and why', () => {
    const { errors } = parseAnalysisText(
      [
        'Pekerja;0,3', // 1: before any block
        '[AHSP];Tanpa satuan', // 2: header without unit
        'Tukang;0,1', // 3: belongs to the refused block: listed as refused with it
        '[AHSP];Urugan pasir;m³', // 4
        'Pasir urug;satu koma dua', // 5
        'Pekerja;0', // 6
        'Bata merah;250000', // 7: above the largest coefficient
        'Mandor', // 8
        '[AHSP];Kosong;ls', // 9: no components
      ].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, msg: ahspMessages.componentBeforeHeader },
      { line: 2, msg: ahspMessages.headerFields },
      { line: 3, msg: ahspMessages.componentUnderRefusedHeader(2) },
      { line: 4, msg: ahspMessages.noComponents('Urugan pasir') },
      { line: 5, msg: ahspMessages.coefficient('satu koma dua') },
      { line: 6, msg: ahspMessages.coefficientPositive },
      { line: 7, msg: 'Koefisien maksimal 100.000' },
      { line: 8, msg: ahspMessages.componentFields },
      { line: 9, msg: ahspMessages.noComponents('Kosong') },
    ]);
  });

  it('reads a header whose code cell is empty (a spreadsheet with an empty code column) as one without a code', () => {
    const { analyses, errors } = parseAnalysisRows([
      ['[AHSP]', '', 'Pasangan bata tanpa kode', 'm²'],
      ['Pekerja', 0.3],
      ['[AHSP]', 'A.1', 'Plesteran', 'm²', ''],
      ['Pekerja', 0.2],
    ]);
    expect(errors).toEqual([]);
    expect(analyses.map((a) => [a.line, a.code, a.name, a.unit, a.components.length])).toEqual([
      [1, null, 'Pasangan bata tanpa kode', 'm²', 1],
      [3, 'A.1', 'Plesteran', 'm²', 1],
    ]);
    expect(parseAnalysisText('[AHSP];;Nama;m²\nPekerja;0,3').analyses[0]).toMatchObject({
      code: null,
      name: 'Nama',
      unit: 'm²',
    });
  });

  it('lists every component line under a refused header as refused with it', () => {
    const { analyses, errors } = parseAnalysisText(
      ['[AHSP];A.1;;m²', 'Pekerja;0,3', 'Tukang batu;0,1', '', '[AHSP];Urugan;m³', 'Pekerja;0,5'].join('\n'),
    );
    expect(errors).toEqual([
      { line: 1, msg: ahspMessages.headerFields },
      { line: 2, msg: ahspMessages.componentUnderRefusedHeader(1) },
      { line: 3, msg: ahspMessages.componentUnderRefusedHeader(1) },
    ]);
    expect(analyses.map((a) => a.name)).toEqual(['Urugan']);
  });

  it('says so when there is nothing, and tells blocks from price lists', () => {
    expect(parseAnalysisText(' \n').errors).toEqual([{ line: 1, msg: ahspMessages.empty }]);
    expect(hasAnalysisBlocks([['[AHSP]', 'x', 'm']])).toBe(true);
    expect(hasAnalysisBlocks([['Kode', 'Nama', 'Satuan', 'Harga']])).toBe(false);
  });
});

describe('indexCatalogue: components matched by code or name', () => {
  const catalogue: CatalogueEntry[] = [
    { kind: 'labor', id: 1, code: 'L.01', name: 'Pekerja' },
    { kind: 'labor', id: 2, code: 'L.02', name: 'Tukang batu' },
    { kind: 'material', id: 10, code: 'M.01', name: 'Semen Portland (PC)' },
    { kind: 'material', id: 11, code: 'M.02', name: 'Pasir pasang' },
    { kind: 'material', id: 12, code: 'M.46', name: 'Cat tembok - Dulux' },
    { kind: 'material', id: 13, code: 'M.47', name: 'Keramik 40x40 - Roman' },
    { kind: 'material', id: 14, code: 'M.48', name: 'Keramik 40x40 - Platinum' },
    { kind: 'equipment', id: 20, code: 'E.01', name: 'Concrete  Mixer 0,35 m³' },
  ];
  const index = indexCatalogue(catalogue);

  it('matches by code, then by name ignoring case and spacing', () => {
    expect(index.match({ name: 'apa saja', code: 'm.02' })).toEqual({
      kind: 'material',
      id: 11,
      name: 'Pasir pasang',
    });
    expect(index.match({ name: 'L.02' })).toEqual({ kind: 'labor', id: 2, name: 'Tukang batu' });
    expect(index.match({ name: '  TUKANG   batu ' })?.id).toBe(2);
    expect(index.match({ name: 'concrete mixer 0,35 m³' })?.id).toBe(20);
  });

  it('reads the "Nama - Jenis" forms either way, only when one item fits', () => {
    expect(index.match({ name: 'Pasir pasang - Muntilan' })?.id).toBe(11);
    expect(index.match({ name: 'Cat tembok' })?.id).toBe(12);
    expect(index.match({ name: 'Cat tembok – Dulux' })?.id).toBe(12);
    expect(index.match({ name: 'Keramik 40x40' })).toBeNull(); // two brands: no guess
    expect(index.match({ name: 'Besi beton' })).toBeNull();
  });

  it('normalizes names', () => {
    expect(normalizeItemName(' Semen  Portland -  Tiga Roda ')).toBe('semen portland tiga roda');
    expect(normalizeItemName('Pipa PVC-AW 1/2"')).toBe('pipa pvc-aw 1/2"');
  });
});
