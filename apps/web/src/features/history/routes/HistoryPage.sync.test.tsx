import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toCalculationRecord, type CalculationResult } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { LOCAL_CALCULATIONS_KEY, listLocalCalculations, saveLocalCalculation } from '../../../lib/storage';
import { fixtures } from '../../../test/fixtures';
import { useAuth } from '../../auth';
import HistoryPage from './HistoryPage';

// The bulk export's records, without building a PDF or workbook in jsdom.
const runExport = vi.hoisted(() => vi.fn());
vi.mock('../../export/exporters', () => ({ runExport }));

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

const stats = {
  count: 1,
  total_labor_cost: 0,
  total_material_cost: 0,
  total_cost: 800_000,
  total_rab: 1_000_000,
  by_category: [{ category_name: 'Pekerjaan Pasangan Dinding', count: 1, total_rab: 1_000_000 }],
  by_month: [{ month: '2026-11', count: 1, total_rab: 1_000_000 }],
};

/** An account record, as the API answers it: with the browser result it came from, if any. */
const accountRecord = (id: number, localId: string | null = null) => ({
  ...toCalculationRecord(fixtures.localResult(`x${id}`, 1_000_000)),
  id,
  is_local: false,
  local_id: localId,
});

const page = (calculations: object[]) => ({
  calculations,
  pagination: { page: 1, limit: 10, total: calculations.length, pages: 1 },
});

/** The account's answers: its stats, `records` as its history, and `sync` for POST /calculations/sync. */
function serve(records: object[], sync?: (sent: CalculationResult[]) => Promise<unknown> | unknown) {
  apiClient.defaults.adapter = async (config) => {
    if (config.url === '/calculations/stats') return ok(config, { stats });
    if (config.url === '/calculations/sync' && sync)
      return ok(config, await sync(JSON.parse(String(config.data)).calculations));
    if (config.method === 'delete') return ok(config, { deleted: 2 });
    return ok(config, page(records));
  };
}

const storedAll = (sent: CalculationResult[]) => ({
  synced: sent.length,
  skipped: 0,
  updated: 0,
  failed: [],
  calculations: [],
  message: `${sent.length} kalkulasi lokal disinkronkan ke akun Anda.`,
  repriced: [],
  results: sent.map((item, index) => ({ local_id: item.id, calculation_id: index + 1, status: 'stored' })),
});

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/history', element: <HistoryPage /> }], {
    initialEntries: ['/history'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const originalAdapter = apiClient.defaults.adapter;
const follows = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  useAuth.setState({ user: null, isAuthenticated: false });
  vi.restoreAllMocks();
  runExport.mockReset();
});

describe('a sync whose answer was lost: the account holds results the browser still has', () => {
  it('shows, counts and exports each once, the account card standing for its browser copy', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    serve([accountRecord(31, 'local_1')]);
    renderPage();

    await screen.findByTestId('history-stats');
    const sources = (await screen.findAllByTestId('history-source')).map((item) => item.textContent);
    expect(sources).toEqual(['Browser', 'Akun']);
    expect(screen.getByTestId('sync-waiting').textContent).toBe(
      '1 kalkulasi di browser ini belum tersimpan di akun Anda.',
    );

    fireEvent.click(within(screen.getByTestId('bulk-export')).getByTestId('export-json'));
    await vi.waitFor(() => expect(runExport).toHaveBeenCalledTimes(1));
    const exported = runExport.mock.calls[0]![0].records as { id: unknown }[];
    expect(exported.map((record) => record.id)).toEqual(['local_2', 31]);
    // The account holds local_1 as the browser has it: the copy a lost answer left goes from the browser (after a
    // logout it came back as a guest's result, offered to the next person's account).
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_2']);
  });

  it('keeps a browser copy changed here after the account stored it, for the next sync', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation({ ...fixtures.localResult('local_1', 1), updated_at: '2026-11-02T08:00:00.000Z' });
    serve([{ ...accountRecord(31, 'local_1'), updated_at: '2026-11-01T08:00:00.000Z' }]);
    renderPage();
    await screen.findByTestId('history-stats');
    await screen.findAllByTestId('history-source');
    expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_1']);
  });
});

describe('the sync panel on the page', () => {
  it('comes before the stats, and so does the notice of recomputed totals (on a phone the chart hid them)', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 2_662_090));
    serve([], (sent) => ({
      ...storedAll(sent),
      repriced: [
        {
          local_id: 'local_1',
          calculation_id: 1,
          before_rab: 2_662_090,
          after_rab: 2_676_490,
          before_hpp: null,
          after_hpp: 2_141_192,
        },
      ],
    }));
    renderPage();
    const statsSection = await screen.findByTestId('history-stats');
    expect(follows(screen.getByTestId('sync-panel'), statsSection)).toBe(true);

    const button = screen.getByTestId('sync-local');
    button.focus();
    fireEvent.click(button);
    const notice = await screen.findByTestId('sync-repriced');
    expect(follows(notice, statsSection)).toBe(true);
    // The button went with the synced result: the focus is on the notice, not the page's body.
    expect(document.activeElement).toBe(notice);
  });

  it('says how far a sync in parts has come', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const ids = Array.from({ length: 120 }, (_, index) => `local_${index + 1}`);
    localStorage.setItem(
      LOCAL_CALCULATIONS_KEY,
      JSON.stringify(ids.map((id) => fixtures.localResult(id, 1))),
    );
    let release!: () => void;
    serve([], async (sent) => {
      if (sent.length === 20) await new Promise<void>((resolve) => (release = resolve));
      return storedAll(sent);
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('sync-local'));

    await vi.waitFor(() =>
      expect(screen.getByTestId('sync-progress').textContent).toBe('Menyinkronkan 100 dari 120…'),
    );
    expect(screen.getByTestId('sync-waiting').textContent).toContain('20 kalkulasi');
    release();
    await vi.waitFor(() => expect(listLocalCalculations()).toEqual([]));
    expect(screen.getByTestId('sync-progress').textContent).toBe('');
    expect(screen.getByTestId('sync-outcome').textContent).toBe(
      '120 kalkulasi lokal disinkronkan ke akun Anda.',
    );
  });

  it('gives the focus to what the sync did once its button has gone, and to the heading when that is closed', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    serve([], storedAll);
    renderPage();
    const button = await screen.findByTestId('sync-local');
    button.focus();
    fireEvent.click(button);

    await vi.waitFor(() => expect(screen.queryByTestId('sync-local')).toBeNull());
    const outcome = screen.getByTestId('sync-outcome');
    expect(outcome.textContent).toBe('1 kalkulasi lokal disinkronkan ke akun Anda.');
    expect(document.activeElement).toBe(outcome);

    fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan sinkronisasi' }));
    expect(screen.queryByTestId('sync-panel')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'History' }));
  });
});

describe('choosing account results', () => {
  const three = [accountRecord(41), accountRecord(42), accountRecord(43)];
  const selectedCount = () => screen.queryByTestId('history-selected-count')?.textContent;

  it('chooses every one on the page at once, and none again with "Batal pilih"', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve(three);
    renderPage();
    await screen.findAllByTestId('history-item');

    fireEvent.click(screen.getByRole('button', { name: 'Pilih semua di halaman ini' }));
    expect(selectedCount()).toBe('3 kalkulasi akun dipilih');
    expect(screen.getByTestId('bulk-export-scope').textContent).toBe('3 kalkulasi dipilih');
    // Its button went (all are chosen): the focus is on "Batal pilih", not the page's body.
    const clear = screen.getByRole('button', { name: 'Batal pilih' });
    expect(document.activeElement).toBe(clear);

    fireEvent.click(clear);
    expect(selectedCount()).toBeUndefined();
    expect(screen.getByTestId('bulk-export-scope').textContent).toBe(
      'Semua kalkulasi sesuai pencarian dan filter',
    );
    expect(document.activeElement).toBe(screen.getByTestId('history-search'));
  });

  it('drops the choice when a search is typed, and says so', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve(three);
    renderPage();
    await screen.findAllByTestId('history-item');
    fireEvent.click(screen.getByTestId('history-select-41'));
    fireEvent.click(screen.getByTestId('history-select-42'));
    expect(selectedCount()).toBe('2 kalkulasi akun dipilih');

    fireEvent.change(screen.getByTestId('history-search'), { target: { value: 'gudang' } });

    await vi.waitFor(() => expect(selectedCount()).toBeUndefined());
    const note = screen.getByTestId('history-selection-note');
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toBe('Pilihan 2 kalkulasi dibatalkan karena pencarian atau filter berubah.');
    expect(screen.getByTestId('bulk-export-scope').textContent).toBe(
      'Semua kalkulasi sesuai pencarian dan filter',
    );

    // The next choice is the user's own: the note goes.
    fireEvent.click(await screen.findByTestId('history-select-43'));
    expect(note.textContent).toBe('');
  });

  it('keeps the focus on the page after "Ya, hapus": the search box takes it', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve(three);
    renderPage();
    await screen.findAllByTestId('history-item');
    fireEvent.click(screen.getByTestId('history-select-41'));
    fireEvent.click(screen.getByTestId('history-select-42'));
    fireEvent.click(screen.getByTestId('history-bulk-delete'));
    const confirm = screen.getByTestId('history-bulk-delete-confirm');
    confirm.focus();
    fireEvent.click(confirm);

    await vi.waitFor(() => expect(selectedCount()).toBeUndefined());
    expect(document.activeElement).toBe(screen.getByTestId('history-search'));
  });

  it('gives the focus back to "Hapus yang dipilih" when the question is answered Batal', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    serve(three);
    renderPage();
    await screen.findAllByTestId('history-item');
    fireEvent.click(screen.getByTestId('history-select-41'));
    fireEvent.click(screen.getByTestId('history-bulk-delete'));
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(document.activeElement).toBe(screen.getByTestId('history-bulk-delete'));
  });
});
