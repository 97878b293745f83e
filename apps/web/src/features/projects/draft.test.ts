import { describe, expect, it } from 'vitest';
import {
  divisionForCategory,
  describeProjectField,
  documentProblem,
  draftErrors,
  draftFromServer,
  emptyDraft,
  moved,
  movedDivision,
  removedDivision,
  nextDivisionCode,
  priceDraft,
  projectBody,
  type ServerProject,
} from './draft';

const draft = {
  ...emptyDraft('local_abc', 'Rumah uji'),
  rounding: 'none' as const,
  divisions: [
    {
      code: 'A',
      name: 'PERSIAPAN',
      items: [
        {
          id: 'i1',
          job_type_id: null,
          description: 'Mobilisasi',
          unit: 'ls',
          volumeText: '1',
          parts: null,
          freePrice: 1_500_000,
          priceSource: 'free' as const,
        },
      ],
    },
    {
      code: 'B',
      name: 'TANAH',
      items: [
        {
          id: 'i2',
          job_type_id: 7,
          description: 'Galian',
          unit: 'm³',
          volumeText: '3 × 4 × 0,5',
          parts: { A: 80_000, B: 0, C: 0 },
          freePrice: null,
          priceSource: 'ahsp' as const,
        },
        {
          id: 'i3',
          job_type_id: 8,
          description: 'Urugan',
          unit: 'm³',
          volumeText: '3 × × 4',
          parts: { A: 35_000, B: 216_000, C: 0 },
          freePrice: null,
          priceSource: 'ahsp' as const,
        },
      ],
    },
  ],
};

describe('the project draft', () => {
  it('prices what is typed: volumes with their working, F = D + 10 %, PPN 11 %; an unreadable volume counts 0', () => {
    const priced = priceDraft(draft);
    // 6 m³ × (80.000 + 8.000) = 528.000; the urugan's volume cannot be read yet.
    expect(priced.divisions.map((division) => division.items.map((item) => item.amount))).toEqual([
      [1_500_000],
      [528_000, 0],
    ]);
    expect(priced.totals).toMatchObject({
      subtotal: 2_028_000,
      ppn: 223_080,
      total: 2_251_080,
      rounded: 2_251_080,
    });
  });

  it('sends the frozen A, B, C of catalogue lines and the typed price of free lines', () => {
    const body = projectBody(draft);
    expect(body.divisions[0]!.items[0]).toMatchObject({
      job_type_id: null,
      unit_price: 1_500_000,
      volume: '1',
    });
    expect(body.divisions[1]!.items[0]).toMatchObject({
      id: 'i2',
      unit_price: { A: 80_000, B: 0, C: 0 },
      volume: '3 × 4 × 0,5',
    });
    expect(body).not.toHaveProperty('version');
  });

  it('reads a server project back into a draft, keeping the working of each volume', () => {
    const server: ServerProject = {
      id: 5,
      name: 'Gudang',
      location: null,
      owner: 'Bu Sri',
      contractor: null,
      description: null,
      fiscal_year: 2026,
      start_date: null,
      overhead_percentage: 12.5,
      ppn_percentage: 0,
      rounding: '10000',
      version: 3,
      updated_at: '2026-11-24T00:00:00Z',
      totals: { subtotal: 0, ppn: 0, total: 0, rounded: 0, terbilang: 'nol rupiah' },
      divisions: [
        {
          code: 'A',
          name: 'TANAH',
          total: 0,
          weight: 0,
          items: [
            {
              id: 'x',
              job_type_id: 7,
              description: 'Galian',
              unit: 'm³',
              volume: 6,
              volume_text: '3 × 2',
              price_source: 'ahsp',
              brick_type: 'bata_ringan',
              unit_price: { A: 1, B: 2, C: 3, D: 6, E: 1, F: 7 },
              amount: 42,
            },
            {
              id: 'y',
              job_type_id: null,
              description: 'Mob',
              unit: 'ls',
              volume: 1.5,
              volume_text: null,
              price_source: 'free',
              unit_price: { A: 0, B: 0, C: 0, D: 9, E: 0, F: 9 },
              amount: 14,
            },
          ],
        },
      ],
    };
    const read = draftFromServer(server);
    expect(read).toMatchObject({
      id: 5,
      version: 3,
      overhead_percentage: '12,5',
      ppn_percentage: '0',
      fiscal_year: '2026',
      owner: 'Bu Sri',
    });
    expect(read.divisions[0]!.items.map((item) => [item.volumeText, item.parts, item.freePrice])).toEqual([
      ['3 × 2', { A: 1, B: 2, C: 3 }, null],
      ['1,5', null, 9],
    ]);
    // A wall's brick type read back, and sent again with the line (none on the free line).
    expect(read.divisions[0]!.items.map((item) => item.brickType)).toEqual(['bata_ringan', null]);
    const sent = projectBody(read).divisions[0]!.items;
    expect(sent.map((item) => ('brick_type' in item ? item.brick_type : undefined))).toEqual([
      'bata_ringan',
      undefined,
    ]);
  });

  it('moves lines and names new divisions', () => {
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    // A division moved keeps its name and lines; the codes keep the RAB's order.
    const divisions = [
      { code: 'A', name: 'PERSIAPAN', items: [] },
      { code: 'B', name: 'TANAH', items: [] },
      { code: 'C', name: 'PONDASI', items: [] },
    ];
    expect(movedDivision(divisions, 2, -1).map((d) => `${d.code}. ${d.name}`)).toEqual([
      'A. PERSIAPAN',
      'B. PONDASI',
      'C. TANAH',
    ]);
    expect(movedDivision(divisions, 0, -1)).toBe(divisions);
    expect(nextDivisionCode(draft.divisions)).toBe('C');
  });

  it('closes the RAB numbering up when a division is deleted, and keeps codes of the estimator’s own', () => {
    const lettered = ['A', 'B', 'C'].map((code, at) => ({ code, name: `P${at}`, items: [] }));
    expect(removedDivision(lettered, 1).map((d) => `${d.code}. ${d.name}`)).toEqual(['A. P0', 'B. P2']);
    const roman = ['I', 'II', 'III', 'IV'].map((code, at) => ({ code, name: `P${at}`, items: [] }));
    expect(removedDivision(roman, 0).map((d) => d.code)).toEqual(['I', 'II', 'III']);
    expect(nextDivisionCode(roman)).toBe('V');
    expect(movedDivision(roman, 3, -1).map((d) => `${d.code}. ${d.name}`)).toEqual([
      'I. P0',
      'II. P1',
      'III. P3',
      'IV. P2',
    ]);
    // Codes that name the division ("STR", "MEP") go with it, moved or with another deleted.
    const own = ['STR', 'ARS', 'MEP'].map((code) => ({ code, name: code, items: [] }));
    expect(removedDivision(own, 1).map((d) => d.code)).toEqual(['STR', 'MEP']);
    expect(movedDivision(own, 2, -1).map((d) => `${d.code}. ${d.name}`)).toEqual([
      'STR. STR',
      'MEP. MEP',
      'ARS. ARS',
    ]);
    // A gap the estimator left (A, C) is not a numbering: nothing is renamed.
    const gap = [lettered[0]!, lettered[2]!, { code: 'D', name: 'P3', items: [] }];
    expect(removedDivision(gap, 0).map((d) => d.code)).toEqual(['C', 'D']);
    expect(nextDivisionCode(gap)).toBe('B');
  });
});

describe('describeProjectField', () => {
  it('names the division and line a server detail points at', () => {
    const draft = emptyDraft(1, 'Gudang');
    draft.divisions = [{ code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [] }];
    expect(describeProjectField(draft, 'divisions.0.items.1.volume')).toBe(
      'Bagian A (PEKERJAAN PERSIAPAN), baris 2',
    );
    expect(describeProjectField(draft, 'divisions.0.name')).toBe('Bagian A (PEKERJAAN PERSIAPAN)');
    expect(describeProjectField(draft, 'name')).toBe('Nama proyek');
    expect(describeProjectField(draft, 'overhead_percentage')).toBe('Overhead & keuntungan (%)');
  });
});

describe('draftErrors', () => {
  it('says, as it is typed, what the account would refuse in the project and its divisions', () => {
    const draft = emptyDraft(1, 'Gudang');
    expect(draftErrors(draft)).toEqual({});
    draft.overhead_percentage = '20';
    draft.divisions = [
      { code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [] },
      { code: 'B', name: '', items: [] },
      { code: 'a', name: 'PEKERJAAN TANAH', items: [] },
    ];
    expect(draftErrors(draft)).toEqual({
      overhead_percentage: 'Overhead & keuntungan harus angka antara 0 dan 15% (Permen PUPR 8/2023)',
      'divisions.1.name': 'Nama bagian harus diisi (maks. 200 karakter)',
      'divisions.2.code': 'Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri',
    });
    // The documents wait for the codes, not for a missing name (the rekap prints it as typed).
    expect(documentProblem(draft)).toBe(
      'Bagian a (PEKERJAAN TANAH): Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri',
    );
    draft.divisions[2]!.code = 'C';
    expect(documentProblem(draft)).toBeNull();
  });
});

describe('draftErrors: amounts', () => {
  it('names, as it is typed, the line whose amount passes Rp 9 kuadriliun', () => {
    const huge = emptyDraft(1, 'Kawasan');
    huge.divisions = [
      {
        code: 'A',
        name: 'PEKERJAAN TANAH',
        items: [
          {
            id: 'u1',
            job_type_id: null,
            description: 'Urugan kawasan',
            unit: 'm³',
            volumeText: '1.000.000.000',
            parts: null,
            freePrice: 10_000_000_000_000,
            priceSource: 'free',
          },
        ],
      },
    ];
    expect(draftErrors(huge)).toEqual({
      'divisions.0.items.0.volume':
        'Jumlah harga "Urugan kawasan" terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
    });
    huge.divisions[0]!.items[0]!.volumeText = '100';
    expect(draftErrors(huge)).toEqual({});
  });
});

describe('divisionForCategory', () => {
  const divisions = [
    { code: 'A', name: 'PEKERJAAN PERSIAPAN' },
    { code: 'B', name: 'PEKERJAAN TANAH DAN PONDASI' },
    { code: 'C', name: 'Pek. Pasangan' },
  ];

  it('takes the division named with the category’s own word', () => {
    expect(divisionForCategory(divisions, 'Pekerjaan Pasangan Dinding')).toBe('C');
    expect(divisionForCategory(divisions, 'Pekerjaan Pondasi')).toBe('B');
    expect(divisionForCategory(divisions, 'Pekerjaan Tanah')).toBe('B');
  });

  it('takes none when no division is so named, or the category is not known', () => {
    expect(divisionForCategory(divisions, 'Pekerjaan Beton Bertulang')).toBeUndefined();
    expect(divisionForCategory(divisions, undefined)).toBeUndefined();
    expect(divisionForCategory([], 'Pekerjaan Atap')).toBeUndefined();
  });
});
