import { fireEvent, screen } from '@testing-library/react';
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
    vi.restoreAllMocks();
    apiClient.defaults.adapter = original;
    resetAuth();
  });

  async function clickLogout() {
    renderScreen('/', <LogoutButton />, answerAll({ message: 'Logout berhasil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
  }

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
  });

  it("names a job calculator's typed form, and keeps the session and the form when the user stays", async () => {
    typeIntoJobCalculator();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await clickLogout();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(calculatorQuestion('Kalkulator pekerjaan')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAuth.getState().isAuthenticated).toBe(true);
    expect(localStorage.getItem('draft:calculator:job:7')).toContain('Rumah Pak Budi');
  });

  it("names a specialised calculator's values too, and logs out when the user says so", async () => {
    localStorage.setItem('draft:calculator:bata', JSON.stringify({ openings: '3' }));
    localStorage.setItem('draft:calculator:footplate:biaya', JSON.stringify({ concrete: '1.100.000' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await clickLogout();
    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(calculatorQuestion('Kalkulator Bata, Kalkulator Footplate')),
    );
    await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
    expect(localStorage.getItem('draft:calculator:bata')).toBeNull();
  });

  it('asks one question for unsaved project changes and typed calculator input together', async () => {
    typeIntoJobCalculator();
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await clickLogout();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(bothQuestion);
  });

  it('keeps the projects question as it was when only projects would be lost', () => {
    const asked = (projects: boolean) =>
      logoutQuestion({ projects, calculators: [] }, authToasts.logoutUnsavedProjects);
    expect(asked(true)).toBe(authToasts.logoutUnsavedProjects);
    expect(asked(false)).toBeNull();
  });
});
