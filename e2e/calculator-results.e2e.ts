import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { calculatorToasts } from '../apps/web/src/lib/toast-messages';

// A specialised calculator's saved results follow a logged-in user to the next device: a guest's result moves to
// the account when the user, logged in, says so ("Sinkronkan"), a new one is saved there, another device (a new
// browser profile) sees both, and a delete there removes it everywhere.

const browser = useBrowser();

const items = (page: Page) => page.getByTestId('saved-result').allInnerTexts();

async function register(page: Page) {
  const username = `bata_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = `rahasia-${username}`;
  await page.goto('/register');
  await page.getByTestId('input-full_name').fill('Rina Bata');
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-email').fill(`${username}@contoh.com`);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('register-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
  return { username, password };
}

describe('specialised calculator results in the account', () => {
  it('a guest result moves to the account, a new one is saved there, and another device sees and deletes them', async () => {
    const phone = await browser.open(PHONE);
    const page = phone.page;
    await page.goto('/brick-calculator');
    await page.getByTestId('input-openings').fill('2');
    await page.getByTestId('save-calculator-result').click();
    expect(await page.getByTestId('saved-where').innerText()).toContain('Tersimpan di browser ini');

    const account = await register(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/calculator-results'))
        posts.push(request.url());
    });
    await page.goto('/brick-calculator');
    // Made without logging in, it is offered rather than taken (on a shared device it may be somebody else's).
    await page.getByTestId('saved-guests').waitFor();
    await page.getByTestId('saved-sync').click();
    await expect.poll(() => page.getByTestId('saved-where').innerText()).toContain('Tersimpan di akun Anda');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('calculator_results') ?? '[]').length))
      .toBe(0);
    await page.getByTestId('input-brick').selectOption('bata_ringan');
    await page.getByTestId('save-calculator-result').click();
    await expect.poll(() => page.getByTestId('saved-result').count()).toBe(2);
    await page.getByText(calculatorToasts.savedToAccount).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('calculator_results'))).toBe('[]');
    // Reopening sends nothing again: the browser holds nothing waiting.
    const sent = posts.length;
    await page.reload();
    await expect.poll(() => page.getByTestId('saved-result').count()).toBe(2);
    expect(posts.length).toBe(sent);

    // Another device: a fresh browser profile, logged in as the same user.
    const laptop = await browser.open(PHONE);
    await laptop.page.goto('/login');
    await laptop.page.getByTestId('input-username').fill(account.username);
    await laptop.page.getByTestId('input-password').fill(account.password);
    await laptop.page.getByTestId('login-submit').click();
    await laptop.page.getByTestId('user-menu-button').waitFor();
    await laptop.page.goto('/brick-calculator');
    await expect.poll(() => laptop.page.getByTestId('saved-result').count()).toBe(2);
    const listed = await items(laptop.page);
    expect(listed.some((text) => text.includes('956 bh'))).toBe(true);
    expect(listed.some((text) => text.includes('114 bh'))).toBe(true);
    await laptop.page.getByTestId('saved-delete').first().click();
    await expect.poll(() => laptop.page.getByTestId('saved-result').count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByTestId('saved-result').count()).toBe(1);
    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);

    // Offline, a result is kept in this browser and the toast says so, not that the account has it.
    await phone.context.setOffline(true);
    await page.getByTestId('input-openings').fill('3');
    await page.getByTestId('save-calculator-result').click();
    await page.getByText(calculatorToasts.savedWaiting).waitFor();
    expect(await page.getByText(calculatorToasts.savedToAccount).count()).toBe(0);
    await phone.context.close();
    await laptop.context.close();
  });

  it("on a shared device: a guest's result reaches the account when asked; an account's own stay out of the next person's sight", async () => {
    const { page, context, errors } = await browser.open(PHONE);
    const kept = () =>
      page.evaluate(() => ({
        results: JSON.parse(localStorage.getItem('calculator_results') ?? '[]').length as number,
        calculations: JSON.parse(localStorage.getItem('local_calculations') ?? '[]').length as number,
      }));
    const inAccount = async () => {
      const token = await page.evaluate(() => localStorage.getItem('auth_token'));
      const answer = await page.request.get('/api/calculator-results', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { results: unknown[] }).results.length;
    };
    const logout = async () => {
      // Typed calculator values go with the logout: the question about them (the app's dialog, loaded a moment
      // after the tap) is answered "Keluar dan buang".
      const token = () => page.evaluate(() => localStorage.getItem('auth_token'));
      const dialog = page.getByTestId('confirm-dialog');
      await page.getByTestId('user-menu-button').click();
      await page.getByTestId('logout-button').click();
      await expect.poll(async () => (await dialog.count()) > 0 || (await token()) === null).toBe(true);
      if ((await dialog.count()) > 0) {
        expect(await dialog.getByTestId('confirm-consequence').innerText()).toContain('isian kalkulator');
        await dialog.getByTestId('confirm-accept').click();
      }
      await expect.poll(token).toBeNull();
      await expect.poll(() => page.getByTestId('user-menu-button').count()).toBe(0);
    };
    const login = async ({ username, password }: { username: string; password: string }) => {
      await page.goto('/login');
      await page.getByTestId('input-username').fill(username);
      await page.getByTestId('input-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('user-menu-button').waitFor();
    };

    // A guest's result is not taken at login: its calculator offers it, and it moves on "Sinkronkan".
    await page.goto('/brick-calculator');
    await page.getByTestId('input-openings').fill('2');
    await page.getByTestId('save-calculator-result').click();
    const rina = await register(page);
    await page.goto('/brick-calculator');
    await page.getByTestId('saved-guests').waitFor();
    expect(await inAccount()).toBe(0);
    await page.getByTestId('saved-sync').click();
    await expect.poll(inAccount).toBe(1);
    expect((await kept()).results).toBe(0);

    // Rina without signal: a brick result and a job calculation stay in the browser, as hers.
    await page.route('**/api/calculator-results', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/calculations/*/save', (route) => route.abort('internetdisconnected'));
    await page.goto('/brick-calculator');
    await page.getByTestId('input-openings').fill('3');
    await page.getByTestId('save-calculator-result').click();
    const { categories } = (await (await page.request.get('/api/jobs/categories')).json()) as {
      categories: { id: number }[];
    };
    const { job_types } = (await (await page.request.get(`/api/jobs/types/${categories[0]!.id}`)).json()) as {
      job_types: { id: number }[];
    };
    await page.goto(`/calculate/${job_types[0]!.id}`);
    await page.getByTestId('input-project_name').fill('Kamar Rina');
    await page.getByTestId('input-volume').fill('12,5');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    await page.getByTestId('save-result').click();
    await page.getByText('✓ Tersimpan di browser').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(await kept()).toEqual({ results: 1, calculations: 1 });
    await logout();

    // A guest, then Budi, on the same phone: Rina's waiting work is neither shown nor offered to sync.
    await page.goto('/history');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText('Kamar Rina').count()).toBe(0);
    await page.goto('/brick-calculator');
    await page.getByTestId('input-openings').waitFor();
    expect(await page.getByTestId('saved-result').count()).toBe(0);
    await register(page);
    await page.goto('/history');
    await page
      .getByTestId('history-item')
      .or(page.getByText('Belum ada kalkulasi tersimpan.'))
      .first()
      .waitFor();
    expect(await page.getByTestId('sync-local').count()).toBe(0);
    expect(await page.getByText('Kamar Rina').count()).toBe(0);
    expect(await inAccount()).toBe(0);
    expect(await kept()).toEqual({ results: 1, calculations: 1 });
    await logout();

    // Rina back on the phone: hers are there, and move to her account.
    await login(rina);
    await expect.poll(inAccount).toBe(2);
    await page.goto('/history');
    await page.getByTestId('sync-local').click();
    await expect.poll(() => page.getByTestId('sync-local').count()).toBe(0);
    expect(await page.getByTestId('history-item').first().innerText()).toContain('Kamar Rina');
    // The browser copy goes once the sync's answer is in (the button goes as the sync starts).
    await expect.poll(kept).toEqual({ results: 0, calculations: 0 });
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error)),
    ).toEqual([]);
    await context.close();
  });
});
