import { describe, expect, it } from 'vitest';
import type { JobTypeDetails } from '@kalkulator/core';
import {
  assignmentBodies,
  brickNote,
  coefficientErrors,
  draftFrom,
  invalidCount,
  laborNote,
  coefficientToast,
  readCoefficient,
  refusedRows,
  rowName,
  sameAnalysis,
} from './assignments';

const details = {
  id: 7,
  materials: [
    {
      material_id: 3,
      code: 'M3',
      name: 'Semen',
      unit: 'zak',
      price: 65_000,
      quantity_per_unit: 0.25,
      brick_type: null,
    },
    {
      material_id: 4,
      code: 'M4',
      name: 'Bata merah',
      unit: 'buah',
      price: 800,
      quantity_per_unit: 70,
      brick_type: 'bata_merah',
    },
  ],
  labor: [{ labor_rate_id: 1, role: 'tukang', name: 'Tukang batu', daily_rate: 150_000, coefficient: 0.1 }],
} as unknown as JobTypeDetails;

describe('assignment drafts', () => {
  it('starts from the stored assignments with coefficients written the Indonesian way', () => {
    const draft = draftFrom(details);
    expect(draft.materials.map((item) => item.quantity)).toEqual(['0,25', '70']);
    expect(draft.labor[0]).toMatchObject({ labor_rate_id: 1, coefficientText: '0,1' });
  });

  it('turns the draft back into the PUT bodies', () => {
    const draft = draftFrom(details);
    draft.materials[0]!.quantity = '0,3';
    expect(assignmentBodies(draft.materials, draft.labor)).toEqual({
      material_assignments: [
        { material_id: 3, quantity_per_unit: 0.3, brick_type: null },
        { material_id: 4, quantity_per_unit: 70, brick_type: 'bata_merah' },
      ],
      labor_assignments: [{ labor_rate_id: 1, coefficient: 0.1, brick_type: null }],
      equipment_assignments: [],
    });
  });

  it("keeps a wall's labour per brick type: one rate once per brick type, its brick type sent", () => {
    const wall = {
      ...details,
      labor: [
        {
          labor_rate_id: 2,
          role: 'pekerja',
          name: 'Pekerja',
          daily_rate: 100_000,
          coefficient: 0.3,
          brick_type: 'bata_merah',
        },
        {
          labor_rate_id: 2,
          role: 'pekerja',
          name: 'Pekerja',
          daily_rate: 100_000,
          coefficient: 0.2,
          brick_type: 'batako',
        },
      ],
    } as unknown as JobTypeDetails;
    const draft = draftFrom(wall);
    expect(draft.labor.map((row) => [row.coefficientText, row.brick_type])).toEqual([
      ['0,3', 'bata_merah'],
      ['0,2', 'batako'],
    ]);
    expect(assignmentBodies(draft.materials, draft.labor)).toMatchObject({
      labor_assignments: [
        { labor_rate_id: 2, coefficient: 0.3, brick_type: 'bata_merah' },
        { labor_rate_id: 2, coefficient: 0.2, brick_type: 'batako' },
      ],
    });
    draft.labor.push({ ...draft.labor[1]!, coefficientText: '0,25' });
    expect(assignmentBodies(draft.materials, draft.labor)).toEqual({
      error: 'Item ini sudah ada dalam daftar',
      item: 'Pekerja',
    });
    // A brick type changed is a change of the analysis.
    const moved = draftFrom(wall);
    moved.labor[1]!.brick_type = 'bata_ringan';
    expect(sameAnalysis(moved, draftFrom(wall))).toBe(false);
    // Details kept by a browser before labour had brick types read as labour for every brick type.
    expect(draftFrom(details).labor[0]!.brick_type).toBeNull();
  });

  it("notes a labour row's role and, where labour differs by brick type, its brick type", () => {
    const row = (name: string, role: string, brick_type: string | null) => ({ name, role, brick_type });
    expect(laborNote(row('Pekerja', 'pekerja', 'batako'), true)).toBe('Batako');
    expect(laborNote(row('Tukang batu', 'tukang', null), true)).toBe('Tukang, semua jenis bata');
    expect(laborNote(row('Tukang batu', 'tukang', null), false)).toBe('Tukang');
    expect(laborNote(row('Pekerja', 'pekerja', null), false)).toBeUndefined();
  });

  it('names the item with a bad coefficient or listed twice', () => {
    const draft = draftFrom(details);
    draft.labor[0]!.coefficientText = '0';
    expect(assignmentBodies(draft.materials, draft.labor)).toEqual({
      error: 'Harus berupa angka lebih dari 0',
      item: 'Tukang batu',
    });
    const twice = draftFrom(details);
    twice.materials.push({ ...twice.materials[0]! });
    expect(assignmentBodies(twice.materials, twice.labor)).toEqual({
      error: 'Item ini sudah ada dalam daftar',
      item: 'Semen',
    });
  });

  it('reads coefficients typed with a comma and refuses text', () => {
    expect(readCoefficient('0,0125')).toEqual({ value: 0.0125 });
    expect(readCoefficient('abc')).toEqual({ error: 'Harus berupa angka lebih dari 0' });
    expect(readCoefficient('')).toEqual({ error: 'Harus berupa angka lebih dari 0' });
    expect(readCoefficient('100000')).toEqual({ value: 100_000 });
    expect(readCoefficient('1.250.000')).toEqual({ error: 'Koefisien maksimal 100.000' });
  });

  it('names the coefficient once in a toast, whichever message refused it', () => {
    const said = (text: string) => {
      const read = readCoefficient(text);
      return 'error' in read ? coefficientToast(read.error) : null;
    };
    expect(said('abc')).toBe('Koefisien: Harus berupa angka lebih dari 0');
    expect(said('1.250.000')).toBe('Koefisien maksimal 100.000');
    expect(said('1.650')).toMatch(/^Koefisien "1\.650" meragukan/);
  });

  it('asks about "1.650" (1,65 or 1650) instead of reading 1650, and writes a stored 1650 without a point', () => {
    expect(readCoefficient('1.650')).toEqual({
      error:
        'Koefisien "1.650" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1,65 atau 1650.',
    });
    expect(readCoefficient('1,650')).toEqual({ value: 1.65 });
    expect(readCoefficient('0.300')).toEqual({ value: 0.3 });
    expect(readCoefficient('1650')).toEqual({ value: 1650 });
    const stored = draftFrom({ ...details, labor: [{ ...details.labor[0]!, coefficient: 1650 }] });
    expect(stored.labor[0]!.coefficientText).toBe('1650');
    expect(readCoefficient(stored.labor[0]!.coefficientText)).toEqual({ value: 1650 });
  });

  it('tells a changed draft from the one it started as, by what is typed', () => {
    const draft = draftFrom(details);
    expect(sameAnalysis(draft, draftFrom(details))).toBe(true);
    draft.labor = [{ ...draft.labor[0]!, coefficientText: '0,15' }];
    expect(sameAnalysis(draft, draftFrom(details))).toBe(false);
  });

  it("names the server's refusals by list, line and item instead of the request's path", () => {
    const draft = draftFrom(details);
    expect(
      refusedRows(
        {
          'labor_assignments.0': 'Upah tenaga kerja tidak ditemukan.',
          'material_assignments.1.quantity_per_unit': 'Koefisien harus lebih dari 0',
          body: 'Data yang dikirim tidak valid.',
        },
        draft,
      ),
    ).toEqual([
      'Baris upah 1 (Tukang batu): Upah tenaga kerja tidak ditemukan.',
      'Baris material 2 (Bata merah): Koefisien harus lebih dari 0',
      'Data yang dikirim tidak valid.',
    ]);
  });

  it("notes a material's brick type only where its name does not say it already", () => {
    expect(brickNote('Bata merah', 'bata_merah', true)).toBeUndefined();
    expect(brickNote('BATAKO press', 'batako', true)).toBeUndefined();
    expect(brickNote('Pasir pasang', 'batako', true)).toBe('Batako');
    expect(brickNote('Bata merah', 'batako', true)).toBe('Batako');
    expect(brickNote('Semen Portland (PC)', null, true)).toBe('semua jenis bata');
    // A job type whose materials do not differ by brick type notes none.
    expect(brickNote('Semen Portland (PC)', null, false)).toBeUndefined();
  });

  it('names a row with its note, so two rows of one material read apart', () => {
    expect(rowName('Pasir pasang', 'Bata merah')).toBe('Pasir pasang (Bata merah)');
    expect(rowName('Pasir pasang', 'Batako')).toBe('Pasir pasang (Batako)');
    expect(rowName('Pekerja', undefined)).toBe('Pekerja');
  });

  it("gives each row's coefficient problem by list and index", () => {
    const draft = draftFrom(details);
    expect(invalidCount(coefficientErrors(draft))).toBe(0);
    draft.labor[0]!.coefficientText = 'abc';
    draft.materials[1]!.quantity = '250000';
    const errors = coefficientErrors(draft);
    expect(errors).toEqual({
      labor: ['Harus berupa angka lebih dari 0'],
      materials: [undefined, 'Koefisien maksimal 100.000'],
      equipment: [],
    });
    expect(invalidCount(errors)).toBe(2);
  });
});
