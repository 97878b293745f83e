import { describe, expect, it } from 'vitest';
import { computeUnitPrice } from '../ahsp/unit-price';
import { brickWall } from '../calculation/fixtures';
import type { SheetModel } from '../export/sheet-model';
import { roundTo } from '../format/number';
import { analysisKey, lineName } from './analyses';
import { FIXTURE_HEADER, documentInput } from './document-fixture';
import { DOCUMENT_SHEETS, buildProjectDocuments } from './documents';
import { repriceProject, type ProjectDivisionInput } from './totals';

// Two walls of the same job type, one of bata merah (stored before brick types: no brick_type) and one of bata
// ringan: each is analysed, priced and bought with its own bricks.

const partsOf = (brickType?: 'bata_ringan') => {
  const price = computeUnitPrice(brickWall, { overheadPercentage: 0, brickType });
  return { A: price.A, B: price.B, C: price.C };
};

const walls: ProjectDivisionInput[] = [
  {
    code: 'A',
    name: 'PEKERJAAN PASANGAN',
    items: [
      {
        id: 'merah',
        job_type_id: brickWall.id,
        description: brickWall.name,
        unit: 'm²',
        volume: 10,
        parts: partsOf(),
        price_source: 'ahsp',
      },
      {
        id: 'ringan',
        job_type_id: brickWall.id,
        brick_type: 'bata_ringan',
        description: brickWall.name,
        unit: 'm²',
        volume: 12.5,
        parts: partsOf('bata_ringan'),
        price_source: 'ahsp',
      },
    ],
  },
];

const texts = (sheet: SheetModel) =>
  sheet.rows.flatMap((row) => row.map((cell) => String(cell?.value ?? '')));

describe('a project line of a job type with brick variants', () => {
  const input = documentInput(walls, FIXTURE_HEADER, [brickWall]);

  it('has B of its own bricks: 9 × 11.000 + 4 × 3.000 + 2,3 × 50 for bata ringan, not the bata merah 73.045', () => {
    expect(partsOf().B).toBe(70 * 700 + 14_950 + 8_600 + 115);
    expect(partsOf('bata_ringan').B).toBe(99_000 + 12_000 + 115);
  });

  it('is analysed per brick type: two analyses of the one job type, each named with its bricks', () => {
    expect([...input.analyses.keys()]).toEqual(['7', '7:bata_ringan']);
    expect(input.analyses.get('7:bata_ringan')).toMatchObject({ brick_type: 'bata_ringan', B: 111_115 });
    const analisa = texts(buildProjectDocuments(input).find((s) => s.name === DOCUMENT_SHEETS.analisa)!);
    expect(analisa).toContain('A.4.4.1.9 - 1 m² Pasangan dinding bata 1/2 batu 1:4 — bata merah');
    expect(analisa).toContain('A.4.4.1.9 - 1 m² Pasangan dinding bata 1/2 batu 1:4 — bata ringan');
    expect(analisa).toContain('Bata ringan (hebel) 10 cm');
  });

  it('points each RAB line at its own analysis’ F, named with its bricks and not marked as frozen', () => {
    const sheets = buildProjectDocuments(input);
    const rab = sheets.find((s) => s.name === DOCUMENT_SHEETS.rab)!;
    const lines = rab.rows.filter((row) => String(row[1]?.value ?? '').startsWith('Pasangan dinding'));
    expect(lines.map((row) => row[1]?.value)).toEqual([
      'Pasangan dinding bata 1/2 batu 1:4',
      'Pasangan dinding bata 1/2 batu 1:4 — bata ringan',
    ]);
    const formulas = lines.map((row) => row[4]?.formula);
    expect(formulas[0]).toMatch(/^Analisa!G\d+$/);
    expect(formulas[1]).toMatch(/^Analisa!G\d+$/);
    expect(formulas[0]).not.toBe(formulas[1]);
    expect(lines[1]![4]?.value).toBe(
      computeUnitPrice(brickWall, { brickType: 'bata_ringan', overheadPercentage: 0 }).F,
    );
  });

  it('needs its own bricks and mortar in Kebutuhan: hebel and thin bed for the bata ringan wall only', () => {
    const needs = Object.fromEntries(
      input.resources.groups
        .find((group) => group.group === 'materials')!
        .lines.map((line) => [line.name, roundTo(line.quantity, 6)]),
    );
    expect(needs).toEqual({
      Air: 51.75,
      'Bata merah': 700,
      'Bata ringan (hebel) 10 cm': 112.5,
      'Mortar instan thin bed': 50,
      'Pasir pasang': 0.43,
      'Semen Portland': 115,
    });
    expect(input.resources.missing).toBe(0);
  });

  it('is re-priced with its own brick type', () => {
    const asked: [number, string | null][] = [];
    const outcome = repriceProject(walls, FIXTURE_HEADER, (id, brickType) => {
      asked.push([id, brickType]);
      return partsOf(brickType === 'bata_ringan' ? 'bata_ringan' : undefined);
    });
    expect(asked).toEqual([
      [7, null],
      [7, 'bata_ringan'],
    ]);
    expect(outcome.changes).toEqual([]);
  });

  it('keys bata merah as the job type itself, so lines stored before brick types share its analysis', () => {
    expect(analysisKey(7)).toBe('7');
    expect(analysisKey(7, 'bata_merah')).toBe('7');
    expect(analysisKey(7, 'batako')).toBe('7:batako');
    expect(lineName('Pasangan dinding', 'batako')).toBe('Pasangan dinding — batako');
    expect(lineName('Pasangan dinding — bata ringan', 'bata_ringan')).toBe('Pasangan dinding — bata ringan');
    expect(lineName('Galian', null)).toBe('Galian');
  });
});
