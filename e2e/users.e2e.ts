import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Issue #21: an admin manages accounts on a phone: disables one (its session ends at once), sets a temporary
// password the user must change before anything else, deletes one with what it owns after a confirmation that
// names it, and reads every action in the audit. Own server: the journey deletes an account.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;

async function api<T>(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(at(`/api${path}`), {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function register(username: string) {
  const password = `rahasia-${username}`;
  const { body } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      username,
      email: `${username}@contoh.com`,
      full_name: `Pak ${username}`,
      password,
    }),
  });
  return { username, password, token: body.token };
}

describe('user management', () => {
  it('disables, gives a temporary password, deletes with what the user owns, and lists it all', async () => {
    const stamp = Date.now().toString(36);
    const mandor = await register(`mandor_${stamp}`);
    const tukang = await register(`tukang_${stamp}`);
    const { body: found } = await api<{ job_types: { id: number }[] }>('/jobs/categories?search=galian');
    await api(`/calculations/${found.job_types[0]!.id}/save`, {
      method: 'POST',
      token: tukang.token,
      body: JSON.stringify({ volume: 3, productivity: 10, worker_ratio: '0:1' }),
    });
    await api('/projects', { method: 'POST', token: tukang.token, body: JSON.stringify({ name: 'Gudang' }) });
    const result = {
      id: `calc_${stamp}`,
      calculator: 'luas',
      title: 'Kalkulator Luas',
      inputs: { length: '4', width: '3' },
      rows: [{ key: 'area', label: 'Luas', value: 12, unit: 'm²', decimals: 2 }],
    };
    await api('/calculator-results', {
      method: 'POST',
      token: tukang.token,
      body: JSON.stringify({ results: [result] }),
    });
    await api('/price-books', {
      method: 'POST',
      token: tukang.token,
      body: JSON.stringify({ name: 'Penawaran Toko Maju', region: 'Sleman', year: 2026 }),
    });

    const { page, errors, context } = await browser.open(PHONE);
    await page.goto(at('/login'));
    await page.getByTestId('input-username').fill(E2E_ADMIN.username);
    await page.getByTestId('input-password').fill(E2E_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(at('/admin?tab=users'));
    const row = (username: string) => page.locator('[data-testid="users-row"]').filter({ hasText: username });
    // The admin's own role cannot be changed here (a slip would end their access at once).
    await page.getByTestId('users-search').fill(E2E_ADMIN.username);
    await expect.poll(() => row(E2E_ADMIN.username).getByTestId('user-role').isDisabled()).toBe(true);
    await page.getByTestId('users-search').fill(stamp);
    await row(mandor.username).waitFor();
    expect(await row(mandor.username).getByTestId('user-role').isDisabled()).toBe(false);

    // Disabled after a confirmation that says the sessions end: the user's session answers 401 at once.
    await row(mandor.username).getByTestId('user-toggle').click();
    expect(await page.getByTestId('confirm-consequence').innerText()).toContain(
      `Semua sesi ${mandor.username} berakhir saat ini juga`,
    );
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect.poll(() => row(mandor.username).innerText()).toContain('nonaktif');
    expect((await api('/auth/verify', { token: mandor.token })).status).toBe(401);
    await row(mandor.username).getByTestId('user-toggle').click();
    await expect.poll(() => row(mandor.username).innerText()).not.toContain('nonaktif');
    // Enabled again, the account logs in anew: the sessions the disabling ended stay ended.
    expect((await api('/auth/verify', { token: mandor.token })).status).toBe(401);

    // Making someone an admin is asked first; cancelled, the role stays.
    await row(mandor.username).getByTestId('user-role').selectOption('admin');
    expect(await page.getByTestId('confirm-dialog').innerText()).toContain('menghapus seluruh data');
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Batal' }).click();
    expect(await row(mandor.username).getByTestId('user-role').inputValue()).toBe('user');

    // A temporary password, after a confirmation: shown once to the admin; the user must change it first.
    await row(mandor.username).getByTestId('user-temporary-password').click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Buat password sementara' }).click();
    const temporary = await page.getByTestId('user-password').innerText();
    expect(temporary.trim()).toMatch(/^[\w-]{12}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('user-password-dialog').getByRole('button', { name: 'Selesai' }).click();
    const other = await context.browser()!.newContext({ viewport: PHONE });
    const userPage = await other.newPage();
    await userPage.goto(at('/login'));
    await userPage.getByTestId('input-username').fill(mandor.username);
    await userPage.getByTestId('input-password').fill(temporary.trim());
    await userPage.getByTestId('login-submit').click();
    await userPage.getByTestId('temporary-password-banner').waitFor();
    expect(new URL(userPage.url()).pathname).toBe('/profile');
    // Only the password first: the name and e-mail form comes back once it is changed.
    expect(await userPage.getByTestId('profile-save').count()).toBe(0);
    await userPage.getByTestId('input-current_password').fill(temporary.trim());
    await userPage.getByTestId('input-new_password').fill('password-baru-mandor-1');
    await userPage.getByTestId('input-confirm_password').fill('password-baru-mandor-1');
    await userPage.getByTestId('password-save').click();
    await expect.poll(() => userPage.getByTestId('temporary-password-banner').count()).toBe(0);
    await userPage.getByTestId('profile-save').waitFor();
    await other.close();

    // Deleted after a confirmation naming what goes with the account.
    await row(tukang.username).getByTestId('user-delete').click();
    const consequence = await page.getByTestId('confirm-consequence').innerText();
    expect(consequence).toContain(
      'dihapus bersama 1 kalkulasi, 1 hasil kalkulator, 1 proyek dan 1 buku harga pribadi miliknya',
    );
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Hapus pengguna' }).click();
    await expect.poll(() => row(tukang.username).count()).toBe(0);
    expect((await api('/auth/verify', { token: tukang.token })).status).toBe(401);

    const audit = await page.getByTestId('user-audit-entry').allInnerTexts();
    expect(audit.slice(0, 4).map((entry) => entry.split(':')[0])).toEqual([
      'Dihapus',
      'Password sementara',
      'Diaktifkan kembali',
      'Dinonaktifkan',
    ]);
    // Each says its action once: "Dinonaktifkan: tukang_… · oleh …", not "(dinonaktifkan)" again.
    expect(audit[3]).toMatch(/^Dinonaktifkan: \S+ · oleh /);
    expect(audit[2]).toMatch(/^Diaktifkan kembali: \S+ · oleh /);
    expect(errors).toEqual([]);
  });
});
