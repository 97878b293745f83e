import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter } from 'axios';
import { apiClient } from '../lib/api-client';

/** Every API call answered 200 with `data`. */
export const answerAll =
  (data: unknown): AxiosAdapter =>
  (config) =>
    Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });

/** A screen alone at `path`, with its own query cache (no retries) and the API answered by `adapter`. */
export function renderScreen(path: string, screen: ReactElement, adapter: AxiosAdapter) {
  apiClient.defaults.adapter = adapter;
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
