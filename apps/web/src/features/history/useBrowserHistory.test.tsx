import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { listLocalCalculations, saveLocalCalculation } from '../../lib/storage';
import { fixtures } from '../../test/fixtures';
import { useAuth } from '../auth';
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
