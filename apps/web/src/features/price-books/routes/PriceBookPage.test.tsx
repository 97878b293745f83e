import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import type { BookPriceLine, PriceBook } from '../api';
import PriceBookPage from './PriceBookPage';

// The kinds of price of a book (Upah, Bahan, Alat) are tabs as the keyboard expects them: one Tab stop, the arrow
// keys, Home and End between them, and the prices shown in a panel named by the kind chosen.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.useRealTimers();
});

const book: PriceBook = {
  id: 7,
  name: 'HSPK Kota Malang 2026',
  region: 'Kota Malang',
  year: 2026,
  source: null,
  valid_until: null,
  private: false,
  owner_id: null,
  price_count: 2,
  updated_at: '2026-05-01T08:00:00Z',
};

const price = (kind: BookPriceLine['kind'], item_id: number, name: string): BookPriceLine => ({
  kind,
  item_id,
  code: `X.${item_id}`,
  name,
  unit: 'OH',
  catalogue_price: 100_000,
  book_price: null,
  price: 100_000,
  price_source: 'catalogue',
});

const adapterFor =
  (shown: PriceBook): AxiosAdapter =>
  (config) =>
    Promise.resolve({
      data: config.url?.endsWith('/prices')
        ? { prices: [price('labor', 1, 'Tukang batu'), price('material', 2, 'Semen portland')] }
        : { price_book: shown },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });

function show(shown: PriceBook = book) {
  apiClient.defaults.adapter = adapterFor(shown);
  const router = createMemoryRouter([{ path: '/price-books/:bookId', element: <PriceBookPage /> }], {
    initialEntries: ['/price-books/7'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the price book page', () => {
  it('chooses the kind of price with ←, →, Home and End, one Tab stop, the panel named by the kind', async () => {
    show();
    const labor = await screen.findByRole('tab', { name: 'Upah' });
    const material = screen.getByRole('tab', { name: 'Bahan' });
    const equipment = screen.getByRole('tab', { name: 'Alat' });
    expect([labor, material, equipment].map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Upah' }).textContent).toContain('Tukang batu');
    expect(labor.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);

    labor.focus();
    fireEvent.keyDown(labor, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(material);
    expect([labor, material, equipment].map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Bahan' });
    expect(panel.textContent).toContain('Semen portland');
    expect(panel.textContent).not.toContain('Tukang batu');
    fireEvent.keyDown(material, { key: 'End' });
    expect(document.activeElement).toBe(equipment);
    fireEvent.keyDown(equipment, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(labor);
    fireEvent.keyDown(labor, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(equipment);
    fireEvent.keyDown(equipment, { key: 'Home' });
    expect(document.activeElement).toBe(labor);
    expect(labor.getAttribute('aria-selected')).toBe('true');
  });

  it('says in its header until when the book holds, and that it has expired once that day has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    show({ ...book, source: 'SSH Kota Malang 2026', valid_until: '2026-06-30' });
    const details = await screen.findByTestId('book-details');
    expect(details.textContent).toBe(
      'Kota Malang · 2026 · Bersama · Sumber: SSH Kota Malang 2026 · berlaku s.d. 30 Juni 2026 Kedaluwarsa',
    );
    expect(screen.getByTestId('price-book-expired').textContent).toBe('Kedaluwarsa');
  });

  it('holds on its last day: the validity is shown, no expiry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 30, 23, 0));
    show({ ...book, valid_until: '2026-06-30' });
    expect((await screen.findByTestId('book-details')).textContent).toBe(
      'Kota Malang · 2026 · Bersama · berlaku s.d. 30 Juni 2026',
    );
    expect(screen.queryByTestId('price-book-expired')).toBeNull();
  });
});
