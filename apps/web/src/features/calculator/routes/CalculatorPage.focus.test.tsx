import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculateJob, formatRupiah } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { useAuth } from '../../auth';
import { useCalculationSession } from '../store';
import CalculatorPage from './CalculatorPage';

// Where the focus goes when Hitung and Simpan change the screen under it: never to the page's body.

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

/** The brick wall's details, its calculation by core, and a save that answers when `answerSave` is called. */
function serve() {
  const saves: string[] = [];
  let answerSave = () => {};
  apiClient.defaults.adapter = (config) => {
    if (config.url?.startsWith('/job-types/')) return ok(config, { job_type: fixtures.brickWall });
    const calculation = { ...calculateJob(fixtures.brickWall, JSON.parse(String(config.data))), id: 51 };
    if (config.url !== '/calculations/7/save') return ok(config, { calculation });
    saves.push(String(config.url));
    return new Promise((resolve) => {
      answerSave = () => resolve(ok(config, { calculation, message: 'Disimpan.' }));
    });
  };
  return { saves, answerSave: () => answerSave() };
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Beranda</p> },
      { path: '/calculate/:jobTypeId', element: <CalculatorPage /> },
    ],
    { initialEntries: ['/', '/calculate/7'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Volume 10 through the steps, then Hitung pressed from the keyboard (the button has the focus). */
async function calculate() {
  fireEvent.change(await screen.findByTestId('input-volume'), { target: { value: '10' } });
  fireEvent.click(screen.getByTestId('step-next'));
  fireEvent.click(screen.getByTestId('step-next'));
  const hitung = screen.getByTestId('calculate-submit');
  hitung.focus();
  fireEvent.click(hitung);
  await screen.findByTestId('calculation-result');
}

const originalAdapter = apiClient.defaults.adapter;

describe('the focus when Hitung opens the result', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it("goes to the result's heading, which names the result and says its RAB", async () => {
    serve();
    renderPage();
    await calculate();
    const heading = screen.getByRole('heading', { level: 2, name: /^Hasil perhitungan: / });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.textContent).toBe(`Hasil perhitungan: ${fixtures.brickWall.name}`);
    const described = (heading.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent?.trim());
    const rab = calculateJob(fixtures.brickWall, {
      volume: '10',
      productivity: '10',
      worker_ratio: '1:3',
      profit_percentage: '20',
    });
    expect(described).toEqual([
      'RAB (harga jual dengan margin keuntungan 20%)',
      formatRupiah(rab.summary.rab_total),
    ]);
  });

  it('stays where it is when Back and Forward reopen the result', async () => {
    serve();
    const router = renderPage();
    await calculate();
    // Generous waits: each move lands after a few renders, slow on a busy machine.
    const landed = { timeout: 3000 };
    await vi.waitFor(
      () => expect(router.state.location.state?.calculator?.views.at(-1)).toBe('hasil'),
      landed,
    );
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(screen.queryByTestId('calculation-result')).toBeNull(), landed);
    screen.getByTestId('calculate-submit').focus();
    await act(() => router.navigate(1));
    await screen.findByTestId('calculation-result', {}, landed);
    // The result came back through history, as a step does: no focus is moved to it.
    expect(document.activeElement).not.toBe(screen.getByTestId('result-heading'));
  });
});

describe('Simpan while and after it saves', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('keeps the focus on the button, which says it is busy and does nothing more (account)', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const server = serve();
    renderPage();
    await calculate();
    const save = screen.getByTestId('save-result') as HTMLButtonElement;
    save.focus();
    fireEvent.click(save);
    await screen.findByText('Menyimpan...');
    // Not `disabled`: a disabled button drops the focus to the page.
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    act(() => server.answerSave());
    await screen.findByText('✓ Tersimpan di akun');
    expect(screen.getByTestId('save-result')).toBe(save);
    expect(document.activeElement).toBe(save);
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    expect(server.saves).toHaveLength(1);
  });

  it('keeps the focus on the button once saved in the browser, and saves once', async () => {
    serve();
    renderPage();
    await calculate();
    const save = screen.getByTestId('save-result') as HTMLButtonElement;
    expect(save.getAttribute('aria-disabled')).toBe('false');
    save.focus();
    fireEvent.click(save);
    expect(save.textContent).toBe('✓ Tersimpan di browser');
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(JSON.parse(localStorage.getItem('local_calculations') ?? '[]')).toHaveLength(1);
  });
});
