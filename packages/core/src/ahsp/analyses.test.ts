import { describe, expect, it } from 'vitest';
import { coefficientAmbiguity, parseAnalysisRows, parseAnalysisText, hasAnalysisBlocks } from './analyses';
import { ahspMessages } from './messages';
import { coefficientMessages } from './coefficient';
import { indexCatalogue, namesAgree, normalizeItemName, unitConflict, type CatalogueEntry } from './matching';

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
            { line: 2, code: null, name: 'Pekerja', coefficient: 0.3, unit: null },
            { line: 3, code: null, name: 'Tukang batu', coefficient: 0.1, unit: null },
            { line: 4, code: null, name: 'Bata merah', coefficient: 70, unit: null },
          ],
        },
        {
          line: 6,
          code: null,
          name: 'Plesteran 1:4 tebal 15 mm',
          unit: 'm2',
          components: [
            { line: 7, code: null, name: 'Semen Portland', coefficient: 6.24, unit: null },
            { line: 8, code: null, name: 'Pasir pasang', coefficient: 0.024, unit: null },
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
      { line: 2, code: 'M.15', name: 'Kayu; kelas II', coefficient: 1.1, unit: null },
      { line: 3, code: null, name: 'Paku "5 cm"', coefficient: 1.25, unit: null },
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
      ['Bata merah', '0,024'],
      ['Pasir', '1.575'],
    ]);
    expect(errors).toEqual([]);
    expect(analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient])).toEqual([
      [null, 'Pekerja', 1.575],
      ['M.01', 'Semen Portland', 11.5],
      [null, 'Bata merah', 0.024],
      // Text, in a sheet whose text shows the decimal comma: the point groups thousands.
      [null, 'Pasir', 1575],
    ]);
    // A number cell shows no decimal mark: text "1.575" beside it alone is not guessed.
    const alone = parseAnalysisRows([
      ['[AHSP]', 'Uji', 'm²'],
      ['Pekerja', 1.575],
      ['Pasir', '1.575'],
    ]);
    expect(alone.errors).toEqual([
      { line: 3, msg: coefficientMessages.ambiguousInFile('1.575', '1,575', '1575', false) },
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

describe('parseAnalysisText: the unit after a coefficient', () => {
  it('reads the unit cell of a component, as text, CSV or spreadsheet rows', () => {
    const { analyses, errors } = parseAnalysisText(
      [
        "[AHSP];S.BTN.01;Pembuatan 1 m3 beton f'c 19,3 MPa (K-225) site mix Sleman;m3",
        'Pekerja;1,650;OH',
        'Semen Portland (PC);7,42;zak',
        'M.03;Pasir beton;0,4986;m3;370.000',
        'Air kerja;215',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient, c.unit])).toEqual([
      [null, 'Pekerja', 1.65, 'OH'],
      [null, 'Semen Portland (PC)', 7.42, 'zak'],
      ['M.03', 'Pasir beton', 0.4986, 'm3'],
      [null, 'Air kerja', 215, null],
    ]);
    const rows = parseAnalysisRows([
      ['[AHSP]', 'S.BTN.01', 'Beton K-225', 'm3'],
      ['Semen Portland (PC)', 7.42, 'zak'],
      ['Pasir beton', 0.52, '', 185_000], // a price where the unit was left empty: no unit
    ]);
    expect(rows.analyses[0]!.components.map((c) => [c.coefficient, c.unit])).toEqual([
      [7.42, 'zak'],
      [0.52, null],
    ]);
  });

  it('joins a decimal comma split by a comma separator when the unit follows it', () => {
    const { analyses, errors } = parseAnalysisText(
      [
        '[AHSP],Plesteran 1:4 tebal 15 mm,m2',
        'Semen Portland (PC),6,24,kg',
        'Tukang batu,0,150,OH',
        'Pekerja,0,300',
        'Bata merah,70,bh',
        'M.02,Pasir pasang,0,024,m3',
        'Pasir urug,1,2,m3,185000',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient, c.unit])).toEqual([
      [null, 'Semen Portland (PC)', 6.24, 'kg'],
      [null, 'Tukang batu', 0.15, 'OH'],
      [null, 'Pekerja', 0.3, null],
      [null, 'Bata merah', 70, 'bh'],
      ['M.02', 'Pasir pasang', 0.024, 'm3'],
      [null, 'Pasir urug', 1.2, 'm3'],
    ]);
  });

  it("reads the AHSP tables' order, the unit before the coefficient (Uraian, Satuan, Koefisien)", () => {
    const { analyses, errors } = parseAnalysisText(
      [
        '[AHSP];A.4.4.2.1;Pemasangan 1 m2 plesteran 1SP:4PP tebal 15 mm;m2',
        'Pekerja;OH;0,300;135.000',
        'L.02;Tukang batu;OH;0,150',
        'Semen Portland (PC);kg;6,24',
        'Pasir pasang;m3;0,024',
        'Bata merah;buah;70',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient, c.unit])).toEqual([
      [null, 'Pekerja', 0.3, 'OH'],
      ['L.02', 'Tukang batu', 0.15, 'OH'],
      [null, 'Semen Portland (PC)', 6.24, 'kg'],
      [null, 'Pasir pasang', 0.024, 'm3'],
      [null, 'Bata merah', 70, 'buah'],
    ]);
    // With commas between the cells too, and from a spreadsheet's rows.
    const commas = parseAnalysisText(['[AHSP],Plesteran,m2', 'Semen Portland (PC),kg,6,24'].join('\n'));
    expect(commas.analyses[0]!.components.map((c) => [c.name, c.coefficient, c.unit])).toEqual([
      ['Semen Portland (PC)', 6.24, 'kg'],
    ]);
    const rows = parseAnalysisRows([
      ['[AHSP]', 'Plesteran', 'm2'],
      ['Pekerja', 'OH', 0.3],
    ]);
    expect(rows.analyses[0]!.components.map((c) => [c.code, c.name, c.coefficient, c.unit])).toEqual([
      [null, 'Pekerja', 0.3, 'OH'],
    ]);
  });
});

describe('indexCatalogue: components matched by code or name', () => {
  const catalogue: CatalogueEntry[] = [
    { kind: 'labor', id: 1, code: 'L.01', name: 'Pekerja' },
    { kind: 'labor', id: 2, code: 'L.02', name: 'Tukang batu' },
    { kind: 'material', id: 10, code: 'M.01', name: 'Semen Portland (PC)', unit: 'kg' },
    { kind: 'material', id: 11, code: 'M.02', name: 'Pasir pasang', unit: 'm³' },
    { kind: 'material', id: 12, code: 'M.46', name: 'Cat tembok - Dulux' },
    { kind: 'material', id: 13, code: 'M.47', name: 'Keramik 40x40 - Roman' },
    { kind: 'material', id: 14, code: 'M.48', name: 'Keramik 40x40 - Platinum' },
    { kind: 'equipment', id: 20, code: 'E.01', name: 'Concrete  Mixer 0,35 m³' },
  ];
  const index = indexCatalogue(catalogue);

  it('matches by code, then by name ignoring case and spacing', () => {
    expect(index.match({ name: 'pasir', code: 'm.02' })).toEqual({
      kind: 'material',
      id: 11,
      code: 'M.02',
      name: 'Pasir pasang',
      unit: 'm³',
    });
    expect(index.match({ name: 'L.02' })).toEqual({
      kind: 'labor',
      id: 2,
      code: 'L.02',
      name: 'Tukang batu',
      unit: 'OH',
    });
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

  it('refuses a code whose item has a clearly different name, or whose name is another item', () => {
    const other = indexCatalogue([
      ...catalogue,
      { kind: 'material', id: 30, code: 'M.10', name: 'Pasir urug', unit: 'm³' },
      { kind: 'material', id: 31, code: 'M.20', name: 'Dolken kayu galam', unit: 'btg' },
    ]);
    // Codes of another tool: M.10 and M.20 are other items here.
    expect(other.codeConflict({ code: 'M.10', name: 'Semen Portland' })).toBe(
      'Kode M.10 milik "Pasir urug", sedangkan nama di berkas "Semen Portland"; perbaiki kode atau namanya',
    );
    expect(other.codeConflict({ code: 'M.20', name: 'Pasir pasang' })).toBe(
      'Kode M.20 milik "Dolken kayu galam", sedangkan nama "Pasir pasang" milik M.02; perbaiki kode atau namanya',
    );
    // The code's own item by a shorter or longer name, a code nobody has, no code: no conflict.
    expect(other.codeConflict({ code: 'M.01', name: 'Semen' })).toBeNull();
    expect(other.codeConflict({ code: 'M.01', name: 'semen portland (PC) - Tiga Roda' })).toBeNull();
    expect(other.codeConflict({ code: 'M.46', name: 'Cat tembok' })).toBeNull();
    expect(other.codeConflict({ code: 'X.99', name: 'Semen Portland' })).toBeNull();
    expect(other.codeConflict({ name: 'Semen Portland' })).toBeNull();
    // A match chosen for it that is not its code's item.
    expect(other.codeConflict({ code: 'M.10', name: 'Pasir' }, { kind: 'material', id: 11 })).toBe(
      'Kode M.10 milik "Pasir urug", sedangkan nama "Pasir" milik M.02; perbaiki kode atau namanya',
    );
  });

  it('tells two names of one item from two items', () => {
    expect(namesAgree('Semen Portland', 'Semen Portland (PC)')).toBe(true);
    expect(namesAgree('Batu split 1/2', 'Kerikil / batu split 1/2')).toBe(true);
    expect(namesAgree('Semen Portland', 'Pasir urug')).toBe(false);
    expect(namesAgree('Pasir pasang', 'Pasir urug')).toBe(false);
  });

  it("refuses a component whose unit is not its item's, reading spellings of one unit alike", () => {
    const semen = index.match({ name: 'Semen Portland (PC)' });
    expect(unitConflict({ name: 'Semen Portland (PC)', unit: 'zak' }, semen)).toBe(
      'satuan "zak" untuk Semen Portland (PC) tidak sama dengan satuan katalog "kg". Ubah koefisien ke kg atau pilih item lain.',
    );
    expect(unitConflict({ name: 'Semen Portland (PC)', unit: 'KG' }, semen)).toBeNull();
    expect(unitConflict({ name: 'Semen Portland (PC)', unit: null }, semen)).toBeNull();
    const pasir = index.match({ name: 'Pasir pasang' });
    for (const unit of ['m3', 'M3', 'm³', 'm 3'])
      expect(unitConflict({ name: 'Pasir', unit }, pasir)).toBeNull();
    expect(unitConflict({ name: 'Pasir', unit: 'm2' }, pasir)).toMatch(/^satuan "m2" untuk Pasir/);
    const spelled = indexCatalogue([
      { kind: 'material', id: 1, code: 'M.1', name: 'Paku', unit: 'bh' },
      { kind: 'equipment', id: 2, code: 'E.1', name: 'Mobilisasi', unit: 'Ls' },
      { kind: 'material', id: 3, code: 'M.3', name: 'Keramik', unit: 'm²' },
    ]);
    expect(unitConflict({ name: 'Paku', unit: 'buah' }, spelled.match({ name: 'Paku' }))).toBeNull();
    expect(
      unitConflict({ name: 'Mobilisasi', unit: 'ls' }, spelled.match({ name: 'Mobilisasi' })),
    ).toBeNull();
    expect(unitConflict({ name: 'Keramik', unit: 'M2' }, spelled.match({ name: 'Keramik' }))).toBeNull();
    // Labour counts worker-days: OH, oh, O.H. or hari; an hour is another unit.
    const tukang = index.match({ name: 'Tukang batu' });
    for (const unit of ['OH', 'oh', 'O.H.', 'hari', 'Hr', 'Org/Hari', 'orang hari', 'HOK'])
      expect(unitConflict({ name: 'Tukang', unit }, tukang)).toBeNull();
    expect(unitConflict({ name: 'Tukang', unit: 'jam' }, tukang)).toBe(
      'satuan "jam" untuk Tukang tidak sama dengan satuan katalog "OH". Ubah koefisien ke OH atau pilih item lain.',
    );
  });

  it('normalizes names', () => {
    expect(normalizeItemName(' Semen  Portland -  Tiga Roda ')).toBe('semen portland tiga roda');
    expect(normalizeItemName('Pipa PVC-AW 1/2"')).toBe('pipa pvc-aw 1/2"');
  });
});

describe('parseAnalysisText: the decimal mark of the coefficients', () => {
  const coefficients = (text: string) =>
    parseAnalysisText(text).analyses.flatMap((analysis) =>
      analysis.components.map((c) => [c.name, c.coefficient, c.unit]),
    );

  it("reads an English-format CSV's points as decimals (6.240 kg of semen, not 6240)", () => {
    const text = [
      '[AHSP],A.4.4.2.99,Plesteran uji 1PC:4PP tebal 15 mm,m2',
      'Pekerja,OH,0.300',
      'Semen Portland (PC),kg,6.240',
      'Pasir pasang,m3,0.024',
    ].join('\n');
    expect(parseAnalysisText(text).errors).toEqual([]);
    expect(coefficients(text)).toEqual([
      ['Pekerja', 0.3, 'OH'],
      ['Semen Portland (PC)', 6.24, 'kg'],
      ['Pasir pasang', 0.024, 'm3'],
    ]);
    // With commas between the cells a point is a decimal point, whatever the other coefficients show.
    expect(coefficients('[AHSP],Uji,m2\nTukang batu,OH,1.650\nMandor,"0,025"')).toEqual([
      ['Tukang batu', 1.65, 'OH'],
      ['Mandor', 0.025, null],
    ]);
  });

  it('reads a tab or semicolon file by the mark its coefficients show', () => {
    // 0.024 shows the point: 1.500 is one and a half.
    expect(coefficients('[AHSP]\tUji\tm2\nPekerja\t1.500\tOH\nPasir\t0.024\tm3')).toEqual([
      ['Pekerja', 1.5, 'OH'],
      ['Pasir', 0.024, 'm3'],
    ]);
    // 1.5 (not three digits) shows it too; "1,250" is then a thousand and a quarter, as the file writes.
    expect(coefficients('[AHSP];Uji;m2\nBata merah;1.5;bh\nAir;1,250;liter\nTukang batu;6.240')).toEqual([
      ['Bata merah', 1.5, 'bh'],
      ['Air', 1250, 'liter'],
      ['Tukang batu', 6.24, null],
    ]);
    // 0,300 shows the comma: the point groups thousands.
    expect(coefficients('[AHSP];Uji;m2\nPekerja;OH;0,300\nBata merah;bh;1.250')).toEqual([
      ['Pekerja', 0.3, 'OH'],
      ['Bata merah', 1250, 'bh'],
    ]);
  });

  it('refuses a coefficient "d.ddd" the file does not tell, naming its line', () => {
    expect(parseAnalysisText('[AHSP]\tUji\tm2\nPekerja\t1.500\tOH\nBata merah\t70\tbh').errors).toEqual([
      { line: 2, msg: coefficientMessages.ambiguousInFile('1.500', '1,5', '1500', false) },
    ]);
    expect(coefficientMessages.ambiguousInFile('6.240', '6,24', '6240', false)).toBe(
      'Koefisien "6.240" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal, dan koefisien lain ' +
        'di berkas tidak menunjukkan tanda desimalnya. Tulis 6,24 atau 6240.',
    );
    // Both marks shown (0,300 and 0.100): neither is taken for 6.240.
    const mixed = parseAnalysisText('[AHSP];Uji;m2\nPekerja;0,300\nTukang;0.100\nSemen;6.240;kg');
    expect(mixed.errors).toEqual([
      { line: 4, msg: coefficientMessages.ambiguousInFile('6.240', '6,24', '6240', true) },
    ]);
    expect(mixed.analyses[0]!.components.map((c) => c.coefficient)).toEqual([0.3, 0.1]);
  });
});

describe('coefficientAmbiguity: one coefficient typed in a field', () => {
  it('refuses "1.650" and reads every other writing as it is', () => {
    expect(coefficientAmbiguity('1.650')).toBe(
      'Koefisien "1.650" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1,65 atau 1650.',
    );
    expect(coefficientAmbiguity(' 275.000 ')).toBe(coefficientMessages.ambiguous('275.000', '275', '275000'));
    for (const clear of ['1,650', '1650', '0.300', '1.5', '1.650,5', '1.250.000', '12,5']) {
      expect(coefficientAmbiguity(clear)).toBeNull();
    }
    expect(coefficientAmbiguity(1.65)).toBeNull();
  });

  it('says an exponent is not read, with the number written out', () => {
    expect(coefficientAmbiguity('1e-3')).toBe(
      'Koefisien "1e-3" memakai notasi eksponen, yang tidak dibaca: tulis sebagai angka biasa, misal 0,001',
    );
    expect(coefficientAmbiguity(' 2,5E2 ')).toBe(coefficientMessages.exponent('2,5E2', '250'));
    expect(coefficientAmbiguity('-1e-3')).toBe(coefficientMessages.exponent('-1e-3', '0,001'));
    expect(coefficientAmbiguity('e3')).toBeNull();
    // The same in an imported analysis.
    expect(parseAnalysisText('[AHSP];Uji;m³\nPekerja;1e-3').errors).toContainEqual({
      line: 2,
      msg: coefficientMessages.exponent('1e-3', '0,001'),
    });
  });
});
