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
  /** Only this element (by test id), not the whole page. */
  element?: string;
}

const folder = join(repoRoot, 'docs/screenshots');
/** `npm run screenshots -- project` takes only the shots whose name contains "project" (the index lists all). */
const only = process.argv[2];
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

/** A guest's house project (real catalogue lines priced with today's analyses) kept in the browser. */
async function houseProject() {
  const line = async (search: string, volumeText: string, description?: string) => {
    const { job_types } = await api<{ job_types: { id: number; name: string; unit: string }[] }>(
      `/jobs/categories?search=${encodeURIComponent(search)}`,
    );
    const jobType = job_types[0]!;
    const { unit_price } = await api<{ unit_price: { A: number; B: number; C: number } }>(
      `/job-types/${jobType.id}/unit-price`,
    );
    return {
      id: `s${jobType.id}`,
      job_type_id: jobType.id,
      description: description ?? jobType.name,
      unit: jobType.unit,
      volumeText,
      parts: { A: unit_price.A, B: unit_price.B, C: unit_price.C },
      freePrice: null,
      priceSource: 'ahsp',
    };
  };
  const free = (id: string, description: string, price: number) => ({
    id,
    job_type_id: null,
    description,
    unit: 'ls',
    volumeText: '1',
    parts: null,
    freePrice: price,
    priceSource: 'free',
    schedule: { days: 7 },
  });
  return {
    id: 'local_screenshot',
    name: 'Rumah Tinggal Tipe 45',
    location: 'Jl. Timor Raya, Kupang',
    owner: 'Bapak Yohanes',
    contractor: 'CV Karya Bangun',
    description: '',
    fiscal_year: '2026',
    start_date: '2026-12-07',
    overhead_percentage: '10',
    ppn_percentage: '11',
    rounding: '1000',
    divisions: [
      {
        code: 'A',
        name: 'PEKERJAAN PERSIAPAN',
        items: [
          free('mob', 'Mobilisasi dan demobilisasi', 2_500_000),
          await line('pembersihan lapangan', '9 × 12'),
        ],
      },
      {
        code: 'B',
        name: 'PEKERJAAN TANAH DAN PONDASI',
        items: [
          await line('galian tanah biasa sedalam 1 m', '42 × 0,6 × 0,8'),
          await line('batu kali', '42 × 0,3'),
        ],
      },
      { code: 'C', name: 'PEKERJAAN BETON', items: [await line('K-225', '4,2')] },
      {
        code: 'D',
        name: 'PEKERJAAN DINDING',
        items: [await line('bata merah', '96'), await line('plesteran', '2 × 96')],
      },
    ],
  };
}

async function showProject(page: Page) {
  await page.getByTestId('schedule-chart').waitFor();
  await page.waitForLoadState('networkidle');
}

async function takeAll(browser: Browser, shots: Shot[], token: string) {
  const project = JSON.stringify([await houseProject()]);
  for (const viewport of [PHONE, DESKTOP]) {
    for (const shot of shots) {
      if (only && !shot.name.includes(only)) continue;
      const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'id-ID' });
      const page = await context.newPage();
      if (shot.admin) {
        await page.goto('/login');
        await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
      }
      if (shot.path.startsWith('/projects/local_')) {
        await page.goto('/');
        await page.evaluate((value) => localStorage.setItem('local_projects', value), project);
      }
      await page.goto(shot.path);
      await page.waitForLoadState('networkidle');
      await page.getByText('Memuat halaman...').waitFor({ state: 'detached' });
      await shot.prepare?.(page);
      await page.waitForTimeout(300);
      const path = join(folder, `${shot.name}-${viewport.width}.png`);
      if (shot.element) {
        // The sticky top bar would sit over the element as it is scrolled into view.
        await page.addStyleTag({ content: 'header { position: static !important; }' });
        await page.getByTestId(shot.element).screenshot({ path });
      } else await page.screenshot({ path, fullPage: true });
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
  // A shared regional book with its labour 25 % under the catalogue, for the price-book screens.
  const authed = (path: string, method: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ price_book: { id: number } }>);
  const { price_book: book } = await authed('/price-books', 'POST', {
    name: 'Kab. Sleman 2026',
    region: 'DI Yogyakarta',
    year: 2026,
    source: 'SSH Kab. Sleman 2026 (contoh)',
  });
  await authed(`/price-books/${book.id}/adjust`, 'POST', { kind: 'labor', percent: -25 });
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
    { name: 'admin-materials', title: 'Admin: material', path: '/admin?tab=materials', admin: true },
    { name: 'admin-users', title: 'Admin: pengguna', path: '/admin?tab=users', admin: true },
    {
      name: 'admin-calculations',
      title: 'Admin: semua kalkulasi',
      path: '/admin?tab=calculations',
      admin: true,
    },
    {
      name: 'admin-danger',
      title: 'Admin: zona berbahaya, cadangan',
      path: '/admin?tab=danger',
      admin: true,
    },
    { name: 'not-found', title: 'Halaman tidak ditemukan', path: '/tidak-ada' },
    { name: 'projects', title: 'Proyek (RAB)', path: '/projects' },
    { name: 'price-books', title: 'Daftar harga', path: '/price-books', admin: true },
    { name: 'price-book', title: 'Satu daftar harga', path: `/price-books/${book.id}`, admin: true },
    {
      name: 'project-rab',
      title: 'RAB proyek: bagian dan item',
      path: '/projects/local_screenshot',
      prepare: showProject,
    },
    {
      name: 'project-rekap',
      title: 'Rekapitulasi proyek',
      path: '/projects/local_screenshot',
      prepare: showProject,
      element: 'project-rekap',
    },
    {
      name: 'project-schedule',
      title: 'Jadwal dan kurva S',
      path: '/projects/local_screenshot',
      prepare: showProject,
      element: 'project-documents',
    },
  ];
  mkdirSync(folder, { recursive: true });
  await takeAll(browser, shots, token);
  const rows = shots.map(
    (shot) =>
      `| ${shot.title} (\`${shot.path.replace(/\/\d+/, '/{id}').replace(/local_\w+/, '{id}')}\`) | ![${shot.title} 390 px](${shot.name}-390.png) | ![${shot.title} 1280 px](${shot.name}-1280.png) |`,
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
  console.log(
    `${shots.filter((shot) => !only || shot.name.includes(only)).length * 2} screenshots in docs/screenshots/`,
  );
} finally {
  await browser.close();
  await server.stop();
}
