import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { E2E_ADMIN, startServer, type RunningServer } from './support/server';

// Issue #18: the RAB of a whole building. A guest builds a project on a phone, keeps editing without signal, then
// moves it to a new account; a user re-prices an account project after an admin changed a price, and only on
// confirmation. Own server: the journey changes a catalogue price.

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const browser = useBrowser();
const at = (path: string) => `${server.url}${path}`;
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(at(`/api${path}`), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface UnitPrice {
  A: number;
  B: number;
  C: number;
  D: number;
}
async function unitPriceOf(search: string): Promise<{ id: number; price: UnitPrice }> {
  const { job_types } = await api<{ job_types: { id: number; name: string }[] }>(
    `/jobs/categories?search=${encodeURIComponent(search)}`,
  );
  const { unit_price } = await api<{ unit_price: UnitPrice }>(`/job-types/${job_types[0]!.id}/unit-price`);
  return { id: job_types[0]!.id, price: unit_price };
}

async function addLine(page: Page, division: string, search: string, volume: string) {
  await page.getByTestId(`add-item-search-${division}`).fill(search);
  await page.getByTestId('add-item-result').first().click();
  const items = page
    .getByTestId('project-division')
    .filter({ has: page.getByTestId(`add-item-search-${division}`) });
  const last = items.getByTestId('project-item-volume').last();
  await last.fill(volume);
}

/** A new account, made through the API: its name, password and token. */
async function newAccount(prefix: string, fullName: string) {
  const username = `${prefix}_${Date.now().toString(36)}`;
  const password = `rahasia-${username}`;
  const { token } = await api<{ token: string }>('/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username, email: `${username}@contoh.com`, full_name: fullName, password }),
  });
  return { username, password, token };
}

async function signIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto(at('/login'));
  await page.getByTestId('input-username').fill(username);
  await page.getByTestId('input-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
}

describe('projects', () => {
  it('a guest builds a 3-division project on a phone, edits it offline, and moves it to a new account', async () => {
    const { page, context, errors } = await browser.open(PHONE, { hasTouch: true });
    await page.goto(at('/'));
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-nav-projects').click();
    await page.getByTestId('project-new-name').fill('Rumah Bu Sri');
    await page.getByTestId('project-create').click();
    await page.getByTestId('project-division').first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/projects\/local_/);

    await addLine(page, 'A', 'pembersihan lapangan', '10 × 12');
    await page.getByTestId('project-add-division').click();
    await addLine(page, 'B', 'galian tanah biasa sedalam 1 m', '3 × 4 × 0,8');
    await page.getByTestId('project-add-division').click();
    await addLine(page, 'C', 'K-225', '3,125');
    expect(await page.getByTestId('project-division').count()).toBe(3);
    // The same project in a second tab: a change there shows here, so neither tab overwrites the other's.
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByTestId('project-name').fill('Rumah Bu Sri Rahayu');
    await expect.poll(() => page.getByTestId('project-name').inputValue()).toBe('Rumah Bu Sri Rahayu');
    await other.close();
    // A division with lines goes only on confirmation; an empty one at once.
    await page.getByTestId('project-division-remove').last().click();
    expect(await page.getByTestId('confirm-consequence').innerText()).toMatch(
      /^Bagian "C\. PEKERJAAN BARU" dengan 1 item \(Rp\s[\d.]+\) akan dihapus dari proyek\.$/,
    );
    await page.getByTestId('confirm-cancel').click();
    await page.getByTestId('project-add-division').click();
    expect(await page.getByTestId('project-division').count()).toBe(4);
    await page.getByTestId('project-division-remove').last().click();
    expect(await page.getByTestId('project-division').count()).toBe(3);
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);

    // The rekap worked out here from the API's unit prices, F = D + 10 %, PPN 11 %, rounded to Rp 1.000.
    const lines = [
      [await unitPriceOf('pembersihan lapangan'), 120],
      [await unitPriceOf('galian tanah biasa sedalam 1 m'), 9.6],
      [await unitPriceOf('K-225'), 3.125],
    ] as const;
    const amount = ([{ price }, volume]: readonly [{ price: UnitPrice }, number]) =>
      Math.round(volume * (price.D + Math.round(price.D * 0.1)));
    const subtotal = lines.reduce((sum, line) => sum + amount(line), 0);
    const expected = Math.round((subtotal + Math.round(subtotal * 0.11)) / 1000) * 1000;
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(subtotal);
    expect(rupiah(await page.getByTestId('rekap-rounded').innerText())).toBe(expected);
    expect(await page.getByTestId('rekap-terbilang').innerText()).toMatch(/rupiah$/);
    expect(await seriousViolations(page)).toEqual([]);
    // No field a tap would zoom the phone into (text under 16 px).
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select, textarea'))
        .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
        .map(
          (field) => field.getAttribute('data-testid') ?? field.getAttribute('aria-label') ?? field.tagName,
        ),
    );
    expect(small).toEqual([]);
    // Shift+Tab back to a field lying under the sticky top bar (inside the window, so the browser would not scroll
    // to it): it comes into view below the bar.
    const description = page.getByTestId('project-item-description').first();
    await description.focus();
    await page.keyboard.press('Tab');
    await description.evaluate((field) => window.scrollBy(0, field.getBoundingClientRect().top - 10));
    await page.keyboard.press('Shift+Tab');
    const [fieldTop, barBottom, focused] = await description.evaluate((field) => [
      field.getBoundingClientRect().top,
      document.querySelector('header')!.getBoundingClientRect().bottom,
      field === document.activeElement,
    ]);
    expect(focused).toBe(true);
    expect(fieldTop).toBeGreaterThanOrEqual(barBottom);

    // No signal: the project still edits and re-totals in the browser.
    await context.setOffline(true);
    await page.getByTestId('project-item-volume').first().fill('10 × 15');
    // The working's result as a quantity (= 150, not = 150,0000), and a division's name readable on the phone.
    const volumeNote = page
      .getByTestId('project-item-volume')
      .first()
      .locator('xpath=ancestor::li//p[starts-with(@id,"volume-note-")]');
    await expect.poll(() => volumeNote.innerText()).toBe('= 150');
    const nameWidth = await page
      .getByTestId('project-division-name')
      .first()
      .evaluate((input) => input.getBoundingClientRect().width);
    expect(nameWidth).toBeGreaterThan(190);
    // A long name grows the field to a second line instead of being cut; Enter adds no line break.
    const name = page.getByTestId('project-division-name').first();
    await name.fill('PEKERJAAN PERSIAPAN DAN PEMBERSIHAN LAHAN');
    await name.press('Enter');
    expect(await name.inputValue()).toBe('PEKERJAAN PERSIAPAN DAN PEMBERSIHAN LAHAN');
    expect(
      await name.evaluate(
        (field) => field.scrollHeight > field.clientHeight + 1 || field.scrollWidth > field.clientWidth + 1,
      ),
    ).toBe(false);
    // Its ↑ ↓ ✕ stay together on one row (under the name on a phone), not split across two.
    const buttonTops = await page
      .getByTestId('project-division')
      .first()
      .getByRole('button', { name: /^(Naikkan|Turunkan|Hapus) bagian / })
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(buttonTops).toHaveLength(3);
    expect(new Set(buttonTops).size).toBe(1);
    const offlineSubtotal = subtotal - amount(lines[0]) + amount([lines[0][0], 150]);
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(offlineSubtotal);
    // The working as a phone's keyboard types it, with a typographic minus: 170 − 10 = 160 m², then back to 150.
    await page.getByTestId('project-item-volume').first().fill('170 − 10');
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(offlineSubtotal - amount([lines[0][0], 150]) + amount([lines[0][0], 160]));
    // The phone's number keypad has no ×: the focused field offers it (and keeps the focus, so the keypad stays).
    const volume = page.getByTestId('project-item-volume').first();
    await volume.fill('10');
    await page.getByRole('button', { name: 'Sisipkan kali (×)' }).tap();
    expect(await volume.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('15');
    expect(await volume.inputValue()).toBe('10 × 15');
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(offlineSubtotal);
    await context.setOffline(false);

    // A new account takes the project over, once.
    const username = `estimator_${Date.now().toString(36)}`;
    await page.goto(at('/register'));
    await page.getByTestId('input-full_name').fill('Estimator Lapangan');
    await page.getByTestId('input-username').fill(username);
    await page.getByTestId('input-email').fill(`${username}@contoh.com`);
    await page.getByTestId('input-password').fill(`rahasia-${username}`);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    await page.goto(at('/projects'));
    await page.getByTestId('project-sync').click();
    await expect.poll(() => page.getByTestId('project-sync').count()).toBe(0);
    const row = page.getByTestId('project-row').filter({ hasText: 'Rumah Bu Sri' });
    await row.waitFor();
    expect(await page.getByTestId('project-row').count()).toBe(1);
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const { projects } = await api<{ projects: { id: number; total: number; item_count: number }[] }>(
      '/projects',
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(projects).toEqual([expect.objectContaining({ item_count: 3 })]);
    expect(projects[0]!.total).toBe(
      Math.round((offlineSubtotal + Math.round(offlineSubtotal * 0.11)) / 1000) * 1000,
    );
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });

  it('re-prices an account project after an admin price change, only on confirmation', async () => {
    const { page, context } = await browser.open(DESKTOP);
    const account = await newAccount('kontraktor', 'Kontraktor');
    const { token } = account;
    const concrete = await unitPriceOf('K-225');
    const { project } = await api<{ project: { id: number; totals: { rounded: number } } }>('/projects', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        name: 'Gudang beton',
        divisions: [
          { code: 'A', name: 'PEKERJAAN BETON', items: [{ job_type_id: concrete.id, volume: '2 × 2,5' }] },
        ],
      }),
    });

    // The admin raises the price of cement.
    const login = await api<{ token: string }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
    });
    const admin = { authorization: `Bearer ${login.token}` };
    const { materials } = await api<{ materials: { id: number; code: string; price: number }[] }>(
      '/materials?search=M.01',
      { headers: admin },
    );
    const cement = materials.find((material) => material.code === 'M.01')!;
    await api(`/materials/${cement.id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ price: cement.price + 300 }),
    });

    await signIn(page, account);
    await page.goto(at(`/projects/${project.id}`));
    await page.getByTestId('project-rekap').waitFor();
    expect(rupiah(await page.getByTestId('rekap-rounded').innerText())).toBe(project.totals.rounded);

    await page.getByTestId('project-reprice').click();
    const dialog = page.getByTestId('reprice-dialog');
    await dialog.waitFor();
    expect(rupiah(await dialog.getByTestId('reprice-before').innerText())).toBe(project.totals.rounded);
    const after = rupiah(await dialog.getByTestId('reprice-after').innerText());
    expect(after).toBeGreaterThan(project.totals.rounded);
    expect(await dialog.getByTestId('reprice-change').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    const unchanged = await api<{ project: { totals: { rounded: number } } }>(`/projects/${project.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unchanged.project.totals.rounded).toBe(project.totals.rounded);

    await page.getByTestId('project-reprice').click();
    await page.getByTestId('reprice-apply').click();
    await expect.poll(async () => rupiah(await page.getByTestId('rekap-rounded').innerText())).toBe(after);
    const applied = await api<{ project: { totals: { rounded: number }; version: number } }>(
      `/projects/${project.id}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(applied.project.totals.rounded).toBe(after);

    // An edit saved elsewhere meanwhile is not overwritten silently.
    await page.getByTestId('project-item-volume').first().fill('6');
    await api(`/projects/${project.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Gudang beton (HP)', version: applied.project.version, divisions: [] }),
    });
    await page.getByTestId('project-save').click();
    await page.getByTestId('project-conflict').waitFor();
    await page.getByTestId('project-conflict-mine').click();
    await expect
      .poll(() => page.getByTestId('project-save-state').innerText())
      .toContain('tersimpan di akun');
    const { revisions } = await api<{ revisions: { name: string }[] }>(`/projects/${project.id}/revisions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revisions.map((revision) => revision.name)).toContain('Gudang beton (HP)');
    // The version from the other device comes back from the page's list of earlier versions.
    await page.reload();
    await page.getByTestId('project-revisions').locator('summary').click();
    const hp = page.getByTestId('project-revisions').locator('li').filter({ hasText: 'Gudang beton (HP)' });
    await hp.getByTestId('project-revision-restore').click();
    await expect.poll(() => page.getByTestId('project-name').inputValue()).toBe('Gudang beton (HP)');
    expect(await seriousViolations(page)).toEqual([]);
    await api(`/materials/${cement.id}`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ price: cement.price }),
    });
    await context.close();
  });

  it('adds a job calculator result (its own cost) and a beam calculator quantity to a project', async () => {
    const { page, context } = await browser.open(PHONE);
    const username = `mandor_${Date.now().toString(36)}`;
    await page.goto(at('/register'));
    await page.getByTestId('input-full_name').fill('Mandor Proyek');
    await page.getByTestId('input-username').fill(username);
    await page.getByTestId('input-email').fill(`${username}@contoh.com`);
    await page.getByTestId('input-password').fill(`rahasia-${username}`);
    await page.getByTestId('register-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const auth = { authorization: `Bearer ${token}` };

    // The job calculator: a result added with this calculation's own cost per unit, to a new project.
    const wall = await unitPriceOf('Pasangan dinding 1/2 batu campuran 1PC:4PP');
    await page.goto(at(`/calculate/${wall.id}`));
    await page.getByTestId('input-volume').fill('20');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    const hppPerUnit = rupiah(await page.getByTestId('result-hpp-per-unit').innerText());
    await page.getByTestId('add-to-project-open-dialog').click();
    const dialog = page.getByTestId('add-to-project');
    await dialog.getByTestId('add-to-project-project').selectOption('new');
    await dialog.getByTestId('add-to-project-new-name').fill('Ruko dua lantai');
    // The new division is named after the job's category unless renamed.
    expect(await dialog.getByTestId('add-to-project-division-name').inputValue()).toBe(
      'PEKERJAAN PASANGAN DINDING',
    );
    await dialog.getByTestId('add-to-project-division-name').fill('PEKERJAAN DINDING');
    await dialog.getByTestId('add-to-project-own-cost').check();
    await dialog.getByTestId('add-to-project-confirm').click();
    await dialog.getByTestId('add-to-project-done').waitFor();
    const { projects } = await api<{ projects: { id: number; name: string }[] }>('/projects', {
      headers: auth,
    });
    expect(projects.map((project) => project.name)).toEqual(['Ruko dua lantai']);
    const first = await api<{
      project: {
        divisions: {
          name: string;
          items: { price_source: string; volume: number; unit_price: { D: number } }[];
        }[];
      };
    }>(`/projects/${projects[0]!.id}`, { headers: auth });
    expect(first.project.divisions[0]!.name).toBe('PEKERJAAN DINDING');
    expect(first.project.divisions[0]!.items[0]).toMatchObject({ price_source: 'calculation', volume: 20 });
    // A + B + C per unit from the calculation differ from its rounded HPP per unit by at most a rupiah each.
    expect(Math.abs(first.project.divisions[0]!.items[0]!.unit_price.D - hppPerUnit)).toBeLessThanOrEqual(3);

    // The beam calculator: its concrete volume, at the AHSP unit price, into the same project.
    await page.goto(at('/beam-calculator'));
    for (const [field, value] of Object.entries({
      width: '20',
      height: '30',
      length: '4',
      cover: '2,5',
      count: '1',
    }))
      await page.getByTestId(`input-${field}`).fill(value);
    await page.getByTestId('input-grade').selectOption('K-225');
    await page.getByTestId('handoff-add-to-project').click();
    await dialog.waitFor();
    // The dialog says which job and how much of it, in its unit.
    const line = await dialog.getByTestId('add-to-project-line').innerText();
    expect(line).toMatch(/^Beton mutu fc′ 19,3 MPa \(K-225\).*\nVolume 0,24 m³$/);
    await expect
      .poll(() => dialog.getByTestId('add-to-project-division').locator('option').count())
      .toBeGreaterThan(1);
    // A concrete job does not go into the wall's division by default: a new one, named after its category.
    expect(await dialog.getByTestId('add-to-project-division').inputValue()).toBe('new');
    expect(await dialog.getByTestId('add-to-project-division-name').inputValue()).toBe(
      'PEKERJAAN BETON BERTULANG',
    );
    await dialog.getByTestId('add-to-project-division-name').fill('PEKERJAAN BETON');
    await dialog.getByTestId('add-to-project-confirm').click();
    await dialog.getByTestId('add-to-project-open').click();
    await page.getByTestId('project-rekap').waitFor();
    expect(
      await page
        .getByTestId('project-division-name')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(['PEKERJAAN DINDING', 'PEKERJAAN BETON']);
    // The line is the concrete job the hand-off chose, 0,24 m³ at its AHSP unit price of today.
    const second = await api<{
      project: { divisions: { items: { job_type_id: number; volume: number }[] }[] };
    }>(`/projects/${projects[0]!.id}`, { headers: auth });
    const beam = second.project.divisions[1]!.items[0]!;
    expect(beam.volume).toBe(0.24);
    const { unit_price: concrete } = await api<{ unit_price: UnitPrice }>(
      `/job-types/${beam.job_type_id}/unit-price`,
    );
    const beamAmount = Math.round(0.24 * (concrete.D + Math.round(concrete.D * 0.1)));
    expect(rupiah(await page.getByTestId('project-item-amount').last().innerText())).toBe(beamAmount);
    // Its long name is read whole in the line's Uraian: the field grows with it instead of cutting it.
    const description = page.getByTestId('project-item-description').last();
    expect(await description.inputValue()).toMatch(/^Beton mutu fc′ 19,3 MPa \(K-225\)/);
    const cut = await description.evaluate(
      (field) => field.scrollHeight > field.clientHeight + 1 || field.scrollWidth > field.clientWidth + 1,
    );
    expect(cut).toBe(false);
    // One line all the same: Enter adds no line break.
    await description.press('End');
    await description.press('Enter');
    expect(await description.inputValue()).not.toContain('\n');
    await context.close();
  });

  it("keeps an account project's unsaved changes through a second tab, 'Tambah ke proyek' and an offline reload", async () => {
    const { page, context } = await browser.open(PHONE);
    const account = await newAccount('pengawas', 'Pengawas');
    await signIn(page, account);
    const auth = { authorization: `Bearer ${account.token}` };
    const clearing = await unitPriceOf('pembersihan lapangan');
    const concrete = await unitPriceOf('K-225');
    const { project } = await api<{ project: { id: number; version: number } }>('/projects', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Rumah Pak Wayan',
        divisions: [
          { code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [{ job_type_id: clearing.id, volume: '120' }] },
          { code: 'B', name: 'PEKERJAAN BETON', items: [{ job_type_id: concrete.id, volume: '3' }] },
        ],
      }),
    });
    const stored = () =>
      api<{ project: { version: number; divisions: { code: string; items: { volume: number }[] }[] } }>(
        `/projects/${project.id}`,
        { headers: auth },
      );
    await page.goto(at(`/projects/${project.id}`));
    await page.getByTestId('project-rekap').waitFor();
    const volumes = (tab: Page) =>
      tab
        .getByTestId('project-item-volume')
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));

    // A division code is typed letter by letter (I, II, III …): the field keeps the focus.
    const code = page.getByLabel('Kode bagian 2');
    await code.fill('');
    await code.pressSequentially('II');
    expect(await code.inputValue()).toBe('II');
    expect(await code.evaluate((field) => field === document.activeElement)).toBe(true);
    // A code used twice, or overhead above 15 %, is said as it is typed, and Simpan sends nothing.
    await code.fill('A');
    expect(await page.getByTestId('project-division-error').innerText()).toContain(
      'Kode bagian sudah dipakai bagian lain',
    );
    await page.getByTestId('project-overhead_percentage').fill('20');
    expect(await page.getByTestId('project-overhead_percentage').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.getByText('Overhead & keuntungan harus angka antara 0 dan 15%').count())
      .toBeGreaterThan(0);
    // Nothing is priced with an overhead the editor refuses: the rekap waits and says why.
    expect(await page.getByTestId('project-rekap').innerText()).toContain('menunggu nilai yang valid');
    // Said to screen readers too, as the field's description.
    const describedBy = await page
      .getByTestId('project-overhead_percentage')
      .getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).innerText()).toContain('Overhead & keuntungan harus');
    await page.getByTestId('project-save').click();
    await expect.poll(() => page.getByText(/^Overhead & keuntungan \(%\): /).count()).toBe(1);
    expect((await stored()).project.version).toBe(project.version);
    await page.getByTestId('project-overhead_percentage').fill('10');
    await code.fill('B');
    expect(await page.getByTestId('project-division-error').count()).toBe(0);

    // Unsaved: the first volume changed here, the second in another tab of the same project.
    await page.getByTestId('project-item-volume').first().fill('150');
    const second = await context.newPage();
    await second.goto(at(`/projects/${project.id}`));
    await second.getByTestId('project-rekap').waitFor();
    expect(await volumes(second)).toEqual(['150', '3']);
    await second.getByTestId('project-item-volume').last().fill('4');
    await expect.poll(() => volumes(page)).toEqual(['150', '4']);
    await second.close();
    // The list of projects says which has changes here not yet saved to the account.
    await page.goto(at('/projects'));
    await page.getByTestId('project-row-unsaved').waitFor();

    // "Tambah ke proyek" from a calculation adds its line beside the unsaved changes, not over them.
    await page.goto(at(`/calculate/${concrete.id}`));
    await page.getByTestId('input-volume').fill('2');
    await page.getByTestId('step-next').click();
    await page.getByTestId('step-next').click();
    await page.getByTestId('calculate-submit').click();
    await page.getByTestId('calculation-result').waitFor();
    await page.getByTestId('add-to-project-open-dialog').click();
    const dialog = page.getByTestId('add-to-project');
    await dialog.getByTestId('add-to-project-project').selectOption(String(project.id));
    expect(
      await dialog.getByTestId('add-to-project-project').locator(`option[value="${project.id}"]`).innerText(),
    ).toBe('Rumah Pak Wayan (belum disimpan)');
    await expect
      .poll(() => dialog.getByTestId('add-to-project-division').locator('option').allInnerTexts())
      .toEqual(['A. PEKERJAAN PERSIAPAN', 'B. PEKERJAAN BETON', '+ Bagian baru']);
    await dialog.getByTestId('add-to-project-division').selectOption('B');
    await dialog.getByTestId('add-to-project-confirm').click();
    expect(await dialog.getByTestId('add-to-project-done').innerText()).toContain('belum disimpan');
    await dialog.getByTestId('add-to-project-open').click();
    await page.getByTestId('project-rekap').waitFor();
    expect(await volumes(page)).toEqual(['150', '4', '2']);
    expect(await page.getByTestId('project-save-state').innerText()).toContain('belum disimpan');
    expect((await stored()).project.version).toBe(project.version);

    // Without signal the project opens again from this device, editable, its documents at hand.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('project-offline-note').waitFor();
    expect(await volumes(page)).toEqual(['150', '4', '2']);
    await page.getByTestId('project-item-volume').first().fill('160');
    await page.getByTestId('project-export-xlsx').waitFor();
    expect(await page.getByTestId('project-rekap').isVisible()).toBe(true);

    // The signal back, the account's version takes over with the changes still to save; Simpan saves them all.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('project-offline-note').count(), { timeout: 15_000 }).toBe(0);
    await page.getByTestId('project-save-state').waitFor();
    expect(await volumes(page)).toEqual(['160', '4', '2']);
    await page.getByTestId('project-save').click();
    await expect
      .poll(() => page.getByTestId('project-save-state').innerText())
      .toContain('tersimpan di akun');
    // Said, and the copy kept for the account is let go: nothing is left "unsaved" on the device.
    await page.getByText('Proyek tersimpan', { exact: true }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), `project_draft_${project.id}`)).toBeNull();
    const saved = await stored();
    expect(saved.project.divisions.map((division) => division.items.map((item) => item.volume))).toEqual([
      [160],
      [4, 2],
    ]);
    // An earlier version comes back over unsaved changes only when the user says so.
    await page.getByTestId('project-item-volume').first().fill('170');
    await page.getByTestId('project-revisions').locator('summary').click();
    await page.getByTestId('project-revision-restore').first().click();
    expect(await page.getByTestId('confirm-consequence').innerText()).toContain(
      'Perubahan yang belum disimpan ke akun akan diganti',
    );
    await page.getByTestId('confirm-cancel').click();
    expect(await volumes(page)).toEqual(['170', '4', '2']);
    await page.getByTestId('project-revision-restore').first().click();
    await page.getByTestId('confirm-accept').click();
    await expect.poll(() => volumes(page)).toEqual(['120', '3']);
    await context.close();
  });
  it('imports the lines of a RAB from another tool (a .csv with BOM, ; and Indonesian numbers) on a phone', async () => {
    const { page, context, errors } = await browser.open(PHONE, { hasTouch: true });
    await page.goto(at('/projects'));
    await page.getByTestId('project-new-name').fill('Gudang Pak Darto');
    await page.getByTestId('project-create').click();
    await page.getByTestId('project-division').first().waitFor();
    const galian = await unitPriceOf('galian tanah biasa sedalam 1 m');
    // As another tool exports it: title lines, a header, division rows, a catalogue code, a free line, sums.
    const csv = [
      'RENCANA ANGGARAN BIAYA;;;;;;',
      'Gudang Pak Darto;;;;;;',
      'No;Uraian Pekerjaan;Kode;Volume;Satuan;Harga Satuan (Rp);Jumlah Harga (Rp)',
      'A;PEKERJAAN TANAH;;;;;',
      '1;Galian tanah pondasi;A.2.3.1.1;12,5;m3;Rp 95.000;1.187.500',
      '2;Buang tanah ke luar lokasi;;"1.250";m3;"Rp 45.000";56.250.000',
      '3;Urugan yang belum diukur;;;m3;120.000;',
      ';Jumlah A;;;;;57.437.500',
      'B;PEKERJAAN LAIN-LAIN;;;;;',
      '1;Papan nama proyek;;1;ls;750.000;750.000',
      ';PPN 11%;;;;;',
    ].join('\r\n');
    await page.getByTestId('project-import-lines').tap();
    await page.getByTestId('rab-import-file').setInputFiles({
      name: 'rab-gudang.csv',
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
    });
    await page.getByTestId('rab-import-check').tap();
    await page.getByTestId('rab-import-preview').waitFor();
    // The refused row says which line and why; the sums are skipped, not added.
    expect(await page.getByTestId('rab-import-refused').innerText()).toMatch(/7/);
    expect(await page.getByTestId('rab-import-skipped').innerText()).toMatch(/Jumlah A/);
    expect(await page.getByTestId('rab-import-card').count()).toBe(3);
    // Cards on a phone: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Nothing is written before Tambahkan.
    expect(await page.getByTestId('project-item').count()).toBe(0);
    await page.getByTestId('rab-import-confirm').tap();
    await expect.poll(() => page.getByTestId('project-item').count()).toBe(3);

    const F = galian.price.D + Math.round(galian.price.D * 0.1);
    const subtotal = Math.round(12.5 * F) + 1250 * 45_000 + 750_000;
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(subtotal);
    const descriptions = await page
      .getByTestId('project-item-description')
      .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value));
    expect(descriptions).toEqual([
      'Galian tanah biasa sedalam 1 m',
      'Buang tanah ke luar lokasi',
      'Papan nama proyek',
    ]);
    // Kept in the browser: a reload shows the imported lines.
    await page.reload();
    await expect.poll(() => page.getByTestId('project-item').count()).toBe(3);
    await expect
      .poll(async () => rupiah(await page.getByTestId('rekap-subtotal').innerText()))
      .toBe(subtotal);
    expect(errors).toEqual([]);
    await context.close();
  });
});
