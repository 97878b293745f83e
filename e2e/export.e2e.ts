import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { brickWallJobType } from './support/catalogue';
import { download, expectFooters, parseCsv, pdfPages, plain } from './support/downloads';

// Every export downloaded from the real page and read back: the PDF with pdftotext, CSV and JSON parsed,
// the XLSX opened with read-excel-file, each compared with the figures on the screen.

const browser = useBrowser();
const PROJECT = '<b>Rumah</b> "Pak" Budi; Jl. Mawar';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const rupiah = (text: string) => Number(text.replace(/[^\d-]/g, ''));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function calculate(page: Page, jobTypeId: number, volume: string, project: string) {
  // Opened afresh from another page: the same address again would be a reload, which shows the last result.
  await page.goto('/');
  await page.goto(`/calculate/${jobTypeId}`);
  await page.getByTestId('input-project_name').fill(project);
  await page.getByTestId('input-volume').fill(volume);
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('calculate-submit').click();
  await page.getByTestId('calculation-result').waitFor();
}

describe('exports from the results view', () => {
  it('downloads the PDF report, CSV, JSON and Excel of the result on screen, and prints cleanly', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(DESKTOP);
    await calculate(page, wall.id, '12,5', PROJECT);
    const screen = {
      rab: rupiah(await page.getByTestId('result-rab-total').innerText()),
      hpp: rupiah(await page.getByTestId('result-total-cost').innerText()),
      labor: rupiah(await page.getByTestId('result-labor-total').innerText()),
      material: rupiah(await page.getByTestId('result-material-total').innerText()),
      hppPerUnit: rupiah(await page.getByTestId('result-hpp-per-unit').innerText()),
      days: Number((await page.getByTestId('result-days').innerText()).replace(/\D/g, '')),
    };
    // The labour lines as the screen's table shows them: role, people (or OH), daily rate, days, cost.
    const laborRows = await page
      .getByTestId('result-labor-lines')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? ''),
        ),
      );
    expect(laborRows.some((row) => row[1]?.endsWith(' OH'))).toBe(true); // supervision priced in orang-hari
    const today = new Date().toISOString().slice(0, 10);
    // Letters and digits of the name, the rest hyphens: "… 1PC:4PP (bata merah, batako …)" → "…-1pc-4pp-bata-merah-batako-…"
    const slug = wall.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}._]+/gu, '-')
      .replace(/^-+|-+$/g, '');
    expect(slug).toMatch(/^[a-z0-9.-]+$/);

    const pdf = await download(page, page, 'export-pdf');
    await toast(page, 'Laporan PDF berhasil diunduh.').waitFor();
    expect(pdf.name).toBe(`${slug}-${today}.pdf`);
    const pages = pdfPages(pdf.path);
    expectFooters(pages);
    const text = pages.join('\n');
    const flat = text.replace(/\s+/g, ' ');
    for (const heading of [
      'LAPORAN KALKULASI KONSTRUKSI',
      'INFORMASI PROYEK',
      'DETAIL BIAYA TENAGA KERJA',
      'DETAIL BIAYA MATERIAL',
      'RINGKASAN BIAYA',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(PROJECT); // markup stays text
    expect(flat).toContain(wall.name);
    expect(flat).toContain('Sumber Data Belum disimpan');
    expect(text).toContain('12,50 m');
    expect(text).toMatch(
      new RegExp(`TOTAL RAB\\s+${plain(await page.getByTestId('result-rab-total').innerText())}`),
    );
    expect(text).toMatch(
      new RegExp(`TOTAL HPP\\s+${plain(await page.getByTestId('result-total-cost').innerText())}`),
    );
    expect(text).toMatch(/Terbilang: [a-z ]+ rupiah/);
    // The cement to buy in whole sacks, as the result screen says it.
    expect(flat).toMatch(/kg \(beli \d+ zak 50 kg\)/);
    // A typical job is one page, and each labour line reads as on the screen; its figures multiply to its cost.
    expect(pages).toHaveLength(1);
    const amount = (value: string) => Number(value.replace(/[^\d,]/g, '').replace(',', '.'));
    for (const row of laborRows) {
      const cells = row.map((cell) => escapeRegExp(plain(cell === '—' ? '-' : cell)));
      expect(text).toMatch(new RegExp(`^ *${cells.join(' +')} *$`, 'm'));
      const [, people = '', rate = '', days = '', cost = ''] = row;
      const product = amount(people) * amount(rate) * (days === '—' ? 1 : amount(days));
      expect(Math.round(product), row.join(' | ')).toBe(amount(cost));
    }

    const csv = await download(page, page, 'export-csv');
    await toast(page, 'File CSV berhasil diunduh.').waitFor();
    expect(csv.name).toBe(`kalkulasi-${slug}-${today}.csv`);
    const [header, row, ...rest] = parseCsv(csv.path);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      'Jenis Pekerjaan',
      'Volume',
      'Produktivitas',
      'Rasio Pekerja',
      'Estimasi Hari',
      'Total Pekerja',
      'Biaya Tenaga Kerja',
      'Biaya Material',
      'Biaya per Unit',
      'Total Biaya',
      'Nama Proyek',
      'Margin Keuntungan (%)',
      'Total RAB',
      'RAB per Unit',
      'Biaya Peralatan',
      'Daftar Harga',
    ]);
    expect(row?.[0]).toBe(wall.name);
    expect(row?.[1]).toBe('12,5');
    expect(row?.slice(6, 10).map(Number)).toEqual([
      screen.labor,
      screen.material,
      screen.hppPerUnit,
      screen.hpp,
    ]);
    expect(row?.[10]).toBe(PROJECT);
    expect(Number(row?.[12])).toBe(screen.rab);
    expect(Number(row?.[14])).toBe(0); // this job type's analysis has no equipment
    expect(row?.[15]).toBe('Katalog nasional');
    expect(Number(row?.[4])).toBe(screen.days);

    const json = await download(page, page, 'export-json');
    await toast(page, 'File JSON berhasil diunduh.').waitFor();
    expect(json.name).toBe(`kalkulasi-${slug}-${today}.json`);
    const parsed = JSON.parse(readFileSync(json.path, 'utf8')) as {
      count: number;
      calculations: { project_name: string; summary: { rab_total: number; total_cost: number } }[];
    };
    expect(parsed.count).toBe(1);
    expect(parsed.calculations[0]?.project_name).toBe(PROJECT);
    expect(parsed.calculations[0]?.summary.rab_total).toBe(screen.rab);
    expect(parsed.calculations[0]?.summary.total_cost).toBe(screen.hpp);

    const xlsx = await download(page, page, 'export-xlsx');
    await toast(page, 'File Excel berhasil diunduh.').waitFor();
    expect(xlsx.name).toBe(`kalkulasi-${slug}-${today}.xlsx`);
    const [sheet] = await readXlsxFile(xlsx.path);
    const valueOf = (label: string) => sheet?.data.find((cells) => cells[1] === label)?.[5];
    expect(sheet?.data.find((cells) => cells[1] === 'Nama Proyek')?.[2]).toBe(PROJECT);
    expect(valueOf('TOTAL HPP (A + B)')).toBe(screen.hpp);
    expect(valueOf('TOTAL RAB')).toBe(screen.rab);
    expect(valueOf('Jumlah tenaga kerja (A)')).toBe(screen.labor);
    expect(valueOf('Jumlah material (B)')).toBe(screen.material);
    // The labour lines under the names the screen gives them.
    for (const [title] of laborRows) expect(sheet?.data.some((cells) => cells[1] === title)).toBe(true);
    // Live formulas: subtotals as SUM, RAB from the HPP and the margin.
    const xml = strFromU8(unzipSync(readFileSync(xlsx.path))['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(xml).toMatch(/<f>SUM\(F\d+:F\d+\)<\/f>/);
    expect(xml).toMatch(/<f>ROUND\(F\d+\/\(1-F\d+\),0\)<\/f>/);

    // Saved in this browser: the report says where the result is kept.
    await page.getByTestId('save-result').click();
    await page.getByText('✓ Tersimpan').waitFor();
    const local = await download(page, page, 'export-pdf');
    expect(pdfPages(local.path).join(' ').replace(/\s+/g, ' ')).toContain(
      'Sumber Data Browser (belum disinkronkan ke akun)',
    );

    // Print: the results only, no navigation and no buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root > div > header').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('status').first().isVisible()).toBe(false);
    expect(await page.getByTestId('export-buttons').isVisible()).toBe(false);
    expect(await page.getByTestId('result-rab-total').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // A failure to make the file says so.
    await page.evaluate(() => {
      URL.createObjectURL = () => {
        throw new Error('no blob URLs');
      };
    });
    await page.getByTestId('export-pdf').click();
    await toast(page, 'Gagal mengekspor PDF').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('exports from the history', () => {
  it('bulk report of every filtered result, of the selection, one entry, and the empty case (390px)', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(PHONE);
    const username = `ekspor_${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByTestId('input-full_name').fill('Ekspor Uji');
    await page.getByTestId('input-username').fill(username);
    await page.getByTestId('input-email').fill(`${username}@contoh.com`);
    await page.getByTestId('input-password').fill(`rahasia-${username}`);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    for (const [volume, project] of [
      ['4', 'Pagar Depan'],
      ['6,5', 'Dapur Belakang'],
    ] as const) {
      await calculate(page, wall.id, volume, project);
      await page.getByTestId('save-result').click();
      await page.getByText('✓ Tersimpan').waitFor();
    }

    await page.goto('/history');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(2);
    const rabs = (await page.getByTestId('history-rab').allInnerTexts()).map(rupiah);
    expect(await page.getByTestId('bulk-export-scope').innerText()).toContain('Semua kalkulasi');
    const bulk = page.getByTestId('bulk-export');

    const pdf = await download(page, bulk, 'export-pdf');
    expect(pdf.name).toMatch(/^multiple-projects-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pages = pdfPages(pdf.path);
    expectFooters(pages);
    const text = pages.join('\n');
    expect(text).toContain('LAPORAN KALKULASI BULK');
    expect(text).toContain('Proyek: Multiple Projects');
    expect(text).toMatch(/Total Kalkulasi\s+2/);
    expect(text).toMatch(/6,5 m/);
    const total = rabs.reduce((sum, value) => sum + value, 0);
    expect(text.replace(/\s+/g, ' ')).toContain(`Total RAB Rp ${total.toLocaleString('id-ID')}`);
    expect(text).toMatch(/Rata-rata Margin Keuntungan\s+20,0%/);

    // The selection: one result.
    await page.locator('[data-testid^="history-select-"]').nth(1).check();
    await expect.poll(() => page.getByTestId('bulk-export-scope').innerText()).toBe('1 kalkulasi dipilih');
    const csv = await download(page, bulk, 'export-csv');
    const rows = parseCsv(csv.path);
    expect(rows).toHaveLength(2);
    await page.locator('[data-testid^="history-select-"]').nth(1).uncheck();

    // One entry's own export.
    const first = page.getByTestId('history-item').first();
    const json = await download(page, first, 'export-json');
    const parsed = JSON.parse(readFileSync(json.path, 'utf8')) as { calculations: { total_rab: number }[] };
    expect(parsed.calculations.map((c) => c.total_rab)).toEqual([rabs[0]]);
    const xlsx = await download(page, bulk, 'export-xlsx');
    const [summary] = await readXlsxFile(xlsx.path);
    expect(summary?.sheet).toBe('Rekap');
    // Columns: …, HPP Jasa, HPP Bahan, HPP Alat, Total HPP, Margin, Total RAB (index 11), Keuntungan.
    expect(summary?.data.find((cells) => cells[1] === 'TOTAL')?.[11]).toBe(total);

    // Filters that find nothing: nothing to export.
    await page.getByTestId('history-search').fill('tidak-ada-yang-cocok');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(0);
    await bulk.getByTestId('export-pdf').click();
    await toast(page, 'Tidak ada data kalkulasi untuk diekspor').waitFor();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
