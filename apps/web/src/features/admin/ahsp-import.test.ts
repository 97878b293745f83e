import { describe, expect, it } from 'vitest';
import { normalizeItemName } from '@kalkulator/core';
import {
  ahspImportTexts,
  applyRenames,
  buildIndex,
  firstResolution,
  guessResolution,
  importBody,
  refusalMessages,
  resolutionProblem,
  unmatchedNames,
  type AnalysesPreview,
  type Resolution,
} from './ahsp-import';

const index = buildIndex([
  { kind: 'labor', id: 1, code: 'L.01', name: 'Pekerja' },
  { kind: 'material', id: 10, code: 'M.01', name: 'Semen Portland (PC)', unit: 'kg' },
  { kind: 'material', id: 11, code: 'M.10', name: 'Pasir urug', unit: 'm³' },
]);
const preview: AnalysesPreview = {
  errors: [],
  analyses: [
    {
      line: 1,
      code: 'X.1',
      name: 'Cor lantai kerja',
      unit: 'm³',
      components: [
        {
          line: 2,
          code: null,
          name: 'Pekerja',
          coefficient: 1.2,
          match: { kind: 'labor', id: 1, name: 'Pekerja' },
        },
        { line: 3, code: null, name: 'Semen PC', coefficient: 230, match: null },
        { line: 4, code: null, name: 'Sewa molen 0,35 m³', coefficient: 0.25, match: null },
      ],
    },
  ],
};

describe('resolving the AHSP preview', () => {
  it('guesses a new item from its name', () => {
    expect(guessResolution('Sewa molen 0,35 m³')).toMatchObject({
      action: 'create',
      kind: 'equipment',
      unit: 'hari',
    });
    expect(guessResolution('Operator alat berat')).toMatchObject({ kind: 'labor', role: 'tukang' });
    expect(guessResolution('Kawat bendrat')).toMatchObject({ kind: 'material' });
  });

  it('matches a renamed component again, and keeps a failed rename unresolved under its file name', () => {
    const resolutions = new Map<string, Resolution>([
      ['semen pc', { action: 'rename', name: 'semen portland (pc)' }],
      [normalizeItemName('Sewa molen 0,35 m³'), { action: 'rename', name: 'Molen sewaan' }],
    ]);
    const analyses = applyRenames(preview, resolutions, index);
    expect(analyses[0]!.components[1]).toMatchObject({
      name: 'semen portland (pc)',
      match: { kind: 'material', id: 10 },
    });
    expect(unmatchedNames(analyses)).toEqual([
      {
        key: normalizeItemName('Sewa molen 0,35 m³'),
        name: 'Molen sewaan',
        renamed: true,
        unit: null,
        problem: null,
      },
    ]);
    expect(resolutionProblem(resolutions.get(normalizeItemName('Sewa molen 0,35 m³')))).toBe(
      'Tidak ditemukan di katalog',
    );
  });

  it('builds the import body once every missing item is to be created with a price and unit', () => {
    const create: Resolution = {
      action: 'create',
      kind: 'equipment',
      unit: '',
      price: '350.000',
      role: 'tukang',
    };
    expect(resolutionProblem(create)).toBe('Satuan harus diisi');
    expect(resolutionProblem({ ...create, unit: 'hari', price: 'mahal' })).toBe(
      'Harga harus angka tidak negatif, misal 350.000',
    );
    // Rp 350 or Rp 350.000? Asked, never created at Rp 350.
    expect(resolutionProblem({ ...create, unit: 'hari', price: '350,000' })).toBe(
      'Harga "350,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 350.000 atau 350000.',
    );
    expect(resolutionProblem({ ...create, unit: 'hari', price: '350000' })).toBeNull();
    const resolutions = new Map<string, Resolution>([
      ['semen pc', { action: 'rename', name: 'M.01' }],
      [normalizeItemName('Sewa molen 0,35 m³'), { ...create, unit: 'hari' }],
    ]);
    const analyses = applyRenames(preview, resolutions, index);
    expect(importBody(analyses, resolutions, 5, false)).toEqual({
      category_id: 5,
      update_existing: false,
      create_missing: [{ name: 'Sewa molen 0,35 m³', kind: 'equipment', unit: 'hari', price: '350.000' }],
      analyses: [
        {
          line: 1,
          code: 'X.1',
          name: 'Cor lantai kerja',
          unit: 'm³',
          components: [
            { line: 2, code: null, name: 'Pekerja', coefficient: 1.2, match: { kind: 'labor', id: 1 } },
            { line: 3, code: null, name: 'M.01', coefficient: 230, match: { kind: 'material', id: 10 } },
            { line: 4, code: null, name: 'Sewa molen 0,35 m³', coefficient: 0.25 },
          ],
        },
      ],
    });
  });
});

describe('units and codes of another tool in the AHSP preview', () => {
  const withProblems: AnalysesPreview = {
    errors: [],
    analyses: [
      {
        line: 1,
        code: null,
        name: 'Spesi',
        unit: 'm³',
        components: [
          {
            line: 2,
            code: 'M.10',
            name: 'Semen Portland',
            coefficient: 163,
            unit: 'kg',
            match: null,
            problem:
              'Kode M.10 milik "Pasir urug", sedangkan nama di berkas "Semen Portland"; perbaiki kode atau namanya',
          },
          { line: 3, code: null, name: 'Semen abu', coefficient: 7.42, unit: 'zak', match: null },
          { line: 4, code: null, name: 'Kapur', coefficient: 2, unit: 'kg', match: null },
        ],
      },
    ],
  };

  it('offers a name to type for a code of another item, and a new item in the file’s unit otherwise', () => {
    const [conflict, cement, lime] = unmatchedNames(withProblems.analyses);
    expect(conflict).toMatchObject({
      name: 'Semen Portland',
      unit: 'kg',
      problem: expect.stringMatching(/^Kode M\.10/),
    });
    expect(firstResolution(conflict!)).toEqual({ action: 'rename', name: '' });
    expect(firstResolution(cement!)).toMatchObject({ action: 'create', kind: 'material', unit: 'zak' });
    expect(guessResolution('Kapur', lime!.unit)).toMatchObject({ unit: 'kg' });
  });

  it('keeps a component renamed to an item in another unit unresolved, saying why, and drops a wrong code', () => {
    const resolutions = new Map<string, Resolution>([
      ['semen portland', { action: 'rename', name: 'Semen Portland (PC)' }],
      ['semen abu', { action: 'rename', name: 'Semen Portland (PC)' }],
      ['kapur', { action: 'create', kind: 'material', unit: 'kg', price: '2.000', role: 'tukang' }],
    ]);
    const analyses = applyRenames(withProblems, resolutions, index);
    expect(analyses[0]!.components[0]).toMatchObject({
      code: null,
      name: 'Semen Portland (PC)',
      match: { id: 10, unit: 'kg' },
    });
    expect(analyses[0]!.components[0]!.problem).toBeUndefined();
    expect(unmatchedNames(analyses).map(({ key, problem }) => [key, problem])).toEqual([
      [
        'semen abu',
        'satuan "zak" untuk Semen Portland (PC) tidak sama dengan satuan katalog "kg". Ubah koefisien ke kg atau pilih item lain.',
      ],
      ['kapur', null],
    ]);
    // A component to be created is sent by name with its unit; the wrong code never reaches the server.
    resolutions.set('semen abu', {
      action: 'create',
      kind: 'material',
      unit: 'zak',
      price: '65.000',
      role: 'tukang',
    });
    const body = importBody(applyRenames(withProblems, resolutions, index), resolutions, 5, false);
    expect(body.analyses[0]!.components[0]).toEqual({
      line: 2,
      code: null,
      name: 'Semen Portland (PC)',
      coefficient: 163,
      unit: 'kg',
      match: { kind: 'material', id: 10 },
    });
    expect(body.analyses[0]!.components[2]).toEqual({
      line: 4,
      code: null,
      name: 'Kapur',
      coefficient: 2,
      unit: 'kg',
    });
  });

  it('says what an update keeps and how many were updated', () => {
    expect(ahspImportTexts.bricksKept(['batako', 'bata_ringan'])).toBe(
      'Bahan dan upah dari berkas menggantikan bahan dan upah bata merah; bahan dan upah batako dan bata ringan ' +
        '(hebel) tetap.',
    );
    expect(ahspImportTexts.importedUpdated(['batako'])).toBe('diperbarui, bahan dan upah batako tetap');
    expect(ahspImportTexts.importedUpdated([])).toBe('diperbarui');
    expect(ahspImportTexts.imported(3, 1)).toBe(
      '3 analisa tersimpan sebagai jenis pekerjaan (2 baru, 1 diperbarui):',
    );
  });
});

describe('refusalMessages', () => {
  it("names the line of the analysis or component a refusal is about, keeping the server's own lines", () => {
    expect(
      refusalMessages(
        {
          'analyses.0.name': 'Nama maksimal 200 karakter',
          'analyses.0.components.1.name': 'Nama komponen maksimal 200 karakter',
          'analyses.0.components.2': 'Baris 4: Komponen "Sewa molen 0,35 m³" tidak ditemukan di katalog',
          category_id: 'Kategori tidak valid',
        },
        preview.analyses,
      ),
    ).toEqual([
      'Baris 1: Nama maksimal 200 karakter',
      'Baris 3: Nama komponen maksimal 200 karakter',
      'Baris 4: Komponen "Sewa molen 0,35 m³" tidak ditemukan di katalog',
      'Kategori tidak valid',
    ]);
  });
});
