import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import type { Toast } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { BookPriceLine, PriceBook } from '../api';
import PriceBookPage from '../routes/PriceBookPage';

// "Sesuaikan semua harga" rewrote all ten wages at once when the admin meant materials: the kind was preselected
// (Upah) and nothing asked. Now no kind is chosen at first, and the app's confirmation says which kind, how many
// prices, what they become and which catalogue prices the book then fixes; "Urungkan" puts the old prices back.

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
  for (const mock of [toast.success, toast.error, toast.dismiss]) vi.mocked(mock).mockClear();
});

const book: PriceBook = {
  id: 7,
  name: 'Toko Maju 2026',
  region: 'Kab. Sleman',
  year: 2026,
  source: null,
  valid_until: null,
  private: true,
  owner_id: owner.id,
  price_count: 1,
  project_count: 0,
  updated_at: '2026-05-01T08:00:00Z',
};

const line = (
  kind: BookPriceLine['kind'],
  item_id: number,
  name: string,
  catalogue: number,
  own: number | null = null,
): BookPriceLine => ({
  kind,
  item_id,
  code: `X.${item_id}`,
  name,
  unit: 'bh',
  catalogue_price: catalogue,
  book_price: own,
  price: own ?? catalogue,
  price_source: own === null ? 'catalogue' : 'book',
});

const lines = [
  line('labor', 1, 'Pekerja', 100_000),
  line('material', 11, 'Pasir urug', 100_000),
  line('material', 12, 'Semen', 180_000, 200_000),
  line('material', 13, 'Batu kali', 50_000),
];

/** The book's page; every request is recorded with its body, the adjust and the prices' PUT answered. */
function show() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  apiClient.defaults.adapter = ((config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = config.method?.toUpperCase() ?? 'GET';
    sent.push({
      method,
      url: config.url ?? '',
      body: config.data ? JSON.parse(config.data as string) : null,
    });
    if (method === 'POST' && config.url?.endsWith('/adjust'))
      return answer(config, {
        adjusted: 3,
        message: '3 harga disesuaikan +2,5%',
        previous: [
          { kind: 'material', item_id: 11, price: null },
          { kind: 'material', item_id: 12, price: 200_000 },
          { kind: 'material', item_id: 13, price: null },
        ],
      });
    if (method === 'PUT') return answer(config, { saved: 3, message: '3 harga tersimpan' });
    if (config.url?.endsWith('/prices')) return answer(config, { prices: lines });
    return answer(config, { price_book: book, price_books: [book] });
  }) as AxiosAdapter;
  const router = createMemoryRouter([{ path: '/price-books/:bookId', element: <PriceBookPage /> }], {
    initialEntries: ['/price-books/7'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const writes = () => sent.filter((request) => request.method !== 'GET');
  return { writes };
}

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\u00a0/g, ' ');

async function fill(kind: string, percent: string) {
  const select = (await screen.findByTestId('book-adjust-kind')) as HTMLSelectElement;
  // The table's prices are read before the confirmation counts them.
  await screen.findAllByTestId('book-price-row');
  if (kind) fireEvent.change(select, { target: { value: kind } });
  fireEvent.change(screen.getByTestId('book-adjust-percent'), { target: { value: percent } });
  return select;
}

describe('adjusting every price of a kind', () => {
  it('chooses no kind at first, and asks for one before anything else', async () => {
    const { writes } = show();
    const select = await fill('', '2,5');
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Pilih jenis harga');
    fireEvent.click(screen.getByTestId('book-adjust-apply'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(text(screen.getByTestId('book-adjust-kind-error'))).toBe(
      'Pilih jenis harga yang disesuaikan: Upah, Bahan atau Alat',
    );
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByTestId('book-adjust-kind-error').id);
    expect(writes()).toEqual([]);
  });

  it('refuses a percentage that is no number under its field, without asking', async () => {
    const { writes } = show();
    await fill('material', 'dua');
    fireEvent.click(screen.getByTestId('book-adjust-apply'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(text(screen.getByTestId('book-adjust-percent-error'))).toBe(
      'Persentase harus angka antara -90 dan 500, misal 12 atau -25',
    );
    expect(writes()).toEqual([]);
  });

  it('says the kind, the count, the prices before and after and the catalogue prices fixed; Batal writes nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { writes } = show();
    await fill('material', '2,5');
    const apply = screen.getByTestId('book-adjust-apply');
    apply.focus();
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Sesuaikan 3 harga Bahan +2,5%?' });
    expect(text(document.getElementById(dialog.getAttribute('aria-describedby') ?? ''))).toBe(
      '3 harga Bahan di daftar harga ini akan diubah +2,5% dari harga yang berlaku sekarang, dibulatkan ke rupiah penuh. ' +
        'Terendah Batu kali: Rp 50.000 → Rp 51.250; tertinggi Semen: Rp 200.000 → Rp 205.000. ' +
        '2 di antaranya sekarang mengikuti katalog dan akan ditetapkan pada harga hasil penyesuaian: perubahan harga katalog nanti tidak lagi berlaku untuknya di daftar harga ini. ' +
        'Harga Upah dan Alat tidak berubah.',
    );
    expect(within(dialog).getByRole('button', { name: 'Sesuaikan 3 harga Bahan' })).toBeTruthy();
    // The safe answer holds the focus; Batal closes, writes nothing and gives the focus back to Terapkan.
    const cancel = within(dialog).getByRole('button', { name: 'Batal' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(apply);
    expect(writes()).toEqual([]);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('adjusts once confirmed, and "Urungkan" sends back the prices the server replaced', async () => {
    const { writes } = show();
    await fill('material', '2,5');
    fireEvent.click(screen.getByTestId('book-adjust-apply'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sesuaikan 3 harga Bahan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(writes()).toEqual([
      { method: 'POST', url: '/price-books/7/adjust', body: { kind: 'material', percent: 2.5 } },
    ]);
    // The form starts again with no kind chosen.
    expect((screen.getByTestId('book-adjust-kind') as HTMLSelectElement).value).toBe('');

    const [content, options] = vi.mocked(toast.success).mock.calls[0]!;
    expect(options).toMatchObject({ id: 'book-adjust-7', duration: 10_000 });
    const drawn = (content as (shown: Partial<Toast>) => ReactElement)({
      id: 'book-adjust-7',
      visible: true,
    });
    const { getByTestId, unmount } = render(drawn);
    // The projects' undo toast: its button says the keyboard shortcut too.
    expect(text(getByTestId('book-adjust-done'))).toMatch(/^3 harga disesuaikan \+2,5%Urungkan(Ctrl\+Z|⌘Z)$/);
    expect(getByTestId('book-adjust-undo').getAttribute('aria-keyshortcuts')).toMatch(/Z$/);
    fireEvent.click(getByTestId('book-adjust-undo'));
    fireEvent.click(getByTestId('book-adjust-undo'));
    unmount();
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Penyesuaian diurungkan: 3 harga dikembalikan'),
    );
    // Once, however often tapped: the catalogue's prices (null) back where they applied, Semen's own price back.
    expect(writes().slice(1)).toEqual([
      {
        method: 'PUT',
        url: '/price-books/7/prices',
        body: {
          prices: [
            { kind: 'material', item_id: 11, price: null },
            { kind: 'material', item_id: 12, price: 200_000 },
            { kind: 'material', item_id: 13, price: null },
          ],
        },
      },
    ]);
    expect(toast.dismiss).toHaveBeenCalledWith('book-adjust-7');
  });
});
