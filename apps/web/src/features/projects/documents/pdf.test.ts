import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { describe, expect, it } from 'vitest';
import { documentTexts } from '@kalkulator/core';
import {
  FIXTURE_DIVISIONS,
  documentInput,
  largeProject,
} from '../../../../../../packages/core/src/project/document-fixture';
import { renderProjectPdf } from './pdf';

// The PDF read back with pdftotext (poppler, as a user's viewer would extract it): every section, the totals, the
// terbilang, the schedule's weeks and progress, the project's name and "Halaman X dari N" on every page.

const lib = { jsPDF, autoTable };

async function pdfPages(divisions = FIXTURE_DIVISIONS) {
  const progress: number[] = [];
  const doc = await renderProjectPdf(lib, documentInput(divisions), {
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
});
