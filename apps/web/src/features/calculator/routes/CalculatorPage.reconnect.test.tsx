import { act, fireEvent, render, screen } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculateJob, computeUnitPrice, formatRupiah, type JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { fixtures } from '../../../test/fixtures';
import { useCalculationSession } from '../store';
import CalculatorPage from './CalculatorPage';

// The unit-price panel shows the prices the server calculates with, also after the device was offline while an admin
// changed one (bata merah Rp 700 → Rp 900), within the details' five fresh minutes.

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse);

/** The brick wall with bata merah at `price`. */
const wallWithBrickAt = (price: number): JobTypeDetails => ({
  ...fixtures.brickWall,
  materials: fixtures.brickWall.materials.map((material) =>
    material.material_id === 1 ? { ...material, price } : material,
  ),
});

/** The panel's B (bahan) for the bata merah wall at `price`, as core computes it. */
const materialsAt = (price: number) =>
  formatRupiah(
    computeUnitPrice(wallWithBrickAt(price), { overheadPercentage: 10, brickType: 'bata_merah' }).B,
  );

/** A server whose catalogue has bata merah at `catalogue.price`, and which can answer the details with an older one. */
function serve(catalogue: { price: number; detailsPrice?: number }) {
  const detailsAsked: number[] = [];
  apiClient.defaults.adapter = (config) => {
    if (config.url?.startsWith('/job-types/')) {
      const price = catalogue.detailsPrice ?? catalogue.price;
      detailsAsked.push(price);
      return ok(config, { job_type: wallWithBrickAt(price) });
    }
    return ok(config, {
      calculation: calculateJob(wallWithBrickAt(catalogue.price), JSON.parse(String(config.data))),
    });
  };
  return detailsAsked;
}

/** The page with the app's own query client (details fresh for five minutes). */
function renderPage() {
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: ['/calculate/7'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const originalAdapter = apiClient.defaults.adapter;

describe('the unit-price panel after the connection returns', () => {
  beforeEach(() => {
    useCalculationSession.getState().clearAll();
    localStorage.clear();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    onlineManager.setOnline(true);
  });

  it("asks for the job type's prices again when the connection returns, however fresh they were", async () => {
    const catalogue = { price: 700 };
    const detailsAsked = serve(catalogue);
    renderPage();
    await vi.waitFor(() => expect(screen.getByTestId('unit-price-B').textContent).toBe(materialsAt(700)));
    act(() => onlineManager.setOnline(false));
    catalogue.price = 900;
    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(screen.getByTestId('unit-price-B').textContent).toBe(materialsAt(900)));
    expect(detailsAsked).toEqual([700, 900]);
  });

  it('asks for them again when the server priced the result otherwise, so the panel agrees with the result', async () => {
    // The details the page has still say Rp 700 (kept while offline); the server calculates with Rp 900.
    const catalogue: { price: number; detailsPrice?: number } = { price: 900, detailsPrice: 700 };
    const detailsAsked = serve(catalogue);
    renderPage();
    await vi.waitFor(() => expect(screen.getByTestId('unit-price-B').textContent).toBe(materialsAt(700)));
    delete catalogue.detailsPrice;
    fireEvent.change(screen.getByTestId('input-volume'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('calculate-submit'));
    await screen.findByTestId('calculation-result');
    expect(screen.getByText('700 bh × Rp 900', { exact: false })).toBeTruthy();
    await vi.waitFor(() => expect(screen.getByTestId('unit-price-B').textContent).toBe(materialsAt(900)));
    // Once: the details now agree with the result, and nothing asks again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(detailsAsked).toEqual([700, 900]);
    expect(screen.getByTestId('calculation-result')).toBeTruthy();
  });
});
