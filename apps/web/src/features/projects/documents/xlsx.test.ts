import { strFromU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEDULE_FIRST_WEEK_COLUMN, columnName, formatNumber } from '@kalkulator/core';
import {
  DECIMAL_DIVISIONS,
  DECIMAL_JOB_TYPES,
  FIXTURE_DIVISIONS,
  FIXTURE_HEADER,
  FIXTURE_JOB_TYPES,
  SPREAD_DIVISIONS,
  documentInput,
} from '../../../../../../packages/core/src/project/document-fixture';
import { emptyDraft, priceDraft } from '../draft';
import { documentInputOf, jobTypeIdsOf, projectFileName } from './input';
import { readXlsx, recompute } from './xlsx-read.test-helper';
import { projectWorkbook } from './xlsx';

// The workbook read back and every formula recomputed by HyperFormula (not our code): each equals the value stored
// beside it, and the totals equal the screen's for the project worked by hand in core's fixture.

const input = documentInput(FIXTURE_DIVISIONS);
const book = readXlsx(projectWorkbook(input));
const engine = recompute(book);
afterAll(() => engine.destroy());

const find = (sheet: string, label: string, column: string) => {
  const cells = book.sheets.get(sheet)!;
  const at = [...cells.entries()].find(([, cell]) => cell.cached === label)?.[0];
  if (!at) throw new Error(`${label} not in ${sheet}`);
  return engine.value(sheet, `${column}${at.replace(/^[A-Z]+/, '')}`);
};

describe('project workbook', () => {
  it('holds the six sheets, print titles and page set-up', () => {
    expect(book.names).toEqual(['Rekap', 'RAB', 'Analisa', 'Daftar Harga', 'Kebutuhan', 'Jadwal']);
    const workbook = strFromU8(book.files['xl/workbook.xml']!);
    expect(workbook).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">'RAB'!$7:$7</definedName>`,
    );
    const schedule = strFromU8(book.files['xl/worksheets/sheet6.xml']!);
    expect(schedule).toContain('orientation="landscape"');
    // The schedule repeats its header and the row of week dates.
    expect(workbook).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="5">'Jadwal'!$7:$8</definedName>`,
    );
    expect(schedule).toContain('<oddFooter>&amp;CHalaman &amp;P dari &amp;N</oddFooter>');
  });

  it('draws the S-curve over the weekly plan as a chart on the Jadwal sheet', () => {
    const chart = strFromU8(book.files['xl/charts/chart6.xml']!);
    const parsed = new DOMParser().parseFromString(chart, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    const ranges = [...chart.matchAll(/<c:f>([^<]+)<\/c:f>/g)].map((match) => match[1]);
    // Weeks G–I: the header row (Minggu 1–3), the planned row, the cumulative row under it.
    expect(ranges).toEqual([
      "'Jadwal'!$G$7:$I$7",
      expect.stringMatching(/^'Jadwal'!\$G\$(\d+):\$I\$\1$/),
      "'Jadwal'!$G$7:$I$7",
      expect.stringMatching(/^'Jadwal'!\$G\$(\d+):\$I\$\1$/),
    ]);
    const planned = Number(/\$G\$(\d+)/.exec(ranges[1]!)![1]);
    expect(engine.value('Jadwal', `G${planned}`)).toBeCloseTo(66, 9);
    expect(engine.value('Jadwal', `I${planned + 1}`)).toBeCloseTo(100, 9);
    expect(strFromU8(book.files['xl/worksheets/sheet6.xml']!)).toContain('<drawing r:id="rId1"/>');
    expect(strFromU8(book.files['[Content_Types].xml']!)).toContain('/xl/charts/chart6.xml');
  });

  it('recomputes every formula to the value the screen shows', () => {
    let formulas = 0;
    for (const [name, cells] of book.sheets) {
      for (const [at, cell] of cells) {
        if (!cell.formula) continue;
        formulas += 1;
        const value = engine.value(name, at);
        expect(typeof value, `${name}!${at} = ${cell.formula}`).toBe('number');
        expect(value as number, `${name}!${at} = ${cell.formula}`).toBeCloseTo(Number(cell.cached), 6);
      }
    }
    expect(formulas).toBeGreaterThan(60);
  });

  it('gives the hand-worked totals: Jumlah, PPN 11 %, Dibulatkan, analyses and the S-curve', () => {
    const { totals } = input.priced;
    expect(totals).toMatchObject({ subtotal: 10_000_000, ppn: 1_100_000, rounded: 11_100_000 });
    expect(find('Rekap', 'JUMLAH', 'C')).toBe(totals.subtotal);
    expect(find('Rekap', 'PPN 11%', 'C')).toBe(totals.ppn);
    expect(find('Rekap', 'JUMLAH TOTAL', 'C')).toBe(totals.total);
    expect(find('Rekap', 'DIBULATKAN', 'C')).toBe(totals.rounded);
    expect(find('RAB', 'Beton mutu K-225', 'F')).toBe(1_000_000);
    expect(find('RAB', 'Pasangan bata merah', 'E')).toBe(500_000);
    expect(find('RAB', 'JUMLAH', 'F')).toBe(10_000_000);
    const cumulative = find('Jadwal', 'Rencana progres kumulatif (%)', 'H');
    expect(cumulative).toBeCloseTo(97, 9);
    expect(find('Jadwal', 'Rencana progres kumulatif (%)', 'I')).toBeCloseTo(100, 9);
    expect(find('Jadwal', 'Rencana progres mingguan (%)', 'G')).toBeCloseTo(66, 9);
    expect(find('Kebutuhan', 'Pekerja', 'I')).toBe(900_000);
  });
});

describe('project workbook rounded down', () => {
  it("writes Dibulatkan ke bawah as ROUNDDOWN, recomputed to the screen's figure", () => {
    // PPN 11,5 %: Jumlah Total 11.150.000, down to Rp 100.000 is 11.100.000 (the nearest would be 11.200.000).
    const header = { ...FIXTURE_HEADER, ppn_percentage: 11.5, rounding: 'down-100000' as const };
    const down = documentInput(FIXTURE_DIVISIONS, header);
    expect(down.priced.totals).toMatchObject({ total: 11_150_000, rounded: 11_100_000 });
    const workbook = readXlsx(projectWorkbook(down));
    const formulas = recompute(workbook);
    try {
      const cells = workbook.sheets.get('Rekap')!;
      const at = [...cells.entries()]
        .find(([, cell]) => cell.cached === 'DIBULATKAN')![0]
        .replace(/^[A-Z]+/, '');
      expect(cells.get(`C${at}`)!.formula).toMatch(/^ROUNDDOWN\(C\d+,-5\)$/);
      expect(formulas.value('Rekap', `C${at}`)).toBe(11_100_000);
    } finally {
      formulas.destroy();
    }
  });
});

describe('project workbook bobot', () => {
  it('shows the bobot and weekly plan the screen and the PDF print, each column adding up to its JUMLAH', () => {
    // Six lines overlapping over six weeks: their exact shares would show 32,73 for a bobot printed 32,72 and 14,03
    // for a week printed 14,02, the bobot column summing to 100,01 under a JUMLAH of 100,00.
    const spread = documentInput(SPREAD_DIVISIONS);
    const workbook = readXlsx(projectWorkbook(spread));
    const formulas = recompute(workbook);
    try {
      // As the 0,00 format shows a cell, in hundredths (so sums are exact).
      const shown = (sheet: string, at: string) => Math.round(Number(formulas.value(sheet, at)) * 100);
      const hundredths = (value: number) => Math.round(value * 100);
      const rowOf = (sheet: string, label: string) => {
        const at = [...workbook.sheets.get(sheet)!.entries()].find(([, cell]) => cell.cached === label)?.[0];
        if (!at) throw new Error(`${label} not in ${sheet}`);
        return Number(at.replace(/^[A-Z]+/, ''));
      };
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

      // Rekap: each division's bobot as the PDF prints it (core's apportioned weight), adding up to JUMLAH.
      const divisions = spread.priced.divisions;
      const rekap = divisions.map((division) => shown('Rekap', `D${rowOf('Rekap', division.name)}`));
      expect(rekap).toEqual(divisions.map((division) => hundredths(division.weight)));
      expect(rekap).toContain(3272);
      expect(sum(rekap)).toBe(shown('Rekap', `D${rowOf('Rekap', 'JUMLAH')}`));
      expect(sum(rekap)).toBe(10_000);

      // Jadwal: each line's bobot and its weeks as printed, every column adding up to the row under it.
      const { schedule } = spread;
      const weeks = Array.from({ length: schedule.weeks }, (_, week) =>
        columnName(SCHEDULE_FIRST_WEEK_COLUMN + week),
      );
      const lines = schedule.items.map((item) => rowOf('Jadwal', item.description));
      const bobot = lines.map((row) => shown('Jadwal', `D${row}`));
      expect(bobot).toEqual(schedule.items.map((item) => hundredths(item.printedWeight)));
      expect(sum(bobot)).toBe(shown('Jadwal', `D${rowOf('Jadwal', 'JUMLAH')}`));
      expect(sum(bobot)).toBe(10_000);
      lines.forEach((row, index) =>
        expect(sum(weeks.map((week) => shown('Jadwal', `${week}${row}`)))).toBe(bobot[index]),
      );
      expect(weeks.map((week) => shown('Jadwal', `${week}${lines[4]}`)).filter(Boolean)).toEqual([
        234, 1636, 1402,
      ]);
      const planned = rowOf('Jadwal', 'Rencana progres mingguan (%)');
      weeks.forEach((week, index) => {
        expect(sum(lines.map((row) => shown('Jadwal', `${week}${row}`)))).toBe(
          shown('Jadwal', `${week}${planned}`),
        );
        // The PDF's rows under its weeks (schedule-pdf.ts prints schedule.planned and .cumulative).
        expect(shown('Jadwal', `${week}${planned}`)).toBe(hundredths(schedule.planned[index]!));
        expect(shown('Jadwal', `${week}${planned + 1}`)).toBe(hundredths(schedule.cumulative[index]!));
      });
      expect(shown('Jadwal', `${weeks.at(-1)}${planned + 1}`)).toBe(10_000);
      expect(formatNumber(Number(formulas.value('Jadwal', `D${lines[4]}`)), 2)).toBe('32,72');
    } finally {
      formulas.destroy();
    }
  });
});

/** The number format Excel shows a cell with: its style's numFmt in styles.xml ("#,##0" is built-in 3). */
function shownFormat(files: Record<string, Uint8Array>, sheet: number, at: string): string {
  const xml = strFromU8(files[`xl/worksheets/sheet${sheet}.xml`]!);
  const style = Number(new RegExp(`<c r="${at}" s="(\\d+)"`).exec(xml)?.[1]);
  const styles = strFromU8(files['xl/styles.xml']!);
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)![1]!.match(/<xf [^>]*>/g)!;
  const id = /numFmtId="(\d+)"/.exec(xfs[style]!)![1];
  if (id === '3') return '#,##0';
  return new RegExp(`<numFmt numFmtId="${id}" formatCode="([^"]*)"`).exec(styles)![1]!;
}

describe('project workbook figures', () => {
  it('shows each volume and coefficient with the decimals it has, as the PDF prints it', () => {
    const decimals = readXlsx(
      projectWorkbook(documentInput(DECIMAL_DIVISIONS, FIXTURE_HEADER, DECIMAL_JOB_TYPES)),
    );
    const at = (sheet: string, value: number) =>
      [...decimals.sheets.get(sheet)!.entries()].find(([, cell]) => cell.cached === value)![0];
    const rab = decimals.names.indexOf('RAB') + 1;
    const analisa = decimals.names.indexOf('Analisa') + 1;
    // 0,1125 m³ (not #,##0.000: 0,113), 12 m² without decimals, coefficients 0,01375 and 0,00415 (not 0,0138).
    expect(shownFormat(decimals.files, rab, at('RAB', 0.1125))).toBe('#,##0.0000');
    expect(shownFormat(decimals.files, rab, at('RAB', 12))).toBe('#,##0');
    expect(shownFormat(decimals.files, analisa, at('Analisa', 0.01375))).toBe('#,##0.00000');
    expect(shownFormat(decimals.files, analisa, at('Analisa', 0.00415))).toBe('#,##0.00000');
  });
});

describe('documentInputOf', () => {
  it('prices the draft as the editor does and analyses each job type at the project overhead', () => {
    const draft = {
      ...emptyDraft('local_x', 'Rumah Pak Budi'),
      overhead_percentage: '10',
      divisions: [
        {
          code: 'A',
          name: 'PEKERJAAN BETON',
          items: [
            {
              id: 'x1',
              job_type_id: 1,
              description: 'Beton',
              unit: 'm³',
              volumeText: '2 × 2,5',
              parts: { A: 43_000, B: 57_000, C: 0 },
              freePrice: null,
              priceSource: 'ahsp' as const,
            },
          ],
        },
      ],
    };
    const details = new Map(FIXTURE_JOB_TYPES.map((jobType) => [jobType.id, jobType]));
    const built = documentInputOf(draft, details, '2026-11-25');
    expect(built.priced.totals).toEqual(priceDraft(draft).totals);
    expect(built.analyses.get('1')).toMatchObject({ D: 100_000, E: 10_000, F: 110_000 });
    // 5 m³ at 2 m³ a day: 3 days.
    expect(built.schedule.items[0]).toMatchObject({ days: 3, start: 0 });
    expect(jobTypeIdsOf(draft)).toEqual([1]);
    // The documents name where the prices come from: the catalogue, or the book its details were priced with.
    expect(built.project.price_book).toBe('Katalog nasional');
    const sleman = new Map(
      FIXTURE_JOB_TYPES.map((jobType) => [
        jobType.id,
        { ...jobType, price_book: { id: 4, name: 'Kab. Sleman 2026' } },
      ]),
    );
    expect(documentInputOf({ ...draft, price_book_id: 4 }, sleman).project.price_book).toBe(
      'Kab. Sleman 2026',
    );
    expect(projectFileName('Rumah Pak Budi', 'xlsx', new Date(2026, 10, 25))).toBe(
      'rab-rumah-pak-budi-2026-11-25.xlsx',
    );
  });
});
