import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculateJob, formatRupiah, toCalculationRecord, type CalculationFormData } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { refuse } from '../../../test/render';
import { useCalculationSession } from '../store';
import { useAuth } from '../../auth';
import { usePriceBookChoice } from '../../price-books/choice';
import CalculatorPage from './CalculatorPage';

type Answer = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

/** The details call answers with the brick wall; the calculation call with `calculate`. */
function serve(calculate: Answer) {
  apiClient.defaults.adapter = (config) =>
    config.url?.startsWith('/job-types/') ? ok(config, { job_type: fixtures.brickWall }) : calculate(config);
}

/** The server's answer to the form sent: the brick wall calculated by core. */
const calculated = (config: InternalAxiosRequestConfig) =>
  ok(config, { calculation: calculateJob(fixtures.brickWall, JSON.parse(String(config.data))) });

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Beranda</p> },
      { path: '/calculate/:jobTypeId', element: <CalculatorPage /> },
    ],
    { initialEntries: ['/', '/calculate/7'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function fillAndSubmit(volume: string) {
  fireEvent.change(await screen.findByTestId('input-volume'), { target: { value: volume } });
  fireEvent.click(screen.getByTestId('step-next'));
  fireEvent.click(screen.getByTestId('step-next'));
  fireEvent.click(screen.getByTestId('calculate-submit'));
}

const originalAdapter = apiClient.defaults.adapter;

describe('the calculator page', () => {
  beforeEach(() => useCalculationSession.getState().clearAll());
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('sends the form with a dot decimal, shows the result and saves it in the browser', async () => {
    const sent = vi.fn();
    serve((config) => {
      sent(JSON.parse(String(config.data)));
      return ok(config, { calculation: calculateJob(fixtures.brickWall, JSON.parse(String(config.data))) });
    });
    renderPage();
    await fillAndSubmit('12,5');
    await screen.findByTestId('calculation-result');
    expect(sent.mock.calls[0]![0]).toMatchObject({ volume: '12.5', productivity: '10', worker_ratio: '1:3' });

    const expected = calculateJob(fixtures.brickWall, { ...sent.mock.calls[0]![0] });
    expect(screen.getByTestId('result-rab-total').textContent).toBe(formatRupiah(expected.summary.rab_total));
    expect(screen.getByTestId('result-total-cost').textContent).toBe(
      formatRupiah(expected.summary.total_cost),
    );
    expect(screen.getByText(/RAB \(harga jual dengan margin keuntungan 20%\)/)).toBeTruthy();

    fireEvent.click(screen.getByTestId('save-result'));
    const stored = JSON.parse(localStorage.getItem('local_calculations') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ is_local: true, summary: { rab_total: expected.summary.rab_total } });
    expect(stored[0].id).toMatch(/^local_/);
    expect(screen.getByTestId('save-result').textContent).toContain('Tersimpan');
  });

  it('computes with the loaded catalogue, marked as an offline estimate, when the server cannot be reached', async () => {
    let lastForm: unknown;
    serve((config) => {
      lastForm = JSON.parse(String(config.data));
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    });
    renderPage();
    await fillAndSubmit('10');
    await screen.findByTestId('calculation-result');
    expect(screen.getByTestId('result-estimate')).toBeTruthy();
    // The same shared core and the same catalogue rows the server would use: the server's figures.
    const server = calculateJob(fixtures.brickWall, lastForm);
    expect(screen.getByTestId('result-labor-total').textContent).toBe(
      formatRupiah(server.summary.total_labor_cost),
    );
    expect(screen.getByTestId('result-rab-total').textContent).toBe(formatRupiah(server.summary.rab_total));
  });

  it('puts 422 details under the fields and returns to their step', async () => {
    serve((config) =>
      refuse(config, 422, {
        message: 'Data tidak valid',
        details: [{ param: 'volume', msg: 'Volume terlalu besar' }],
      }),
    );
    renderPage();
    await fillAndSubmit('10');
    expect((await screen.findByTestId('error-volume')).textContent).toBe('Volume terlalu besar');
    expect(screen.getByTestId('calculation-error').textContent).toBe('Data tidak valid');
  });
});

/** The real adapter back, and no account signed in. */
function asGuestAgain() {
  apiClient.defaults.adapter = originalAdapter;
  useAuth.setState({ user: null, isAuthenticated: false });
}

/** A browser result kept in this browser's list, created on 2 January 2026. */
function keepInBrowser(id: string) {
  const stored = { ...fixtures.localResult(id, 1), created_at: '2026-01-02T03:04:05.000Z' };
  localStorage.setItem('local_calculations', JSON.stringify([stored]));
  return stored;
}

describe('the calculator page for a logged-in user', () => {
  afterEach(asGuestAgain);

  it('saves to the account with the server message and keeps nothing in the browser', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    const saved = vi.fn();
    serve((config) => {
      const form = JSON.parse(String(config.data));
      const calculation = { ...calculateJob(fixtures.brickWall, form), id: 41 };
      if (config.url === '/calculations/7/save') {
        saved(form);
        return ok(config, { calculation, message: 'Disimpan.' });
      }
      return ok(config, { calculation });
    });
    renderPage();
    await fillAndSubmit('10');
    const save = await screen.findByTestId('save-result');
    expect(save.textContent).toBe('Simpan');
    fireEvent.click(save);
    await screen.findByText('✓ Tersimpan di akun');
    expect(saved.mock.calls[0]![0]).toMatchObject({ volume: '10' });
    expect(localStorage.getItem('local_calculations')).toBeNull();
  });

  it('saves the result with the price book it was priced with', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    usePriceBookChoice.getState().choose(4, false);
    const saved: Record<string, unknown>[] = [];
    serve((config) => {
      const form = JSON.parse(String(config.data));
      const book = form.price_book_id
        ? { price_book: { id: form.price_book_id, name: 'DKI Jakarta 2026' } }
        : {};
      const calculation = { ...calculateJob(fixtures.brickWall, form), ...book, id: 44 };
      if (config.url === '/calculations/7/save') saved.push(form);
      return ok(config, { calculation });
    });
    renderPage();
    await fillAndSubmit('10');
    fireEvent.click(await screen.findByTestId('save-result'));
    await screen.findByText('✓ Tersimpan di akun');
    expect(saved[0]).toMatchObject({ volume: '10', price_book_id: 4 });
    usePriceBookChoice.getState().choose(null, false);
  });

  it('retries a save whose answer was lost once, with the same idempotency key', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    const keys: string[] = [];
    serve((config) => {
      const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 42 };
      if (config.url !== '/calculations/7/save') return ok(config, { calculation });
      keys.push(String(config.headers['Idempotency-Key']));
      if (keys.length === 1) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
      return ok(config, { calculation, message: 'Disimpan.' });
    });
    renderPage();
    await fillAndSubmit('10');
    fireEvent.click(await screen.findByTestId('save-result'));
    await screen.findByText('✓ Tersimpan di akun', {}, { timeout: 3000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps the result in the browser when the server cannot be reached, named after the save key', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    const keys: string[] = [];
    serve((config) => {
      if (config.url !== '/calculations/7/save') return calculated(config);
      keys.push(String(config.headers['Idempotency-Key']));
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    });
    renderPage();
    await fillAndSubmit('10');
    fireEvent.click(await screen.findByTestId('save-result'));
    await screen.findByText('✓ Tersimpan di browser', {}, { timeout: 3000 });
    const stored = JSON.parse(localStorage.getItem('local_calculations') ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ is_local: true, input: { volume: 10 } });
    // The save may have been stored unanswered: a sync of the copy finds it by the same key (save:<key>).
    expect(keys).toHaveLength(2);
    expect(stored[0].id).toBe(`local_save_${keys[0]}`);
  });

  it('shows the saved figures after saving an offline estimate, and says the RAB changed', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    const success = vi.spyOn(toast, 'success');
    // Today's catalogue on the server: every material twice the price the offline catalogue had.
    const today = {
      ...fixtures.brickWall,
      materials: fixtures.brickWall.materials.map((material) => ({ ...material, price: material.price * 2 })),
    };
    let online = false;
    let serverRab = 0;
    serve((config) => {
      if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
      const calculation = { ...calculateJob(today, JSON.parse(String(config.data))), id: 43 };
      serverRab = calculation.summary.rab_total;
      return ok(config, { calculation, message: 'Kalkulasi berhasil disimpan ke akun Anda.' });
    });
    renderPage();
    await fillAndSubmit('10');
    await screen.findByTestId('result-estimate');
    const estimateRab = screen.getByTestId('result-rab-total').textContent;
    online = true;
    fireEvent.click(screen.getByTestId('save-result'));
    await screen.findByText('✓ Tersimpan di akun');
    expect(serverRab).toBeGreaterThan(0);
    expect(screen.getByTestId('result-rab-total').textContent).toBe(formatRupiah(serverRab));
    expect(screen.queryByTestId('result-estimate')).toBeNull();
    expect(success).toHaveBeenCalledWith(
      `Disimpan dengan harga katalog terbaru: RAB ${formatRupiah(serverRab)} (perkiraan offline ${estimateRab}).`,
      { id: 'calculation-result' },
    );
    success.mockRestore();
  });

  it('keeps the button when the account save fails', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve((config) => (config.url === '/calculations/7/save' ? refuse(config, 500, {}) : calculated(config)));
    renderPage();
    await fillAndSubmit('10');
    fireEvent.click(await screen.findByTestId('save-result'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('save-result').getAttribute('aria-disabled')).toBe('false'),
    );
    expect(screen.getByTestId('save-result').textContent).toBe('Simpan');
  });
});

describe('the steps and the result in the browser history', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  const shownStep = () =>
    screen.queryByTestId('calculation-result') ? 'hasil' : useCalculationSession.getState().activeStep;
  // The entry of what shows is written just after it shows (no person presses Back that fast).
  // Waits of up to 5 s: a loaded machine running the whole suite took longer than vi.waitFor's 1 s to draw a step.
  const patiently = { timeout: 5000 };
  const entryShows = (router: ReturnType<typeof renderPage>, view: number | string) =>
    vi.waitFor(() => expect(router.state.location.state?.calculator?.views.at(-1)).toBe(view), patiently);
  /** The calculator calculated with `volume`, its result's entry written. */
  async function resultOf(volume: string) {
    serve(calculated);
    const router = renderPage();
    await fillAndSubmit(volume);
    await screen.findByTestId('calculation-result');
    await entryShows(router, 'hasil');
    return router;
  }
  async function back(router: ReturnType<typeof renderPage>, expected: number | string) {
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(shownStep()).toBe(expected), patiently);
  }

  it('walks back from the result through steps 3, 2 and 1 before it leaves the page', async () => {
    const router = await resultOf('12,5');
    await back(router, 3);
    expect((screen.getByTestId('calculate-submit') as HTMLButtonElement).disabled).toBe(false);
    await back(router, 2);
    await back(router, 1);
    expect((screen.getByTestId('input-volume') as HTMLInputElement).value).toBe('12,5');
    await act(() => router.navigate(-1));
    await screen.findByText('Beranda');
    // Forward comes back to the steps, and to the result still at hand.
    await act(() => router.navigate(1));
    await vi.waitFor(() => expect(shownStep()).toBe(1));
    for (const step of [2, 3, 'hasil']) {
      await act(() => router.navigate(1));
      await vi.waitFor(() => expect(shownStep()).toBe(step));
    }
  });

  it('takes Kembali and Ubah Input back through the entries the steps added, not forward', async () => {
    const router = await resultOf('4');
    fireEvent.click(screen.getByTestId('edit-input'));
    await vi.waitFor(() => expect(router.state.location.state?.calculator?.views).toEqual([1]));
    // Back from step 1 reached by Ubah Input leaves the page instead of going to the result again.
    await act(() => router.navigate(-1));
    await screen.findByText('Beranda');
    await act(() => router.navigate(1));
    await vi.waitFor(() => expect(shownStep()).toBe(1));
    fireEvent.click(screen.getByTestId('step-next'));
    await vi.waitFor(() => expect(router.state.location.state?.calculator?.views).toEqual([1, 2]));
    fireEvent.click(screen.getByTestId('step-prev'));
    await vi.waitFor(() => expect(router.state.location.state?.calculator?.views).toEqual([1]));
  });

  it('opens the step of the entry it returns to, and the kept step for a result no longer at hand', async () => {
    const router = await resultOf('6');
    await act(() => router.navigate('/'));
    // The result is gone (as after a reload); the form is kept.
    act(() =>
      useCalculationSession.setState({ currentCalculation: null, showResults: false, activeStep: 1 }),
    );
    await act(() => router.navigate(-1));
    // The form at step 1, its entry rewritten in place: Forward still leaves for the next page, Back walks the steps.
    await vi.waitFor(() => expect(router.state.location.state?.calculator?.views).toEqual([1, 2, 3, 1]));
    expect(shownStep()).toBe(1);
    expect((screen.getByTestId('input-volume') as HTMLInputElement).value).toBe('6');
    await act(() => router.navigate(1));
    await screen.findByText('Beranda');
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(shownStep()).toBe(1));
    await back(router, 3);
  });
});

/** The calculator opened on one history entry: its address and state. */
function renderEntry(entry: { pathname: string; search?: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const renderEdit = (edit: {
  id: number | string;
  created_at: string;
  updated_at?: string;
  form: object;
  price_book_id?: number | null;
}) => renderEntry({ pathname: '/calculate/7', state: { edit } });

async function recalculate(volume: string) {
  const input = (await screen.findByTestId('input-volume')) as HTMLInputElement;
  fireEvent.change(input, { target: { value: volume } });
  fireEvent.click(screen.getByTestId('step-next'));
  fireEvent.click(screen.getByTestId('step-next'));
  fireEvent.click(screen.getByTestId('calculate-submit'));
}

describe('editing a stored result', () => {
  beforeEach(() => useCalculationSession.getState().clearAll());
  afterEach(asGuestAgain);

  it('recomputes a browser result in the browser and stores it without a save or update call', async () => {
    const stored = keepInBrowser('local_edit');
    const calls = vi.fn();
    serve((config) => {
      calls(config.method, config.url);
      return Promise.reject(new Error('no call expected'));
    });
    renderEdit({
      id: 'local_edit',
      created_at: stored.created_at,
      form: { ...stored.calculation_data, volume: 12.5 },
    });
    expect(((await screen.findByTestId('input-volume')) as HTMLInputElement).value).toBe('12,5');
    screen.getByTestId('editing-banner');
    await recalculate('20');
    await screen.findByTestId('back-to-history');
    const list = JSON.parse(localStorage.getItem('local_calculations') ?? '[]');
    const expected = calculateJob(fixtures.brickWall, { ...stored.calculation_data, volume: '20' });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'local_edit', is_local: true, created_at: stored.created_at });
    expect(list[0].summary.rab_total).toBe(expected.summary.rab_total);
    // Only reads (the price books of the book choice); no save or update.
    expect(calls.mock.calls.filter(([method]) => method !== 'get')).toEqual([]);
  });

  it('says a browser result removed since its edit opened is not here, and stores nothing', async () => {
    const stored = keepInBrowser('local_gone');
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    serve((config) => ok(config, { price_books: [] }));
    renderEdit({ id: 'local_gone', created_at: stored.created_at, form: stored.calculation_data });
    await screen.findByTestId('editing-banner');
    // Hapus in the history (after Back), or Sinkronkan in another tab, while the edit stays open.
    localStorage.setItem('local_calculations', '[]');
    await recalculate('20');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Kalkulasi tidak ditemukan di browser ini (mungkin sudah dihapus atau dipindahkan ke akun).',
      ),
    );
    expect(success).not.toHaveBeenCalledWith('Kalkulasi lokal berhasil diperbarui.');
    expect(localStorage.getItem('local_calculations')).toBe('[]');
    error.mockRestore();
    success.mockRestore();
  });

  it('updates an account result with PUT and shows the recomputed figures', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const sent = vi.fn();
    serve((config) => {
      sent(config.method, config.url, JSON.parse(String(config.data)));
      const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 31 };
      return ok(config, { calculation, message: 'Kalkulasi berhasil diperbarui.' });
    });
    const form = fixtures.localResult('x', 1).calculation_data;
    renderEdit({ id: 31, created_at: '2026-01-02T03:04:05.000Z', form });
    await recalculate('8');
    await screen.findByTestId('back-to-history');
    expect(sent.mock.calls[0]!.slice(0, 2)).toEqual(['put', '/calculations/history/31']);
    expect(sent.mock.calls[0]![2]).toMatchObject({ volume: '8' });
    expect(screen.queryByTestId('save-result')).toBeNull();
  });

  it('asks before overwriting a result another device changed since the edit opened, and keeps its own saves', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    sessionStorage.clear();
    const form = fixtures.localResult('x', 1).calculation_data;
    // The account's stored version: another device saved volume 12 at 10:00 after this edit opened the 09:00 one.
    let stored = { updated_at: '2026-11-26T10:00:00.000Z', volume: 12 };
    const sent: { volume: string; expected_updated_at?: string }[] = [];
    const recordOf = (version: typeof stored) =>
      toCalculationRecord({
        ...calculateJob(fixtures.brickWall, { ...form, volume: version.volume }),
        id: 36,
        is_local: false,
        created_at: '2026-11-26T08:00:00.000Z',
        updated_at: version.updated_at,
      });
    serve((config) => {
      if (config.method !== 'put') return ok(config, { price_books: [] });
      const body = JSON.parse(String(config.data));
      sent.push(body);
      if (body.expected_updated_at !== stored.updated_at)
        return refuse(config, 409, {
          message:
            'Kalkulasi ini sudah diubah di perangkat lain sejak Anda membukanya; perubahan Anda belum disimpan.',
          calculation: recordOf(stored),
        });
      stored = { updated_at: `2026-11-26T1${sent.length}:00:00.000Z`, volume: Number(body.volume) };
      return ok(config, { calculation: recordOf(stored), message: 'Kalkulasi berhasil diperbarui.' });
    });
    renderEdit({
      id: 36,
      created_at: '2026-11-26T08:00:00.000Z',
      updated_at: '2026-11-26T09:00:00.000Z',
      form,
    });
    await recalculate('8');
    const panel = await screen.findByTestId('edit-overtaken');
    expect(sent[0]).toMatchObject({ volume: '8', expected_updated_at: '2026-11-26T09:00:00.000Z' });
    expect(panel.textContent).toContain('sudah diubah di perangkat lain');
    expect(panel.textContent).toContain('volume 12 m²');
    expect(screen.getByTestId('edit-overtaken-open-latest').getAttribute('href')).toBe(
      '/calculate/7?ubah=36',
    );
    expect(screen.queryByTestId('back-to-history')).toBeNull();
    // The user keeps theirs, knowingly: sent against the other device's version, and stored.
    fireEvent.click(screen.getByTestId('edit-overtaken-keep-mine'));
    await screen.findByTestId('back-to-history');
    expect(sent[1]).toMatchObject({ volume: '8', expected_updated_at: '2026-11-26T10:00:00.000Z' });
    expect(stored.volume).toBe(8);
    // Hitung again on the same edit stands on this tab's own save, not on the version it opened: no question.
    fireEvent.click(screen.getByTestId('edit-input'));
    await recalculate('9');
    await vi.waitFor(() => expect(stored.volume).toBe(9));
    expect(sent[2]!.expected_updated_at).toBe('2026-11-26T12:00:00.000Z');
    expect(sent).toHaveLength(3);
  });

  it('takes the version its own save left when that answer was lost, without asking as if another device changed it', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    sessionStorage.clear();
    const form = fixtures.localResult('x', 1).calculation_data;
    let stored: { updated_at: string; form: CalculationFormData } = {
      updated_at: '2026-11-26T09:00:00.000Z',
      form,
    };
    const sent: { volume: string; expected_updated_at?: string }[] = [];
    const recordOf = (version: typeof stored) =>
      toCalculationRecord({
        ...calculateJob(fixtures.brickWall, version.form),
        id: 37,
        is_local: false,
        created_at: '2026-11-26T08:00:00.000Z',
        updated_at: version.updated_at,
        calculation_data: version.form,
      });
    serve((config) => {
      if (config.method !== 'put') return ok(config, { price_books: [] });
      const body = JSON.parse(String(config.data));
      sent.push(body);
      if (body.expected_updated_at !== stored.updated_at)
        return refuse(config, 409, {
          message:
            'Kalkulasi ini sudah diubah di perangkat lain sejak Anda membukanya; perubahan Anda belum disimpan.',
          calculation: recordOf(stored),
        });
      // Stored as the server does (the form's keys in another order, as jsonb keeps them) ...
      const { expected_updated_at: _version, ...fields } = body;
      const merged = { ...stored.form, ...fields };
      const reordered = Object.fromEntries(
        Object.entries(merged).reverse(),
      ) as unknown as CalculationFormData;
      stored = { updated_at: `2026-11-26T1${sent.length}:00:00.000Z`, form: reordered };
      // ... but the first answer never arrives.
      if (sent.length === 1) return Promise.reject(new AxiosError('timeout', 'ECONNABORTED', config));
      return ok(config, { calculation: recordOf(stored), message: 'Kalkulasi berhasil diperbarui.' });
    });
    const error = vi.spyOn(toast, 'error');
    renderEdit({
      id: 37,
      created_at: '2026-11-26T08:00:00.000Z',
      updated_at: '2026-11-26T09:00:00.000Z',
      form,
    });
    await recalculate('8');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    // Saved again with another volume: the 409 shows the lost save (volume 8), which is this tab's own.
    fireEvent.click(screen.getByTestId('step-prev'));
    fireEvent.click(screen.getByTestId('step-prev'));
    await recalculate('9');
    await screen.findByTestId('back-to-history');
    expect(sent.map((body) => [body.volume, body.expected_updated_at])).toEqual([
      ['8', '2026-11-26T09:00:00.000Z'],
      ['9', '2026-11-26T09:00:00.000Z'],
      ['9', '2026-11-26T11:00:00.000Z'],
    ]);
    expect(stored.form.volume).toBe('9');
    expect(screen.queryByTestId('edit-overtaken')).toBeNull();
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('sudah diubah di perangkat lain'));
    error.mockRestore();
  });

  it("prices the edit with the result's own book, not the one chosen last, and shows it in the selector", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    usePriceBookChoice.getState().choose(2, false);
    const details: unknown[] = [];
    const sent = vi.fn();
    const books = [
      { id: 2, name: 'DKI Jakarta 2026', region: 'DKI Jakarta', year: 2026, private: false },
      { id: 5, name: 'Kab. Sleman 2026', region: 'Kab. Sleman', year: 2026, private: false },
    ];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/price-books') return ok(config, { price_books: books });
      if (config.url?.startsWith('/job-types/')) {
        details.push(config.params?.price_book_id ?? null);
        return ok(config, { job_type: fixtures.brickWall });
      }
      sent(JSON.parse(String(config.data)));
      const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 32 };
      return ok(config, { calculation, message: 'Kalkulasi berhasil diperbarui.' });
    };
    try {
      const form = fixtures.localResult('x', 1).calculation_data;
      // Saved with the national catalogue: only the project name changes.
      renderEdit({ id: 32, created_at: '2026-01-02T03:04:05.000Z', form, price_book_id: null });
      await recalculate('8');
      await screen.findByTestId('back-to-history');
      expect(sent.mock.calls[0]![0]).toMatchObject({ price_book_id: null });
      expect(details).not.toContain(2);
      // The remembered choice is left for the next new job.
      expect(usePriceBookChoice.getState().bookId).toBe(2);
    } finally {
      usePriceBookChoice.getState().choose(null);
    }
  });

  it("shows a result's book in the edit's selector, and a change there prices this edit", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const sent = vi.fn();
    const books = [
      { id: 2, name: 'DKI Jakarta 2026', region: 'DKI Jakarta', year: 2026, private: false },
      { id: 5, name: 'Kab. Sleman 2026', region: 'Kab. Sleman', year: 2026, private: false },
    ];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/price-books') return ok(config, { price_books: books });
      if (config.url?.startsWith('/job-types/')) return ok(config, { job_type: fixtures.brickWall });
      sent(JSON.parse(String(config.data)));
      const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 33 };
      return ok(config, { calculation, message: 'Kalkulasi berhasil diperbarui.' });
    };
    const form = fixtures.localResult('x', 1).calculation_data;
    renderEdit({ id: 33, created_at: '2026-01-02T03:04:05.000Z', form, price_book_id: 5 });
    const select = (await screen.findByTestId('calculator-price-book')) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.value).toBe('5'));
    fireEvent.change(select, { target: { value: '2' } });
    await recalculate('8');
    await screen.findByTestId('back-to-history');
    expect(sent.mock.calls[0]![0]).toMatchObject({ price_book_id: 2 });
    expect(usePriceBookChoice.getState().bookId).toBeNull();
  });

  it("drops the edit's book, not the remembered one, when the book is gone at Hitung", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    usePriceBookChoice.getState().choose(2, false);
    const sent = vi.fn();
    const books = [{ id: 5, name: 'Kab. Sleman 2026', region: 'Kab. Sleman', year: 2026, private: false }];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/price-books') return ok(config, { price_books: books });
      if (config.url?.startsWith('/job-types/')) return ok(config, { job_type: fixtures.brickWall });
      const form = JSON.parse(String(config.data));
      sent(form);
      if (form.price_book_id === 5) return refuse(config, 404, { message: 'Daftar harga tidak ditemukan' });
      const calculation = { ...calculateJob(fixtures.brickWall, form), id: 34 };
      return ok(config, { calculation, message: 'Kalkulasi berhasil diperbarui.' });
    };
    try {
      const form = fixtures.localResult('x', 1).calculation_data;
      // Deleted by the admin after the edit opened: the update answers 404 for the book.
      renderEdit({ id: 34, created_at: '2026-01-02T03:04:05.000Z', form, price_book_id: 5 });
      await recalculate('8');
      await vi.waitFor(() => expect(useCalculationSession.getState().formData.price_book_id).toBeNull());
      // The next new job keeps its own choice; the edit now prices with the catalogue.
      expect(usePriceBookChoice.getState().bookId).toBe(2);
      fireEvent.click(screen.getByTestId('calculate-submit'));
      await screen.findByTestId('back-to-history');
      expect(sent.mock.calls.map(([sentForm]) => sentForm.price_book_id)).toEqual([5, null]);
    } finally {
      usePriceBookChoice.getState().choose(null);
    }
  });

  it('says once that a result deleted on another device is gone, at Hitung of its edit', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const error = vi.spyOn(toast, 'error');
    serve((config) =>
      config.method === 'put'
        ? refuse(config, 404, { message: 'Kalkulasi tidak ditemukan.' })
        : ok(config, { price_books: [] }),
    );
    renderEdit({
      id: 35,
      created_at: '2026-01-02T03:04:05.000Z',
      form: fixtures.localResult('x', 1).calculation_data,
    });
    await recalculate('8');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Kalkulasi tidak ditemukan.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error.mock.calls.filter(([message]) => message === 'Kalkulasi tidak ditemukan.')).toHaveLength(1);
    error.mockRestore();
  });

  it('turns what was typed into a new calculation when the result it edits is gone', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const sent: string[] = [];
    serve((config) => {
      sent.push(`${config.method} ${config.url}`);
      if (config.method === 'put') return refuse(config, 404, { message: 'Kalkulasi tidak ditemukan.' });
      if (config.url === '/calculations/7') return calculated(config);
      return ok(config, { price_books: [] });
    });
    const router = renderEdit({
      id: 37,
      created_at: '2026-01-02T03:04:05.000Z',
      form: fixtures.localResult('x', 1).calculation_data,
    });
    await recalculate('8');
    fireEvent.click(await screen.findByTestId('edit-gone-as-new'));
    // No longer an edit: the typed volume is the job's own form, calculated anew and saved as a new result.
    await vi.waitFor(() => expect(screen.queryByTestId('editing-banner')).toBeNull());
    expect(router.state.location.state?.edit).toBeUndefined();
    expect(((await screen.findByTestId('input-volume')) as HTMLInputElement).value).toBe('8');
    await recalculate('8');
    await screen.findByTestId('calculation-result');
    expect(sent.filter((call) => call.startsWith('post /calculations/7'))).toEqual(['post /calculations/7']);
    expect(screen.getByTestId('save-result').textContent).toBe('Simpan');
  });

  it("says a refused update's fields in its toasts, as 'param: msg'", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const error = vi.spyOn(toast, 'error');
    serve((config) =>
      config.method === 'put'
        ? refuse(config, 422, {
            message: 'Data yang dikirim tidak valid.',
            details: [{ param: 'volume', msg: 'Hasil perhitungan terlalu besar' }],
          })
        : ok(config, { price_books: [] }),
    );
    renderEdit({
      id: 31,
      created_at: '2026-01-02T03:04:05.000Z',
      form: fixtures.localResult('x', 1).calculation_data,
    });
    await recalculate('8');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('volume: Hasil perhitungan terlalu besar', undefined),
    );
    expect(error).not.toHaveBeenCalledWith('Data yang dikirim tidak valid.');
    error.mockRestore();
  });
});

describe('an edit named by the address (?ubah=), as in a new tab', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(asGuestAgain);

  it('opens a browser result kept in this browser and updates it in place', async () => {
    keepInBrowser('local_tab');
    serve(() => Promise.reject(new Error('no call expected')));
    const router = renderEntry({ pathname: '/calculate/7', search: '?ubah=local_tab' });
    await screen.findByTestId('editing-banner');
    expect((screen.getByTestId('input-volume') as HTMLInputElement).value).toBe('10');
    expect(router.state.location.search).toBe('?ubah=local_tab');
    await recalculate('20');
    await screen.findByTestId('back-to-history');
    const list = JSON.parse(localStorage.getItem('local_calculations') ?? '[]');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'local_tab', input: { volume: 20 } });
  });

  it('reads an account result from the server once the session is restored, and updates it with PUT', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const form = { volume: 12.5, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 };
    const record = toCalculationRecord({
      ...calculateJob(fixtures.brickWall, form),
      id: 31,
      created_at: '2026-01-02T03:04:05.000Z',
    });
    const sent = vi.fn();
    serve((config) => {
      sent(config.method, config.url);
      if (config.url === '/calculations/history/31' && config.method === 'get')
        return ok(config, { calculation: record });
      return config.method === 'put' ? calculated(config) : ok(config, { price_books: [] });
    });
    renderEntry({ pathname: '/calculate/7', search: '?ubah=31' });
    expect((await screen.findByTestId('editing-banner')).textContent).toContain('akun Anda');
    // The stored form fills the inputs as the edit opens (the banner may show a render before).
    await vi.waitFor(() =>
      expect((screen.getByTestId('input-volume') as HTMLInputElement).value).toBe('12,5'),
    );
    await recalculate('8');
    await screen.findByTestId('back-to-history');
    expect(sent).toHaveBeenCalledWith('put', '/calculations/history/31');
  });

  it('opens the fresh form, and forgets the name, for a result that is not there', async () => {
    serve((config) => ok(config, {}));
    const router = renderEntry({ pathname: '/calculate/7', search: '?ubah=local_gone' });
    await screen.findByTestId('input-volume');
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByTestId('editing-banner')).toBeNull();
    expect((screen.getByTestId('input-volume') as HTMLInputElement).value).toBe('');
  });
});

describe('a second tap on Simpan', () => {
  beforeEach(() => useCalculationSession.getState().clearAll());
  afterEach(asGuestAgain);

  it('saves once when Simpan is tapped twice before the answer', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    const keys: string[] = [];
    let answer: () => void = () => {};
    serve((config) => {
      const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 43 };
      if (config.url !== '/calculations/7/save') return ok(config, { calculation });
      keys.push(String(config.headers['Idempotency-Key']));
      return new Promise((resolve) => {
        answer = () => resolve(ok(config, { calculation, message: 'Disimpan.' }));
      });
    });
    renderPage();
    await fillAndSubmit('10');
    const save = await screen.findByTestId('save-result');
    fireEvent.click(save);
    fireEvent.click(save);
    await vi.waitFor(() => expect(keys).toHaveLength(1));
    act(() => answer());
    await screen.findByText('✓ Tersimpan di akun');
    expect(keys).toHaveLength(1);
  });
});
