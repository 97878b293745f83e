import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast from '../../../lib/toast';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { usePriceBookChoice } from '../../price-books/choice';
import { useCalculationSession } from '../store';
import CalculatorPage from './CalculatorPage';

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

const notFound = (config: InternalAxiosRequestConfig, message: string) =>
  Promise.reject(
    new AxiosError('Not Found', 'ERR_BAD_REQUEST', config, {}, {
      status: 404,
      statusText: '',
      headers: {},
      config,
      data: { message },
    } as AxiosResponse),
  );

function renderPage(path = '/calculate/7') {
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const originalAdapter = apiClient.defaults.adapter;
const notice = 'Daftar harga yang dipilih tidak tersedia lagi; memakai harga katalog nasional.';

describe('the calculator page with a remembered price book that is gone', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    usePriceBookChoice.getState().choose(null);
    vi.mocked(toast).mockClear();
  });

  it("drops the book that answers 404 and opens the job type with the catalogue's prices, saying so", async () => {
    usePriceBookChoice.getState().choose(2, true);
    const asked: unknown[] = [];
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/price-books') return ok(config, { price_books: [] });
      asked.push(config.params?.price_book_id ?? null);
      return config.params?.price_book_id
        ? notFound(config, 'Daftar harga tidak ditemukan')
        : ok(config, { job_type: fixtures.brickWall });
    };
    renderPage();
    expect(await screen.findByTestId('input-volume')).toBeTruthy();
    expect(screen.queryByText('Jenis pekerjaan tidak ditemukan.')).toBeNull();
    expect(asked).toEqual([2, null]);
    expect(usePriceBookChoice.getState().bookId).toBeNull();
    expect(localStorage.getItem('price_book_choice')).toBeNull();
    expect(toast).toHaveBeenCalledWith(notice, expect.objectContaining({ id: 'price-book-unavailable' }));
  });

  it('still says a job type that is not there is not found, and keeps the book', async () => {
    usePriceBookChoice.getState().choose(2, false);
    apiClient.defaults.adapter = (config) =>
      config.url === '/price-books'
        ? ok(config, { price_books: [] })
        : notFound(config, 'Jenis pekerjaan tidak ditemukan');
    renderPage('/calculate/999');
    expect(await screen.findByText('Jenis pekerjaan tidak ditemukan.')).toBeTruthy();
    expect(usePriceBookChoice.getState().bookId).toBe(2);
  });
});
