import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { formatRupiah, toCalculationRecord } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { connectionMessages } from '../../../lib/messages';
import { listLocalCalculations, saveLocalCalculation } from '../../../lib/storage';
import { fixtures } from '../../../test/fixtures';
import { useAuth } from '../../auth';
import HistoryPage from './HistoryPage';

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
const accountRecord = {
  ...toCalculationRecord(fixtures.localResult('x', 1_000_000)),
  id: 31,
  is_local: false,
};

function renderPage(address = '/history') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/history', element: <HistoryPage /> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const originalAdapter = apiClient.defaults.adapter;

describe('the history page', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('shows a guest the browser results and the reason to register, with no sync', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1_000_000));
    renderPage();
    expect(screen.getByTestId('history-source').textContent).toBe('Browser');
    expect(screen.getByTestId('history-register-cta')).toBeTruthy();
    expect(screen.queryByTestId('sync-local')).toBeNull();
  });

  it('lists account and browser results and syncs, keeping the one that failed', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    saveLocalCalculation(fixtures.localResult('local_2', 2));
    const sent = vi.fn();
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url === '/calculations/sync') {
        sent(JSON.parse(String(config.data)));
        return ok(config, {
          synced: 1,
          skipped: 0,
          failed: [{ local_id: 'local_1', msg: 'Jenis pekerjaan tidak ditemukan' }],
          calculations: [accountRecord],
          message: '1 kalkulasi disinkronkan',
        });
      }
      return ok(config, {
        calculations: [accountRecord],
        pagination: { page: 1, limit: 10, total: 1, pages: 1 },
      });
    };
    renderPage();
    await screen.findByTestId('history-stats');
    const sources = (await screen.findAllByTestId('history-source')).map((item) => item.textContent);
    expect(sources).toEqual(['Browser', 'Browser', 'Akun']);
    expect(screen.getByTestId('sync-waiting').textContent).toContain('2 kalkulasi');

    fireEvent.click(screen.getByTestId('sync-local'));
    await vi.waitFor(() => expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_1']));
    expect(sent.mock.calls[0]![0].calculations.map((item: { id: string }) => item.id)).toEqual([
      'local_2',
      'local_1',
    ]);
    expect(screen.getByTestId('sync-waiting').textContent).toContain('1 kalkulasi');
  });

  describe('logged in and offline', () => {
    afterEach(() => vi.restoreAllMocks());
    const goOffline = () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      apiClient.defaults.adapter = (config) =>
        Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    };

    it('says the account results come back when connected, never that nothing is saved', async () => {
      useAuth.setState({ isAuthenticated: true, loading: false });
      goOffline();
      renderPage();
      expect((await screen.findByTestId('history-offline')).textContent).toBe(
        connectionMessages.historyOffline,
      );
      expect(screen.queryByText('Belum ada kalkulasi tersimpan.')).toBeNull();
      expect(screen.queryByTestId('history-list')).toBeNull();
    });

    it('still lists the results kept in this browser', async () => {
      useAuth.setState({ isAuthenticated: true, loading: false });
      saveLocalCalculation(fixtures.localResult('local_1', 1));
      goOffline();
      renderPage();
      await screen.findByTestId('history-offline');
      expect(screen.getAllByTestId('history-source').map((item) => item.textContent)).toEqual(['Browser']);
    });
  });

  it('pages by cursor, on past the server count cap while pages come back full', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const pagesAsked: string[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      const page = Number(config.params?.page ?? 1);
      pagesAsked.push(`${page}:${config.params?.cursor ?? ''}`);
      // 25 pages fit the cap of 500; page 26 is the last, half full.
      return ok(config, {
        calculations: [{ ...accountRecord, id: 100 + page }],
        pagination: {
          page,
          limit: 20,
          total: 500,
          pages: 25,
          total_exact: false,
          next_cursor: page < 26 ? `cursor-${page}` : null,
        },
      });
    };
    renderPage();
    expect((await screen.findByTestId('history-page')).textContent).toBe('Halaman 1 · lebih dari 500 hasil');
    const next = () => screen.getByTestId('history-next-page') as HTMLButtonElement;
    for (let page = 1; page < 26; page += 1) {
      await vi.waitFor(() => expect(next().disabled).toBe(false));
      fireEvent.click(next());
    }
    // Every page after the first is read from the cursor the page before it gave, never by offset.
    await vi.waitFor(() => expect(pagesAsked).toContain('26:cursor-25'));
    expect(pagesAsked.filter((asked) => !asked.startsWith('1:'))).toEqual(
      Array.from({ length: 25 }, (_, index) => `${index + 2}:cursor-${index + 1}`),
    );
    await vi.waitFor(() =>
      expect((screen.getByTestId('history-next-page') as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('opens on the page, sort, search and filters its address names, and keeps page turns there', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const asked: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      asked.push(config.params);
      const page = Number(config.params?.page ?? 1);
      return ok(config, {
        calculations: [{ ...accountRecord, id: 100 + page }],
        pagination: { page, limit: 10, total: 60, pages: 6, total_exact: true, next_cursor: `after-${page}` },
      });
    };
    const router = renderPage(
      '/history?search=dinding&sort=rab_total%3Adesc&category_id=3&date_from=2026-01-01&page=4&cursor=after-3',
    );
    // Until the page arrives its count is not known: no "of 1".
    expect(screen.getByTestId('history-page').textContent).toBe('Halaman 4');
    await vi.waitFor(() => expect(screen.getByTestId('history-page').textContent).toBe('Halaman 4 dari 6'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('dinding');
    expect(asked[0]).toMatchObject({
      page: 4,
      cursor: 'after-3',
      search: 'dinding',
      sort: 'rab_total',
      order: 'desc',
      category_id: 3,
      date_from: '2026-01-01',
    });
    const next = screen.getByTestId('history-next-page') as HTMLButtonElement;
    await vi.waitFor(() => expect(next.disabled).toBe(false));
    fireEvent.click(next);
    await vi.waitFor(() => expect(screen.getByTestId('history-page').textContent).toBe('Halaman 5 dari 6'));
    const address = new URLSearchParams(router.state.location.search);
    expect([address.get('page'), address.get('cursor'), address.get('search')]).toEqual([
      '5',
      'after-4',
      'dinding',
    ]);
    // Replaced, not pushed: Back leaves the list instead of stepping through its pages.
    expect(router.state.historyAction).toBe('REPLACE');
    // Page 3's cursor was never seen (the list opened on page 4): it is asked for by its number.
    fireEvent.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sebelumnya' }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 3 }));
    expect(asked.at(-1)).not.toHaveProperty('cursor');
    // Another search starts again at its first page.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lantai' } });
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=lantai&sort=rab_total%3Adesc&category_id=3&date_from=2026-01-01',
      ),
    );
  });

  it('keeps every key typed into the search while the address catches up ("gudang", not "gdag")', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const searched: string[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      searched.push(String(config.params?.search ?? ''));
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    // The address changes a moment after it is asked to, as in a browser (here: after a loader's answer).
    const router = createMemoryRouter(
      [
        {
          path: '/history',
          element: <HistoryPage />,
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 5)),
        },
      ],
      { initialEntries: ['/history?sort=rab_total%3Adesc'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const box = await screen.findByRole<HTMLInputElement>('searchbox');
    // Keys a few milliseconds apart: each lands on what the box shows, before the address has changed.
    for (const key of 'gudang') fireEvent.change(box, { target: { value: box.value + key } });
    expect(box.value).toBe('gudang');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?search=gudang&sort=rab_total%3Adesc'));
    await vi.waitFor(() => expect(searched.at(-1)).toBe('gudang'));
    expect(box.value).toBe('gudang');

    // The address still fills the box when it changes by itself (Back, a link to another search).
    await act(() => router.navigate('/history?search=lantai'));
    expect(box.value).toBe('lantai');
  });

  it('keeps the focus on the pager on the last page, and says the page reached', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      const page = Number(config.params?.page ?? 1);
      return ok(config, {
        calculations: [{ ...accountRecord, id: 100 + page }],
        pagination: {
          page,
          limit: 10,
          total: 15,
          pages: 2,
          total_exact: true,
          next_cursor: page < 2 ? 'c' : null,
        },
      });
    };
    renderPage();
    const spoken = await screen.findByTestId('history-page');
    expect(spoken.getAttribute('aria-live')).toBe('polite');
    await vi.waitFor(() => expect(spoken.textContent).toBe('Halaman 1 dari 2'));
    const next = screen.getByTestId('history-next-page') as HTMLButtonElement;
    await vi.waitFor(() => expect(next.disabled).toBe(false));
    next.focus();
    fireEvent.click(next);
    await vi.waitFor(() => expect(spoken.textContent).toBe('Halaman 2 dari 2'));
    await vi.waitFor(() => expect(next.disabled).toBe(true));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sebelumnya' })),
    );
  });

  it("asks for the user's days: the date filter goes with the browser's UTC offset (WIB -420)", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const offset = vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-420);
    const asked: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      asked.push(config.params);
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage('/history?date_from=2026-11-26&date_to=2026-11-26');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ date_from: '2026-11-26', date_to: '2026-11-26', tz_offset: -420 });
    offset.mockRestore();
  });

  it('sends no offset without a date filter', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const asked: Record<string, unknown>[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      asked.push(config.params);
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage('/history?category_id=3');
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).not.toHaveProperty('tz_offset');
  });

  it('goes back to the last page that has rows when its page is past the end', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const asked: number[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url !== '/calculations/history') return ok(config, { categories: [] });
      const page = Number(config.params?.page ?? 1);
      asked.push(page);
      return ok(config, {
        calculations: page <= 3 ? [{ ...accountRecord, id: 100 + page }] : [],
        pagination: { page, limit: 10, total: 25, pages: 3, total_exact: true, next_cursor: null },
      });
    };
    // An old address, or the last rows of page 9 deleted: not an empty page saying nothing is saved.
    const router = renderPage('/history?sort=rab_total%3Adesc&page=9');
    // Page 3's row, not its label: the label says 'Halaman 3 dari 3' from page 9's answer, kept while page 3 is
    // asked for, so under load it came before page 3 had even been asked for (asked was [9]).
    await vi.waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(1));
    expect(screen.getByTestId('history-page').textContent).toBe('Halaman 3 dari 3');
    expect(asked).toEqual([9, 3]);
    expect(router.state.location.search).toBe('?sort=rab_total%3Adesc&page=3');
  });

  it('sends one sync for a double tap on Sinkronkan, the button aria-disabled while it runs', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    let syncs = 0;
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/sync') {
        syncs += 1;
        return ok(config, { synced: 1, skipped: 0, failed: [], calculations: [accountRecord] });
      }
      if (config.url === '/calculations/stats') return ok(config, { stats });
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage();
    const button = await screen.findByTestId('sync-local');
    fireEvent.click(button);
    // Still focusable (a disabled button drops the focus to the page), but a second tap starts nothing.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    await vi.waitFor(() => expect(listLocalCalculations()).toEqual([]));
    expect(syncs).toBe(1);
  });

  it('keeps a browser copy the account did not take as the browser had it, and says so', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    // local_1: changed in the browser after a sync whose answer was lost, now updated in the account.
    // local_2: changed in the account (another device) later than this copy: it stays here.
    saveLocalCalculation(fixtures.localResult('local_1', 5_320_000));
    saveLocalCalculation(fixtures.localResult('local_2', 532_000));
    const message =
      '1 kalkulasi di akun diperbarui dengan perubahan dari browser ini. 1 kalkulasi lokal tidak disinkronkan karena versinya di akun diubah lebih baru; salinannya tetap di browser ini.';
    const said = vi.spyOn(toast, 'success');
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/sync')
        return ok(config, {
          synced: 0,
          skipped: 1,
          updated: 1,
          failed: [],
          calculations: [accountRecord],
          message,
          repriced: [],
          results: [
            { local_id: 'local_1', calculation_id: 31, status: 'updated' },
            { local_id: 'local_2', calculation_id: 32, status: 'account_newer' },
          ],
        });
      if (config.url === '/calculations/stats') return ok(config, { stats });
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('sync-local'));
    await vi.waitFor(() => expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_2']));
    expect(screen.getByTestId('sync-waiting').textContent).toContain('1 kalkulasi');
    // Not a plain success: one copy was kept back.
    expect(said).not.toHaveBeenCalledWith(message);
    vi.restoreAllMocks();
  });

  it('keeps a browser copy changed while its sync was on the way, for the next sync', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const copy = fixtures.localResult('local_1', 532_000);
    saveLocalCalculation(copy);
    apiClient.defaults.adapter = async (config) => {
      if (config.url === '/calculations/sync') {
        // The user changes the copy (another tab) before the answer arrives.
        saveLocalCalculation({ ...copy, input: { ...copy.input, volume: 40 }, updated_at: 'nanti' });
        return ok(config, {
          synced: 1,
          skipped: 0,
          updated: 0,
          failed: [],
          calculations: [accountRecord],
          results: [{ local_id: 'local_1', calculation_id: 31, status: 'stored' }],
        });
      }
      if (config.url === '/calculations/stats') return ok(config, { stats });
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('sync-local'));
    await screen.findByText('Sinkronkan');
    expect(listLocalCalculations().map((item) => item.input.volume)).toEqual([40]);
  });

  it('keeps every browser result when the sync fails', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/sync')
        return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
      if (config.url === '/calculations/stats') return ok(config, { stats });
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('sync-local'));
    await screen.findByText('Sinkronkan');
    expect(listLocalCalculations()).toHaveLength(1);
  });

  describe('"Hapus semua di browser" with another tab open', () => {
    afterEach(() => vi.restoreAllMocks());
    const saveInOtherTab = (id: string) => {
      saveLocalCalculation(fixtures.localResult(id, 3));
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'local_calculations' }));
      });
    };

    it('follows a result the other tab saves, and asks about and removes what it shows', () => {
      saveLocalCalculation(fixtures.localResult('local_1', 1));
      saveLocalCalculation(fixtures.localResult('local_2', 2));
      const success = vi.spyOn(toast, 'success');
      renderPage();
      fireEvent.click(screen.getByTestId('local-clear'));
      expect(screen.getByText('Hapus 2 kalkulasi dari browser ini?')).toBeTruthy();
      saveInOtherTab('local_3');
      expect(screen.getAllByTestId('history-item')).toHaveLength(3);
      expect(screen.getByText('Hapus 3 kalkulasi dari browser ini?')).toBeTruthy();
      fireEvent.click(screen.getByTestId('local-clear-confirm'));
      expect(success).toHaveBeenCalledWith('3 kalkulasi dihapus dari browser Anda.');
      expect(listLocalCalculations()).toEqual([]);
    });

    it('removes only the results it listed, and says how many', () => {
      saveLocalCalculation(fixtures.localResult('local_1', 1));
      saveLocalCalculation(fixtures.localResult('local_2', 2));
      const success = vi.spyOn(toast, 'success');
      renderPage();
      fireEvent.click(screen.getByTestId('local-clear'));
      // Saved elsewhere, its storage event not yet here.
      saveLocalCalculation(fixtures.localResult('local_3', 3));
      fireEvent.click(screen.getByTestId('local-clear-confirm'));
      expect(success).toHaveBeenCalledWith('2 kalkulasi dihapus dari browser Anda.');
      expect(listLocalCalculations().map((item) => item.id)).toEqual(['local_3']);
      expect(screen.getAllByTestId('history-item')).toHaveLength(1);
    });

    it('drops the results another tab synced to the account', () => {
      saveLocalCalculation(fixtures.localResult('local_1', 1));
      renderPage();
      expect(screen.getAllByTestId('history-item')).toHaveLength(1);
      localStorage.removeItem('local_calculations');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'local_calculations' }));
      });
      expect(screen.queryByTestId('history-item')).toBeNull();
    });
  });

  describe('a result deleted on another device', () => {
    afterEach(() => vi.restoreAllMocks());
    const notFound = (config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', config, {}, {
          data: { message: 'Kalkulasi tidak ditemukan.' },
          status: 404,
          statusText: 'Not Found',
          headers: {},
          config,
        } as AxiosResponse),
      );
    /** The account's one result, gone from the server: its list and stats read after the refusal lack it. */
    function serveGoneResult() {
      useAuth.setState({ isAuthenticated: true, loading: false });
      const reads = { list: 0, stats: 0 };
      let gone = false;
      apiClient.defaults.adapter = (config) => {
        if (config.url === '/calculations/stats') {
          reads.stats += 1;
          return ok(config, { stats: gone ? { ...stats, count: 0, by_category: [], by_month: [] } : stats });
        }
        if (config.url === '/calculations/history') {
          reads.list += 1;
          return ok(config, {
            calculations: gone ? [] : [accountRecord],
            pagination: { page: 1, limit: 10, total: gone ? 0 : 1, pages: gone ? 0 : 1 },
          });
        }
        if (config.url?.startsWith('/calculations/history/31')) {
          gone = true;
          return notFound(config);
        }
        return ok(config, { categories: [] });
      };
      return reads;
    }

    it('leaves the list after Hapus answers "Kalkulasi tidak ditemukan.", the stats read again', async () => {
      const reads = serveGoneResult();
      const error = vi.spyOn(toast, 'error');
      renderPage();
      const item = await screen.findByTestId('history-item');
      await vi.waitFor(() => expect(reads.stats).toBe(1));
      fireEvent.click(within(item).getByTestId('history-delete'));
      fireEvent.click(within(item).getByTestId('history-delete-confirm'));
      await screen.findByText('Belum ada kalkulasi tersimpan.');
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('Kalkulasi tidak ditemukan.');
      expect(reads.list).toBe(2);
      expect(reads.stats).toBe(2);
    });

    it('leaves the list after Duplikat answers "Kalkulasi tidak ditemukan."', async () => {
      const reads = serveGoneResult();
      const error = vi.spyOn(toast, 'error');
      renderPage();
      fireEvent.click(within(await screen.findByTestId('history-item')).getByTestId('history-duplicate'));
      await screen.findByText('Belum ada kalkulasi tersimpan.');
      expect(error).toHaveBeenCalledWith('Kalkulasi tidak ditemukan.');
      expect(screen.queryByTestId('history-item')).toBeNull();
      expect(reads.list).toBe(2);
    });
  });

  it('deletes a browser result only after confirmation', () => {
    saveLocalCalculation(fixtures.localResult('local_1', 1));
    renderPage();
    const item = screen.getByTestId('history-item');
    fireEvent.click(within(item).getByTestId('history-delete'));
    expect(listLocalCalculations()).toHaveLength(1);
    fireEvent.click(within(item).getByTestId('history-delete-confirm'));
    expect(listLocalCalculations()).toHaveLength(0);
  });
});

describe('the focus after "Ya, hapus"', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false });
  });
  const cardOf = (key: string) => document.querySelector<HTMLElement>(`[data-entry="${key}"]`)!;
  /** Hapus, then "Ya, hapus" on the card `key`, from the keyboard (the focus on each button pressed). */
  function deleteCard(key: string) {
    const hapus = within(cardOf(key)).getByTestId('history-delete');
    hapus.focus();
    fireEvent.click(hapus);
    const confirm = within(cardOf(key)).getByTestId('history-delete-confirm');
    confirm.focus();
    fireEvent.click(confirm);
  }

  it("goes to the next card's Hapus, the previous one's after the last card, the heading when none is left", () => {
    for (const id of ['local_3', 'local_2', 'local_1']) saveLocalCalculation(fixtures.localResult(id, 1));
    renderPage();
    const keys = () => screen.getAllByTestId('history-item').map((card) => card.dataset.entry);
    expect(keys()).toEqual(['browser-local_1', 'browser-local_2', 'browser-local_3']);

    deleteCard('browser-local_2');
    expect(keys()).toEqual(['browser-local_1', 'browser-local_3']);
    expect(document.activeElement).toBe(within(cardOf('browser-local_3')).getByTestId('history-delete'));
    deleteCard('browser-local_3');
    expect(document.activeElement).toBe(within(cardOf('browser-local_1')).getByTestId('history-delete'));
    deleteCard('browser-local_1');
    expect(screen.queryByTestId('history-item')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'History' }));
  });

  it("waits on the card's own Hapus while the account deletes it, then goes on to the next card", async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const records = [31, 32].map((id) => ({ ...accountRecord, id }));
    let answerDelete: (() => void) | undefined;
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url === '/calculations/history/31' && config.method === 'delete')
        return new Promise((resolve) => {
          answerDelete = () => {
            records.shift();
            resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
          };
        });
      if (config.url === '/calculations/history')
        return ok(config, {
          calculations: [...records],
          pagination: { page: 1, limit: 10, total: records.length, pages: 1 },
        });
      return ok(config, { categories: [] });
    };
    renderPage();
    await vi.waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(2));
    deleteCard('account-31');
    await vi.waitFor(() => expect(answerDelete).toBeDefined());
    expect(document.activeElement).toBe(within(cardOf('account-31')).getByTestId('history-delete'));
    answerDelete!();
    await vi.waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(1));
    expect(document.activeElement).toBe(within(cardOf('account-32')).getByTestId('history-delete'));
  });

  it('goes to the search box when the account has no card left', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    let records = [accountRecord];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url === '/calculations/history/31') {
        records = [];
        return ok(config, {});
      }
      if (config.url === '/calculations/history')
        return ok(config, { calculations: records, pagination: { page: 1, limit: 10, total: 1, pages: 1 } });
      return ok(config, { categories: [] });
    };
    renderPage();
    await screen.findByTestId('history-item');
    deleteCard('account-31');
    await screen.findByText('Belum ada kalkulasi tersimpan.');
    expect(document.activeElement).toBe(screen.getByTestId('history-search'));
  });
});

describe('a sync that recomputed totals with the current prices', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false });
  });

  it('names the result and both RABs until the notice is closed', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false });
    const local = fixtures.localResult('local_1', 2_662_090);
    saveLocalCalculation({
      ...local,
      input: { ...local.input, project_name: 'Rumah Budi' },
      summary: { ...local.summary, total_cost: 2_129_672 },
    });
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/calculations/stats') return ok(config, { stats });
      if (config.url === '/calculations/sync')
        return ok(config, {
          synced: 1,
          skipped: 0,
          failed: [],
          calculations: [accountRecord],
          message: '1 kalkulasi lokal disinkronkan ke akun Anda.',
          repriced: [
            {
              local_id: 'local_1',
              calculation_id: 31,
              before_rab: 2_662_090,
              after_rab: 2_676_490,
              before_hpp: 2_129_672,
              after_hpp: 2_141_192,
            },
          ],
        });
      return ok(config, { calculations: [], pagination: { page: 1, limit: 10, total: 0, pages: 0 } });
    };
    renderPage();
    // The live region is there before the notice, so a screen reader reads the notice when it comes.
    const regions = screen.getAllByRole('status');
    fireEvent.click(await screen.findByTestId('sync-local'));
    const notice = await screen.findByTestId('sync-repriced');
    expect(regions.some((region) => region.contains(notice))).toBe(true);
    expect(screen.getByTestId('sync-repriced-title').textContent).toBe(
      `1 kalkulasi dihitung ulang dengan harga terbaru: RAB ${formatRupiah(2_662_090)} → ${formatRupiah(2_676_490)}, HPP ${formatRupiah(2_129_672)} → ${formatRupiah(2_141_192)} (${local.job_type.name}, Rumah Budi).`,
    );
    // Not a toast gone in seconds: it stays until closed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('sync-repriced')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByTestId('sync-repriced')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'History' }));
  });
});
