import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// axe-core on every route, at phone and desktop width, as guest, user and admin: no serious or critical
// violation. Own server, started with the E2E admin.

let server: RunningServer;
let jobTypeId: number;
let categoryId: number;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  server = await startServer();
  const categories = (await (await fetch(at('/api/jobs/categories'))).json()) as {
    categories: { id: number }[];
  };
  categoryId = categories.categories[0]!.id;
  const types = (await (await fetch(at(`/api/jobs/types/${categoryId}`))).json()) as {
    job_types: { id: number }[];
  };
  jobTypeId = types.job_types[0]!.id;
  const username = `aksesibel_${Date.now().toString(36)}`;
  userToken = (
    await post('/api/auth/register', {
      username,
      email: `${username}@contoh.com`,
      full_name: 'Uji Aksesibilitas',
      password: `rahasia-${username}`,
    })
  ).token;
  adminToken = (await post('/api/auth/login', E2E_ADMIN)).token;
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;

async function post(path: string, body: object): Promise<{ token: string }> {
  const response = await fetch(at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { token: string };
}

const GUEST_ROUTES = [
  '/',
  '/?search=bata',
  '/category/:categoryId',
  '/calculate/:jobTypeId',
  '/history',
  '/calculators',
  '/length-calculator',
  '/area-calculator',
  '/volume-calculator',
  '/beam-calculator',
  '/footplate-calculator',
  '/plaster-calculator',
  '/brick-calculator',
  '/login',
  '/register',
  '/admin',
  '/halaman-yang-tidak-ada',
];
const SIGNED_IN_ROUTES = ['/profile', '/history', '/admin'];
const ADMIN_TABS = ['job-types', 'materials', 'labor', 'users', 'calculations', 'danger'].map(
  (tab) => `/admin?tab=${tab}`,
);

const route = (path: string) =>
  path.replace(':categoryId', String(categoryId)).replace(':jobTypeId', String(jobTypeId));

async function signIn(page: Page, token: string) {
  await page.goto(at('/login'));
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.getByText('Memuat halaman...').waitFor({ state: 'detached' });
}

async function scan(page: Page, label: string, found: string[]) {
  await settle(page);
  for (const violation of await seriousViolations(page)) found.push(`${label}: ${violation}`);
}

describe('accessibility (axe-core)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds no serious or critical violation on any route at ${viewport.width}px`, async () => {
      const found: string[] = [];
      const guest = await browser.open(viewport);
      for (const path of GUEST_ROUTES) {
        await guest.page.goto(at(route(path)));
        await scan(guest.page, `guest ${path}`, found);
      }
      // The calculator's result view and the history with an entry in it.
      await guest.page.goto(at(route('/calculate/:jobTypeId')));
      await guest.page.getByTestId('input-volume').fill('10');
      await guest.page.getByTestId('step-next').click();
      await guest.page.getByTestId('step-next').click();
      await guest.page.getByTestId('calculate-submit').click();
      await guest.page.getByTestId('calculation-result').waitFor();
      await scan(guest.page, 'guest result', found);
      await guest.page.getByTestId('save-result').click();
      await guest.page.goto(at('/history'));
      await guest.page.getByTestId('history-item').first().waitFor();
      await scan(guest.page, 'guest history with an entry', found);
      await guest.context.close();

      for (const [who, token] of [
        ['user', userToken],
        ['admin', adminToken],
      ] as const) {
        const { page, context } = await browser.open(viewport);
        await signIn(page, token);
        for (const path of who === 'admin' ? [...SIGNED_IN_ROUTES, ...ADMIN_TABS] : SIGNED_IN_ROUTES) {
          await page.goto(at(path));
          await scan(page, `${who} ${path}`, found);
        }
        if (who === 'admin') {
          // An open create dialog of the panel.
          await page.goto(at('/admin?tab=materials'));
          await page
            .getByRole('button', { name: /Tambah/ })
            .first()
            .click();
          await page.getByRole('dialog').waitFor();
          await scan(page, 'admin material dialog', found);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    }, 180_000);
  }
});
