import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { brickWallJobType } from './support/catalogue';

// Guest results saved in the browser move to a new account and are then kept, opened, copied and deleted there.

const browser = useBrowser();

const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function recalculate(page: Page, volume: string) {
  await page.getByTestId('input-volume').fill(volume);
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('calculate-submit').click();
  await page.getByTestId('calculation-result').waitFor();
}

async function calculateAndSave(page: Page, jobTypeId: number, volume: string, project: string) {
  // Opened afresh from another page: the same address again would be a reload, which shows the last result.
  await page.goto('/');
  await page.goto(`/calculate/${jobTypeId}`);
  await page.getByTestId('input-project_name').fill(project);
  await recalculate(page, volume);
  await page.getByTestId('save-result').click();
  await page.getByText('✓ Tersimpan').waitFor();
}

async function registerThroughTheForm(page: Page) {
  const username = uniqueName('sari');
  await page.goto('/register');
  await page.getByTestId('input-full_name').fill('Sari Wulandari');
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-email').fill(`${username}@contoh.com`);
  await page.getByTestId('input-password').fill(`rahasia-${username}`);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}

const storedRabs = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('local_calculations') ?? '[]') as { summary: { rab_total: number } }[]
    ).map((item) => item.summary.rab_total),
  );
const sources = (page: Page) => page.getByTestId('history-source').allInnerTexts();
const localCount = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('local_calculations') ?? '[]') as unknown[]).length);

describe('history: browser results move to the account', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`guest saves and edits → register → sync → open, duplicate, bulk delete → reload → edit (${viewport.width}px)`, async () => {
      const wall = await brickWallJobType();
      const { page, context, errors } = await browser.open(viewport);

      await calculateAndSave(page, wall.id, '4', 'Pagar Depan');
      await calculateAndSave(page, wall.id, '6', 'Dapur Belakang');
      expect(await localCount(page)).toBe(2);

      await page.goto('/history');
      await page.getByTestId('history-register-cta').waitFor();
      expect(await sources(page)).toEqual(['Browser', 'Browser']);
      expect(await page.getByTestId('sync-local').count()).toBe(0);

      // Ubah on a browser result: recomputed in the browser, no save or update call.
      const calls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/calculations')) calls.push(`${request.method()} ${request.url()}`);
      });
      const before = await storedRabs(page);
      await page.getByTestId('history-item').first().getByTestId('history-edit').click();
      await page.getByTestId('editing-banner').waitFor();
      await recalculate(page, '9');
      await toast(page, 'Kalkulasi lokal berhasil diperbarui').waitFor();
      expect(calls).toEqual([]);
      const after = await storedRabs(page);
      expect(after).toHaveLength(2);
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).toBe(before[1]);

      await registerThroughTheForm(page);
      await page.goto('/history');
      await expect.poll(() => page.getByTestId('sync-waiting').innerText()).toContain('2 kalkulasi');
      await page.getByTestId('sync-local').click();
      await toast(page, '2 kalkulasi').waitFor();
      await expect.poll(() => localCount(page)).toBe(0);
      await expect.poll(() => sources(page)).toEqual(['Akun', 'Akun']);
      expect(await page.getByTestId('sync-local').count()).toBe(0);
      await expect.poll(() => page.getByTestId('stats-count').innerText()).toBe('2');

      // Open one: every figure of the stored result.
      const first = page.getByTestId('history-item').first();
      await first.getByTestId('history-open').click();
      await first.getByTestId('history-detail').waitFor();
      const rab = await first.getByTestId('result-rab-total').innerText();
      expect(rab).toBe(await first.getByTestId('history-rab').innerText());

      await first.getByTestId('history-duplicate').click();
      await expect.poll(() => page.getByTestId('history-item').count()).toBe(3);
      await expect.poll(() => page.getByText('(salinan)').count()).toBeGreaterThan(0);

      const boxes = page.locator('[data-testid^="history-select-"]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByTestId('history-bulk-delete').click();
      await page.getByTestId('history-bulk-delete-confirm').click();
      await expect.poll(() => page.getByTestId('history-item').count()).toBe(1);
      await expect.poll(() => page.getByTestId('stats-count').innerText()).toBe('1');

      await page.reload();
      await expect.poll(() => sources(page)).toEqual(['Akun']);

      // Ubah on an account result: PUT, then the history shows the recomputed RAB.
      const oldRab = await page.getByTestId('history-rab').innerText();
      await page.getByTestId('history-edit').click();
      await page.getByTestId('editing-banner').waitFor();
      await recalculate(page, '15');
      await toast(page, 'Kalkulasi berhasil diperbarui.').waitFor();
      await page.getByTestId('back-to-history').click();
      await expect.poll(() => page.getByTestId('history-rab').innerText()).not.toBe(oldRab);
      expect(await sources(page)).toEqual(['Akun']);

      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('history: filters, chart and clearing the browser', () => {
  it('filters account results by category and date, charts RAB per category, clears browser results', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(DESKTOP);
    await registerThroughTheForm(page);
    await calculateAndSave(page, wall.id, '5', 'Rumah Filter');

    await page.goto('/history');
    await page.getByTestId('stats-chart').waitFor();
    expect(await page.getByTestId('stats-chart-row').allInnerTexts()).toEqual([
      expect.stringContaining(wall.category_name),
    ]);
    expect(await page.getByTestId('history-item').count()).toBe(1);

    // Another category holds none of this account's results.
    const otherCategory = await page
      .getByTestId('history-filter-category')
      .locator('option')
      .evaluateAll(
        (options, own) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== own),
        String(wall.category_id),
      );
    await page.getByTestId('history-filter-category').selectOption(otherCategory!);
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(0);
    await page.getByTestId('history-filter-category').selectOption(String(wall.category_id));
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(1);
    await page.getByTestId('history-filter-to').fill('2000-01-01');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(0);
    await page.getByText('Tidak ada kalkulasi yang cocok dengan pencarian atau filter ini.').waitFor();
    // The filter's days are the browser's own (it sends its UTC offset), not UTC days.
    const today = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    await page.getByTestId('history-filter-to').fill(today);
    await page.getByTestId('history-filter-from').fill(today);
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(1);

    // Browser results of a guest in another context: cleared after a confirmation.
    const guest = await browser.open(PHONE);
    await calculateAndSave(guest.page, wall.id, '2', 'Sementara');
    await guest.page.goto('/history');
    await guest.page.getByTestId('local-clear').click();
    await guest.page.getByTestId('local-clear-confirm').click();
    await toast(guest.page, 'kalkulasi dihapus dari browser').waitFor();
    expect(await localCount(guest.page)).toBe(0);
    await guest.page.reload();
    await guest.page.getByText('Belum ada kalkulasi tersimpan.').waitFor();
    await guest.context.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages the account history by cursor: page 2 continues where page 1 ended, without an offset, and stays in the address', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(PHONE);
    await registerThroughTheForm(page);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    for (let n = 1; n <= 13; n += 1) {
      const saved = await page.request.post(`/api/calculations/${wall.id}/save`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          volume: n,
          productivity: 10,
          worker_ratio: '1:3',
          profit_percentage: 20,
          project_name: `Rumah ${n}`,
        },
      });
      expect(saved.status()).toBe(201);
    }
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/calculations/history?')) asked.push(request.url());
    });
    await page.goto('/history');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(10);
    const first = await page.getByTestId('history-item').allInnerTexts();
    await page.getByTestId('history-next-page').click();
    await expect.poll(() => page.getByTestId('history-page').innerText()).toBe('Halaman 2 dari 2');
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(3);
    // Every category of the chart shows its whole name and count, however long the name.
    await page.getByTestId('stats-chart-name').first().waitFor();
    for (const name of await page.getByTestId('stats-chart-name').all()) {
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await name.innerText()).toMatch(/\(\d+\)$/);
    }
    // The new page's first row is in view, not the end of the list where the button was.
    const firstRowTop = () =>
      page
        .getByTestId('history-item')
        .first()
        .evaluate((item) => item.getBoundingClientRect().top);
    await expect.poll(firstRowTop).toBeGreaterThan(0);
    expect(await firstRowTop()).toBeLessThan(page.viewportSize()!.height / 2);
    const second = await page.getByTestId('history-item').allInnerTexts();
    expect(second.some((text) => first.includes(text))).toBe(false);
    expect(new URL(asked.at(-1)!).searchParams.get('cursor')).toBeTruthy();
    // The page is in the address: a result opened from it and Back, or a reload, come back to page 2.
    await page.getByTestId('history-edit').first().click();
    await page.waitForURL(/\/calculate\//);
    await page.goBack();
    await expect.poll(() => page.getByTestId('history-page').innerText()).toBe('Halaman 2 dari 2');
    await expect.poll(() => page.getByTestId('history-item').allInnerTexts()).toEqual(second);
    await page.reload();
    await expect.poll(() => page.getByTestId('history-page').innerText()).toBe('Halaman 2 dari 2');
    await expect.poll(() => page.getByTestId('history-item').allInnerTexts()).toEqual(second);
    await page.getByText('Sebelumnya').click();
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
