import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { CalculationResult } from '@kalkulator/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { LOCAL_CALCULATIONS_KEY, listLocalCalculations, saveLocalCalculation } from '../../lib/storage';
import { fixtures } from '../../test/fixtures';
import { useAuth } from '../auth';
import { SYNC_BATCH_BYTES, type SyncAnswer } from './sync';
import { useBrowserHistory } from './useBrowserHistory';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('syncing as a guest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks to log in, sends nothing and keeps the browser results', async () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    const error = vi.spyOn(toast, 'error');
    const post = vi.spyOn(apiClient, 'post');
    const { result } = renderHook(() => useBrowserHistory(false), { wrapper });
    await act(() => result.current.syncAll());
    expect(error).toHaveBeenCalledWith('Anda harus login untuk menyinkronkan data');
    expect(post).not.toHaveBeenCalled();
    expect(listLocalCalculations()).toHaveLength(1);
  });
});

describe('syncing twice at once (a double tap on Sinkronkan)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('sends one sync and says one answer; a second call while it runs is ignored', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    let answer!: (value: { data: unknown }) => void;
    const post = vi
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useBrowserHistory(true), { wrapper });

    let first!: Promise<void>;
    act(() => {
      first = result.current.syncAll();
      void result.current.syncAll();
    });
    expect(result.current.syncing).toBe(true);
    await act(() => result.current.syncAll());
    expect(post).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer({ data: { synced: 2, skipped: 0, failed: [], calculations: [] } });
      await first;
    });
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('2 kalkulasi lokal berhasil disinkronkan ke akun Anda.');
    expect(result.current.syncing).toBe(false);
    expect(listLocalCalculations()).toEqual([]);
  });
});

/** `count` browser results, as a guest left them here (written at once: saving one by one reads the list each time). */
function keepInBrowser(count: number): string[] {
  const ids = Array.from({ length: count }, (_, index) => `local_${index + 1}`);
  localStorage.setItem(LOCAL_CALCULATIONS_KEY, JSON.stringify(ids.map((id) => fixtures.localResult(id, 1))));
  return ids;
}

/** The account took every copy of the part. */
function storedAll(calculations: CalculationResult[]): SyncAnswer {
  return {
    synced: calculations.length,
    skipped: 0,
    updated: 0,
    failed: [],
    calculations: [],
    message: `${calculations.length} kalkulasi lokal disinkronkan ke akun Anda.`,
    repriced: [],
    results: calculations.map((item, index) => ({
      local_id: String(item.id),
      calculation_id: index + 1,
      status: 'stored' as const,
    })),
  };
}

const sentList = (body: unknown) => (body as { calculations: CalculationResult[] }).calculations;

function refusal(status: number, data: object): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', headers: {}, config, data } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('syncing more results than one request may carry (the API takes 500 copies and 1 MB at most)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('sends 520 results in parts of 100, each well under 1 MB, removing each part as its answer arrives', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    keepInBrowser(520);
    const parts: { count: number; bytes: number; inBrowser: number }[] = [];
    vi.spyOn(apiClient, 'post').mockImplementation(async (_url, body) => {
      const calculations = sentList(body);
      parts.push({
        count: calculations.length,
        bytes: new TextEncoder().encode(JSON.stringify(body)).length,
        inBrowser: listLocalCalculations().length,
      });
      return { data: storedAll(calculations) };
    });
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useBrowserHistory(true), { wrapper });

    await act(() => result.current.syncAll());

    expect(parts.map((part) => part.count)).toEqual([100, 100, 100, 100, 100, 20]);
    expect(parts.map((part) => part.inBrowser)).toEqual([520, 420, 320, 220, 120, 20]);
    expect(Math.max(...parts.map((part) => part.bytes))).toBeLessThanOrEqual(SYNC_BATCH_BYTES);
    expect(listLocalCalculations()).toEqual([]);
    // One message for the whole sync, its totals added up over the parts.
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('520 kalkulasi lokal disinkronkan ke akun Anda.');
    expect(result.current.outcome?.text).toBe('520 kalkulasi lokal disinkronkan ke akun Anda.');
    expect(result.current.progress).toBeNull();
  });

  it('stops at a part that fails, keeping it and the rest in the browser, and says how many moved', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    keepInBrowser(520);
    let calls = 0;
    vi.spyOn(apiClient, 'post').mockImplementation(async (_url, body) => {
      calls += 1;
      if (calls === 3) throw refusal(413, { message: 'Data yang dikirim terlalu besar.' });
      return { data: storedAll(sentList(body)) };
    });
    const error = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useBrowserHistory(true), { wrapper });

    await act(() => result.current.syncAll());

    expect(calls).toBe(3);
    expect(listLocalCalculations().map((item) => item.id)).toEqual(
      Array.from({ length: 320 }, (_, index) => `local_${index + 201}`),
    );
    const said =
      'Data yang dikirim terlalu besar. 200 dari 520 kalkulasi sudah dipindahkan ke akun; 320 lainnya tetap di browser ini.';
    expect(error).toHaveBeenCalledWith(said);
    expect(result.current.outcome).toEqual({ text: said, tone: 'error', byUser: true });
  });

  it('goes on past a part the account refused whole (422 naming its copies), counting them as not synced', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    keepInBrowser(150);
    vi.spyOn(apiClient, 'post').mockImplementation(async (_url, body) => {
      const calculations = sentList(body);
      if (calculations.length === 100) {
        throw refusal(422, {
          message: 'Gagal menyinkronkan kalkulasi lokal',
          details: calculations.map((item) => ({ param: item.id, msg: 'Jenis pekerjaan tidak ditemukan' })),
        });
      }
      return { data: storedAll(calculations) };
    });
    const error = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useBrowserHistory(true), { wrapper });

    await act(() => result.current.syncAll());

    expect(listLocalCalculations()).toHaveLength(100);
    expect(error).toHaveBeenCalledWith(
      '100 kalkulasi tidak dapat disinkronkan dan tetap tersimpan di browser.',
    );
  });
});

describe('a sync that got no answer (the server may have stored it all the same)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('is sent again a second later, then when the browser is back online, and says so', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    keepInBrowser(2);
    const noAnswer = () =>
      new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
    let calls = 0;
    vi.spyOn(apiClient, 'post').mockImplementation(async (_url, body) => {
      calls += 1;
      if (calls < 3) throw noAnswer();
      return { data: storedAll(sentList(body)) };
    });
    const error = vi.spyOn(toast, 'error');
    const { result } = renderHook(() => useBrowserHistory(true), { wrapper });

    await act(() => result.current.syncAll());
    expect(calls).toBe(1);
    expect(error).toHaveBeenLastCalledWith(expect.stringContaining('dicoba lagi otomatis sebentar lagi'));
    expect(listLocalCalculations()).toHaveLength(2);

    // About a second later, by itself.
    await vi.waitFor(() => expect(calls).toBe(2), { timeout: 3000 });
    await vi.waitFor(() =>
      expect(error).toHaveBeenLastCalledWith(expect.stringContaining('saat perangkat tersambung kembali')),
    );
    // No more timers: the next try waits for the signal.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(calls).toBe(2);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(listLocalCalculations()).toEqual([]));
    expect(calls).toBe(3);
    expect(result.current.outcome?.text).toBe('2 kalkulasi lokal disinkronkan ke akun Anda.');
  });

  it('is not sent again once the page is left', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    keepInBrowser(1);
    const post = vi
      .spyOn(apiClient, 'post')
      .mockRejectedValue(new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {}));
    vi.spyOn(toast, 'error');
    const { result, unmount } = renderHook(() => useBrowserHistory(true), { wrapper });
    await act(() => result.current.syncAll());
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(post).toHaveBeenCalledTimes(1);
  });
});
