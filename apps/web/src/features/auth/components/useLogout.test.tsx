import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FORM_DATA } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { authToasts } from '../../../lib/messages';
import { fixtures } from '../../../test/fixtures';
import { answerAll, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../store';
import { logoutQuestion } from './logout-question';
import { useLogout } from './useLogout';

// "Keluar" forgets what was typed on this device (auth/store.ts): the unsaved project changes and the calculators'
// typed input. It asks first, once, naming what would be lost; it asks nothing when nothing would be.

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Keluar
    </button>
  );
}

const calculatorQuestion = (names: string) =>
  `Ada isian kalkulator (${names}) yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?`;
const bothQuestion =
  'Ada perubahan proyek dan isian kalkulator (Kalkulator pekerjaan) yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?';

const typeIntoJobCalculator = () =>
  localStorage.setItem(
    'draft:calculator:job:7',
    JSON.stringify({
      formData: { ...DEFAULT_FORM_DATA, productivity: '10', project_name: 'Rumah Pak Budi', volume: '4' },
      activeStep: 1,
    }),
  );

const original = apiClient.defaults.adapter;

describe('Keluar', () => {
  beforeEach(() => {
    localStorage.clear();
    resetAuth();
    useAuth.getState().setSession('token', fixtures.user());
  });
  afterEach(() => {
    // A question left open by a failing test would answer the next one's queries: it is closed as "Batal".
    for (const cancel of screen.queryAllByTestId('confirm-cancel')) fireEvent.click(cancel);
    vi.restoreAllMocks();
    apiClient.defaults.adapter = original;
    resetAuth();
  });

  async function clickLogout() {
    renderScreen('/', <LogoutButton />, answerAll({ message: 'Logout berhasil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
  }

  /** The app's dialog the logout asks in, once its code has loaded (slow on a cold, busy test machine). */
  const question = () => screen.findByRole('dialog', { name: 'Keluar dari akun?' }, { timeout: 5000 });

  it('asks nothing when nothing typed would be lost, and logs out', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    // Only walked through a job form: nothing typed.
    localStorage.setItem(
      'draft:calculator:job:7',
      JSON.stringify({ formData: { ...DEFAULT_FORM_DATA, productivity: '10' }, activeStep: 2 }),
    );
    await clickLogout();
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("names a job calculator's typed form, and keeps the session and the form on 'Batal'", async () => {
    typeIntoJobCalculator();
    const confirm = vi.spyOn(window, 'confirm');
    await clickLogout();
    const dialog = await question();
    // Read as the dialog opens: what would be lost, not only its title.
    const consequence = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(consequence?.textContent).toBe(calculatorQuestion('Kalkulator pekerjaan'));
    // The safe answer holds the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(within(dialog).getByRole('button', { name: 'Keluar dan buang' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuth.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('draft:calculator:job:7')).toContain('Rumah Pak Budi');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the session on Escape, and gives the focus back to what had it', async () => {
    typeIntoJobCalculator();
    await clickLogout();
    const button = screen.getByRole('button', { name: 'Keluar' });
    button.focus();
    await question();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(useAuth.getState().isAuthenticated).toBe(true);
  });

  it("names a specialised calculator's values too, and logs out when the user says so", async () => {
    localStorage.setItem('draft:calculator:bata', JSON.stringify({ openings: '3' }));
    localStorage.setItem('draft:calculator:footplate:biaya', JSON.stringify({ concrete: '1.100.000' }));
    const confirm = vi.spyOn(window, 'confirm');
    await clickLogout();
    const dialog = await question();
    expect(within(dialog).getByTestId('confirm-consequence').textContent).toBe(
      calculatorQuestion('Kalkulator Bata, Kalkulator Footplate'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keluar dan buang' }));
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('draft:calculator:bata')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks one question for unsaved project changes and typed calculator input together', async () => {
    typeIntoJobCalculator();
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    await clickLogout();
    const dialog = await question();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByTestId('confirm-consequence').textContent).toBe(bothQuestion);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the projects question as it was when only projects would be lost', () => {
    const asked = (projects: boolean) =>
      logoutQuestion({ projects, calculators: [] }, authToasts.logoutUnsavedProjects);
    expect(asked(true)).toBe(authToasts.logoutUnsavedProjects);
    expect(asked(false)).toBeNull();
  });
});

// Work made in this browser before logging in (a guest's: nobody's) stayed on the device after the logout, unsaid,
// and the next account to log in here was offered it. Keluar counts it, and keeps or removes it as the user says.
describe('Keluar with work made here without logging in', () => {
  const guestResult = {
    id: 'calc_guest',
    calculator: 'bata',
    title: 'Kalkulator Bata',
    created_at: '2026-05-01T08:00:00.000Z',
    inputs: {},
    rows: [{ key: 'area', label: 'Luas', value: 13, unit: 'm²' }],
  };
  const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[];
  const ids = (key: string) => stored(key).map((item) => item.id);
  const guestQuestion =
    'Di browser ini ada 2 kalkulasi, 1 hasil kalkulator dan 1 proyek yang dibuat tanpa login dan belum tersimpan di akun. Bila dibiarkan, orang berikutnya yang memakai perangkat ini dapat melihat dan memindahkannya ke akunnya. Biarkan di perangkat ini, atau hapus sebelum keluar?';

  beforeEach(() => {
    localStorage.clear();
    resetAuth();
    // Made as a guest, then the user logged in; one calculation this account saved here offline.
    localStorage.setItem(
      'local_calculations',
      JSON.stringify([
        { id: 'local_guest_1', summary: {} },
        { id: 'local_guest_2', summary: {}, owner_id: null },
        { id: 'local_own', summary: {}, owner_id: 9 },
      ]),
    );
    localStorage.setItem(
      'local_projects',
      JSON.stringify([{ id: 'local_p', name: 'Rumah tamu', divisions: [] }]),
    );
    localStorage.setItem(
      'calculator_results',
      JSON.stringify([guestResult, { ...guestResult, id: 'calc_own', owner_id: 9 }]),
    );
    useAuth.getState().setSession('token', fixtures.user({ id: 9 }));
  });
  afterEach(() => {
    for (const cancel of screen.queryAllByTestId('confirm-cancel')) fireEvent.click(cancel);
    vi.restoreAllMocks();
    apiClient.defaults.adapter = original;
    resetAuth();
  });

  async function ask() {
    renderScreen('/', <LogoutButton />, answerAll({ message: 'Logout berhasil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    return screen.findByRole('dialog', { name: 'Keluar dari akun?' }, { timeout: 5000 });
  }

  it("counts it, and keeps the session and every piece of it on 'Batal'", async () => {
    const dialog = await ask();
    const consequence = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(consequence?.textContent).toBe(guestQuestion);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuth.getState().isAuthenticated).toBe(true);
    expect(ids('local_calculations')).toEqual(['local_guest_1', 'local_guest_2', 'local_own']);
    expect(ids('local_projects')).toEqual(['local_p']);
    expect(ids('calculator_results')).toEqual(['calc_guest', 'calc_own']);
  });

  it('logs out leaving it on the device when the user says so', async () => {
    const dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keluar, biarkan di perangkat' }));
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(ids('local_calculations')).toEqual(['local_guest_1', 'local_guest_2', 'local_own']);
    expect(ids('local_projects')).toEqual(['local_p']);
    expect(ids('calculator_results')).toEqual(['calc_guest', 'calc_own']);
  });

  it("removes it before logging out when the user says so, keeping the account's own", async () => {
    const dialog = await ask();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keluar dan hapus' }));
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(ids('local_calculations')).toEqual(['local_own']);
    expect(ids('local_projects')).toEqual([]);
    expect(ids('calculator_results')).toEqual(['calc_own']);
  });

  it('says it after what typed input the logout deletes, in the one question', async () => {
    localStorage.removeItem('local_projects');
    localStorage.removeItem('calculator_results');
    localStorage.setItem('draft:calculator:bata', JSON.stringify({ openings: '3' }));
    const dialog = await ask();
    expect(within(dialog).getByTestId('confirm-consequence').textContent).toBe(
      'Ada isian kalkulator (Kalkulator Bata) yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. ' +
        'Di browser ini juga ada 2 kalkulasi yang dibuat tanpa login dan belum tersimpan di akun. Bila dibiarkan, orang berikutnya yang memakai perangkat ini dapat melihat dan memindahkannya ke akunnya. Biarkan di perangkat ini, atau hapus sebelum keluar?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keluar, biarkan di perangkat' }));
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    // The typed input goes with every logout; the guest's calculations stay, as chosen.
    expect(localStorage.getItem('draft:calculator:bata')).toBeNull();
    expect(ids('local_calculations')).toEqual(['local_guest_1', 'local_guest_2', 'local_own']);
  });
});
