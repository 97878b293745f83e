import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';

// A specialised calculator's saved results follow a logged-in user to the next device: a guest's result moves to
// the account on login, a new one is saved there, another device (a new browser profile) sees both, and a delete
// there removes it everywhere.

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
    await expect.poll(() => page.getByTestId('saved-where').innerText()).toContain('Tersimpan di akun Anda');
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('calculator_results') ?? '[]').length))
      .toBe(0);
    await page.getByTestId('input-brick').selectOption('bata_ringan');
    await page.getByTestId('save-calculator-result').click();
    await expect.poll(() => page.getByTestId('saved-result').count()).toBe(2);
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
    expect(listed.some((text) => text.includes('990 bh'))).toBe(true);
    expect(listed.some((text) => text.includes('112 bh'))).toBe(true);
    await laptop.page.getByTestId('saved-delete').first().click();
    await expect.poll(() => laptop.page.getByTestId('saved-result').count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByTestId('saved-result').count()).toBe(1);
    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);
    await phone.context.close();
    await laptop.context.close();
  });
});
