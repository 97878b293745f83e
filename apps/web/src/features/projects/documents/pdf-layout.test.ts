import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import { documentTexts, type JobTypeDetails, type ProjectDivisionInput } from '@kalkulator/core';
import {
  FIXTURE_DIVISIONS,
  FIXTURE_HEADER,
  FIXTURE_JOB_TYPES,
  documentInput,
  largeProject,
} from '../../../../../../packages/core/src/project/document-fixture';
import { renderProjectPdf } from './pdf';
import {
  NAME_SIZE,
  ROW,
  TALL_ROW,
  nameLines,
  rowHeight,
  scheduleRows,
  schedulePages,
} from './schedule-pdf-rows';

// Where things land on the project PDF's pages, read back with pdftotext as a viewer extracts it: no heading or
// group row left at the foot of a page without the rows it heads, a wall line's brick type on the schedule, the
// S-curve's axis within the page.

const lib = { jsPDF, autoTable };
const WALL = 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)';
// Three lines' worth: printed whole over three lines.
const DIG =
  'Galian tanah pondasi menerus untuk pondasi batu kali dan sloof, termasuk membuang tanah galian ke luar lokasi, sedalam 1–2 m';
const NAMES = [
  'Plesteran 1PC:4PP tebal 15 mm',
  'Acian dinding',
  'Pasangan batu kali 1PC:5PP',
  'Beton sloof 15/20 mutu K-175',
  'Bekisting sloof',
  'Pembesian sloof dengan besi polos',
  'Cat dinding dalam 2 lapis',
];
// A free line's name of four lines in the Uraian column.
const MOBILISATION =
  'Mobilisasi dan demobilisasi peralatan kerja, pembuatan direksi keet, gudang material sementara, papan nama proyek serta pembersihan lokasi pekerjaan pada akhir proyek';

/** The fixture with its first line (a free line) named `description`. */
function namedFirstLine(description: string): ProjectDivisionInput[] {
  const [first, ...rest] = FIXTURE_DIVISIONS;
  return [{ ...first!, items: [{ ...first!.items[0]!, description }, ...first!.items.slice(1)] }, ...rest];
}

/** `count` job types of 1 to 3 materials each (`shift` turns which has how many), every other with equipment. */
function jobTypes(count: number, shift: number): JobTypeDetails[] {
  const wall = FIXTURE_JOB_TYPES[1]!;
  return Array.from({ length: count }, (_, k) => ({
    ...wall,
    id: 100 + k,
    code: `A.${k + 1}.1.1`,
    name: NAMES[k % NAMES.length]!,
    materials: wall.materials.slice(0, 1 + ((k + shift) % 3)),
    equipment: k % 2 ? (wall.equipment ?? []) : [],
  }));
}

function divisionsOf(types: JobTypeDetails[]): ProjectDivisionInput[] {
  return [0, 1].map((d) => ({
    code: String.fromCharCode(65 + d),
    name: `PEKERJAAN BAGIAN ${d + 1}`,
    items: types
      .filter((_, k) => k % 2 === d)
      .map((type, i) => ({
        id: `l${type.id}`,
        job_type_id: type.id,
        description: `${type.name} lantai ${i + 1}`,
        unit: type.unit,
        volume: 2,
        parts: { A: 1, B: 1, C: 0 },
        price_source: 'ahsp' as const,
      })),
  }));
}

async function pdfFile(divisions: ProjectDivisionInput[], types: JobTypeDetails[]) {
  const doc = await renderProjectPdf(lib, documentInput(divisions, FIXTURE_HEADER, types), {
    printedAt: '25 November 2026',
  });
  const path = join(mkdtempSync(join(tmpdir(), 'rab-pdf-')), 'rab.pdf');
  writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return { path, pages: text.split('\f').filter((page) => page.trim()) };
}

/** A page's lines between the running head ("RAB …") and the footer ("… Halaman X dari N"). */
const bodyLines = (page: string) =>
  page
    .split('\n')
    .filter((line) => line.trim())
    .slice(1, -1);

/** A group's row: its letter and name and nothing else ("A   TENAGA KERJA", "B   PEKERJAAN BAGIAN 2"). */
const SECTION = /^\s*[A-Z]\s{2,}[A-Z][A-Z0-9 ,./()-]*$/;
const ANALYSIS_HEADING = /^\s*A\.\d+\.1\.1 - 1 /;

describe('project PDF layout', () => {
  it('never leaves a heading or a group row at the foot of a page without the rows it heads', async () => {
    const problems: string[] = [];
    // Blocks of different heights, so headings and groups fall at many places down the pages.
    for (const [count, shift] of [
      [14, 0],
      [15, 1],
      [16, 2],
      [17, 0],
    ] as const) {
      const types = jobTypes(count, shift);
      const { pages } = await pdfFile(divisionsOf(types), types);
      pages.forEach((page, p) => {
        const lines = bodyLines(page);
        lines.forEach((line, at) => {
          const after = lines.slice(at + 1);
          if (ANALYSIS_HEADING.test(line)) {
            // Its head row, group A and the first of A's rows on the same page.
            const group = after.findIndex((next) => /^\s*A\s+TENAGA KERJA\s*$/.test(next));
            if (!after.some((next) => next.includes('Koefisien')) || group < 0 || after.length < group + 2)
              problems.push(`${count}/${shift} page ${p + 1}: heading "${line.trim()}"`);
          } else if (SECTION.test(line) && (after.length === 0 || SECTION.test(after[0]!)))
            problems.push(`${count}/${shift} page ${p + 1}: group "${line.trim()}"`);
        });
      });
    }
    expect(problems).toEqual([]);
  }, 30_000);

  it("prints a long line's whole name on the schedule: its brick type, the depth of a dig", async () => {
    const types = jobTypes(2, 0);
    const divisions = divisionsOf(types);
    divisions[0]!.items[0] = { ...divisions[0]!.items[0]!, description: WALL, brick_type: 'batako' };
    divisions[1]!.items[0] = { ...divisions[1]!.items[0]!, description: DIG };
    const { pages } = await pdfFile(divisions, types);
    const schedule = pages.find((page) => page.includes(documentTexts.scheduleTitle))!;
    // The wall over two lines, its number, bobot and duration in the row between them; the dig over three, they on
    // its middle line; "—" prints as "-".
    expect(schedule).toMatch(
      /Pasangan dinding 1\/2 batu campuran[^\n]*\n\s+1\s+50,00\s+\d+\s*\n\s+merah, batako[^\n]* - batako\s/,
    );
    expect(schedule).toMatch(
      /Galian tanah pondasi menerus[^\n]*\n\s+1\s+sloof, termasuk membuang[^\n]*50,00\s+\d+\s*\n\s+sedalam 1-2 m\s/,
    );
    expect(schedule).not.toContain('...');
  });

  it('wraps a long name on as many lines as it takes, every word kept, each line within the column', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape' });
    doc.setFontSize(NAME_SIZE);
    const lines = nameLines(doc, `${DIG} — batako`, 64);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(`${DIG.replace('–', '-')} - batako`);
    for (const line of lines) expect(doc.getTextWidth(line)).toBeLessThanOrEqual(64);
    expect(nameLines(doc, 'Acian dinding', 64)).toEqual(['Acian dinding']);
  });

  it("gives a long name's row all its lines and grows the row with them", () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'landscape' });
    const rows = scheduleRows(doc, documentInput(namedFirstLine(MOBILISATION)), 64);
    const [division, long, short] = rows;
    expect(long!.lines.join(' ')).toBe(MOBILISATION);
    expect(long!.lines.length).toBeGreaterThan(2);
    expect(long!.height).toBe(rowHeight(long!.lines.length));
    expect(long!.height).toBeGreaterThan(TALL_ROW);
    // Its bobot, duration and weeks stay with it; the rows around it keep their heights.
    expect(long).toMatchObject({ kind: 'item', number: '1', weight: 30, days: 7, start: 0, end: 7 });
    expect([division!.height, short!.height]).toEqual([ROW, ROW]);
    expect(rowHeight(1)).toBe(ROW);
    expect(rowHeight(2)).toBe(TALL_ROW);
  });

  it("prints a free line's long name whole on the schedule page, not cut in its middle", async () => {
    const { pages } = await pdfFile(namedFirstLine(MOBILISATION), FIXTURE_JOB_TYPES);
    const schedule = pages.find((page) => page.includes(documentTexts.scheduleTitle))!;
    // Each word in order, with only the row's number, bobot and duration between them.
    const words = MOBILISATION.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    expect(schedule).toMatch(new RegExp(words.join('(?:\\s+1\\s+30,00\\s+7)?\\s+')));
    expect(schedule).not.toContain('...');
  });

  it('deals rows of long names to pages whole, the head on each page, the legend above the footer', async () => {
    const divisions = largeProject(40).map((division) => ({
      ...division,
      items: division.items.map((item) => ({ ...item, description: MOBILISATION })),
    }));
    const { path, pages } = await pdfFile(divisions, FIXTURE_JOB_TYPES);
    const schedule = pages
      .map((page, at) => ({ page, number: at + 1 }))
      .filter(({ page }) => page.includes(documentTexts.scheduleTitle));
    expect(schedule.length).toBeGreaterThan(2);
    const count = (page: string, text: string) => page.split(text).length - 1;
    let names = 0;
    for (const { page, number } of schedule) {
      expect(page).toContain('Uraian Pekerjaan');
      // Every row on the page from its first word to its last.
      const first = count(page, 'Mobilisasi dan');
      expect(first).toBeGreaterThan(0);
      expect(count(page, 'gudang material sementara')).toBe(first);
      expect(count(page, 'pekerjaan pada akhir')).toBe(first);
      names += first;
      const box = execFileSync(
        'pdftotext',
        ['-bbox', '-f', String(number), '-l', String(number), path, '-'],
        {
          encoding: 'utf8',
        },
      );
      // The legend's foot above the footer's line, 11 mm (31.18 pt) above the foot of the page (595.28 pt).
      const legend = box.match(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="[\d.]+" yMax="([\d.]+)">Batang</);
      expect(Number(legend![1])).toBeLessThan(595.28 - 31.18);
    }
    expect(names).toBe(40);
  }, 30_000);

  it("deals the schedule's rows to pages by height, a division's row on with its first line", () => {
    const row = (kind: 'division' | 'item', height: number) => ({ kind, number: '1', lines: ['x'], height });
    const rows = [row('division', 5), row('item', 8), row('item', 5), row('division', 5), row('item', 8)];
    // 5 + 8 + 5 = 18 mm of 24: the second division (5) would fit, its line (8) not.
    expect(schedulePages(rows, 24).map((page) => page.map((r) => r.height))).toEqual([
      [5, 8, 5],
      [5, 8],
    ]);
    expect(schedulePages([], 24)).toEqual([[]]);
  });

  it("keeps the S-curve's 100% and 0% within the page's margin", async () => {
    const types = jobTypes(2, 0);
    const { path, pages } = await pdfFile(divisionsOf(types), types);
    const page = pages.findIndex((text) => text.includes(documentTexts.scheduleTitle)) + 1;
    const box = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), path, '-'], {
      encoding: 'utf8',
    });
    const labels = [...box.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>(100%|0%)</g)];
    expect(labels.map((match) => match[2])).toEqual(['100%', '0%']);
    // A4 landscape is 841.89 pt wide; the margin is 12 mm (34.02 pt).
    for (const [, right] of labels) expect(Number(right)).toBeLessThanOrEqual(841.89 - 34.02);
  });
});
