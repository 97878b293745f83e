import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// A site engineer with no signal: after one visit online, the app opens, calculates with the cached catalogue and
// keeps the result in the browser; back online, the result is synced to a new account. Own server: the service
// worker and its caches belong to the origin.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;

interface Job {
  id: number;
  name: string;
  default_productivity: number;
  default_worker_ratio: string;
}

async function categoryIds(): Promise<number[]> {
  const { categories } = (await (await fetch(at('/api/jobs/categories'))).json()) as {
    categories: { id: number }[];
  };
  return categories.map((category) => category.id);
}

async function firstJobType(): Promise<Job> {
  const [firstCategory] = await categoryIds();
  const { job_types } = (await (await fetch(at(`/api/jobs/types/${firstCategory!}`))).json()) as {
    job_types: Job[];
  };
  return job_types[0]!;
}

async function calculate(page: Page) {
  await page.getByTestId('input-project_name').fill('Pos jaga');
  await page.getByTestId('input-volume').fill('12,5');
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('calculate-submit').click();
  await page.getByTestId('calculation-result').waitFor();
}

describe('offline on site', () => {
  it('keeps the home screen of the very first visit for offline use', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    // One visit to / only, no reload, and the worker (held back until the categories are on screen) takes
    // control after the page has read them, as on a slow phone.
    let shown = () => {};
    const categoriesShown = new Promise<void>((resolve) => (shown = resolve));
    await context.route('**/sw.js', async (route) => {
      await categoriesShown;
      await route.continue();
    });
    await page.goto(at('/'));
    await page.getByTestId('category-card').first().waitFor();
    const names = await page.getByTestId('category-card').allInnerTexts();
    shown();
    // Installing the worker precaches the whole app: seconds on a busy machine.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    // The worker has kept the categories for offline use (the page reads them again once it is in control).
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open('catalogue');
            return (await cache.keys()).some(
              (request) => new URL(request.url).pathname === '/api/jobs/categories',
            );
          }),
        { timeout: 10_000 },
      )
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('category-card').first().waitFor();
    expect(await page.getByTestId('category-card').allInnerTexts()).toEqual(names);
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('opens, calculates from the cached catalogue and saves locally offline; syncs after login online', async () => {
    const job = await firstJobType();
    const { page, context } = await browser.open(PHONE);

    // Online: the first visit installs the service worker, which then serves the calculator and its catalogue.
    await page.goto(at('/'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(at(`/calculate/${job.id}`));
    await calculate(page);
    expect(await page.getByTestId('result-estimate').count()).toBe(0);
    const onlineRab = await page.getByTestId('result-rab-total').innerText();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    // The result the reload landed on is kept with the form; Ubah Input opens the form to calculate it offline.
    expect(await page.getByTestId('result-rab-total').innerText()).toBe(onlineRab);
    await page.getByTestId('edit-input').click();
    await calculate(page);
    await page.getByTestId('result-estimate').waitFor();
    // Same catalogue, same shared core: the offline figure is the server's figure.
    expect(await page.getByTestId('result-rab-total').innerText()).toBe(onlineRab);
    await page.getByTestId('save-result').click();
    await page.getByText('✓ Tersimpan di browser').waitFor();

    // Back online: the banner offers to sync; a new account takes the result over.
    await context.setOffline(false);
    await page.getByTestId('back-online-banner').waitFor();
    expect(await page.getByTestId('back-online-banner').innerText()).toContain('1 kalkulasi');
    const username = `lapangan_${Date.now().toString(36)}`;
    await page.goto(at('/register'));
    await page.getByTestId('input-full_name').fill('Teknisi Lapangan');
    await page.getByTestId('input-username').fill(username);
    await page.getByTestId('input-email').fill(`${username}@contoh.com`);
    await page.getByTestId('input-password').fill(`rahasia-${username}`);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(at('/history'));
    await page.getByTestId('sync-local').click();
    await expect.poll(() => page.getByTestId('sync-local').count()).toBe(0);
    const item = page.getByTestId('history-item').first();
    expect(await item.innerText()).toContain('Pos jaga');
    expect(await page.getByTestId('history-source').first().innerText()).not.toMatch(/browser/i);

    // On site again, the app reopened without signal: still this user's session, and the history says the
    // account's results come back online instead of "nothing saved". A category never opened says it is not
    // on the device.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('user-menu-button').waitFor();
    await page.getByTestId('history-offline').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Belum ada kalkulasi tersimpan.').count()).toBe(0);
    await page.goto(at(`/category/${(await categoryIds()).at(-1)!}`));
    await page.getByText('Belum tersedia offline').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('user-menu-button').count()).toBe(1);
  });

  it('keeps the whole catalogue when asked, so a job type never opened online opens on site', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto(at('/'));
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    // Below the categories: it loads when scrolled to.
    await page.getByTestId('offline-catalogue-slot').scrollIntoViewIfNeeded();
    await page.getByTestId('offline-catalogue-keep').click();
    const status = page.getByTestId('offline-catalogue-status');
    await expect
      .poll(() => status.innerText(), { timeout: 30_000 })
      .toMatch(/^Tersimpan di perangkat ini: \d+/);
    // Every job type of every category, as the API lists them.
    const ids = [];
    for (const category of await categoryIds()) {
      const { job_types } = (await (await fetch(at(`/api/jobs/types/${category}`))).json()) as {
        job_types: Job[];
      };
      ids.push(...job_types.map((job) => job.id));
    }
    expect(await status.innerText()).toContain(`${ids.length} jenis pekerjaan`);

    // No signal, the app reopened: the last category and the last job type of it, never opened before.
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByTestId('offline-catalogue-slot').scrollIntoViewIfNeeded();
    await expect.poll(() => status.innerText()).toContain(`${ids.length} jenis pekerjaan`);
    expect(await page.getByTestId('offline-catalogue-keep').isDisabled()).toBe(true);
    await page.goto(at(`/category/${(await categoryIds()).at(-1)!}`));
    await page.getByTestId('job-type-link').first().waitFor({ timeout: 20_000 });
    await page.goto(at(`/calculate/${ids.at(-1)!}`));
    await calculate(page);
    await page.getByTestId('result-estimate').waitFor();
    expect(await page.getByText('Belum tersedia offline').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
