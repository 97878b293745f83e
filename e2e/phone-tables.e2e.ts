import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Issue #21: every admin table at 390 px shows each row whole (cards: no column or button off screen), and "Semua
// kalkulasi" lists one user's calculations when the admin picks the user, or follows the count on the Users tab.

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
  return (await response.json()) as T;
}

async function register(username: string) {
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      username,
      email: `${username}@contoh.com`,
      full_name: `Pak ${username}`,
      password: `rahasia-${username}`,
    }),
  });
  return token;
}

/** Controls (buttons, links, fields) of the panel that stick out of the 390 px screen. */
async function outOfScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const panel = document.querySelector('[data-testid="admin-panel"]');
    const tabBar = panel?.querySelector('[role="tablist"]');
    return Array.from(panel?.querySelectorAll('button, a, input, select') ?? [])
      .filter((element) => !tabBar?.contains(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1);
      })
      .map(
        (element) =>
          `${element.tagName} ${element.textContent?.trim() || element.getAttribute('aria-label') || ''}`,
      );
  });
}

describe('admin tables on a phone', () => {
  it('show every row whole, and filter all calculations by user', async () => {
    const stamp = Date.now().toString(36);
    const tokens = { ani: await register(`ani_${stamp}`), budi: await register(`budi_${stamp}`) };
    const { job_types } = await api<{ job_types: { id: number }[] }>('/jobs/categories?search=galian');
    const save = (token: string, project: string) =>
      api(`/calculations/${job_types[0]!.id}/save`, {
        method: 'POST',
        token,
        body: JSON.stringify({ volume: 3, productivity: 10, worker_ratio: '0:1', project_name: project }),
      });
    await save(tokens.ani, 'Rumah Ani');
    await save(tokens.ani, 'Pagar Ani');
    await save(tokens.budi, 'Gudang Budi');

    const { page, errors } = await browser.open(PHONE);
    await page.goto(at('/login'));
    await page.getByTestId('input-username').fill(E2E_ADMIN.username);
    await page.getByTestId('input-password').fill(E2E_ADMIN.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu-button').waitFor();

    for (const [tab, name] of [
      ['categories', 'categories'],
      ['job-types', 'job-types'],
      ['materials', 'materials'],
      ['labor', 'labor'],
      ['equipment', 'equipment'],
      ['users', 'users'],
      ['calculations', 'calculations'],
    ] as const) {
      await page.goto(at(`/admin?tab=${tab}`));
      await page.locator(`[data-testid="${name}-row"]`).first().waitFor();
      expect(await outOfScreen(page), tab).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
    // The phone's sort: a select instead of column headers.
    await page.goto(at('/admin?tab=materials'));
    const firstName = () => page.locator('[data-testid="materials-row"]').first().innerText();
    await page.getByTestId('materials-sort').selectOption('price:desc');
    await expect.poll(firstName).not.toBe('');
    const expensive = await firstName();
    await page.getByTestId('materials-sort').selectOption('price:asc');
    await expect.poll(firstName).not.toBe(expensive);

    // From the Users tab, a user's count opens their calculations; the filter then changes user or shows all.
    await page.goto(at('/admin?tab=users'));
    await page.getByTestId('users-search').fill(`ani_${stamp}`);
    const ani = page.locator('[data-testid="users-row"]').filter({ hasText: `ani_${stamp}` });
    expect(await ani.getByTestId('user-calculations').innerText()).toBe('2');
    await ani.getByTestId('user-calculations').click();
    const projects = () => page.locator('[data-testid="calculations-row"]').allInnerTexts();
    await expect
      .poll(async () => (await projects()).join('|'))
      .toMatch(/Pagar Ani.*Rumah Ani|Rumah Ani.*Pagar Ani/s);
    expect((await projects()).join('|')).not.toContain('Gudang Budi');
    expect(await page.getByTestId('calculations-total').innerText()).toBe('2 data');
    const budiId = await page
      .getByTestId('calculations-user')
      .locator('option', { hasText: `budi_${stamp}` })
      .getAttribute('value');
    await page.getByTestId('calculations-user').selectOption(budiId!);
    await expect.poll(async () => (await projects()).join('|')).toContain('Gudang Budi');
    expect(await page.getByTestId('calculations-total').innerText()).toBe('1 data');
    expect(page.url()).toContain(`user=${budiId}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('calculations-user').selectOption('');
    await expect.poll(() => page.getByTestId('calculations-total').innerText()).not.toBe('1 data');
    expect(errors).toEqual([]);
  });
});
