import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import type { ApiJobType } from './support/catalogue';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// The administration panel against the real server: catalogue writes reach the calculator, a price list is
// uploaded with its progress and imported, and a normal user is refused.

// Its own server: these journeys change the catalogue, which the other journeys' figures must not see.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(at(`/api${path}`), {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
const files = mkdtempSync(join(tmpdir(), 'kalkulator-admin-e2e-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

async function login(page: Page, username: string, password: string) {
  await page.goto(at('/login'));
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** In-app navigation (no reload), so the TanStack Query cache of the calculator survives. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function jobTypeWithoutBrickVariants(): Promise<ApiJobType> {
  const { categories } = await api<{ categories: { id: number }[] }>('/jobs/categories');
  for (const category of categories) {
    const { job_types } = await api<{ job_types: ApiJobType[] }>(`/jobs/types/${category.id}`);
    const plain = job_types.find((job) => !job.has_brick_variants);
    if (plain) return plain;
  }
  throw new Error('no job type without brick variants in the catalogue');
}

describe('admin panel', () => {
  it('adds a material, assigns it to a job type, and the next calculation of that job type shows it', async () => {
    const jobType = await jobTypeWithoutBrickVariants();
    const material = `Semen Uji ${unique()}`;
    const { page, context, errors } = await browser.open(DESKTOP);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);

    // The calculator is opened first, so its cached job type must be refreshed by the admin's write.
    await navigateInApp(page, `/calculate/${jobType.id}`);
    await page.getByTestId('input-volume').waitFor();
    await navigateInApp(page, '/admin?tab=materials');
    await page.getByTestId('admin-panel').waitFor();
    await page.getByTestId('materials-table').waitFor();

    // Create: an empty form is refused at the fields, a bad price too; then the material is saved.
    await page.getByTestId('materials-add').click();
    await page.getByTestId('entity-save').click();
    expect(await page.getByTestId('error-name').innerText()).toBe('Nama material harus diisi');
    expect(await page.getByTestId('error-price').innerText()).toBe('Harga harus diisi');
    await page.getByTestId('input-name').fill(material);
    await page.getByTestId('input-unit').fill('zak');
    await page.getByTestId('input-price').fill('mahal');
    await page.getByTestId('entity-save').click();
    expect(await page.getByTestId('error-price').innerText()).toContain('angka tidak negatif');
    await page.getByTestId('input-price').fill('Rp 71.500');
    await page.getByTestId('entity-save').click();
    await toast(page, 'Data berhasil ditambahkan').waitFor();
    await page.getByTestId('materials-search').fill(material);
    const row = page.getByTestId('materials-row').filter({ hasText: material });
    await row.waitFor();
    expect(await page.getByTestId('materials-row').count()).toBe(1);
    expect(await row.innerText()).toMatch(/Rp\s?71\.500/);

    // Assign it to the job type, beside its labour.
    await page.getByTestId('admin-tab-job-types').click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('job-types');
    await page.getByTestId('job-types-search').fill(jobType.name);
    await page
      .getByTestId('job-types-row')
      .filter({ hasText: jobType.code })
      .getByTestId('job-types-assign')
      .click();
    const editor = page.getByTestId('assignment-editor');
    await editor.getByTestId('assigned-labor').waitFor();
    const before = await editor.getByTestId('assigned-material').count();
    const option = editor.getByTestId('assign-material-select').locator('option', { hasText: material });
    await editor.getByTestId('assign-material-select').selectOption((await option.getAttribute('value'))!);
    await editor.getByTestId('assign-material-quantity').fill('0,5');
    await editor.getByTestId('assign-material-add').click();
    expect(await editor.getByTestId('assigned-material').count()).toBe(before + 1);
    await editor.getByTestId('assignments-save').click();
    await toast(page, 'Penugasan berhasil disimpan').waitFor();
    await editor.waitFor({ state: 'detached' });

    // A new calculation of that job type (same page session, no reload) prices the new material.
    // The material list of the form comes from the browser's cache, which the admin's write refreshed.
    await navigateInApp(page, `/calculate/${jobType.id}`);
    await page.getByTestId('input-volume').fill('10');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('toggle-material-specs').click();
    // In the form's material list (the analysis panel below names it too).
    await page.locator('form').getByText(material).waitFor({ timeout: 5_000 });
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    const lines = await page.getByTestId('result-material-lines').innerText();
    expect(lines).toContain(material);
    expect(lines).toMatch(/Rp\s?357\.500/); // 10 × 0,5 zak × Rp 71.500
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a CSV price list with the progress bar, previews the bad line, imports, and imports a paste (390 px)', async () => {
    const tag = unique().toUpperCase();
    const csv = join(files, `harga-${tag}.csv`);
    writeFileSync(
      csv,
      [
        'kode;nama;satuan;harga',
        `UP-${tag}-1;Pasir Uji ${tag};m3;"Rp 285.000"`,
        `UP-${tag}-2;Kerikil Uji ${tag};m3;310000`,
        `UP-${tag}-3;Bata Uji ${tag};buah;mahal`,
      ].join('\n'),
    );
    const { page, context, errors } = await browser.open(PHONE);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto(at('/admin?tab=materials'));
    await page.getByTestId('materials-table').waitFor();

    await page.getByTestId('materials-import').click();
    await page.getByTestId('import-file').setInputFiles(csv);
    await page.getByTestId('import-upload').click();
    const progress = page.getByTestId('upload-progress');
    await progress.waitFor();
    await page.getByTestId('import-preview').waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByTestId('upload-progress-text').innerText()).toBe('Unggahan selesai 100%');
    expect(await page.getByTestId('preview-row').count()).toBe(2);
    const bad = page.getByTestId('preview-error');
    expect(await bad.count()).toBe(1);
    expect(await bad.innerText()).toContain('4');
    expect(await bad.innerText()).toContain('Harga "mahal" bukan angka');
    await page.getByTestId('import-confirm').click();
    await toast(page, '2 item ditambahkan').waitFor();
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('materials-search').fill(`UP-${tag}`);
    await page
      .getByTestId('materials-row')
      .filter({ hasText: `Kerikil Uji ${tag}` })
      .waitFor();
    const rows = await page.getByTestId('materials-row').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`Pasir Uji ${tag}[\\s\\S]*Rp\\s?285\\.000`));
    expect(rows[1]).toMatch(/Rp\s?310\.000/);

    // Paste works the same way from a text area.
    await page.getByTestId('materials-import').click();
    await page.getByTestId('import-mode-paste').click();
    await page.getByTestId('import-paste').fill(`UP-${tag}-4\tSemen Tempel ${tag}\tzak\t66.000`);
    await page.getByTestId('import-read-paste').click();
    expect(await page.getByTestId('preview-row').count()).toBe(1);
    // On the phone what the import does with the row is read under its name, without scrolling sideways.
    const row = page.getByTestId('preview-row');
    await expect.poll(() => row.innerText()).toContain('Item baru');
    expect(await row.evaluate((tr) => tr.scrollWidth <= tr.closest('div')!.clientWidth)).toBe(true);
    await page.getByTestId('import-confirm').click();
    await toast(page, '1 item ditambahkan').waitFor();
    await page
      .getByTestId('materials-row')
      .filter({ hasText: `Semen Tempel ${tag}` })
      .waitFor();
    expect(await page.getByTestId('materials-row').count()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a normal user (and a guest) opening /admin gets the 403 screen, never the panel', async () => {
    const username = `budi_${unique()}`;
    const password = `rahasia-${username}`;
    await api('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        username,
        email: `${username}@contoh.com`,
        full_name: 'Budi Santoso',
        password,
      }),
    });
    const { page, context, errors } = await browser.open(PHONE);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(materials|auth\/users|calculations\/admin)/.test(request.url()))
        adminCalls.push(request.url());
    });
    await page.goto(at('/admin?tab=users'));
    await page.getByTestId('admin-forbidden').waitFor();
    expect(await page.getByTestId('admin-forbidden').innerText()).toContain('Masuk');

    await login(page, username, password);
    await page.goto(at('/admin?tab=danger'));
    const refused = page.getByTestId('admin-forbidden');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('403');
    expect(await refused.innerText()).toContain('Anda tidak memiliki akses');
    expect(await page.getByTestId('admin-panel').count()).toBe(0);
    expect(adminCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  // Last: it empties this file's own server.
  it('the master clear names what is lost, works only after the confirmation is typed, and the default catalogue comes back', async () => {
    const { page, context, errors } = await browser.open(DESKTOP);
    // The default catalogue this server started with (the journeys above added no category or job type).
    const { categories: defaults } = await api<{ categories: { job_type_count: number }[] }>(
      '/jobs/categories',
    );
    const defaultJobTypes = defaults.reduce((sum, category) => sum + category.job_type_count, 0);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto(at('/admin?tab=danger'));
    await page.getByTestId('danger-master-clear').getByRole('button').click();
    const dialog = page.getByTestId('confirm-dialog');
    const consequence = await dialog.getByTestId('confirm-consequence').innerText();
    expect(consequence).toContain(
      'Dihapus permanen: semua kategori, jenis pekerjaan beserta analisanya, material, upah dan peralatan',
    );
    expect(consequence).toContain('Tetap ada: akun pengguna, proyek');
    const accept = dialog.getByTestId('confirm-accept');
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByTestId('input-confirm_text').fill('hapus semua data');
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByTestId('input-confirm_text').fill('HAPUS SEMUA DATA');
    await accept.click();
    // The toast counts the job types too, which go with their categories.
    await toast(page, `${defaultJobTypes} jenis pekerjaan beserta analisanya`).waitFor();
    expect((await api<{ categories: unknown[] }>('/jobs/categories')).categories).toEqual([]);
    await page.getByTestId('admin-tab-categories').click();
    await page.getByText('Tidak ada data').waitFor();
    expect(await page.getByTestId('categories-total').innerText()).toBe('0 data');

    // The way back: the default catalogue, shown at once in the panel and on the home page.
    await page.getByTestId('admin-tab-danger').click();
    await page.getByTestId('danger-restore-catalogue').getByRole('button').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-accept').click();
    await toast(
      page,
      `Katalog bawaan dipulihkan: ${defaults.length} kategori, ${defaultJobTypes} jenis pekerjaan.`,
    ).waitFor();
    await page.getByTestId('admin-tab-categories').click();
    await expect.poll(() => page.getByTestId('categories-total').innerText()).toBe(`${defaults.length} data`);
    await page.goto(at('/'));
    await expect.poll(() => page.getByTestId('category-card').count()).toBe(defaults.length);
    // Each default category has an icon of its own on the grid, drawn (an SVG with a size), not an emoji.
    const icons = await page
      .getByTestId('category-icon')
      .evaluateAll((spans) =>
        spans.map((span) => [
          (span as HTMLElement).dataset.icon,
          span.querySelector('svg')?.getBoundingClientRect().width ?? 0,
        ]),
      );
    expect(new Set(icons.map(([name]) => name)).size).toBe(defaults.length);
    for (const [, width] of icons) expect(width).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await context.close();
  });
});
