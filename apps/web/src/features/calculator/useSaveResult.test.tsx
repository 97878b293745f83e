import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculationFormData } from '@kalkulator/core';
import { apiClient, onSessionExpired, SESSION_EXPIRED_TOAST_ID } from '../../lib/api-client';
import { errorMessages } from '../../lib/messages';
import { listLocalCalculations } from '../../lib/storage';
import toast from '../../lib/toast';
import { storageToasts, toastMessages } from '../../lib/toast-messages';
import { fixtures } from '../../test/fixtures';
import { useAuth } from '../auth';
import { useCalculationSession } from './store';
import { RESULT_TOAST, useSaveResult } from './useSaveResult';

// Simpan of the job calculator into this browser (a guest's, or an account's offline) when the browser's storage
// is full: the toast says so and what to do, and the button does not say "Tersimpan di browser".

vi.mock('../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);
const original = apiClient.defaults.adapter;

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  apiClient.defaults.adapter = original;
  useAuth.setState({ user: null, isAuthenticated: false });
});

function storageFull() {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('saving a calculation in a full browser storage', () => {
  it('tells a guest the storage is full, and claims nothing saved', async () => {
    storageFull();
    const { result } = renderHook(() => useSaveResult(7), { wrapper });
    await act(() => result.current.save(fixtures.localResult('local_1', 1), {} as CalculationFormData));
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full, RESULT_TOAST);
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.label).toBe('Simpan');
    expect(listLocalCalculations()).toEqual([]);
  });

  it('tells an account offline the same, instead of keeping it in the browser', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const offline: AxiosAdapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    apiClient.defaults.adapter = offline;
    storageFull();
    const { result } = renderHook(() => useSaveResult(7), { wrapper });
    await act(() => result.current.save(fixtures.localResult('local_1', 1), {} as CalculationFormData));
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full, RESULT_TOAST);
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.label).toBe('Simpan');
  });

  it('says the plain failure for anything else', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { result } = renderHook(() => useSaveResult(7), { wrapper });
    await act(() => result.current.save(fixtures.localResult('local_1', 1), {} as CalculationFormData));
    expect(toast.error).toHaveBeenCalledWith(toastMessages.saveFailed, RESULT_TOAST);
  });
});

describe('saving a calculation to an account whose session has ended', () => {
  it('says "Sesi Anda telah berakhir" once: the 401\'s own toast, not a second one of the save', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    onSessionExpired(vi.fn());
    apiClient.defaults.adapter = (config) => {
      const data = { message: errorMessages.unauthorized };
      const response = { data, status: 401, statusText: '', headers: {}, config } as AxiosResponse;
      return Promise.reject(new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response));
    };
    const { result } = renderHook(() => useSaveResult(7), { wrapper });
    await act(() => result.current.save(fixtures.localResult('local_1', 1), {} as CalculationFormData));
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      [errorMessages.unauthorized, { id: SESSION_EXPIRED_TOAST_ID }],
    ]);
    expect(result.current.label).toBe('Simpan');
  });
});

describe('the typed form once saved', () => {
  it('is no longer unsaved work after Simpan in the browser or to the account; a failed save leaves it unsaved', async () => {
    const session = useCalculationSession.getState;
    const typed = () => {
      session().beginJobType(7, { productivity: '10' }, { fresh: true });
      session().setFormField('volume', '4');
    };
    typed();
    const { result } = renderHook(() => useSaveResult(7), { wrapper });
    await act(() => result.current.save(fixtures.localResult('local_1', 1), session().formData));
    expect(session().formSaved).toBe(true);

    typed();
    useAuth.setState({ isAuthenticated: true, loading: false });
    apiClient.defaults.adapter = (config) =>
      Promise.resolve({
        data: { calculation: { ...fixtures.localResult('x', 1), id: 31, is_local: false } },
        status: 201,
        statusText: 'Created',
        headers: {},
        config,
      } as AxiosResponse);
    await act(() => result.current.save(fixtures.localResult('local_2', 1), session().formData));
    expect(session().formSaved).toBe(true);

    typed();
    apiClient.defaults.adapter = (config) =>
      Promise.reject(
        new AxiosError('422', 'ERR_BAD_REQUEST', config, {}, { status: 422, data: {} } as AxiosResponse),
      );
    await act(() => result.current.save(fixtures.localResult('local_3', 1), session().formData));
    expect(session().formSaved).toBe(false);
  });

  it('says the result is saved after a reload on it, so Simpan does not save it twice', async () => {
    const session = useCalculationSession.getState;
    session().clearAll();
    const shown = fixtures.localResult('local_1', 1);
    session().beginJobType(shown.job_type.id, { productivity: '10' }, { fresh: true });
    session().setFormField('volume', '4');
    session().calculationSuccess(shown);
    const first = renderHook(() => useSaveResult(shown.job_type.id), { wrapper });
    await act(() => first.result.current.save(shown, session().formData));
    expect(first.result.current.label).toBe('✓ Tersimpan di browser');
    expect(listLocalCalculations()).toHaveLength(1);
    first.unmount();

    // The reload: memory gone, the form and its result kept.
    session().clearAll();
    session().beginJobType(shown.job_type.id, { productivity: '10' });
    const again = renderHook(() => useSaveResult(shown.job_type.id), { wrapper });
    expect(session().currentCalculation?.summary.rab_total).toBe(1);
    expect(again.result.current.label).toBe('✓ Tersimpan di browser');
    expect(again.result.current.savedId).toBe(listLocalCalculations()[0]!.id);
  });
});
