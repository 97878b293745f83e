import { lazy, Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { BookPriceLine, PriceBook } from '../api';
import PriceBookPage from './PriceBookPage';

// The owner's price book: a price typed "65,000" is refused as the import refuses it (it was saved as Rp 65), the
// delete says which projects it leaves on the catalogue, and a deleted book's editor goes at once.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
const owner = fixtures.user();
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: owner }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
  for (const mock of [toast.success, toast.error]) vi.mocked(mock).mockClear();
});

const book = (changes: Partial<PriceBook> = {}): PriceBook => ({
  id: 7,
  name: 'Toko Maju 2026',
  region: 'Kab. Sleman',
  year: 2026,
  source: null,
  valid_until: null,
  private: true,
  owner_id: owner.id,
  price_count: 0,
  project_count: 0,
  updated_at: '2026-05-01T08:00:00Z',
  ...changes,
});

const sand: BookPriceLine = {
  kind: 'material',
  item_id: 12,
  code: 'M.12',
  name: 'Pasir urug',
  unit: 'm³',
  catalogue_price: 180_000,
  book_price: null,
  price: 180_000,
  price_source: 'catalogue',
};

type Route = (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> | undefined;

/**
 * The book's page, its reads answered (the book, its prices) unless `route` answers a request first; as in the app,
 * the screens sit in a layout's Suspense, and `list` draws the list's screen.
 */
function show(answerBook: PriceBook, route: Route = () => undefined, list: React.ReactNode = <p>daftar</p>) {
  const requests: string[] = [];
  apiClient.defaults.adapter = ((config) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    const routed = route(config);
    if (routed) return routed;
    if (config.url?.endsWith('/prices')) return answer(config, { prices: [sand] });
    return answer(config, { price_book: answerBook, price_books: [answerBook] });
  }) as AxiosAdapter;
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>memuat</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/price-books/:bookId', element: <PriceBookPage /> },
          { path: '/price-books', element: list },
        ],
      },
    ],
    { initialEntries: ['/price-books/7'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests, client };
}

async function sandField() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Bahan' }));
  return screen.getByLabelText('Harga buku Pasir urug') as HTMLInputElement;
}

describe('a price typed in the book’s table', () => {
  it('refuses "65,000" under the field in the import’s words, and saves nothing', async () => {
    const sent: unknown[] = [];
    show(book(), (config) =>
      config.method === 'put'
        ? (sent.push(config.data), answer(config, { saved: 1, message: 'ok' }))
        : undefined,
    );
    const field = await sandField();
    fireEvent.change(field, { target: { value: '65,000' } });
    // Not while typing ("65,00" on the way), once the field is left.
    expect(screen.queryByTestId('book-price-error')).toBeNull();
    fireEvent.blur(field);
    const message =
      'Harga "65,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 65.000 atau 65000.';
    expect(field.value).toBe('65,000');
    expect(screen.getByTestId('book-price-error').textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByTestId('book-price-error').id);

    fireEvent.click(screen.getByTestId('book-prices-save'));
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(sent).toEqual([]);

    // Typing again clears the message until the field is left.
    fireEvent.change(field, { target: { value: '1,500' } });
    expect(screen.queryByTestId('book-price-error')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByTestId('book-price-error').textContent).toContain('Tulis 1.500 atau 1500.');
  });

  it('keeps reading "65.000", "65000", "Rp 65.000", "1.250.000" and "1,250,000" as before', async () => {
    const sent: { prices: { price: number | null }[] }[] = [];
    show(book(), (config) =>
      config.method === 'put'
        ? (sent.push(JSON.parse(config.data as string)), answer(config, { saved: 1, message: 'Tersimpan' }))
        : undefined,
    );
    const field = await sandField();
    for (const [typed, shown] of [
      ['65.000', '65.000'],
      ['65000', '65.000'],
      ['Rp 65.000', '65.000'],
      ['1.250.000', '1.250.000'],
      ['1,250,000', '1.250.000'],
    ]) {
      fireEvent.change(field, { target: { value: typed } });
      fireEvent.blur(field);
      expect(field.value).toBe(shown);
      expect(screen.queryByTestId('book-price-error')).toBeNull();
    }
    fireEvent.click(screen.getByTestId('book-prices-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.prices).toEqual([{ kind: 'material', item_id: 12, price: 1_250_000 }]);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('"Simpan harga"', () => {
  it('keeps the focus once the prices are saved, and saves nothing more while nothing changed', async () => {
    const sent: unknown[] = [];
    show(book(), (config) =>
      config.method === 'put'
        ? (sent.push(config.data), answer(config, { saved: 1, message: 'Tersimpan' }))
        : undefined,
    );
    const field = await sandField();
    fireEvent.change(field, { target: { value: '65000' } });
    const save = screen.getByTestId('book-prices-save') as HTMLButtonElement;
    expect(save.getAttribute('aria-disabled')).toBe('false');
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(sent).toHaveLength(1);
    // Not disabled, which lets the focus fall to the page's body in a browser.
    expect(save.disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(sent).toHaveLength(1);
  });
});

describe('deleting a book', () => {
  /** The app's confirmation dialog the delete asks in (never the browser's), and what it reads out as it opens. */
  async function askDelete() {
    fireEvent.click(await screen.findByTestId('book-delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus daftar harga "Toko Maju 2026"?' });
    const consequence = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    return { dialog, consequence: consequence?.textContent };
  }

  it('says how many projects use it and what becomes of them, after the sentence it always said', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    show(book({ project_count: 3 }));
    const { consequence } = await askDelete();
    expect(consequence).toBe(
      'Daftar harga "Toko Maju 2026" dengan semua harganya akan dihapus. Dipakai oleh 3 proyek. Proyek itu tetap memakai harga yang sudah ada, tetapi daftar harganya menjadi Katalog nasional.',
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says only that sentence for a book no project uses; "Batal" and Escape delete nothing', async () => {
    const { requests } = show(book({ project_count: 0 }));
    const first = await askDelete();
    expect(first.consequence).toBe('Daftar harga "Toko Maju 2026" dengan semua harganya akan dihapus.');
    // The safe answer holds the focus as it opens.
    expect(document.activeElement).toBe(within(first.dialog).getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await askDelete();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
  });

  it('shows the delete under way, then leaves the editor at once, without reading the deleted book again', async () => {
    let deleted = false;
    let finishDelete = () => {};
    const { router, requests } = show(book(), (config) => {
      if (config.method === 'delete')
        return new Promise((resolve) => {
          finishDelete = () => {
            deleted = true;
            resolve({
              data: { message: 'Daftar harga dihapus' },
              status: 200,
              statusText: 'OK',
              headers: {},
              config,
            });
          };
        });
      // The deleted book is gone: its read is refused (and would be retried for seconds in the app).
      if (deleted && config.url?.startsWith('/price-books/7')) return refuse(config, 404, { message: 'x' });
      return undefined;
    });
    const remove = await screen.findByTestId('book-delete');
    const { dialog } = await askDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus daftar harga' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(remove.textContent).toBe('Menghapus…'));
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('book-adjust-apply') as HTMLButtonElement).disabled).toBe(true);

    const before = requests.length;
    await act(async () => finishDelete());
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-books'));
    expect(toast.success).toHaveBeenCalledWith('Daftar harga dihapus');
    expect(requests.slice(before).filter((request) => request.startsWith('GET /price-books/7'))).toEqual([]);
  });

  it('reads nothing of the deleted book while the list’s screen is still loading and the editor shows', async () => {
    // The app's screens are loaded on first use: until the list's arrives, the navigation waits with the editor on
    // screen (React keeps it in a transition), and the finished delete draws it once more.
    let showList = () => {};
    const List = lazy(
      () =>
        new Promise<{ default: () => React.ReactNode }>((resolve) => {
          showList = () => resolve({ default: () => <p>daftar</p> });
        }),
    );
    let deleted = false;
    const { router, requests, client } = show(
      book(),
      (config) => {
        if (config.method === 'delete') {
          deleted = true;
          return answer(config, { message: 'Daftar harga dihapus' });
        }
        if (deleted && config.url?.startsWith('/price-books/7')) return refuse(config, 404, { message: 'x' });
        return undefined;
      },
      <List />,
    );
    const { dialog } = await askDelete();
    const before = requests.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus daftar harga' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Daftar harga dihapus'));
    // The delete is done and the editor still shows, drawn again, while the list's screen loads.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('book-title').textContent).toBe('Toko Maju 2026');

    await act(async () => showList());
    await waitFor(() => expect(router.state.location.pathname).toBe('/price-books'));
    await screen.findByText('daftar');
    expect(requests.slice(before)).toEqual(['DELETE /price-books/7']);
    // Once nothing shows them, the deleted book's reads have left the cache.
    const kept = client.getQueryCache().findAll({ predicate: ({ queryKey }) => queryKey[2] === 7 });
    expect(kept.map((query) => query.queryKey)).toEqual([]);
  });
});
