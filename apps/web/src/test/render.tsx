import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../lib/api-client';

/** Every API call answered 200 with `data`. */
export const answerAll =
  (data: unknown): AxiosAdapter =>
  (config) =>
    Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });

/** The server's answer `data` to `config` with `status` (200 unless named), as axios resolves it. */
export const answer = (config: InternalAxiosRequestConfig, data: unknown, status = 200) =>
  Promise.resolve({ data, status, statusText: '', headers: {}, config } as AxiosResponse);

/** The server's refusal of `config` with `status` and body `data`, as axios rejects it. */
export const refuse = (config: InternalAxiosRequestConfig, status: number, data: unknown) =>
  Promise.reject(
    new AxiosError(String(status), status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, {}, {
      status,
      statusText: '',
      headers: {},
      config,
      data,
    } as AxiosResponse),
  );

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
