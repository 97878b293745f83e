import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { connectionMessages } from '../../../lib/messages';
import CategoryPage from './CategoryPage';

const originalAdapter = apiClient.defaults.adapter;

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/category/:categoryId', element: <CategoryPage /> }], {
    initialEntries: ['/category/9'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a category never opened online, offline', () => {
  it('says it is not on the device while the app waits for the network', async () => {
    let asked = 0;
    apiClient.defaults.adapter = () => {
      asked += 1;
      return Promise.reject(new Error('offline'));
    };
    onlineManager.setOnline(false);
    renderPage();
    expect(await screen.findByText('Belum tersedia offline')).toBeTruthy();
    expect(screen.getByText(connectionMessages.categoryNotCached)).toBeTruthy();
    expect(asked).toBe(0);
  });

  it('says the same after a reload offline, when the request fails with no answer', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiClient.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    renderPage();
    expect(await screen.findByText(connectionMessages.categoryNotCached)).toBeTruthy();
    expect(screen.queryByText(/Tidak dapat terhubung/)).toBeNull();
  });
});
