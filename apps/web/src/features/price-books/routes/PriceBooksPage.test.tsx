import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answer, refuse, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import PriceBooksPage from './PriceBooksPage';

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: fixtures.user() }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.useRealTimers();
});

describe('"Buat" of a new price book', () => {
  it('keeps the focus while the book is made, sends it once however often it is pressed, and after', async () => {
    const created: unknown[] = [];
    let refuseIt: (() => void) | undefined;
    renderScreen('/price-books', <PriceBooksPage />, (config: InternalAxiosRequestConfig) => {
      if (config.method !== 'post') return answer(config, { price_books: [] });
      created.push(config.data);
      // The server answers when the test says so (a refusal): the button is pressed meanwhile.
      return new Promise<AxiosResponse>((resolve, reject) => {
        refuseIt = () =>
          void refuse(config, 422, {
            message: 'Data tidak valid',
            details: [{ param: 'region', msg: 'Wilayah wajib diisi' }],
          }).catch(reject);
      });
    });
    fireEvent.change(await screen.findByTestId('book-name'), { target: { value: 'Toko Maju 2026' } });
    const create = screen.getByTestId('price-book-create') as HTMLButtonElement;
    create.focus();
    fireEvent.click(create);
    await waitFor(() => expect(create.getAttribute('aria-disabled')).toBe('true'));
    // Not disabled, which lets the focus fall to the page's body in a browser.
    expect(create.disabled).toBe(false);
    expect(document.activeElement).toBe(create);
    fireEvent.click(create);
    expect(created).toHaveLength(1);

    refuseIt?.();
    expect(await screen.findByText('Wilayah wajib diisi')).toBeTruthy();
    expect(create.getAttribute('aria-disabled')).toBe('false');
    expect(document.activeElement).toBe(create);
  });
});

describe('the list of price books', () => {
  it('says until when each book holds, the Indonesian way, and marks the ones past that day expired', async () => {
    // Today is 27 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    const books = [
      fixtures.priceBook({ id: 3, name: 'Kab. Sleman 2026', region: 'DIY', valid_until: '2026-06-30' }),
      fixtures.priceBook({
        id: 4,
        name: 'Kota Malang 2026',
        region: 'Jawa Timur',
        valid_until: '2026-11-27',
      }),
      fixtures.priceBook({ id: 5, name: 'Toko Maju', region: 'DIY', valid_until: null }),
    ];
    renderScreen('/price-books', <PriceBooksPage />, (config) => answer(config, { price_books: books }));
    await waitFor(() => expect(screen.getAllByTestId('price-book-row')).toHaveLength(3));
    const [sleman, malang, toko] = screen
      .getAllByTestId('price-book-row')
      .map((row) => within(row).getByText(/ harga ·/).textContent);
    expect(sleman).toBe('DIY · 2026 · 12 harga · Bersama · berlaku s.d. 30 Juni 2026 Kedaluwarsa');
    // Its last day is today: it still holds.
    expect(malang).toBe('Jawa Timur · 2026 · 12 harga · Bersama · berlaku s.d. 27 November 2026');
    expect(toko).toBe('DIY · 2026 · 12 harga · Bersama');
    expect(screen.getAllByTestId('price-book-expired')).toHaveLength(1);
  });
});
