import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Issue #21: the admin downloads a backup from the danger zone on a phone, the data is wiped (master clear), and
// the same file brings everything back after the typed confirmation. Own server: the journey wipes the data.

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

describe('backup and restore', () => {
  it('downloads a backup, and restores it after a master clear', async () => {
    const { body: login } = await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify(E2E_ADMIN),
    });
    const categories = async () =>
      (await api<{ categories: unknown[] }>('/jobs/categories')).body.categories.length;
    const before = await categories();
    expect(before).toBeGreaterThan(3);

    const { page, errors } = await browser.open(PHONE);
    await page.goto(at('/login'));
    await page.getByTestId('input-username').fill(E2E_ADMIN.username);
    await page.getByTestId('input-password').fill(E2E_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(at('/admin?tab=danger'));
    const card = page.getByTestId('backup-card');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Unduh cadangan' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kalkulator-backup-\d{8}-\d{6}\.jsonl\.gz$/);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const cleared = await api('/materials/master/clear-all-data', {
      method: 'DELETE',
      token: login.token,
      body: JSON.stringify({ confirm_clear: 'HAPUS SEMUA DATA' }),
    });
    expect(cleared.status).toBe(200);
    expect(await categories()).toBe(0);

    await card.locator('input[type="file"]').setInputFiles(file);
    await card.getByRole('button', { name: 'Pulihkan data' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    const confirm = dialog.getByRole('button', { name: 'Pulihkan data' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Ketik "PULIHKAN DATA" untuk melanjutkan').fill('PULIHKAN DATA');
    await confirm.click();
    await page.getByText(/Data dipulihkan dari cadangan: \d+ baris\./).waitFor();
    expect(await categories()).toBe(before);
    // The admin's session holds: the admin is in the backup.
    expect((await api('/auth/verify', { token: login.token })).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
