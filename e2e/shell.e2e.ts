import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { brickWallJobType } from './support/catalogue';

const browser = useBrowser();

describe('the shell', () => {
  it('searches from the mobile menu and lands on /?search=', async () => {
    const wall = await brickWallJobType();
    const word = wall.name.split(' ')[0]!;
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const search = page.getByTestId('mobile-search');
    await expect.poll(() => search.getAttribute('placeholder')).toBe('Cari kategori atau pekerjaan...');

    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    await search.fill(`  ${word}  `);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === word);
    await page.getByTestId('job-type-link').filter({ hasText: wall.name }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the Kalkulator submenu and states that no login is needed', async () => {
    const { page, context } = await browser.open(PHONE);
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByText('Kalkulator ini dapat digunakan langsung tanpa registrasi atau login.').waitFor();
    await page.getByText('Kalkulator panjang, luas, dan volume').click();
    await page.getByRole('link', { name: /Kalkulator Panjang/ }).waitFor();
    await context.close();
  });

  it('shows the not-found page, outside the shell, for an unknown path', async () => {
    const { page, context } = await browser.open();
    const response = await page.goto('/halaman/yang-tidak-ada');
    expect(response?.status()).toBe(200);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByTestId('mobile-menu-button').count()).toBe(0);
    await context.close();
  });
});
