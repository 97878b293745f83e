import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx, recompute } from '../apps/web/src/features/projects/documents/xlsx-read.test-helper';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { download, expectFooters, pdfPages } from './support/downloads';
import { startServer, type RunningServer } from './support/server';

// Issue #19: the document set of a RAB proyek. A guest on a phone builds a project, reads its schedule with the
// S-curve and what to buy, changes a line's work groups, then — without signal — downloads the workbook and the
// PDF; both are read back (the workbook's formulas recomputed by HyperFormula, the PDF by pdftotext) and agree with
// the screen.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

interface Details {
  id: number;
  name: string;
  default_productivity: number;
}
async function jobType(search: string): Promise<Details> {
  const found = (await (
    await fetch(at(`/api/jobs/categories?search=${encodeURIComponent(search)}`))
  ).json()) as { job_types: { id: number }[] };
  const details = (await (await fetch(at(`/api/job-types/${found.job_types[0]!.id}/details`))).json()) as {
    job_type: Details;
  };
  return details.job_type;
}

async function addLine(page: Page, division: string, search: string, volume: string) {
  const items = page
    .getByTestId('project-division')
    .filter({ has: page.getByTestId(`add-item-search-${division}`) });
  const before = await items.getByTestId('project-item-volume').count();
  await page.getByTestId(`add-item-search-${division}`).fill(search);
  await page.getByTestId('add-item-result').first().click();
  // The line is priced from its analysis first: wait for it before typing its volume.
  await expect.poll(() => items.getByTestId('project-item-volume').count()).toBe(before + 1);
  await items.getByTestId('project-item-volume').last().fill(volume);
}

/** Watches for the export's progress indication while a download is made. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const state = window as unknown as { sawProgress?: boolean };
    state.sawProgress = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="project-export-progress"]')) state.sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

describe('project documents', () => {
  it('shows the schedule and purchasing lists, and exports Excel and PDF offline that agree with the screen', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto(at('/projects'));
    await page.getByTestId('project-new-name').fill('Rumah Pak Yohanes');
    await page.getByTestId('project-create').click();
    await page.getByTestId('project-division').first().waitFor();
    await page.getByTestId('project-location').fill('Jl. Timor Raya, Kupang');
    await page.getByTestId('project-owner').fill('Bapak Yohanes');
    await page.getByTestId('project-start_date').fill('2026-12-07');

    await addLine(page, 'A', 'galian tanah biasa sedalam 1 m', '3 × 4 × 0,8');
    await addLine(page, 'A', 'K-225', '3,125');
    await page.getByTestId('project-add-division').click();
    await addLine(page, 'B', 'bata merah', '24');

    // Durations from each job type's productivity (one work group): ceil(volume ÷ units a day).
    const galian = await jobType('galian tanah biasa sedalam 1 m');
    const beton = await jobType('K-225');
    const bata = await jobType('bata merah');
    const days = (volume: number, details: Details, groups = 1) =>
      Math.ceil(volume / (details.default_productivity * groups));
    const documents = page.getByTestId('project-documents');
    await documents.scrollIntoViewIfNeeded();
    await documents.getByTestId('schedule-chart').waitFor();
    const derived = documents.getByTestId('schedule-derived');
    await expect.poll(() => derived.count()).toBe(3);
    // Read as the page holds them: lines below the fold are not laid out until scrolled to (content-visibility), and
    // innerText of what is not laid out is empty.
    expect(await derived.nth(0).textContent()).toContain(`hari ke-1, ${days(9.6, galian)} hari`);
    expect(await derived.nth(1).textContent()).toContain(
      `hari ke-${days(9.6, galian) + 1}, ${days(3.125, beton)} hari`,
    );
    // Division B follows division A, as a site works through them.
    const divisionA = days(9.6, galian) + days(3.125, beton);
    expect(await derived.nth(2).textContent()).toContain(`hari ke-${divisionA + 1}, ${days(24, bata)} hari`);

    // Two work groups halve the wall's duration; the S-curve still ends at 100 %.
    await documents.getByTestId('schedule-crews').nth(2).fill('2');
    await expect.poll(() => derived.nth(2).textContent()).toContain(`${days(24, bata, 2)} hari`);
    const end = divisionA + days(24, bata, 2);
    const weeks = Math.ceil(end / 7);
    expect(await documents.getByTestId('schedule-weeks').innerText()).toBe(`${weeks} minggu`);
    const cumulative = await documents.getByTestId('schedule-cumulative').allTextContents();
    expect(cumulative).toHaveLength(weeks);
    expect(cumulative.at(-1)).toBe('100,00');
    expect(await documents.getByTestId('schedule-bar').count()).toBe(3);
    await documents.getByTestId('schedule-crews').nth(2).fill('0');
    await expect.poll(() => documents.getByRole('alert').innerText()).toContain('Jumlah kelompok kerja');

    await documents.getByTestId('project-tab-resources').click();
    const cement = documents.getByTestId('resource-line').filter({ hasText: /semen/i }).first();
    expect(await cement.getByTestId('resource-purchase').innerText()).toMatch(/^\d+ zak 50 kg$/);
    expect(await seriousViolations(page)).toEqual([]);

    const screen = {
      subtotal: rupiah(await page.getByTestId('rekap-subtotal').innerText()),
      ppn: rupiah(await page.getByTestId('rekap-ppn').innerText()),
      rounded: rupiah(await page.getByTestId('rekap-rounded').innerText()),
      terbilang: (await page.getByTestId('rekap-terbilang').innerText()).replace(/^Terbilang:\s*/, ''),
    };

    // No signal: both documents are made in the browser.
    await context.setOffline(true);
    await watchProgress(page);
    const xlsx = await download(page, documents, 'project-export-xlsx');
    expect(xlsx.name).toMatch(/^rab-rumah-pak-yohanes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = readXlsx(new Uint8Array(readFileSync(xlsx.path)));
    expect(book.names).toEqual(['Rekap', 'RAB', 'Analisa', 'Daftar Harga', 'Kebutuhan', 'Jadwal']);
    const engine = recompute(book);
    for (const [name, cells] of book.sheets)
      for (const [cell, { formula, cached }] of cells)
        if (formula) expect(engine.value(name, cell), `${name}!${cell}`).toBeCloseTo(Number(cached), 6);
    const rekap = book.sheets.get('Rekap')!;
    const row = (label: string) =>
      [...rekap.entries()].find(([, cell]) => cell.cached === label)![0].replace(/^[A-Z]+/, '');
    expect(engine.value('Rekap', `C${row('JUMLAH')}`)).toBe(screen.subtotal);
    expect(engine.value('Rekap', `C${row('PPN 11%')}`)).toBe(screen.ppn);
    expect(engine.value('Rekap', `C${row('DIBULATKAN')}`)).toBe(screen.rounded);
    engine.destroy();

    const pdf = await download(page, documents, 'project-export-pdf');
    expect(pdf.name).toMatch(/\.pdf$/);
    const pages = pdfPages(pdf.path);
    expectFooters(pages);
    const text = pages.join('\n');
    for (const title of [
      'REKAPITULASI RENCANA ANGGARAN BIAYA',
      'RENCANA ANGGARAN BIAYA (RAB)',
      'ANALISA HARGA SATUAN PEKERJAAN',
      'DAFTAR HARGA SATUAN UPAH, BAHAN DAN ALAT',
      'DAFTAR KEBUTUHAN BAHAN, UPAH DAN ALAT',
      'TIME SCHEDULE DAN KURVA S',
    ])
      expect(text).toContain(title);
    for (const page of pages) expect(page).toContain('RAB Rumah Pak Yohanes');
    expect(text.replace(/\s+/g, ' ')).toContain(
      `Terbilang: ${screen.terbilang.charAt(0).toUpperCase()}${screen.terbilang.slice(1)}`,
    );
    expect(text).toMatch(
      new RegExp(`DIBULATKAN\\s+Rp ${screen.rounded.toLocaleString('id-ID').replace(/\./g, '\\.')}`),
    );
    expect(await page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(
      true,
    );
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });

  it('draws the S-curve readable on a desktop too', async () => {
    const { page, errors } = await browser.open(DESKTOP);
    await page.goto(at('/projects'));
    await page.getByTestId('project-new-name').fill('Gudang');
    await page.getByTestId('project-create').click();
    await addLine(page, 'A', 'galian tanah biasa sedalam 1 m', '40');
    await addLine(page, 'A', 'pembersihan lapangan', '120');
    const chart = page.getByTestId('schedule-chart');
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    // Each line's name, whole (wrapped, never cut with "…"), ends in the names' column, before the weeks.
    const weeks = (await page.getByTestId('schedule-chart-scroll').boundingBox())!;
    const labels = page.getByTestId('schedule-line-label');
    const ends = await labels.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().right));
    expect(ends).toHaveLength(2);
    for (const end of ends) expect(end).toBeLessThanOrEqual(weeks.x + 0.5);
    expect((await labels.allTextContents()).join(' ')).not.toContain('…');
    expect(await page.getByTestId('s-curve').getAttribute('points')).toMatch(/^\S+ \S+/);
    expect(errors).toEqual([]);
  });
});
