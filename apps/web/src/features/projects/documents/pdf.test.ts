import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import { documentTexts, formatNumber } from '@kalkulator/core';
import {
  DECIMAL_DIVISIONS,
  DECIMAL_JOB_TYPES,
  FIXTURE_DIVISIONS,
  FIXTURE_HEADER,
  SPREAD_DIVISIONS,
  WEIGHT_DIVISIONS,
  documentInput,
  largeProject,
} from '../../../../../../packages/core/src/project/document-fixture';
import { pageRecordingLib } from '../../export/pdf/row-pages.test-helper';
import { renderProjectPdf } from './pdf';

// The PDF read back with pdftotext (poppler, as a user's viewer would extract it): every section, the totals, the
// terbilang, the schedule's weeks and progress, the project's name and "Halaman X dari N" on every page.

const lib = { jsPDF, autoTable };

async function pdfPages(divisions = FIXTURE_DIVISIONS, jobTypes?: typeof DECIMAL_JOB_TYPES) {
  const progress: number[] = [];
  const doc = await renderProjectPdf(lib, documentInput(divisions, FIXTURE_HEADER, jobTypes), {
    printedAt: '25 November 2026',
    onProgress: (done, total) => progress.push(done / total),
  });
  const path = join(mkdtempSync(join(tmpdir(), 'rab-pdf-')), 'rab.pdf');
  writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return { pages: text.split('\f').filter((page) => page.trim()), progress, doc };
}

describe('project PDF', () => {
  it('holds every section with the hand-worked totals and the terbilang', async () => {
    const { pages, progress } = await pdfPages();
    const all = pages.join('\n').replace(/\u00a0/g, ' ');
    for (const title of [
      documentTexts.rekapTitle,
      documentTexts.rabTitle,
      documentTexts.analisaTitle,
      documentTexts.pricesTitle,
      documentTexts.resourcesTitle,
      documentTexts.scheduleTitle,
    ])
      expect(all).toContain(title);
    expect(all).toMatch(/JUMLAH\s+Rp 10\.000\.000/);
    expect(all).toMatch(/PPN 11%\s+Rp 1\.100\.000/);
    expect(all).toMatch(/DIBULATKAN\s+Rp 11\.100\.000/);
    expect(all).toContain('Terbilang: Sebelas juta seratus ribu rupiah');
    expect(all).toContain('Kupang, 25 November 2026');
    // Dibuat, Diperiksa and Disetujui side by side, each over its name line, within the page.
    expect(all).toMatch(/Dibuat oleh,\s+Diperiksa oleh,\s+Disetujui oleh,/);
    expect(all).toMatch(/\( CV Karya Bangun \)\s+\(\.+\)\s+\( Bapak Yohanes \)/);
    expect(all).toMatch(/Harga satuan pekerjaan \(D \+ E\)\s+Rp 500\.000/);
    expect(all).toMatch(/Semen Portland \(PC\).*144.*3\s+zak 50 kg/);
    // The schedule's weekly and cumulative progress as worked by hand.
    expect(all).toMatch(/Rencana progres mingguan \(%\)\s+66,00\s+31,00\s+3,00/);
    expect(all).toMatch(/Rencana progres kumulatif \(%\)\s+66,00\s+97,00\s+100,00/);
    expect(progress.at(-1)).toBe(1);
    pages.forEach((page, index) => {
      expect(page).toContain('RAB Rumah Tinggal Tipe 45');
      expect(page).toContain(`Halaman ${index + 1} dari ${pages.length}`);
    });
  });

  it('prints volumes and coefficients with the decimals they have, so each row multiplies out', async () => {
    const { pages } = await pdfPages(DECIMAL_DIVISIONS, DECIMAL_JOB_TYPES);
    const all = pages.join('\n').replace(/\u00a0/g, ' ');
    // 0,15 × 0,15 × 5 = 0,1125 m³ × Rp 1.300.507 = Rp 146.307 (not "0,113 m³").
    expect(all).toMatch(/Beton mutu K-225\s+0,1125\s+m³\s+Rp 1\.300\.507\s+Rp 146\.307/);
    expect(all).toMatch(/Pemasangan bekisting\s+12\s+m²\s+Rp 2\.824\s+Rp 33\.888/);
    // A.3.3.1.2: 0,01375 × 145.000 = 1.994 and 0,00415 × 200.000 = 830 (not 0,0138 and 0,0042).
    expect(all).toMatch(/Pekerja\s+L\.01\s+OH\s+0,01375\s+Rp 145\.000\s+Rp 1\.994/);
    expect(all).toMatch(/Mandor\s+L\.04\s+OH\s+0,00415\s+Rp 200\.000\s+Rp 830/);
    // Kebutuhan: 0,00415 × 12 = 0,0498 OH of mandor.
    expect(all).toMatch(/Mandor\s+L\.04\s+OH\s+0,0498\s+1\s+OH/);
  });

  it('prints bobot that add up to the 100,00 under them, in the rekap and the schedule', async () => {
    // Rounded one by one the six would print 5,29 + 2,28 + 11,21 + 30,50 + 32,73 + 18,00 = 100,01.
    const { pages } = await pdfPages(WEIGHT_DIVISIONS);
    const rekap = pages.find((page) => page.includes(documentTexts.rekapTitle))!;
    const schedule = pages.find((page) => page.includes(documentTexts.scheduleTitle))!;
    const weights = ['5,29', '2,28', '11,21', '30,50', '32,72', '18,00'];
    WEIGHT_DIVISIONS.forEach((division, index) => {
      expect(rekap).toMatch(new RegExp(`${division.name}\\s.*\\s${weights[index]}\\s`));
      expect(schedule).toMatch(new RegExp(`${division.items[0]!.description}\\s+${weights[index]}\\s`));
    });
    expect(rekap).toMatch(/JUMLAH\s+Rp 100\.000\.000\s+100,00/);
    expect(`${rekap}${schedule}`).not.toContain('32,73');
  });

  it("prints the weekly plan the workbook shows, from the lines' printed bobot", async () => {
    const { pages } = await pdfPages(SPREAD_DIVISIONS);
    const schedule = pages.find((page) => page.includes(documentTexts.scheduleTitle))!;
    // 4,12 / 6,78 / 23,37 / 37,31 / 22,42 / 6,00: line E's 32,72 over its weeks as 2,34 + 16,36 + 14,02.
    const { planned, cumulative } = documentInput(SPREAD_DIVISIONS).schedule;
    const row = (values: number[]) => values.map((value) => formatNumber(value, 2)).join('\\s+');
    expect(schedule).toMatch(new RegExp(`Rencana progres mingguan \\(%\\)\\s+${row(planned)}`));
    expect(schedule).toMatch(new RegExp(`Rencana progres kumulatif \\(%\\)\\s+${row(cumulative)}`));
    expect(planned.map((value) => formatNumber(value, 2))).toEqual([
      '4,12',
      '6,78',
      '23,37',
      '37,31',
      '22,42',
      '6,00',
    ]);
  });

  it('fits a long owner under Disetujui oleh within the page', async () => {
    const owner = 'Dinas Pekerjaan Umum dan Penataan Ruang Kabupaten Timor Tengah Selatan';
    const doc = await renderProjectPdf(lib, documentInput(FIXTURE_DIVISIONS, { ...FIXTURE_HEADER, owner }), {
      printedAt: '25 November 2026',
    });
    const path = join(mkdtempSync(join(tmpdir(), 'rab-pdf-')), 'rab.pdf');
    writeFileSync(path, new Uint8Array(doc.output('arraybuffer')));
    const text = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', path, '-'], {
      encoding: 'utf8',
    });
    // Wrapped within its third of the page: every word of the name is on the page, none cut at its edge.
    for (const word of owner.split(' ')) expect(text).toContain(word);
    const box = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', path, '-'], { encoding: 'utf8' });
    const right = Math.max(...[...box.matchAll(/xMax="([\d.]+)"/g)].map((match) => Number(match[1])));
    // A4 is 595 pt wide; the margin is 12 mm (34 pt).
    expect(right).toBeLessThanOrEqual(595 - 34 + 1);
  });

  it('breaks long tables across pages with their header repeated, the schedule in landscape', async () => {
    const { pages, doc } = await pdfPages(largeProject(300));
    const rab = pages.filter(
      (page) => page.includes('Beton mutu K-225 lantai') && !page.includes(documentTexts.scheduleTitle),
    );
    expect(rab.length).toBeGreaterThan(3);
    for (const page of rab) expect(page).toMatch(/Uraian Pekerjaan\s+Volume\s+Satuan\s+Harga Satuan/);
    const landscape = Array.from({ length: doc.getNumberOfPages() }, (_, index) => {
      doc.setPage(index + 1);
      return doc.internal.pageSize.getWidth() > doc.internal.pageSize.getHeight();
    });
    const schedulePages = pages.filter((page) => page.includes(documentTexts.scheduleTitle));
    expect(schedulePages.length).toBeGreaterThan(1);
    expect(landscape.filter(Boolean)).toHaveLength(schedulePages.length);
    expect(pages.at(-1)).toContain('100,00');
  });

  it('never splits a row across pages: 60 lines whose descriptions run over three lines', async () => {
    const divisions = largeProject(60).map((division) => ({
      ...division,
      items: division.items.map((item) => ({
        ...item,
        description: `${item.description} termasuk bekisting, perancah, pembesian dan perawatan beton 7 hari sesuai gambar kerja`,
      })),
    }));
    const { lib: recording, splitRows, rowCount } = pageRecordingLib();
    const doc = await renderProjectPdf(recording, documentInput(divisions, FIXTURE_HEADER), {
      printedAt: '25 November 2026',
    });
    expect(doc.getNumberOfPages()).toBeGreaterThan(5);
    expect(rowCount()).toBeGreaterThan(60);
    expect(splitRows()).toEqual([]);
  }, 30_000);
});
