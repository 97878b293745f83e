import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One browser per test file; each test opens its own context (fresh localStorage). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: () => inject('baseURL'),
    async open(
      viewport = DESKTOP,
      options: { javaScriptEnabled?: boolean; hasTouch?: boolean } = {},
    ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
      const context = await browser.newContext({
        viewport,
        baseURL: inject('baseURL'),
        locale: 'id-ID',
        ...options,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page, errors };
    },
  };
}
