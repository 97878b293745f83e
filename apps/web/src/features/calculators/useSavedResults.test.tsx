import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import toast from '../../lib/toast';
import { calculatorToasts } from '../../lib/toast-messages';
import { fixtures } from '../../test/fixtures';
import { answer, renderScreen } from '../../test/render';
import { resetAuth, useAuth } from '../auth/store';
import LengthCalculatorPage from './routes/LengthCalculatorPage';
import { row, type SavedResult } from './rows';
import { CALCULATOR_RESULTS_KEY, listAllSavedResults } from './saved';

// A logged-in user saves a calculator result without signal: it waits in this browser, and goes to the account
// when the signal comes back, on the screen where it was saved (no other calculator to open, no reload).

vi.mock('../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.getState().setSession('token', fixtures.user()));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.mocked(toast).mockClear();
});

/** The account's calculator results: none answered while offline; once online, it keeps what is sent. */
function account() {
  let online = false;
  const kept: (Omit<SavedResult, 'id'> & { id: number; local_id: string })[] = [];
  const adapter: AxiosAdapter = (config) => {
    if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    if (config.method === 'post' && config.url === '/calculator-results') {
      const sent = (JSON.parse(String(config.data)) as { results: SavedResult[] }).results;
      kept.push(
        ...sent.map((result, index) => ({ ...result, id: kept.length + index + 1, local_id: result.id })),
      );
    }
    return answer(config, { results: kept, categories: [], job_types: [] });
  };
  const reconnect = () =>
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
  return { adapter, reconnect, kept };
}

describe('a calculator result saved offline by a logged-in user', () => {
  it('is sent to the account when the connection returns, and the waiting count goes', async () => {
    const { adapter, reconnect, kept } = account();
    renderScreen('/length-calculator', <LengthCalculatorPage />, adapter);
    fireEvent.click(screen.getByTestId('save-calculator-result'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(calculatorToasts.savedWaiting, { icon: '📶' }));
    expect(screen.getByTestId('saved-where').textContent).toBe(
      'Tersimpan di akun Anda; 1 hasil dari browser ini menunggu koneksi untuk dikirim.',
    );

    reconnect();
    await waitFor(() =>
      expect(screen.getByTestId('saved-where').textContent).toBe(
        'Tersimpan di akun Anda, terbuka juga di perangkat lain.',
      ),
    );
    expect(kept).toHaveLength(1);
    expect(listAllSavedResults()).toEqual([]);
    expect(screen.getAllByTestId('saved-result')).toHaveLength(1);
  });
});

// A guest's results moved into the first account to log in without a word (the account menu and the calculator's
// screen sent every result of the browser): on a shared device, somebody else's work in this user's account.
describe("a guest's calculator result found by a logged-in user", () => {
  const guests: SavedResult = {
    id: 'calc_guest',
    calculator: 'panjang',
    title: 'Kalkulator Panjang',
    created_at: '2026-05-01T08:00:00.000Z',
    inputs: {},
    rows: [row('total', 'Panjang total', 12, 'm')],
    owner_id: null,
  };

  it('is listed and counted, not sent, and goes to the account on "Sinkronkan"', async () => {
    localStorage.setItem(CALCULATOR_RESULTS_KEY, JSON.stringify([guests]));
    const { adapter, reconnect, kept } = account();
    reconnect();
    renderScreen('/length-calculator', <LengthCalculatorPage />, adapter);
    expect((await screen.findByTestId('saved-guests')).textContent).toContain(
      '1 hasil di browser ini dibuat tanpa login dan belum tersimpan di akun Anda.',
    );
    expect(screen.getByTestId('saved-where').textContent).toBe('Belum ada hasil tersimpan di akun Anda.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept).toEqual([]);
    expect(listAllSavedResults().map((item) => item.id)).toEqual(['calc_guest']);

    fireEvent.click(screen.getByTestId('saved-sync'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(calculatorToasts.synced(1)));
    expect(kept.map((item) => item.local_id)).toEqual(['calc_guest']);
    expect(listAllSavedResults()).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('saved-guests')).toBeNull());
    expect(screen.getByTestId('saved-where').textContent).toBe(
      'Tersimpan di akun Anda, terbuka juga di perangkat lain.',
    );
  });
});
