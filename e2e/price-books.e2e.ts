import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';
import { senMessage } from '@kalkulator/core';

// Issue #20: regional price books. An admin makes "Kab. Sleman 2026" by copying a book and cutting its labour by
// 25 %; a user prices the same job in both books and compares them, then moves a project to the new book after
// seeing the difference. Own server: the journey writes books.

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

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const response = await fetch(at(`/api${path}`), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(page: Page, token: string) {
  await page.goto(at('/'));
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
}

interface UnitPrice {
  A: number;
  D: number;
  F: number;
}

describe('price books', () => {
  it('an admin copies a book and cuts labour 25 %; a user compares both and moves a project to it', async () => {
    const { token: adminToken } = await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify(E2E_ADMIN),
    });
    const { job_types } = await api<{ job_types: { id: number }[] }>(
      `/jobs/categories?search=${encodeURIComponent('galian tanah biasa sedalam 1 m')}`,
    );
    const excavation = job_types[0]!.id;
    const labor = await api<{ labor_rates?: { id: number; code: string }[]; data?: unknown }>(
      '/materials/labor/rates?limit=100',
      { token: adminToken },
    );
    const pekerja = (labor.labor_rates ?? []).find((rate) => rate.code === 'L.01')!;
    const { price_book: diy } = await api<{ price_book: { id: number } }>('/price-books', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ name: 'DIY 2025', region: 'DI Yogyakarta', year: 2025, source: 'BPS 2025' }),
    });
    await api(`/price-books/${diy.id}/prices`, {
      method: 'PUT',
      token: adminToken,
      body: JSON.stringify({ prices: [{ kind: 'labor', item_id: pekerja.id, price: 90_000 }] }),
    });

    // The admin, on a desktop: copy DIY 2025 as Kab. Sleman 2026, then labour −25 %.
    const admin = await browser.open(DESKTOP);
    await signIn(admin.page, adminToken);
    await admin.page.goto(at('/price-books'));
    await admin.page
      .getByTestId('price-book-row')
      .filter({ hasText: 'DIY 2025' })
      .getByTestId('price-book-copy')
      .click();
    await admin.page.getByTestId('price-book-copy-name').fill('Kab. Sleman 2026');
    await admin.page.getByTestId('price-book-copy-confirm').click();
    await expect.poll(() => admin.page.getByTestId('book-title').textContent()).toBe('Kab. Sleman 2026');
    await admin.page.getByTestId('book-adjust-kind').selectOption('labor');
    await admin.page.getByTestId('book-adjust-percent').fill('-25');
    await admin.page.getByTestId('book-adjust-apply').click();
    await admin.page.getByTestId('confirm-accept').click();
    const pekerjaRow = admin.page.getByTestId('book-price-row').filter({ hasText: 'L.01' });
    await expect.poll(() => pekerjaRow.getByTestId('book-price-input').inputValue()).toBe('67.500');
    expect(await pekerjaRow.getByTestId('book-price-source').innerText()).toBe('dari daftar harga');
    // On a phone the book's prices are read whole, with their thousands, beside which price applies.
    const phone = await browser.open(PHONE);
    await signIn(phone.page, adminToken);
    await phone.page.goto(admin.page.url());
    const phoneRow = phone.page.getByTestId('book-price-row').filter({ hasText: 'L.01' });
    const price = phoneRow.getByTestId('book-price-input');
    await expect.poll(() => price.inputValue()).toBe('67.500');
    expect(await price.evaluate((field) => field.scrollWidth <= field.clientWidth)).toBe(true);
    // A typed price reads with its thousands once the field is left, before it is saved.
    await price.fill('70000');
    await price.blur();
    expect(await price.inputValue()).toBe('70.000');
    // A price with sen is refused with the money rule's words, never rounded and saved.
    await price.fill('67.500,50');
    await phone.page.getByTestId('book-prices-save').click();
    await expect.poll(() => phone.page.getByText(senMessage('Harga Pekerja')).count()).toBeGreaterThan(0);
    expect(await price.inputValue()).toBe('67.500,50');
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await price.fill('67500');
    expect(await phoneRow.getByText('dari daftar harga').first().isVisible()).toBe(true);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    await phone.context.close();
    expect(await seriousViolations(admin.page)).toEqual([]);
    expect(admin.errors).toEqual([]);
    const { price_books } = await api<{ price_books: { id: number; name: string }[] }>('/price-books');
    const sleman = price_books.find((book) => book.name === 'Kab. Sleman 2026')!;

    // A user on a phone prices the excavation with the Sleman book and compares it with the national catalogue.
    const username = `estimator_${Date.now().toString(36)}`;
    const { token } = await api<{ token: string }>('/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        username,
        email: `${username}@contoh.com`,
        full_name: 'Estimator Sleman',
        password: `rahasia-${username}`,
      }),
    });
    const national = (await api<{ unit_price: UnitPrice }>(`/job-types/${excavation}/unit-price`)).unit_price;
    const inSleman = (
      await api<{ unit_price: UnitPrice }>(`/job-types/${excavation}/unit-price?price_book_id=${sleman.id}`)
    ).unit_price;
    expect(inSleman.F).toBeLessThan(national.F);
    const { page, errors } = await browser.open(PHONE);
    await signIn(page, token);
    await page.goto(at(`/calculate/${excavation}`));
    await page
      .getByTestId('calculator-price-book')
      .selectOption({ label: 'Kab. Sleman 2026 (DI Yogyakarta, 2025)' });
    await page.getByTestId('unit-price-panel').locator('summary').click();
    await expect
      .poll(async () => rupiah(await page.getByTestId('unit-price-F').innerText()))
      .toBe(inSleman.F);
    expect(await page.getByTestId('unit-price-book').innerText()).toContain('Kab. Sleman 2026');
    expect(await page.getByTestId('price-source-book').count()).toBeGreaterThan(0);
    await page.getByTestId('unit-price-compare').selectOption('national');
    const difference = page.getByTestId('comparison-F-difference');
    await difference.waitFor();
    // Sleman against the national catalogue: the catalogue's F is higher by the difference, in rupiah and %.
    const percent = (((national.F - inSleman.F) / inSleman.F) * 100).toFixed(2).replace('.', ',');
    expect((await difference.innerText()).replace(/\u00a0/g, ' ')).toBe(
      `+Rp ${(national.F - inSleman.F).toLocaleString('id-ID')} (+${percent}%)`,
    );
    // Line by line too, each price saying where it came from: Sleman's own wage against the catalogue's.
    const pekerjaLine = page.getByTestId('comparison-line').filter({ hasText: 'Pekerja' }).first();
    expect(await pekerjaLine.innerText()).toMatch(/\(daftar harga\)[\s\S]*\+Rp\s[\d.]+ \(\+[\d,]+%\)/);
    expect(await seriousViolations(page)).toEqual([]);
    // Remembered, and cached: the next visit prices with Sleman again, even without signal.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    // The choice shows once the list of books has arrived.
    await expect.poll(() => page.getByTestId('calculator-price-book').inputValue()).toBe(String(sleman.id));
    await page.getByTestId('unit-price-panel').waitFor();
    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('unit-price-panel').locator('summary').click();
    await expect
      .poll(async () => rupiah(await page.getByTestId('unit-price-F').innerText()))
      .toBe(inSleman.F);
    // The choice shows once the list of books has arrived.
    await expect.poll(() => page.getByTestId('calculator-price-book').inputValue()).toBe(String(sleman.id));
    await page.context().setOffline(false);

    // A project priced with the catalogue moves to Sleman after the user has seen the difference.
    const { project } = await api<{ project: { id: number; totals: { subtotal: number } } }>('/projects', {
      method: 'POST',
      token,
      body: JSON.stringify({
        name: 'Gudang Sleman',
        overhead_percentage: 10,
        divisions: [{ code: 'A', name: 'TANAH', items: [{ job_type_id: excavation, volume: 10 }] }],
      }),
    });
    expect(project.totals.subtotal).toBe(10 * national.F);
    await page.goto(at(`/projects/${project.id}`));
    await page.getByTestId('project-price-book').selectOption(String(sleman.id));
    const dialog = page.getByTestId('reprice-dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Pindah ke daftar harga lain');
    expect(await page.getByTestId('reprice-change').count()).toBe(1);
    // Nothing changes before the user applies it.
    expect(rupiah(await page.getByTestId('rekap-subtotal').innerText())).toBe(10 * national.F);
    await page.getByTestId('reprice-apply').click();
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(10 * inSleman.F);
    // The choice shows once the list of books has arrived.
    await expect.poll(() => page.getByTestId('project-price-book').inputValue()).toBe(String(sleman.id));
    const stored = await api<{ project: { price_book_id: number } }>(`/projects/${project.id}`, { token });
    expect(stored.project.price_book_id).toBe(sleman.id);
    // "Perbarui harga" now reads today's prices from the project's book, and says so.
    await page.getByTestId('project-reprice').click();
    expect(await page.getByTestId('reprice-dialog').getByRole('heading').innerText()).toBe(
      'Perbarui harga dari daftar harga proyek',
    );
    expect(errors).toEqual([]);
  });
});
