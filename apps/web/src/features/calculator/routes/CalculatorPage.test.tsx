import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculateJob, formatRupiah } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { useCalculationSession } from '../store';
import { useAuth } from '../../auth';
import CalculatorPage from './CalculatorPage';

type Answer = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>;

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

/** The details call answers with the brick wall; the calculation call with `calculate`. */
function serve(calculate: Answer) {
  apiClient.defaults.adapter = (config) =>
    config.url?.startsWith('/job-types/') ? ok(config, { job_type: fixtures.brickWall }) : calculate(config);
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: ['/calculate/7'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

  it('falls back to the browser estimate when the server cannot be reached', async () => {
    serve((config) => Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {})));
    renderPage();
    await fillAndSubmit('10');
    await screen.findByTestId('calculation-result');
    expect(screen.getByTestId('result-estimate')).toBeTruthy();
    // 10 m² at 10 m²/day with 1 tukang + 3 pekerja: 1 day × (150.000 + 3 × 135.000).
    expect(screen.getByTestId('result-labor-total').textContent).toBe(formatRupiah(555_000));
  });

  it('puts 422 details under the fields and returns to their step', async () => {
    serve((config) =>
      Promise.reject(
        new AxiosError('Unprocessable', 'ERR_BAD_REQUEST', config, {}, {
          status: 422,
          statusText: '',
          headers: {},
          config,
          data: { message: 'Data tidak valid', details: [{ param: 'volume', msg: 'Volume terlalu besar' }] },
        } as AxiosResponse),
      ),
    );
    renderPage();
    await fillAndSubmit('10');
    expect((await screen.findByTestId('error-volume')).textContent).toBe('Volume terlalu besar');
    expect(screen.getByTestId('calculation-error').textContent).toBe('Data tidak valid');
  });
});

describe('the calculator page for a logged-in user', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('says that Simpan still keeps the result in this browser', async () => {
    useCalculationSession.getState().clearAll();
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve((config) =>
      ok(config, { calculation: calculateJob(fixtures.brickWall, JSON.parse(String(config.data))) }),
    );
    renderPage();
    await fillAndSubmit('10');
    const save = await screen.findByTestId('save-result');
    expect(save.textContent).toBe('Simpan (di browser)');
    expect(save.getAttribute('title')).toContain('browser');
  });
});
