import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth } from '../store';
import { SessionsCard } from './SessionsCard';

const original = apiClient.defaults.adapter;

function renderCard() {
  const router = createMemoryRouter([{ path: '*', element: <SessionsCard /> }], {
    initialEntries: ['/profile'],
  });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByTestId('logout-everywhere'));
}

/** The API answers the logout of every session; the card's own request is the only one made. */
function answerLogoutAll() {
  const calls: string[] = [];
  apiClient.defaults.adapter = (config) => {
    calls.push(config.url ?? '');
    return Promise.resolve({
      data: { message: 'Berhasil keluar dari semua perangkat' },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
  };
  return calls;
}

const ids = (key: string) =>
  (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: string }[]).map((item) => item.id);

describe('Keluar dari semua perangkat', () => {
  beforeEach(() => {
    localStorage.clear();
    resetAuth();
    useAuth.getState().setSession('token', fixtures.user({ id: 9 }));
  });
  afterEach(() => {
    apiClient.defaults.adapter = original;
    resetAuth();
    localStorage.clear();
  });

  it('warns, before it is confirmed, that unsaved project changes leave this device', () => {
    localStorage.setItem('project_draft_5', '{"divisions":[]}');
    renderCard();
    expect(screen.getByTestId('logout-everywhere-unsaved').textContent).toContain(
      'belum disimpan ke akun akan dihapus',
    );
  });

  it('names the calculators whose typed input this device would lose', () => {
    localStorage.setItem('draft:calculator:bata', JSON.stringify({ openings: '3' }));
    renderCard();
    expect(screen.getByTestId('logout-everywhere-unsaved').textContent).toBe(
      'Ada isian kalkulator (Kalkulator Bata) yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?',
    );
  });

  it('says nothing of projects when none has unsaved changes', () => {
    renderCard();
    expect(screen.getByTestId('logout-everywhere-confirm')).toBeTruthy();
    expect(screen.queryByTestId('logout-everywhere-unsaved')).toBeNull();
    expect(screen.queryByTestId('logout-everywhere-remove')).toBeNull();
  });

  describe("with a guest's work on this device", () => {
    beforeEach(() => {
      localStorage.setItem(
        'local_calculations',
        JSON.stringify([
          { id: 'local_guest', summary: {} },
          { id: 'local_own', summary: {}, owner_id: 9 },
        ]),
      );
      localStorage.setItem(
        'local_projects',
        JSON.stringify([{ id: 'local_p', name: 'Rumah tamu', divisions: [] }]),
      );
    });

    it('counts it and asks whether it stays', () => {
      renderCard();
      expect(screen.getByTestId('logout-everywhere-unsaved').textContent).toBe(
        'Di browser ini ada 1 kalkulasi dan 1 proyek yang dibuat tanpa login dan belum tersimpan di akun. Bila dibiarkan, orang berikutnya yang memakai perangkat ini dapat melihat dan memindahkannya ke akunnya. Biarkan di perangkat ini, atau hapus sebelum keluar?',
      );
      expect(screen.getByTestId('logout-everywhere-accept').textContent).toBe('Keluar, biarkan di perangkat');
      expect(screen.getByTestId('logout-everywhere-remove').textContent).toBe('Keluar dan hapus');
    });

    it('leaves it on the device when the user says so', async () => {
      const calls = answerLogoutAll();
      renderCard();
      fireEvent.click(screen.getByTestId('logout-everywhere-accept'));
      await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
      expect(calls).toEqual(['/auth/logout-all']);
      expect(ids('local_calculations')).toEqual(['local_guest', 'local_own']);
      expect(ids('local_projects')).toEqual(['local_p']);
    });

    it("removes it, keeping the account's own, when the user says so", async () => {
      answerLogoutAll();
      renderCard();
      fireEvent.click(screen.getByTestId('logout-everywhere-remove'));
      await vi.waitFor(() => expect(useAuth.getState().isAuthenticated).toBe(false));
      expect(ids('local_calculations')).toEqual(['local_own']);
      expect(ids('local_projects')).toEqual([]);
    });
  });
});
