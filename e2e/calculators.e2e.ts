import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { calculatorMessages } from '@kalkulator/core';
import { PHONE, useBrowser } from './support/browser';

// The seven specialised calculators, filled the Indonesian way ("2,5") and read against hand computations.

const browser = useBrowser();

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const result = (page: Page, key: string) => text(page, `result-${key}`);
const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`input-${name}`).fill(value);
};
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('specialised calculators', () => {
  it('load as their own chunks, not on the home page', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const calculatorChunk = /(Length|Area|Volume|Beam|Footplate|Plaster|Brick)CalculatorPage/;
    expect(scripts.filter((url) => calculatorChunk.test(url))).toEqual([]);
    // The home page leads to them (the desktop bar holds only Beranda and History, SPEC.md §2).
    await page.getByTestId('home-calculators-link').click();
    await page.waitForURL('**/calculators');
    await page.getByTestId('calculator-card').first().waitFor();
    expect(await page.getByTestId('calculator-card').count()).toBe(7);
    await page.getByTestId('calculator-card').filter({ hasText: 'Kalkulator Bata' }).click();
    await page.waitForURL('**/brick-calculator');
    await page.getByTestId('result-bricks').waitFor();
    expect(scripts.some((url) => /BrickCalculatorPage/.test(url))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Panjang on a phone: 2 m + 150 cm + 3 kaki = 4,4144 m; a word gives a message, not NaN', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/length-calculator');
    await fill(page, { 'segments.0.value': '2' });
    await page.getByTestId('add-segment').click();
    await fill(page, { 'segments.1.value': '150' });
    await page.getByTestId('input-segments.1.unit').selectOption('cm');
    await page.getByTestId('add-segment').click();
    await fill(page, { 'segments.2.value': '3' });
    await page.getByTestId('input-segments.2.unit').selectOption('kaki');
    expect(await result(page, 'total-m')).toBe('4,4144 m');
    expect(await result(page, 'total-cm')).toBe('441,44 cm');
    // 4,4144 / 0,0254 = 173,7953 inci
    expect(await result(page, 'total-inci')).toBe('173,7953 inci');

    await fill(page, { 'segments.1.value': 'dua' });
    expect(await text(page, 'error-segments.1.value')).toBe(calculatorMessages.notNumber('Panjang segmen'));
    await page.getByTestId('calculator-incomplete').waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/NaN|Infinity/);
    await fill(page, { 'segments.1.value': '-1' });
    expect(await text(page, 'error-segments.1.value')).toBe(calculatorMessages.positive('Panjang segmen'));
    expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Luas: a 4 × 3 m wall minus two 1,2 × 1 m windows = 9,6 m²; subtracting too much is explained', async () => {
    const { page, context } = await browser.open();
    await page.goto('/area-calculator');
    await fill(page, { 'items.0.size.panjang': '4', 'items.0.size.lebar': '3' });
    await page.getByTestId('add-shape').click();
    await page.getByTestId('input-items.1.operation').selectOption('kurang');
    await fill(page, { 'items.1.size.panjang': '1,2', 'items.1.size.lebar': '1', 'items.1.count': '2' });
    expect(await result(page, 'total')).toBe('9,6 m²');
    expect(await result(page, 'total-cm2')).toBe('96.000 cm²');
    await fill(page, { 'items.1.count': '10' });
    expect(await text(page, 'calculator-error')).toBe(calculatorMessages.negativeTotal);
    await context.close();
  });

  it('Volume: 10 round columns Ø 0,3 m × 3 m = 10 · π · 0,09 / 4 · 3 = 2,1206 m³', async () => {
    const { page, context } = await browser.open(PHONE);
    await page.goto('/volume-calculator');
    await page.getByTestId('input-items.0.shape').selectOption('silinder');
    await fill(page, { 'items.0.size.diameter': '0,3', 'items.0.size.tinggi': '3', 'items.0.count': '10' });
    expect(await result(page, 'total')).toBe('2,1206 m³');
    expect(await result(page, 'liters')).toBe('2.120,6 L');
    await context.close();
  });

  it('Struktur: beam 20/30, 4 m, 2 + 3 D13, Ø8-15; catalogue prices give Rp 753.000', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/beam-calculator');
    await fill(page, { width: '20', height: '30', length: '4', cover: '2,5', count: '1' });
    await fill(page, { topBars: '2', bottomBars: '3', stirrupSpacing: '15' });
    await page.getByTestId('input-topDiameter').selectOption('13');
    await page.getByTestId('input-bottomDiameter').selectOption('13');
    await page.getByTestId('input-stirrupDiameter').selectOption('8');
    await page.getByTestId('input-grade').selectOption('K-225');
    // The chosen grade reads whole on a phone ("K-225 (fc′ 19,3 MPa)"), not cut short.
    const gradeFits = await page.getByTestId('input-grade').evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return canvas.measureText(select.selectedOptions[0]!.text).width <= room;
    });
    expect(gradeFits).toBe(true);
    // 0,2 · 0,3 · 4 = 0,24 m³; (0,2 + 2 · 0,3) · 4 = 3,2 m²
    expect(await result(page, 'concrete')).toBe('0,24 m³');
    expect(await result(page, 'formwork')).toBe('3,2 m²');
    // ⌈3,95 / 0,15⌉ + 1 = 28 stirrups; 21,31 m D13 · 1,04273 + 26,6 m Ø8 · 0,39488 = 32,72 kg
    expect(await result(page, 'stirrup-count')).toBe('28 bh');
    expect(await result(page, 'steel-weight')).toBe('32,72 kg');
    // Each piece whole from a 12 m bar: D13 5 · 4,262 m, two from a bar = 3; Ø8 28 · 0,95 m, 12 from a bar = 3
    expect(await result(page, 'stock-bars')).toBe('6 batang');
    expect(await page.getByTestId('bar-13').locator('td').last().innerText()).toBe('3');
    // SNI 7394 K-225: 371 kg · 0,24 = 89,04 kg; water 215 · 0,24 = 51,6 L
    expect(await result(page, 'cement')).toBe('89,04 kg');
    expect(await result(page, 'water')).toBe('51,6 liter');

    // The hand-off offers the concrete job of the chosen grade, and follows a change of grade.
    const handOffJob = page.locator(
      'label:has([name="handoff-job-type"]:checked) [data-testid="handoff-job-name"]',
    );
    await expect.poll(() => handOffJob.innerText()).toContain('(K-225)');
    await page.getByTestId('input-grade').selectOption('K-300');
    await expect.poll(() => handOffJob.innerText()).toContain('(K-300)');
    await page.getByTestId('input-grade').selectOption('K-225');

    await page.getByTestId('toggle-cost').check();
    await expect.poll(() => text(page, 'price-source')).toContain('Harga dari katalog');
    // The steel as bought: 3 D13 + 3 Ø8 bars of 12 m = 37,53828 + 14,21568 = 51,75396 kg (not the 32,72 kg cut);
    // 229.410 for cement, sand, gravel and water + 51,75396 · 16.000 = 828.063.
    expect(await result(page, 'cost-steel-kg')).toBe('51,75 kg');
    expect(await result(page, 'cost-total')).toBe('Rp\u00a01.057.473');
    await fill(page, { 'price-steel': 'Rp 17.000' });
    // 51,75396 kg · 17.000 = 879.817 instead of 828.063
    expect(await result(page, 'cost-total')).toBe('Rp\u00a01.109.227');

    // A 13 m beam's main bars (13,262 m) are joined from two stock bars: said, with the laps left to add.
    expect(await page.getByTestId('lap-splice-warning').count()).toBe(0);
    await fill(page, { length: '13' });
    expect(await text(page, 'lap-splice-warning')).toContain(
      'Tulangan utama 13,26 m lebih panjang dari besi 12 m',
    );
    await fill(page, { length: '4' });
    expect(await page.getByTestId('lap-splice-warning').count()).toBe(0);

    await fill(page, { cover: '15' });
    expect(await text(page, 'error-cover')).toBe(calculatorMessages.coverTooThick);
    expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
    await fill(page, { cover: '2,5' });

    // A beam needs main bars on one side at least.
    await fill(page, { topBars: '0', bottomBars: '0' });
    expect(await text(page, 'error-bottomBars')).toBe(calculatorMessages.noMainBars);
    await fill(page, { topBars: '2', bottomBars: '3' });

    // The largest beams allowed give long figures: the table of bars scrolls in its box, the page does not.
    await fill(page, { width: '499', height: '499', length: '999', count: '9999' });
    await page.getByTestId('input-topDiameter').selectOption('32');
    await page.getByTestId('bar-table').waitFor();
    expect(await noSideScroll(page)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Footplate: 4 × 100 × 100 × 25 cm with stub, D12-15: 1,27 m³ concrete, 7,84 m³ dug, 6,57 m³ backfill', async () => {
    const { page, context } = await browser.open();
    await page.goto('/footplate-calculator');
    await fill(page, { length: '100', width: '100', thickness: '25', count: '4' });
    await fill(page, { stubLength: '30', stubWidth: '30', stubHeight: '75' });
    await fill(page, { depth: '100', workspace: '20', cover: '5', spacing: '15' });
    await page.getByTestId('input-barDiameter').selectOption('12');
    expect(await result(page, 'concrete')).toBe('1,27 m³');
    expect(await result(page, 'excavation')).toBe('7,84 m³');
    expect(await result(page, 'backfill')).toBe('6,57 m³');
    // 7 bars each way · 0,9 m · 2 · 4 = 50,4 m · 0,88848 kg/m = 44,78 kg; 56 pieces of 0,9 m, 13 from a bar → 5 bars
    expect(await result(page, 'steel-weight')).toBe('44,78 kg');
    expect(await result(page, 'stock-bars')).toBe('5 batang');
    expect(await result(page, 'cement-sacks-50')).toBe('10 sak');

    // The dig goes to the catalogue's job of its depth: AHSP prices a deeper dig higher.
    await page.getByTestId('input-handoff-quantity').selectOption('excavation');
    const dugJob = page.locator(
      'label:has([name="handoff-job-type"]:checked) [data-testid="handoff-job-name"]',
    );
    await expect.poll(() => dugJob.innerText()).toBe('Galian tanah biasa sedalam 1 m');
    await fill(page, { depth: '150' });
    await expect.poll(() => dugJob.innerText()).toBe('Galian tanah biasa sedalam 1–2 m');
    await fill(page, { depth: '250' });
    await expect.poll(() => dugJob.innerText()).toBe('Galian tanah biasa sedalam 2–3 m');
    await fill(page, { depth: '350' });
    await page.getByTestId('handoff-pick').waitFor();
    expect(await page.getByTestId('handoff-link').count()).toBe(0);

    await fill(page, { depth: '20' });
    expect(await text(page, 'error-depth')).toBe(calculatorMessages.depthLessThanPlate);
    await context.close();
  });

  it('Plesteran: (5 · 3 − 3) · 2 = 24 m², 15 mm, 1:4 with acian → 227,76 kg = 5 sak, 0,576 m³ sand (SNI 2837)', async () => {
    const { page, context } = await browser.open(PHONE);
    await page.goto('/plaster-calculator');
    await fill(page, { wallLength: '5', wallHeight: '3', openings: '3', thickness: '15' });
    await page.getByTestId('input-sides').selectOption('2');
    await page.getByTestId('input-mix').selectOption('4');
    await page.getByTestId('input-acian').check();
    expect(await result(page, 'area')).toBe('24 m²');
    // SNI 2837:2008 1:4, 15 mm: 24 · 6,24 = 149,76 kg + acian 24 · 3,25 = 78 kg; sand 24 · 0,024
    expect(await result(page, 'cement')).toBe('227,76 kg');
    expect(await result(page, 'cement-sacks')).toBe('5 sak');
    expect(await result(page, 'sand')).toBe('0,576 m³');
    await fill(page, { openings: '15' });
    expect(await text(page, 'error-openings')).toBe(calculatorMessages.openingsTooLarge);
    await context.close();
  });

  it('Bata: 13 m² of bata merah → 956 bricks; hebel → 114 blocks; saved, exported, deleted', async () => {
    const { page, context } = await browser.open();
    await page.goto('/brick-calculator');
    await fill(page, { wallLength: '5', wallHeight: '3', openings: '2', joint: '10', waste: '5' });
    // 13 · 70 per m² (SNI 6897:2008, as the catalogue's walls) = 910 · 1,05 = 955,5 → 956
    expect(await result(page, 'bricks')).toBe('956 bh');
    // SNI 6897:2008 1:4 per m² of its own wall (bata merah, 10 mm joints): 13 · 11,5 kg and 13 · 0,043 m³
    expect(await result(page, 'cement')).toBe('149,5 kg');
    expect(await result(page, 'sand')).toBe('0,559 m³');

    await page.getByTestId('save-calculator-result').click();
    // The same inputs save once: the button says so until an input changes (and keeps the focus: aria-disabled).
    expect(await page.getByTestId('save-calculator-result').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('save-calculator-result').innerText()).toBe('✓ Hasil tersimpan');
    const csvDownload = page.waitForEvent('download');
    await page.getByTestId('export-saved-csv').click();
    const csv = await readFile((await (await csvDownload).path()) ?? '', 'utf8');
    expect(csv).toContain('Jumlah bata (termasuk susut 5%);956;bh');
    expect((await csvDownload).suggestedFilename()).toMatch(/^kalkulator-bata-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByTestId('input-brick').selectOption('bata_ringan');
    expect(await page.getByTestId('input-joint').inputValue()).toBe('3');
    // 13 · 8,33 = 108,33 · 1,05 → 114
    expect(await result(page, 'bricks')).toBe('114 bh');
    expect(await result(page, 'adhesive')).toBe('52 kg');
    await page.getByTestId('save-calculator-result').click();
    expect(await page.getByTestId('saved-result').count()).toBe(2);

    await page.reload();
    await page.getByTestId('saved-result').first().waitFor();
    expect(await page.getByTestId('saved-result').count()).toBe(2);
    await page.getByTestId('saved-delete').first().click();
    expect(await page.getByTestId('saved-result').count()).toBe(1);
    expect(await page.getByTestId('saved-result').innerText()).toContain('956 bh');
    await context.close();
  });

  it('hands a 12,5 m² brick wall to the job calculator, which prices it', async () => {
    const { page, context, errors } = await browser.open(PHONE);
    await page.goto('/brick-calculator');
    await fill(page, { wallLength: '5', wallHeight: '2,5', openings: '0' });
    expect(await result(page, 'area')).toBe('12,5 m²');
    const chosen = page.locator('label:has([name="handoff-job-type"]:checked)');
    await chosen.waitFor();
    const jobTypeName = await chosen.getByTestId('handoff-job-name').innerText();
    // The brick calculator's default mortar is 1:4: the wall job of that mix, not the first wall found.
    expect(jobTypeName).toMatch(/^Pasangan dinding .*1PC:4PP/);
    // On a phone every job type's whole name is in sight: it wraps inside the card, not cut as in a select.
    for (const name of await page.getByTestId('handoff-job-name').all()) {
      const fits = await name.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= innerWidth,
      );
      expect(fits, await name.innerText()).toBe(true);
    }
    await page.getByTestId('handoff-link').click();
    // The 1:4 wall is the shared job type priced by brick: the brick chosen here goes along, and the waste (5 %).
    await page.waitForURL(/\/calculate\/\d+\?volume=12\.5&brick_type=bata_merah&waste=5$/);
    await page.getByTestId('input-volume').waitFor();
    expect(await page.getByTestId('input-volume').inputValue()).toBe('12,5');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(jobTypeName);
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    expect(await page.getByTestId('input-custom_waste_factor').inputValue()).toBe('5');
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    expect(await page.getByTestId('calculation-result').innerText()).toContain('12,5');
    expect(errors).toEqual([]);
    await context.close();
  });
});
