import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Issue #17: an admin brings unit-price analyses from another RAB tool ([AHSP] blocks), resolves what the catalogue
// lacks, imports them, and the new job type shows its analysis A–F and prices its equipment in the calculator.
// Own server: the journey adds to the catalogue.

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

async function api<T>(path: string): Promise<T> {
  const response = await fetch(at(`/api${path}`));
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function loginAsAdmin(page: Page) {
  await page.goto(at('/login'));
  await page.getByTestId('input-username').fill(E2E_ADMIN.username);
  await page.getByTestId('input-password').fill(E2E_ADMIN.password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}

const suffix = Date.now().toString(36);
const BLOCKS = [
  `[AHSP];UJI.${suffix};Lantai kerja beton uji ${suffix};m³`,
  'Pekerja;1,200',
  'Tukang batu;0,200',
  'Mandor;0,060',
  'Semen Portland (PC);230',
  'Pasir beton;0,893',
  `Sewa molen uji ${suffix};0,25`,
  '',
  `[AHSP];Urugan pasir uji ${suffix};m³`,
  'Pekerja;0.3',
  'Mandor;0.01',
  'Pasir urug;1,2',
].join('\n');

describe('importing AHSP analyses', () => {
  it('names a malformed coefficient by its line and imports nothing', async () => {
    const { page, context } = await browser.open(PHONE);
    await loginAsAdmin(page);
    await page.goto(at('/admin?tab=job-types'));
    await page.getByTestId('job-types-import-ahsp').click();
    await page.getByTestId('ahsp-text').fill('[AHSP];Rusak;m²\nPekerja;nol koma tiga\nTukang batu;0,1');
    await page.getByTestId('ahsp-read').click();
    await page.getByTestId('ahsp-errors').waitFor();
    expect(await page.getByTestId('ahsp-error').allInnerTexts()).toEqual([
      'Baris 2: Koefisien "nol koma tiga" bukan angka',
    ]);
    expect(await page.getByTestId('ahsp-import').isDisabled()).toBe(true);
    const { job_types } = await api<{ job_types: unknown[] }>('/jobs/categories?search=Rusak');
    expect(job_types).toEqual([]);
    await context.close();
  });

  it('resolves an unknown component, imports, and the new job type shows A–F and prices its equipment', async () => {
    const { page, context, errors } = await browser.open(DESKTOP);
    await loginAsAdmin(page);
    await page.goto(at('/admin?tab=job-types'));
    await page.getByTestId('job-types-import-ahsp').click();
    await page.getByTestId('ahsp-text').fill(BLOCKS);
    await page.getByTestId('ahsp-read').click();
    await page.getByTestId('ahsp-preview').waitFor();
    expect(await page.getByTestId('ahsp-analysis').count()).toBe(2);
    // The molen is not in the catalogue: the import waits until it is resolved.
    expect(await page.getByTestId('ahsp-unresolved').innerText()).toContain('1 komponen');
    await page.getByTestId('ahsp-category').selectOption({ label: 'Pekerjaan Pondasi' });
    expect(await page.getByTestId('ahsp-import').isDisabled()).toBe(true);
    const missing = page.getByTestId('ahsp-missing');
    expect(await missing.locator('legend').innerText()).toBe(`Sewa molen uji ${suffix}`);
    await missing.getByTestId('ahsp-missing-kind').selectOption('equipment');
    await missing.getByTestId('ahsp-missing-unit').fill('hari');
    await missing.getByTestId('ahsp-missing-price').fill('350.000');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('ahsp-import').click();
    await page.getByTestId('ahsp-imported').waitFor();
    const links = page.getByTestId('ahsp-imported-link');
    expect(await links.allInnerTexts()).toEqual([
      `Lantai kerja beton uji ${suffix}`,
      `Urugan pasir uji ${suffix}`,
    ]);

    await links.first().click();
    await page.getByRole('heading', { name: `Lantai kerja beton uji ${suffix}` }).waitFor();
    const jobTypeId = Number(new URL(page.url()).pathname.split('/').pop());
    const { job_type: details } = await api<{
      job_type: {
        labor: { coefficient: number; daily_rate: number }[];
        materials: { quantity_per_unit: number; price: number }[];
        equipment: { quantity_per_unit: number; price: number; name: string }[];
      };
    }>(`/job-types/${jobTypeId}/details`);
    expect(details.equipment).toEqual([
      expect.objectContaining({ name: `Sewa molen uji ${suffix}`, quantity_per_unit: 0.25, price: 350_000 }),
    ]);
    // The unit price worked out here from the stored coefficients and prices, line by line as AHSP rounds.
    const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
    const A = sum(details.labor.map((l) => ({ amount: Math.round(l.coefficient * l.daily_rate) })));
    const B = sum(details.materials.map((m) => ({ amount: Math.round(m.quantity_per_unit * m.price) })));
    const C = Math.round(0.25 * 350_000);
    const D = A + B + C;
    await page.getByTestId('unit-price-panel').locator('summary').click();
    const figure = async (letter: string) =>
      rupiah(await page.getByTestId(`unit-price-${letter}`).innerText());
    expect([await figure('A'), await figure('B'), await figure('C'), await figure('D')]).toEqual([
      A,
      B,
      C,
      D,
    ]);
    expect(await figure('E')).toBe(Math.round(D / 10));
    expect(await figure('F')).toBe(D + Math.round(D / 10));
    await page.getByTestId('unit-price-overhead').fill('15');
    expect(await figure('F')).toBe(D + Math.round(D * 0.15));
    await page.getByTestId('unit-price-overhead').fill('16');
    await page.getByTestId('unit-price-overhead-error').waitFor();

    // The calculator prices the job with its equipment: C. Peralatan, and HPP = A + B + C.
    await page.getByTestId('input-volume').fill('4');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    expect(rupiah(await page.getByTestId('result-equipment-total').innerText())).toBe(350_000); // 0,25 × 4 × 350.000
    expect(await page.getByTestId('result-equipment-lines').innerText()).toContain(
      `Sewa molen uji ${suffix}`,
    );
    const hpp = rupiah(await page.getByTestId('result-total-cost').innerText());
    const labor = rupiah(await page.getByTestId('result-labor-total').innerText());
    const material = rupiah(await page.getByTestId('result-material-total').innerText());
    expect(hpp).toBe(labor + material + 350_000);
    expect(errors).toEqual([]);
    await context.close();
  });
});
