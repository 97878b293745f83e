import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser';
import { brickWallJobType } from './support/catalogue';

// What a site engineer typed survives a reload, a tab the phone killed and a trip to another screen; Reset clears
// it; a stored result opened with 'Ubah' keeps its own edit apart from the fresh form.

const browser = useBrowser();

const value = (page: Page, name: string) => page.getByTestId(`input-${name}`).inputValue();

/** 'Ubah' on the newest result of the history. */
async function openEdit(page: Page) {
  await page.goto('/history');
  await page.getByTestId('history-edit').first().click();
  await page.getByTestId('editing-banner').waitFor();
}

/** The job calculator's three steps with `volume`, to the result. */
async function calculate(page: Page, jobTypeId: number, volume: string) {
  await page.goto(`/calculate/${jobTypeId}`);
  await page.getByTestId('input-volume').fill(volume);
  await page.getByTestId('step-next').click();
  await page.getByTestId('step-next').click();
  await page.getByTestId('calculate-submit').click();
  await page.getByTestId('calculation-result').waitFor();
}

async function calculateAndSave(page: Page, jobTypeId: number, volume: string) {
  await calculate(page, jobTypeId, volume);
  await page.getByTestId('save-result').click();
  await page.getByText('✓ Tersimpan').waitFor();
  await page.getByTestId('reset-form').click();
}

describe('inputs that survive a phone', () => {
  it('the job calculator keeps the form per job type across a reload and a killed tab, apart from an edit', async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(PHONE);
    await calculateAndSave(page, wall.id, '4');

    // A fresh form, typed half-way (step 2), then the page reloads.
    await page.getByTestId('input-project_name').fill('Rumah Bu Rina');
    await page.getByTestId('input-volume').fill('12,5');
    await page.getByTestId('step-next').click();
    await page.reload();
    await page.getByTestId('step-next').waitFor();
    await page.getByTestId('step-prev').click();
    await expect.poll(() => value(page, 'volume')).toBe('12,5');
    await expect.poll(() => value(page, 'project_name')).toBe('Rumah Bu Rina');

    // The phone kills the tab: a new page of the same browser opens the calculator again.
    await page.close();
    const revived = await context.newPage();
    await revived.goto(`/calculate/${wall.id}`);
    // The form is filled from the kept draft before its first paint: the first read already shows it.
    expect(await value(revived, 'volume')).toBe('12,5');

    // 'Ubah' of the saved result shows its own form; the edit survives a reload; the fresh form is untouched.
    await openEdit(revived);
    await expect.poll(() => value(revived, 'volume')).toBe('4');
    await revived.getByTestId('input-volume').fill('7');
    await revived.reload();
    await revived.getByTestId('editing-banner').waitFor();
    await expect.poll(() => value(revived, 'volume')).toBe('7');
    await revived.goto('/');
    await revived.goto(`/calculate/${wall.id}`);
    await expect.poll(() => value(revived, 'volume')).toBe('12,5');

    // A new 'Ubah' starts from the stored result again, not from the abandoned edit.
    await openEdit(revived);
    await expect.poll(() => value(revived, 'volume')).toBe('4');
    // Its address names the result (?ubah=): a new tab opened on it edits the same result.
    expect(new URL(revived.url()).searchParams.get('ubah')).toMatch(/^local_/);
    const tab = await context.newPage();
    await tab.goto(revived.url());
    await tab.getByTestId('editing-banner').waitFor();
    await expect.poll(() => value(tab, 'volume')).toBe('4');
    await tab.close();

    // Reset gives the defaults, and a reload keeps the fresh form (not the edit it came from).
    await revived.goto(`/calculate/${wall.id}`);
    await revived.getByTestId('step-next').click();
    await revived.getByTestId('step-next').click();
    await revived.getByTestId('calculate-submit').click();
    await revived.getByTestId('reset-form').click();
    await revived.reload();
    await expect.poll(() => value(revived, 'volume')).toBe('');
    await expect.poll(() => value(revived, 'project_name')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every specialised calculator keeps what was typed until Reset', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    const screens: { path: string; field: string; typed: string; initial: string }[] = [
      { path: '/length-calculator', field: 'segments.0.value', typed: '250', initial: '1' },
      { path: '/area-calculator', field: 'items.0.size.panjang', typed: '7,5', initial: '4' },
      { path: '/volume-calculator', field: 'items.0.size.tinggi', typed: '0,15', initial: '0,12' },
      { path: '/beam-calculator', field: 'length', typed: '6', initial: '4' },
      { path: '/footplate-calculator', field: 'length', typed: '120', initial: '100' },
      { path: '/plaster-calculator', field: 'wallLength', typed: '9', initial: '5' },
      { path: '/brick-calculator', field: 'wallLength', typed: '8', initial: '5' },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      expect(await value(page, screen.field), screen.path).toBe(screen.initial);
      await page.getByTestId(`input-${screen.field}`).fill(screen.typed);
    }
    await page.goto('/');
    for (const screen of screens) {
      await page.goto(screen.path);
      expect(await value(page, screen.field), screen.path).toBe(screen.typed);
      await page.reload();
      expect(await value(page, screen.field), screen.path).toBe(screen.typed);
    }
    await page.getByTestId('calculator-reset').click();
    await expect.poll(() => value(page, 'wallLength')).toBe('5');
    await page.reload();
    await expect.poll(() => value(page, 'wallLength')).toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the phone's Back walks from the result through the steps; a reload keeps the result, never a trap", async () => {
    const wall = await brickWallJobType();
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/');
    await calculate(page, wall.id, '9');
    // The entry of what is shown is written just after it shows (a person is never that quick to press Back).
    const entryOf = (view: number | string) =>
      page.waitForFunction(
        (shown) =>
          (
            history.state as { usr?: { calculator?: { views: unknown[] } } } | null
          )?.usr?.calculator?.views.at(-1) === shown,
        view,
      );
    await entryOf('hasil');

    const step = (active: number) => page.getByText(`Langkah ${active} dari 3`).waitFor();
    await page.goBack();
    await step(3);
    await page.goBack();
    await step(2);
    await page.goBack();
    await step(1);
    await expect.poll(() => value(page, 'volume')).toBe('9');
    // Forward again: the steps, then the result still at hand.
    for (const active of [2, 3]) {
      await page.goForward();
      await step(active);
    }
    await page.goForward();
    await page.getByTestId('calculation-result').waitFor();

    // A reload on the result (or a tab the phone killed) shows the result again, kept with the form; the steps'
    // entries before it stay, and Forward comes back to it.
    await page.reload();
    await page.getByTestId('calculation-result').waitFor();
    await entryOf('hasil');
    await page.goBack();
    await step(3);
    await page.goForward();
    await page.getByTestId('calculation-result').waitFor();

    // An edit opened with 'Ubah' stays the edit through its steps and back.
    await page.getByTestId('save-result').click();
    await page.getByText('✓ Tersimpan').waitFor();
    await openEdit(page);
    await page.getByTestId('input-volume').fill('11');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await step(3);
    await entryOf(3);
    await page.goBack();
    await page.goBack();
    await step(1);
    await page.getByTestId('editing-banner').waitFor();
    await expect.poll(() => value(page, 'volume')).toBe('11');

    // Back past the history to the fresh result, kept with its form: it opens, and Forward still reaches the
    // history (it used to bounce back from the result's entry for ever).
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/history');
    await page.goBack();
    await page.getByTestId('calculation-result').waitFor();
    expect(await page.getByTestId('editing-banner').count()).toBe(0);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/history');
    expect(errors).toEqual([]);
    await context.close();
  });
});
