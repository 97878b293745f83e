import { describe, expect, it } from 'vitest';
import { computeUnitPrice, MAX_DIVISION_ITEMS, readRabText, type JobTypeDetails } from '@kalkulator/core';
import { fixtures } from '../../test/fixtures';
import { freeLine } from './components/AddItem';
import { emptyDraft, type ProjectDraft } from './draft';
import { importedDraft, rabImportPreview, type RabImportPreview } from './import-lines';

// "Impor baris RAB" with the harga satuan of the rows matching the catalogue taken from the AHSP analysis (the
// default, as "Tambah item") or from the file: a row with a usable price in the file is then a free line at it.

const galian: JobTypeDetails = {
  ...fixtures.brickWall,
  id: 8,
  code: 'A.2.3.1.1',
  category_id: 2,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa sedalam 1 m',
  unit: 'm³',
  has_brick_variants: false,
  labor: [{ ...fixtures.brickWall.labor[0]!, coefficient: 0.75 }],
  materials: [],
};
const jobTypes = [{ id: 8, code: 'A.2.3.1.1', name: galian.name, unit: 'm³' }];
const details = new Map([[8, galian]]);

const RAB = [
  'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)',
  'A\tPEKERJAAN TANAH\t\t\t\t',
  '1\tGalian tanah pondasi\tA.2.3.1.1\t12,5\tm3\t95.000',
  '2\tGalian tanah biasa sedalam 1 m\t\t2\tm3\t',
  '3\tGalian tanah sumuran\tA.2.3.1.1\t1\tm3\t95.000,50',
  '4\tMobilisasi\t\t1\tls\t2.500.000',
].join('\n');

const draft: ProjectDraft = { ...emptyDraft('local_a', 'Rumah'), overhead_percentage: '10', divisions: [] };

/** The galian's F with 10 % overhead: D + round(D × 10 %). */
const { A, B, C } = computeUnitPrice(galian, { overheadPercentage: 0 });
const galianF = A + B + C + Math.round((A + B + C) * 0.1);

const preview = (prices?: 'ahsp' | 'file') =>
  rabImportPreview(draft, readRabText(RAB), jobTypes, details, null, prices);
const linesOf = (result: RabImportPreview) =>
  result.divisions[0]!.lines.map((line) => [
    line.row.line,
    line.pricing,
    line.item.job_type_id,
    line.item.description,
    line.F,
    line.ahspF,
    line.amount,
  ]);

describe('rabImportPreview: harga satuan of the rows matching the catalogue', () => {
  it('takes the AHSP analysis by default, whatever the file writes', () => {
    const result = preview();

    expect(linesOf(result)).toEqual([
      [3, 'ahsp', 8, galian.name, galianF, galianF, Math.round(12.5 * galianF)],
      [4, 'ahsp', 8, galian.name, galianF, galianF, 2 * galianF],
      [5, 'ahsp', 8, galian.name, galianF, galianF, galianF],
      [6, 'free', null, 'Mobilisasi', 2_500_000, null, 2_500_000],
    ]);
    expect(result).toMatchObject({ count: 4, catalogue: 3, matched: 3, fromFile: 0, noFilePrice: 0 });
    expect(result.total).toBe(Math.round(12.5 * galianF) + 3 * galianF + 2_500_000);
  });

  it('with "dari berkas", adds a matched row with a price as a free line at it; one without keeps the AHSP', () => {
    const result = preview('file');

    expect(linesOf(result)).toEqual([
      [3, 'file', null, 'Galian tanah pondasi', 95_000, galianF, 1_187_500],
      // No price in the file, and one with sen: the AHSP's, said in the preview.
      [4, 'ahspNoFilePrice', 8, galian.name, galianF, galianF, 2 * galianF],
      [5, 'ahspNoFilePrice', 8, galian.name, galianF, galianF, galianF],
      [6, 'free', null, 'Mobilisasi', 2_500_000, null, 2_500_000],
    ]);
    expect(result).toMatchObject({ count: 4, catalogue: 2, matched: 3, fromFile: 1, noFilePrice: 2 });
    expect(result.total).toBe(1_187_500 + 3 * galianF + 2_500_000);
    expect(result.divisions[0]!.lines[2]!.row.priceProblem).toMatch(/tanpa sen/);
  });

  it('writes the file-priced row as the free line the file writes: uraian, satuan, volume and harga satuan', () => {
    const next = importedDraft(draft, preview('file'));

    expect(next.divisions).toHaveLength(1);
    expect(next.divisions[0]!.items[0]).toMatchObject({
      job_type_id: null,
      description: 'Galian tanah pondasi',
      // The catalogue's spelling of the file's m3: one RAB does not hold both.
      unit: 'm³',
      volumeText: '12,5',
      parts: null,
      freePrice: 95_000,
      priceSource: 'free',
    });
    expect(next.divisions[0]!.items[1]).toMatchObject({ job_type_id: 8, priceSource: 'ahsp' });
  });

  it('writes a matched row in the catalogue’s unit, a row matching nothing in the file’s, as the file spells them', () => {
    const text = [
      'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)',
      'A\tPEKERJAAN TANAH\t\t\t\t',
      '1\tGalian tanah pondasi\tA.2.3.1.1\t12,5\tM3\t95.000',
      '2\tUrugan pasir bawah lantai\t\t3\tm3\t250.000',
      '3\tGalian tanah biasa sedalam 1 m\t\t2\tm^3\t',
    ].join('\n');

    for (const prices of ['ahsp', 'file'] as const) {
      const result = rabImportPreview(draft, readRabText(text), jobTypes, details, null, prices);
      expect(result.divisions[0]!.lines.map((line) => [line.pricing, line.item.unit])).toEqual([
        [prices, 'm³'],
        ['free', 'm3'],
        [prices === 'file' ? 'ahspNoFilePrice' : 'ahsp', 'm³'],
      ]);
    }
  });
});

describe('rabImportPreview: a row whose code is a job type of another work', () => {
  const text = [
    'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)',
    'A\tPEKERJAAN TANAH\t\t\t\t',
    '1\tGalian tanah pondasi\tA.2.3.1.1\t10\tm3\t95.000',
    'B\tPEKERJAAN DINDING\t\t\t\t',
    '1\tPasang bata merah 1:4\tA.2.3.1.1\t4\tm3\t',
  ].join('\n');
  const of = (names?: Map<number, 'catalogue' | 'file'>, prices: 'ahsp' | 'file' = 'ahsp') =>
    rabImportPreview(draft, readRabText(text), jobTypes, details, null, prices, names);

  it('is not the catalogue’s line unless chosen: without a price of its own it is left out, with its division', () => {
    const result = of();

    expect(result.divisions.map((division) => [division.name, division.lines.length])).toEqual([
      ['PEKERJAAN TANAH', 1],
    ]);
    expect(result.nameConflicts.map(({ row, choice, left }) => [row.line, choice, left])).toEqual([
      [5, 'file', true],
    ]);
    expect(result).toMatchObject({ count: 1, catalogue: 1 });
  });

  it('is the catalogue’s line, priced as the others, when chosen', () => {
    for (const prices of ['ahsp', 'file'] as const) {
      const result = of(new Map([[5, 'catalogue']]), prices);
      expect(result.divisions[1]!.lines.map((line) => [line.pricing, line.item.job_type_id, line.F])).toEqual(
        [
          // No price in the file: the AHSP's, whatever the price choice.
          [prices === 'file' ? 'ahspNoFilePrice' : 'ahsp', 8, galianF],
        ],
      );
      expect(result.nameConflicts.map(({ choice, left }) => [choice, left])).toEqual([['catalogue', false]]);
    }
  });
});

describe('rabImportPreview: the limit of lines per division', () => {
  const header = 'No\tUraian Pekerjaan\tVolume\tSatuan\tHarga Satuan (Rp)';
  const lines = [
    '1\tMobilisasi\t1\tls\t2.500.000',
    '2\tPagar sementara\t20\tm\t150.000',
    '3\tDireksi keet\t1\tls\t3.000.000',
  ];
  /** The draft with a division PEKERJAAN TANAH holding `held` lines. */
  const holding = (held: number): ProjectDraft => ({
    ...draft,
    divisions: [
      {
        code: 'A',
        name: 'Pekerjaan Tanah',
        items: Array.from({ length: held }, (_, at) => freeLine(`Item ${at + 1}`, 'ls', 10_000)),
      },
    ],
  });
  const overfullOf = (held: number, text: string, unplacedTo: number | null = null) =>
    rabImportPreview(holding(held), readRabText(text), jobTypes, details, unplacedTo).overfull;

  it("names the division the file's lines would fill past the limit, with how many still fit", () => {
    // The file's division joins the project's of the same name (case aside).
    const text = [header, 'A\tPEKERJAAN TANAH\t\t\t', ...lines].join('\n');

    expect(overfullOf(MAX_DIVISION_ITEMS - 3, text)).toEqual([]);
    expect(overfullOf(MAX_DIVISION_ITEMS - 1, text)).toEqual([
      {
        code: 'A',
        name: 'Pekerjaan Tanah',
        existing: 0,
        held: MAX_DIVISION_ITEMS - 1,
        adding: 3,
        room: 1,
        unplaced: false,
      },
    ]);
  });

  it('counts rows without a division where they are sent: a full division, or a new one with room', () => {
    const text = [header, ...lines].join('\n');

    expect(overfullOf(MAX_DIVISION_ITEMS, text, 0)).toEqual([
      {
        code: 'A',
        name: 'Pekerjaan Tanah',
        existing: 0,
        held: MAX_DIVISION_ITEMS,
        adding: 3,
        room: 0,
        unplaced: true,
      },
    ]);
    expect(overfullOf(MAX_DIVISION_ITEMS, text, null)).toEqual([]);
  });
});
