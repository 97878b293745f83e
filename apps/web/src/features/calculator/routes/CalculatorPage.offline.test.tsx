import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { connectionMessages } from '../../../lib/messages';
import { createQueryClient } from '../../../lib/query-client';
import CalculatorPage from './CalculatorPage';

const originalAdapter = apiClient.defaults.adapter;

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('the calculator page offline', () => {
  it('says a job type never opened online is not on the device, instead of an endless skeleton', async () => {
    let asked = 0;
    apiClient.defaults.adapter = () => {
      asked += 1;
      return Promise.reject(new Error('offline'));
    };
    onlineManager.setOnline(false);
    const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
      initialEntries: ['/calculate/41'],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Belum tersedia offline')).toBeTruthy();
    expect(screen.getByText(connectionMessages.jobTypeNotCached)).toBeTruthy();
    // The query waits for the connection: nothing was sent.
    expect(asked).toBe(0);
  });

  it('says the same after a reload offline, when the request fails with no answer', async () => {
    // After a reload TanStack Query still takes the browser for online; the service worker has no copy.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    apiClient.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
      initialEntries: ['/calculate/41'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Belum tersedia offline')).toBeTruthy();
    expect(screen.queryByText(/Tidak dapat terhubung/)).toBeNull();
  });

  it('says so at once after a reload offline, not after seconds of retries that cannot be answered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let asked = 0;
    apiClient.defaults.adapter = (config) => {
      asked += 1;
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    };
    const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
      initialEntries: ['/calculate/41'],
    });
    // The app's own client: its retries wait a second, then two.
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Belum tersedia offline', {}, { timeout: 1500 })).toBeTruthy();
    expect(asked).toBe(1);
  });
});
