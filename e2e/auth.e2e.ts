import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// The shared e2e server is started without ADMIN_USERNAME/ADMIN_PASSWORD and with the default login limit
// (10 a minute), so these journeys run their own server with the E2E admin and a loose limit.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    AUTH_RATE_LIMIT: '1000',
  });
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;
const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali.';

/** Unique per run: the username rules allow letters, digits, dot and underscore, 3 to 30 characters. */
const uniqueName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function register(prefix: string, fullName: string) {
  const username = uniqueName(prefix);
  const password = `rahasia-${username}`;
  const response = await fetch(at('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@contoh.com`, full_name: fullName, password }),
  });
  expect(response.status).toBe(201);
  return { username, password };
}

async function login(page: Page, username: string, password: string) {
  await page.goto(at('/login'));
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function logout(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('login-link').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

describe('accounts: register, log in, profile, password, log out', () => {
  it('register → logout → login → edit profile → change password → only the new password works', async () => {
    const { page, context, errors } = await browser.open(DESKTOP);
    const username = uniqueName('budi');
    const oldPassword = 'kata-sandi-lama';
    const newPassword = 'kata-sandi-baru';

    await page.goto(at('/'));
    await page.getByTestId('register-link').click();
    await page.waitForURL('**/register');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('error-username').waitFor();
    await page.getByTestId('input-full_name').fill('Budi Santoso');
    await page.getByTestId('input-username').fill(username);
    await page.getByTestId('input-email').fill(`${username}@contoh.com`);
    await page.getByTestId('input-password').fill(oldPassword);
    await page.getByTestId('register-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Registrasi berhasil').waitFor();
    expect(await page.getByTestId('user-initials').first().innerText()).toBe('BS');
    expect(await page.getByTestId('user-display-name').innerText()).toBe('Budi Santoso');

    await logout(page);

    await login(page, username, oldPassword);
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Selamat datang, Budi Santoso!').waitFor();

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: /Profil/ }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByTestId('profile-view-username').innerText()).toBe(username);
    await page.getByTestId('profile-full_name').fill('Budi Santoso Wijaya');
    await page.getByTestId('profile-save').click();
    await toast(page, 'Profil berhasil diperbarui').waitFor();
    await expect.poll(() => page.getByTestId('user-display-name').innerText()).toBe('Budi Santoso Wijaya');
    expect(await page.getByTestId('profile-view-full_name').innerText()).toBe('Budi Santoso Wijaya');
    expect(await page.getByTestId('user-initials').first().innerText()).toBe('BW');

    const tokenBefore = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.getByTestId('input-current_password').fill('bukan-password-ini');
    await page.getByTestId('input-new_password').fill(newPassword);
    await page.getByTestId('input-confirm_password').fill(newPassword);
    await page.getByTestId('password-save').click();
    await expect
      .poll(() => page.getByTestId('error-current_password').innerText())
      .toBe('Password saat ini salah');

    await page.getByTestId('input-current_password').fill(oldPassword);
    await page.getByTestId('password-save').click();
    await toast(page, 'Password berhasil diubah').waitFor();
    const tokenAfter = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(tokenAfter).not.toBe(tokenBefore);
    // The old token no longer works, the stored new one does: a reload stays logged in on /profile.
    const oldTokenAnswer = await fetch(at('/api/auth/verify'), {
      headers: { authorization: `Bearer ${tokenBefore}` },
    });
    expect(oldTokenAnswer.status).toBe(401);
    await page.reload();
    await page.getByTestId('profile-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');

    await logout(page);

    await login(page, username, oldPassword);
    await toast(page, 'Username atau password salah').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    // The form says it too, until the password is typed again.
    expect(await page.getByTestId('login-error').innerText()).toBe('Username atau password salah');

    await page.getByTestId('input-password').fill(newPassword);
    expect(await page.getByTestId('login-error').count()).toBe(0);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Selamat datang, Budi Santoso Wijaya!').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('admin links are for admins only', () => {
  async function adminLinksSeen(page: Page) {
    const seen: string[] = [];
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('user-menu-button').waitFor();
    if (await page.getByTestId('nav-admin').isVisible()) seen.push('bar');
    await page.getByTestId('user-menu-button').click();
    if (await page.getByTestId('menu-admin').isVisible()) seen.push('dropdown');
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-search').waitFor();
    await page.getByTestId('mobile-user-area').waitFor();
    const mobile = page.getByTestId('mobile-nav-admin');
    if (await mobile.isVisible()) {
      expect(await mobile.innerText()).toContain('Panel administrasi');
      seen.push('menu');
    }
    await page.keyboard.press('Escape');
    return seen;
  }

  it('a normal user never sees them and is refused on /admin; the admin sees all three', async () => {
    const user = await register('sari', 'Sari Wulandari');
    const { page, context, errors } = await browser.open(DESKTOP);
    await login(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await adminLinksSeen(page)).toEqual([]);
    await page.goto(at('/admin'));
    await page.getByText('Anda tidak memiliki akses').waitFor();
    expect(await page.getByTestId('admin-panel').count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await logout(page);

    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await adminLinksSeen(page)).toEqual(['bar', 'dropdown', 'menu']);
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('nav-admin').click();
    await page.getByTestId('admin-panel').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('devices', () => {
  it('Keluar ends this device only; "Keluar dari semua perangkat" ends them all', async () => {
    const user = await register('dewi', 'Dewi Lestari');
    const phone = await browser.open(PHONE);
    const laptop = await browser.open(DESKTOP);
    for (const device of [phone, laptop]) {
      await login(device.page, user.username, user.password);
      await device.page.waitForURL((url) => url.pathname === '/');
      await device.page.getByTestId('user-menu-button').waitFor();
    }

    // The laptop logs out; the phone's session goes on, after a reload as after a server call.
    await logout(laptop.page);
    await phone.page.goto(at('/profile'));
    await phone.page.getByTestId('profile-page').waitFor();
    await phone.page.reload();
    await expect.poll(() => phone.page.getByTestId('profile-view-username').innerText()).toBe(user.username);
    expect(await phone.page.getByText(SESSION_ENDED).count()).toBe(0);

    // The laptop logs in again; the phone ends every session, its own too, after a confirmation.
    await login(laptop.page, user.username, user.password);
    await laptop.page.waitForURL((url) => url.pathname === '/');
    await phone.page.getByTestId('logout-everywhere').click();
    await phone.page.getByTestId('logout-everywhere-confirm').waitFor();
    await phone.page.getByTestId('logout-everywhere-accept').click();
    await toast(phone.page, 'Anda telah keluar dari semua perangkat').waitFor();
    expect(new URL(phone.page.url()).pathname).toBe('/');
    expect(await phone.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(await phone.page.getByTestId('user-menu-button').count()).toBe(0);

    await laptop.page.goto(at('/profile'));
    await laptop.page.waitForURL('**/login');
    await laptop.page.getByText(SESSION_ENDED).first().waitFor();
    expect(phone.errors).toEqual([]);
    expect(laptop.errors).toEqual([]);
  });
});

describe('an ended session', () => {
  it('a garbage or tampered token sends the user to /login with the session message', async () => {
    const user = await register('andi', 'Andi Pratama');
    const { token } = (await (
      await fetch(at('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: user.username, password: user.password }),
      })
    ).json()) as { token: string };
    const [head, body, signature] = token.split('.');
    const tampered = `${head}.${body}.${signature!.slice(0, -4)}${signature!.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;

    for (const bad of ['sampah-bukan-token', tampered]) {
      const { page, context } = await browser.open(PHONE);
      await page.goto(at('/'));
      await page.evaluate((value) => localStorage.setItem('auth_token', value), bad);
      await page.goto(at('/profile'));
      await page.waitForURL('**/login');
      await page.getByText(SESSION_ENDED).first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // Logging in from there returns to the page that needed the session.
      await page.getByTestId('input-username').fill(user.username);
      await page.getByTestId('input-password').fill(user.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/profile');
      await page.getByTestId('profile-page').waitFor();
      await context.close();
    }
  });
});
