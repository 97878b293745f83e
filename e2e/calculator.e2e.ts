import { describe, expect, it } from 'vitest';
import { formatRupiah, type CalculationResult } from '@kalkulator/core';
import { PHONE, useBrowser } from './support/browser';
import { api, brickWallJobType } from './support/catalogue';

const browser = useBrowser();

describe('a guest prices a job and keeps it in the browser', () => {
  for (const [label, viewport] of [
    ['desktop', undefined],
    ['phone', PHONE],
  ] as const) {
    it(`home → category → calculator → result → save → reload (${label})`, async () => {
      const wall = await brickWallJobType();
      const { page, errors, context } = await browser.open(viewport);

      await page.goto('/');
      await page.getByTestId('category-card').filter({ hasText: wall.category_name }).first().click();
      await page.waitForURL(`**/category/${wall.category_id}`);
      await page.getByTestId('job-type-link').filter({ hasText: wall.name }).first().click();
      await page.waitForURL(`**/calculate/${wall.id}`);

      await page.getByTestId('input-project_name').fill('Rumah Ibu Sari');
      await page.getByTestId('input-volume').fill('12,5');
      await page.getByTestId('step-next').click();
      await expect.poll(() => page.getByTestId('input-productivity').inputValue()).not.toBe('');
      await page.getByTestId('step-next').click();
      await page.getByTestId('input-brick_type').selectOption('bata_ringan');
      await page.getByTestId('calculate-submit').click();

      const result = page.getByTestId('calculation-result');
      await result.waitFor();
      // The same form priced by the API directly: the page must show exactly its figures. The crew is bata ringan's
      // own, 1:2 (as its job type A.4.4.1.30 opens with), not the wall's default of bata merah (1:3).
      const productivity = String(wall.default_productivity);
      const { calculation } = await api<{ calculation: CalculationResult }>(`/calculations/${wall.id}`, {
        method: 'POST',
        body: JSON.stringify({
          volume: '12.5',
          productivity,
          worker_ratio: '1:2',
          brick_type: 'bata_ringan',
          profit_percentage: '20',
          project_name: 'Rumah Ibu Sari',
          custom_waste_factor: '0',
        }),
      });
      expect(await page.getByTestId('result-rab-total').innerText()).toContain(
        formatRupiah(calculation.summary.rab_total),
      );
      expect(await page.getByTestId('result-total-cost').innerText()).toContain(
        formatRupiah(calculation.summary.total_cost),
      );
      expect(await page.getByTestId('result-labor-total').innerText()).toContain(
        formatRupiah(calculation.summary.total_labor_cost),
      );
      expect(await page.getByTestId('result-material-total').innerText()).toContain(
        formatRupiah(calculation.summary.total_material_cost),
      );
      expect(await page.getByTestId('result-days').innerText()).toContain(
        String(calculation.input.estimated_days),
      );
      await expect.poll(() => page.getByText('Kalkulasi berhasil!').count()).toBeGreaterThan(0);

      await page.getByTestId('save-result').click();
      // The saved message takes the place of the hint to press Simpan; the two do not stack.
      await page.getByRole('status').filter({ hasText: 'Kalkulasi disimpan di browser Anda.' }).waitFor();
      await expect.poll(() => page.getByText('Kalkulasi berhasil!').count()).toBe(0);
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('local_calculations') ?? '[]'),
      );
      expect(stored).toHaveLength(1);
      expect(stored[0].id).toMatch(/^local_/);
      expect(stored[0].is_local).toBe(true);
      expect(stored[0].summary.rab_total).toBe(calculation.summary.rab_total);

      // A reload on the saved result shows it as saved: Simpan does not save it a second time.
      await page.reload();
      await expect.poll(() => page.getByTestId('save-result').innerText()).toContain('Tersimpan di browser');
      // A tap on it anyway (aria-disabled: Playwright's click would wait for it to be enabled).
      await page.getByTestId('save-result').click({ force: true });
      expect(
        await page.evaluate(() => JSON.parse(localStorage.getItem('local_calculations') ?? '[]').length),
      ).toBe(1);
      await page.goto('/history');
      const entry = page.getByText(wall.name).first();
      await entry.waitFor();
      expect(await page.locator('body').innerText()).toContain(formatRupiah(calculation.summary.rab_total));

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual((viewport ?? { width: 1280 }).width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reads a corrupt browser store as an empty list and still saves', async () => {
    const wall = await brickWallJobType();
    const { page, context } = await browser.open();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('local_calculations', '{not json'));
    await page.goto('/history');
    await page.waitForLoadState('networkidle');
    await page.goto(`/calculate/${wall.id}`);
    await page.getByTestId('input-volume').fill('4');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    await page.getByTestId('save-result').click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('local_calculations') ?? '[]'));
    expect(stored).toHaveLength(1);
    await context.close();
  });
});
