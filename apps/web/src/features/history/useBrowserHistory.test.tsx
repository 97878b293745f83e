import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { listLocalCalculations, saveLocalCalculation } from '../../lib/storage';
import { fixtures } from '../../test/fixtures';
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
