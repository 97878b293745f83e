// `npm run screenshots` (after a build): every route at 390 px and 1280 px wide into docs/screenshots/, and an
// index page docs/screenshots/README.md. Pages that need an account are taken as the admin.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE } from './support/browser';
import { E2E_ADMIN, repoRoot, startServer } from './support/server';

interface Shot {
  name: string;
  title: string;
  path: string;
  admin?: boolean;
  /** Brings the page into the state worth showing. */
  prepare?: (page: Page) => Promise<void>;
}

const folder = join(repoRoot, 'docs/screenshots');
const server = await startServer();
const api = async <T>(path: string, init?: RequestInit): Promise<T> =>
  (await (
    await fetch(`${server.url}/api${path}`, { ...init, headers: { 'content-type': 'application/json' } })
  ).json()) as T;

async function showResult(page: Page) {
  await page.getByTestId('input-project_name').fill('Rumah Ibu Sari');
  await page.getByTestId('input-volume').fill('36');
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('calculate-submit').click();
  await page.getByTestId('calculation-result').waitFor();
}

async function takeAll(browser: Browser, shots: Shot[], token: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const shot of shots) {
      const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'id-ID' });
      const page = await context.newPage();
      if (shot.admin) {
        await page.goto('/login');
        await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
      }
      await page.goto(shot.path);
      await page.waitForLoadState('networkidle');
      await page.getByText('Memuat halaman...').waitFor({ state: 'detached' });
      await shot.prepare?.(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(folder, `${shot.name}-${viewport.width}.png`), fullPage: true });
      await context.close();
    }
  }
}

const browser = await launchBrowser();
try {
  const { categories } = await api<{ categories: { id: number }[] }>('/jobs/categories');
  const { job_types } = await api<{ job_types: { id: number }[] }>(`/jobs/types/${categories[0]!.id}`);
  const { token } = await api<{ token: string }>('/auth/login', {
    method: 'POST',
    body: JSON.stringify(E2E_ADMIN),
  });
  const shots: Shot[] = [
    { name: 'home', title: 'Beranda', path: '/' },
    { name: 'search', title: 'Pencarian', path: '/?search=bata' },
    { name: 'category', title: 'Kategori', path: `/category/${categories[0]!.id}` },
    { name: 'calculate', title: 'Kalkulator pekerjaan', path: `/calculate/${job_types[0]!.id}` },
    {
      name: 'result',
      title: 'Hasil kalkulasi',
      path: `/calculate/${job_types[0]!.id}`,
      prepare: showResult,
    },
    { name: 'history', title: 'History', path: '/history', admin: true },
    { name: 'calculators', title: 'Kalkulator khusus', path: '/calculators' },
    ...[
      ['length', 'Kalkulator Panjang'],
      ['area', 'Kalkulator Luas'],
      ['volume', 'Kalkulator Volume'],
      ['beam', 'Kalkulator Struktur'],
      ['footplate', 'Kalkulator Footplate'],
      ['plaster', 'Kalkulator Plesteran'],
      ['brick', 'Kalkulator Bata'],
    ].map(([name, title]) => ({ name: `${name}-calculator`, title: title!, path: `/${name}-calculator` })),
    { name: 'login', title: 'Masuk', path: '/login' },
    { name: 'register', title: 'Daftar', path: '/register' },
    { name: 'profile', title: 'Profil', path: '/profile', admin: true },
    { name: 'admin', title: 'Panel administrasi', path: '/admin', admin: true },
    { name: 'not-found', title: 'Halaman tidak ditemukan', path: '/tidak-ada' },
  ];
  mkdirSync(folder, { recursive: true });
  await takeAll(browser, shots, token);
  const rows = shots.map(
    (shot) =>
      `| ${shot.title} (\`${shot.path.replace(/\/\d+/, '/{id}')}\`) | ![${shot.title} 390 px](${shot.name}-390.png) | ![${shot.title} 1280 px](${shot.name}-1280.png) |`,
  );
  writeFileSync(
    join(folder, 'README.md'),
    [
      '# Screenshots',
      '',
      'Every route at 390 px (phone) and 1280 px (desktop) wide, made by `npm run screenshots` from the built app.',
      '',
      '| screen | 390 px | 1280 px |',
      '|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
  console.log(`${shots.length * 2} screenshots in docs/screenshots/`);
} finally {
  await browser.close();
  await server.stop();
}
