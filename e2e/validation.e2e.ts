import { describe, expect, it } from 'vitest';
import { messages } from '@kalkulator/core';
import { useBrowser } from './support/browser';
import { brickWallJobType } from './support/catalogue';

const browser = useBrowser();

describe('the calculator tells the user what to fix, in Indonesian', () => {
  it('shows the volume, productivity and profit messages inline before sending', async () => {
    const wall = await brickWallJobType();
    const { page, context } = await browser.open();
    const calculationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/calculations/'))
        calculationRequests.push(request.url());
    });
    await page.goto(`/calculate/${wall.id}`);

    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('error-volume').innerText()).toBe(messages.volume);
    await page.getByTestId('input-volume').fill('-5');
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('error-volume').innerText()).toBe(messages.volume);

    await page.getByTestId('input-volume').fill('10');
    await page.getByTestId('step-next').click();
    await page.getByTestId('input-productivity').fill('0');
    await page.getByTestId('step-next').click();
    await expect.poll(() => page.getByTestId('error-productivity').innerText()).toBe(messages.productivity);

    await page.getByTestId('input-productivity').fill('8');
    await page.getByTestId('input-worker_ratio').fill('satu:dua');
    await page.getByTestId('step-next').click();
    await expect
      .poll(() => page.getByTestId('error-worker_ratio').innerText())
      .toBe(messages.workerRatioFormat);
    await page.getByTestId('input-worker_ratio').fill('1:2');
    await page.getByTestId('step-next').click();

    await page.getByTestId('input-profit_percentage').fill('100');
    await page.getByTestId('calculate-submit').click();
    await expect
      .poll(() => page.getByTestId('error-profit_percentage').innerText())
      .toBe(messages.profitTooHigh);
    await page.getByTestId('input-profit_percentage').fill('');
    await page.getByTestId('calculate-submit').click();
    await expect
      .poll(() => page.getByTestId('error-profit_percentage').innerText())
      .toBe(messages.profitRequired);
    expect(calculationRequests).toEqual([]);

    await page.getByTestId('input-profit_percentage').fill('15');
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    expect(calculationRequests).toHaveLength(1);
    await context.close();
  });
});
