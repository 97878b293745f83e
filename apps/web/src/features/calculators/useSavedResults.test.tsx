import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import toast from '../../lib/toast';
import { calculatorToasts } from '../../lib/toast-messages';
import { answer, renderScreen } from '../../test/render';
import { resetAuth, useAuth } from '../auth/store';
import LengthCalculatorPage from './routes/LengthCalculatorPage';
import type { SavedResult } from './rows';
import { listAllSavedResults } from './saved';

// A logged-in user saves a calculator result without signal: it waits in this browser, and goes to the account
// when the signal comes back, on the screen where it was saved (no other calculator to open, no reload).

vi.mock('../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
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
