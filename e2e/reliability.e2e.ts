import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';

// Hostile project names stay text, and a server that goes away gets the no-connection message, not a blank.
// These journeys stop their server, so they run their own.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;
const HOSTILE = '<img src=x onerror="window.__diserang=1"><b>Gudang</b> & "Toko"';

describe('hostile text and a vanished server', () => {
  it('shows a project name with HTML as text on the result and in the history', async () => {
    const { page, errors } = await browser.open(PHONE);
    const { categories } = (await (await fetch(at('/api/jobs/categories'))).json()) as {
      categories: { id: number }[];
    };
    const { job_types } = (await (await fetch(at(`/api/jobs/types/${categories[0]!.id}`))).json()) as {
      job_types: { id: number }[];
    };
    await page.goto(at(`/calculate/${job_types[0]!.id}`));
    await page.getByTestId('input-project_name').fill(HOSTILE);
    await page.getByTestId('input-volume').fill('12,5');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    expect(await page.getByTestId('calculation-result').innerText()).toContain(HOSTILE);
    await page.getByTestId('save-result').click();
    await page.getByText('✓ Tersimpan').waitFor();

    await page.goto(at('/history'));
    const entry = page.getByTestId('history-item').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain(HOSTILE);
    expect(
      await page.locator('[data-testid="history-item"] img, [data-testid="history-item"] b').count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __diserang?: number }).__diserang)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('tells the user the server cannot be reached when it stops answering', async () => {
    const { page } = await browser.open(DESKTOP);
    await page.goto(at('/login'));
    await page.getByTestId('input-username').waitFor();
    await server.stop();
    await page.getByTestId('input-username').fill('budi_tukang');
    await page.getByTestId('input-password').fill('rahasia-panjang-1');
    await page.getByTestId('login-submit').click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.' })
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
