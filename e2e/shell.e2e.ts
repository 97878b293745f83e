import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { missingScreens, type ViteManifest } from '../apps/api/src/plugins/page-html';
import { repoRoot } from './support/server';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { api, brickWallJobType } from './support/catalogue';

const browser = useBrowser();

describe('the shell', () => {
  it('searches from the mobile menu and lands on /?search=', async () => {
    const wall = await brickWallJobType();
    const word = wall.name.split(' ')[0]!;
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const search = page.getByTestId('mobile-search');
    await expect.poll(() => search.getAttribute('placeholder')).toBe('Cari kategori atau pekerjaan...');

    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    await search.fill(`  ${word}  `);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    await page.getByTestId('job-type-link').filter({ hasText: wall.name }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the Kalkulator submenu and states that no login is needed', async () => {
    const { page, context } = await browser.open(PHONE);
    await page.goto('/');
    const menuButton = page.getByTestId('mobile-menu-button');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.').waitFor();
    await page.getByText('Kalkulator panjang, luas, dan volume').click();
    await page.getByRole('link', { name: /Kalkulator Panjang/ }).waitFor();
    // Each section of the submenu expands and collapses on its own.
    const beam = page.getByRole('link', { name: /Kalkulator Struktur/ });
    expect(await beam.count()).toBe(0);
    await page.getByTestId('submenu-section-struktur').click();
    await beam.waitFor();
    await page.getByTestId('submenu-section-ukuran').click();
    await page.getByRole('link', { name: /Kalkulator Panjang/ }).waitFor({ state: 'detached' });
    expect(await beam.isVisible()).toBe(true);
    await beam.click();
    await page.waitForURL((url) => url.pathname === '/beam-calculator');
    await context.close();
  });

  it('names the screen chunks of a route in its page, so the phone fetches them with the main script', async () => {
    const manifest = JSON.parse(
      readFileSync(`${repoRoot}/apps/web/dist/.vite/manifest.json`, 'utf8'),
    ) as ViteManifest;
    // Every lazily loaded screen of the router is found in the build (a renamed screen would load late).
    expect(missingScreens(manifest)).toEqual([]);
    const wall = await brickWallJobType();
    const screen = manifest['src/features/calculator/routes/CalculatorPage.tsx']!.file;
    const main = manifest['src/main.tsx']!.file;
    const html = await (await fetch(`${browser.baseURL()}/calculate/${wall.id}`)).text();
    const named = /<meta name="screen-chunks" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named).toContain(`/${screen}`);

    const { page, context, errors } = await browser.open(PHONE);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/calculate/${wall.id}`);
    await page.getByRole('heading', { level: 1, name: wall.name }).waitFor();
    await page.getByTestId('input-volume').waitFor();
    // Fetched once, from the entry's preload (the router's own import finds it loaded).
    expect(fetched.filter((path) => path === `/${screen}`)).toHaveLength(1);
    const [mainEntry, screenEntry] = await page.evaluate(
      (files) =>
        files.map((file) => {
          const entry = performance.getEntriesByName(new URL(`/${file}`, location.href).href)[0] as
            PerformanceResourceTiming | undefined;
          return entry && { initiator: entry.initiatorType, start: entry.startTime, end: entry.responseEnd };
        }),
      [main, screen],
    );
    // Asked for while the main chunk was still arriving: the router, which runs only after main has loaded,
    // did not have to ask for it. (Orders of events, not a time bound: a busy machine stretches both.)
    expect(mainEntry && screenEntry).toBeTruthy();
    expect(screenEntry!.start).toBeLessThan(mainEntry!.end);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints the page the server wrote before it asks for the app, and the app then takes over', async () => {
    const wall = await brickWallJobType();
    const manifest = JSON.parse(
      readFileSync(`${repoRoot}/apps/web/dist/.vite/manifest.json`, 'utf8'),
    ) as ViteManifest;
    const entry = manifest['index.html']!.file;
    const entryCss = manifest['index.html']!.css![0]!;
    for (const path of ['/', `/calculate/${wall.id}`]) {
      // A first visit each (no service worker yet): the page as the server wrote it.
      const { page, context, errors } = await browser.open(PHONE);
      // Marks the first frame (rendering step) that has the server's heading to paint.
      await page.addInitScript(() => {
        const check = () => {
          if (document.querySelector('main h1')) performance.mark('heading-frame');
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByTestId('mobile-menu-button').waitFor(); // drawn by the app, not the server
      // The home screen's chunk is on the page too: its lazy parts load through Vite's loader.
      await page.waitForLoadState('networkidle');
      const { firstPaint, scripts, stylesheets } = await page.evaluate(
        (entryFile) => ({
          firstPaint: performance.getEntriesByName('heading-frame')[0]?.startTime,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && !entry.name.endsWith(`/${entryFile}`))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
          stylesheets: performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((name) => name.endsWith('.css')),
        }),
        entry,
      );
      // The app's stylesheet came inside the page: neither the page nor the app's chunk loader asks for it.
      expect(stylesheets, path).not.toContain(`/${entryCss}`);
      // Only the small entry script is asked for before the frame that paints the heading; React, the router
      // and the screen after it.
      expect(firstPaint, path).toBeDefined();
      expect(scripts.length, path).toBeGreaterThan(2);
      for (const script of scripts)
        expect(script.startTime, `${path} ${script.name}`).toBeGreaterThanOrEqual(firstPaint!);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("draws the home screen's opening before its scripts run, and the app draws the same one", async () => {
    const { page: bare, context: noScripts } = await browser.open(PHONE, { javaScriptEnabled: false });
    await bare.goto('/');
    const opening = (page: Page) => page.getByRole('heading', { level: 1 });
    const before = {
      heading: await opening(bare).innerText(),
      box: await opening(bare).boundingBox(),
      searchBox: await bare.getByRole('searchbox', { name: 'Cari kategori atau pekerjaan' }).boundingBox(),
    };
    expect(before.heading).toBe('Hitung biaya pekerjaan konstruksi');
    // Without scripts the form still searches (the app reads ?search=).
    await bare.getByRole('searchbox', { name: 'Cari kategori atau pekerjaan' }).fill('bata');
    await bare.getByRole('button', { name: 'Cari' }).click();
    await bare.waitForURL((url) => url.searchParams.get('search') === 'bata');
    await noScripts.close();

    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/');
    await page.getByTestId('category-card').first().waitFor();
    expect(await opening(page).innerText()).toBe(before.heading);
    // Same place and size: the app's opening takes over without a jump.
    expect(await opening(page).boundingBox()).toEqual(before.box);
    expect(await page.getByRole('searchbox', { name: 'Cari kategori atau pekerjaan' }).boundingBox()).toEqual(
      before.searchBox,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the categories the page carries in its first render, without waiting for the API', async () => {
    const api = (await (await fetch(`${browser.baseURL()}/api/jobs/categories`)).json()) as {
      categories: { name: string }[];
    };
    const { page, context } = await browser.open(PHONE);
    // The categories' API answer never comes: the list is drawn from the page all the same.
    await context.route('**/api/jobs/categories**', () => new Promise<void>(() => {}));
    await page.goto('/');
    await page.getByTestId('category-card').first().waitFor();
    const names = await page.getByTestId('category-card').locator('p.font-semibold').allInnerTexts();
    expect(names).toEqual(api.categories.map(({ name }) => name));
    await context.close();
  });

  it("draws the calculator's heading before its scripts run, and the app draws the same one", async () => {
    const wall = await brickWallJobType();
    const { page: bare, context: noScripts } = await browser.open(PHONE, { javaScriptEnabled: false });
    await bare.goto(`/calculate/${wall.id}`);
    const before = {
      heading: await bare.getByRole('heading', { level: 1 }).innerText(),
      breadcrumb: await bare.getByRole('navigation', { name: 'Breadcrumb' }).innerText(),
      box: await bare.getByRole('heading', { level: 1 }).boundingBox(),
    };
    expect(before.heading).toBe(wall.name);
    await noScripts.close();

    const { page, context, errors } = await browser.open(PHONE);
    await page.goto(`/calculate/${wall.id}`);
    await page.getByTestId('input-volume').waitFor();
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.innerText()).toBe(before.heading);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toBe(before.breadcrumb);
    // Same place and size: the app's heading takes over without a jump.
    expect(await heading.boundingBox()).toEqual(before.box);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed into the search box before the app took over, and the focus', async () => {
    const manifest = JSON.parse(
      readFileSync(`${repoRoot}/apps/web/dist/.vite/manifest.json`, 'utf8'),
    ) as ViteManifest;
    const main = manifest['src/main.tsx']!.file;
    const { page, context, errors } = await browser.open(PHONE);
    // The main chunk is held back until the user has typed into the box the server drew.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${main}`, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Cari kategori atau pekerjaan' });
    await box.click();
    await box.pressSequentially('keramik', { delay: 20 });
    expect(await page.getByTestId('mobile-menu-button').count()).toBe(0); // still the server's page
    release();
    await page.getByTestId('mobile-menu-button').waitFor();
    await page.getByTestId('category-card').first().waitFor();
    expect(await box.inputValue()).toBe('keramik');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(' lantai');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'keramik lantai');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names each page after what it shows, in the tab and the browser history', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(DESKTOP);
    await page.goto('/');
    await page.getByTestId('category-card').first().waitFor();
    expect(await page.title()).toBe('Kalkulator Konstruksi');
    await page.goto(`/category/${wall.category_id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const category = await page.getByRole('heading', { level: 1 }).innerText();
    await expect.poll(() => page.title()).toBe(`${category} · Kalkulator Konstruksi`);
    await page.getByTestId('job-type-link').filter({ hasText: wall.name }).first().click();
    await page.getByTestId('input-volume').waitFor();
    await expect.poll(() => page.title()).toBe(`${wall.name} · Kalkulator Konstruksi`);
    await page.goto('/brick-calculator');
    await expect.poll(() => page.title()).toMatch(/^Kalkulator .+ · Kalkulator Konstruksi$/);
    await page.goto('/halaman/yang-tidak-ada');
    await expect.poll(() => page.title()).toBe('Halaman tidak ditemukan · Kalkulator Konstruksi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page, outside the shell, for an unknown path', async () => {
    const { page, context } = await browser.open();
    const response = await page.goto('/halaman/yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('mobile-menu-button').count()).toBe(0);
    await context.close();
  });

  it('works from the keyboard: the account dropdown and the mobile menu keep and return focus', async () => {
    const username = `papan_${Date.now().toString(36)}`;
    const { token } = await api<{ token: string }>('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        username,
        email: `${username}@contoh.com`,
        full_name: 'Papan Ketik',
        password: `rahasia-${username}`,
      }),
    });
    const focused = (page: Page) =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.textContent?.trim(),
      );

    const desktop = await browser.open(DESKTOP);
    await desktop.page.goto('/');
    await desktop.page.evaluate((value) => localStorage.setItem('auth_token', value), token);
    await desktop.page.reload();
    const button = desktop.page.getByTestId('user-menu-button');
    await button.focus();
    await desktop.page.keyboard.press('Enter');
    await desktop.page.getByTestId('user-menu').waitFor();
    expect(await focused(desktop.page)).toContain('Profil');
    await desktop.page.keyboard.press('ArrowDown');
    expect(await focused(desktop.page)).toBe('logout-button');
    await desktop.page.keyboard.press('ArrowDown');
    expect(await focused(desktop.page)).toContain('Profil');
    await desktop.page.keyboard.press('Escape');
    await desktop.page.getByTestId('user-menu').waitFor({ state: 'detached' });
    expect(await focused(desktop.page)).toBe('user-menu-button');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await desktop.page.keyboard.press('Enter');
    await desktop.page.keyboard.press('Enter');
    await desktop.page.waitForURL((url) => url.pathname === '/profile');
    await desktop.context.close();

    const phone = await browser.open(PHONE);
    await phone.page.goto('/');
    await phone.page.getByTestId('mobile-menu-button').focus();
    await phone.page.keyboard.press('Enter');
    const dialog = phone.page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    // Focus moved into the menu and Tab never leaves it.
    for (let press = 0; press < 25; press += 1) {
      await phone.page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await phone.page.keyboard.press('Escape');
    await expect.poll(() => focused(phone.page)).toBe('mobile-menu-button');
    await phone.context.close();
  });
});
