import { describe, expect, it } from 'vitest';
import { computeUnitPrice } from '../ahsp/unit-price';
import type { JobTypeDetails } from '../calculation/types';
import { cellDecimals, type SheetCell, type SheetModel } from '../export/sheet-model';
import { formatNumber, formatVolume } from '../format/format';
import { parseIdNumber, roundRupiah, roundTo } from '../format/number';
import { analysisKey } from './analyses';
import { FIXTURE_HEADER, FIXTURE_JOB_TYPES, documentInput } from './document-fixture';
import { DOCUMENT_SHEETS, buildProjectDocuments, type ProjectDocumentInput } from './documents';
import { SPLIT_WEIGHT_DIVISIONS } from './printed-fixture';
import type { ProjectDivisionInput } from './totals';

// What the documents print multiplies out and adds up as printed, for a project worked by hand and for random ones:
// every Kebutuhan row's need × price is its amount, and a division's lines in Jadwal add up to its bobot in Rekap.

const hundredths = (value: number) => Math.round(value * 100);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A seeded generator (mulberry32): the same projects on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A project of random job types (coefficients of up to 7 decimals, prices up to Rp 9.000.000) and volumes. */
function randomProject(seed: number): { divisions: ProjectDivisionInput[]; jobTypes: JobTypeDetails[] } {
  const next = random(seed);
  const whole = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const coefficient = () => roundTo(next() * 2, whole(2, 7)) || 0.001;
  const price = () => whole(1, 9) * 10 ** whole(2, 6) + whole(0, 999);
  const jobTypes = Array.from({ length: 4 }, (_, j) => {
    const base = FIXTURE_JOB_TYPES[j % 2]!;
    return {
      ...base,
      id: 100 + j,
      code: `X.${j}`,
      // The same resource (code, name, unit) at the same price in every job type, as a catalogue gives it.
      labor: base.labor.map((line) => ({
        ...line,
        daily_rate: 100_000 + line.id * 7_777,
        coefficient: coefficient(),
      })),
      materials: base.materials.map((line) => ({
        ...line,
        price: (line.id * 1_234_567) % 9_000_000,
        quantity_per_unit: coefficient(),
      })),
      equipment: (base.equipment ?? []).map((line) => ({
        ...line,
        price: price(),
        quantity_per_unit: coefficient(),
      })),
    };
  }) as JobTypeDetails[];
  const divisions = Array.from({ length: whole(1, 5) }, (_, d) => ({
    code: String.fromCharCode(65 + d),
    name: `PEKERJAAN ${d + 1}`,
    items: Array.from({ length: whole(1, 6) }, (_, i) => {
      const id = `r${d}_${i}`;
      const volume = roundTo(next() * 400, whole(0, 4)) || 1;
      if (next() < 0.25) {
        return {
          id,
          job_type_id: null,
          description: `Borongan ${id}`,
          unit: 'ls',
          volume,
          free_price: price(),
          price_source: 'free' as const,
        };
      }
      const jobType = jobTypes[whole(0, jobTypes.length - 1)]!;
      const { A, B, C } = computeUnitPrice(jobType, { overheadPercentage: 0 });
      return {
        id,
        job_type_id: jobType.id,
        description: jobType.name,
        unit: jobType.unit,
        volume,
        parts: { A, B, C },
        price_source: 'ahsp' as const,
      };
    }),
  }));
  return { divisions, jobTypes };
}

const PROJECTS = Array.from({ length: 40 }, (_, seed) => {
  const { divisions, jobTypes } = randomProject(seed + 1);
  return documentInput(divisions, FIXTURE_HEADER, jobTypes);
});

const sheetOf = (input: ProjectDocumentInput, name: string): SheetModel =>
  buildProjectDocuments(input).find((sheet) => sheet.name === name)!;
/** A quantity cell as the PDF prints it and the workbook shows it, read back as a reader would. */
const printed = (cell: SheetCell) => parseIdNumber(formatNumber(Number(cell.value), cellDecimals(cell) ?? 0));

describe('Kebutuhan as printed', () => {
  it('multiplies out on every row: the printed need × price is the amount, on the screen and in the sheet', () => {
    for (const input of PROJECTS) {
      const lines = input.resources.groups.flatMap((group) => group.lines);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        // The screen prints formatVolume(quantity).
        expect(roundRupiah(parseIdNumber(formatVolume(line.quantity)) * line.price)).toBe(line.amount);
      }
      for (const group of input.resources.groups) {
        expect(group.total).toBe(sum(group.lines.map((line) => line.amount)));
      }
      const rows = sheetOf(input, DOCUMENT_SHEETS.resources).rows.filter(
        (row) => row[4]?.style === 'quantity' && typeof row[8]?.value === 'number',
      );
      expect(rows).toHaveLength(lines.length);
      for (const row of rows) {
        expect(row[8]!.formula).toMatch(/^ROUND\(E\d+\*H\d+,0\)$/);
        expect(roundRupiah(printed(row[4]!) * Number(row[7]!.value))).toBe(row[8]!.value);
        expect(roundRupiah(Number(row[4]!.value) * Number(row[7]!.value))).toBe(row[8]!.value);
      }
    }
  });

  it('needs Σ coefficient × volume to the 4 decimals printed', () => {
    for (const input of PROJECTS) {
      const exact = new Map<string, number>();
      for (const division of input.priced.divisions) {
        for (const item of division.items) {
          if (item.job_type_id === null) continue;
          const analysis = input.analyses.get(analysisKey(item.job_type_id, item.brick_type))!;
          for (const line of [...analysis.labor, ...analysis.materials, ...analysis.equipment]) {
            exact.set(line.name, (exact.get(line.name) ?? 0) + line.coefficient * item.volume);
          }
        }
      }
      for (const line of input.resources.groups.flatMap((group) => group.lines)) {
        expect(line.quantity).toBe(roundTo(exact.get(line.name)!, 4));
      }
    }
  });
});

describe('bobot as printed', () => {
  it('shares a division’s Rekap bobot among its lines: 0,84 + 12,61 + 2,52 = 15,97 and 25,21 + 58,82 = 84,03', () => {
    const { priced, schedule } = documentInput(SPLIT_WEIGHT_DIVISIONS);
    expect(priced.divisions.map((division) => division.weight)).toEqual([15.97, 84.03]);
    expect(schedule.items.map((item) => item.printedWeight)).toEqual([0.84, 12.61, 2.52, 25.21, 58.82]);
  });

  it('adds up, for any project: a division’s lines to its Rekap bobot, all lines to 100,00, a line’s weeks to it', () => {
    for (const input of PROJECTS) {
      const { priced, schedule } = input;
      expect(priced.totals.subtotal).toBeGreaterThan(0);
      priced.divisions.forEach((division, d) => {
        const lines = schedule.items.filter((item) => item.division === d);
        expect(sum(lines.map((item) => hundredths(item.printedWeight)))).toBe(hundredths(division.weight));
      });
      expect(sum(schedule.items.map((item) => hundredths(item.printedWeight)))).toBe(10_000);
      for (const item of schedule.items) {
        expect(sum(item.printedWeekShares.map(hundredths))).toBe(hundredths(item.printedWeight));
        // Within a hundredth of its exact share, as each division's is.
        expect(Math.abs(item.printedWeight - item.weight)).toBeLessThan(0.02);
      }
      expect(sum(schedule.planned.map(hundredths))).toBe(10_000);
      expect(schedule.cumulative.at(-1)).toBe(100);
    }
  });

  it('prints in Jadwal lines adding up to the bobot Rekap prints for their division', () => {
    for (const input of PROJECTS.slice(0, 10)) {
      const weights = (name: string) =>
        sheetOf(input, name)
          .rows.flatMap((row) => row.filter((cell) => cell?.style === 'weight' && cell.formula === undefined))
          .map((cell) => hundredths(Number(cell!.value)));
      const rekap = weights(DOCUMENT_SHEETS.rekap);
      const jadwal = weights(DOCUMENT_SHEETS.schedule);
      let at = 0;
      input.priced.divisions.forEach((division, d) => {
        const lines = jadwal.slice(at, at + division.items.length);
        at += division.items.length;
        expect(sum(lines)).toBe(rekap[d]);
      });
      expect(at).toBe(jadwal.length);
    }
  });
});
