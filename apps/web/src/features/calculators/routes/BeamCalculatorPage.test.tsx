import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import BeamCalculatorPage from './BeamCalculatorPage';

const originalAdapter = apiClient.defaults.adapter;

function renderPage() {
  // The hand-off searches the catalogue: no job type matches.
  apiClient.defaults.adapter = (config) =>
    Promise.resolve({
      data: { categories: [], job_types: [], price_books: [] },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
  const router = createMemoryRouter([{ path: '/beam-calculator', element: <BeamCalculatorPage /> }], {
    initialEntries: ['/beam-calculator'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('BeamCalculatorPage', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('says when a main bar is longer than a 12 m stock bar and its lap splices are not counted', () => {
    renderPage();
    expect(screen.queryByTestId('lap-splice-warning')).toBeNull();
    fireEvent.change(screen.getByTestId('input-length'), { target: { value: '13' } });
    // 13 − 2 · 0,025 + 2 · 12 · 0,013 = 13,262 m.
    expect(screen.getByTestId('lap-splice-warning').textContent).toMatch(
      /^Tulangan utama 13,26 m lebih panjang dari besi 12 m/,
    );
    fireEvent.change(screen.getByTestId('input-length'), { target: { value: '6' } });
    expect(screen.queryByTestId('lap-splice-warning')).toBeNull();
  });
});
