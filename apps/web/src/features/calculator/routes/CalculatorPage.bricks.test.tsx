import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { calculateJob, formatRupiah, type CalculationFormData } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { answer } from '../../../test/render';
import { anyBrickWall, batakoWall } from '../../../test/walls';
import { useCalculationSession } from '../store';
import CalculatorPage from './CalculatorPage';

// The wall of any brick (A.4.4.1.9) picked for batako costs what the batako wall's own job type does, and a brick
// calculator's hand-off brings the waste typed there.

let sent: CalculationFormData[] = [];

/** The wall's details; Hitung answered with the wall calculated by core; anything else empty. */
function serve(config: InternalAxiosRequestConfig) {
  if (config.url?.startsWith('/job-types/')) return answer(config, { job_type: anyBrickWall });
  if (config.url === '/calculations/27' && config.method === 'post') {
    const form = JSON.parse(String(config.data)) as CalculationFormData;
    sent.push(form);
    return answer(config, { calculation: calculateJob(anyBrickWall, form) });
  }
  return answer(config, { price_books: [], projects: [] });
}

function renderAt(url: string) {
  apiClient.defaults.adapter = serve;
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;
const next = () => fireEvent.click(screen.getByTestId('step-next'));
const pickBrick = (brick: string) => fireEvent.change(input('brick_type'), { target: { value: brick } });

const originalAdapter = apiClient.defaults.adapter;

describe('the wall of any brick', () => {
  beforeEach(() => {
    sent = [];
    useCalculationSession.getState().clearAll();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('takes the crew of the brick picked, so 10 m² of batako costs what its own job type says', async () => {
    renderAt('/calculate/27');
    fireEvent.change(await screen.findByTestId('input-volume'), { target: { value: '10' } });
    next();
    expect(input('worker_ratio').value).toBe('1:3');
    expect(document.body.textContent).toContain('Bawaan untuk bata merah: 1:3.');
    next();
    pickBrick('batako');
    expect(screen.getByTestId('brick-ratio-hint').textContent).toBe(
      'Rasio tukang : pekerja mengikuti jenis bata: 1:2 untuk batako.',
    );
    fireEvent.click(screen.getByTestId('step-prev'));
    expect(input('worker_ratio').value).toBe('1:2');
    expect(document.body.textContent).toContain('Bawaan untuk batako: 1:2.');
    next();
    fireEvent.click(screen.getByTestId('calculate-submit'));
    await screen.findByTestId('calculation-result');

    expect(sent[0]).toMatchObject({ brick_type: 'batako', worker_ratio: '1:2' });
    const own = calculateJob(batakoWall, {
      volume: 10,
      productivity: 10,
      worker_ratio: '1:2',
      profit_percentage: 20,
    });
    const withBataMerahCrew = calculateJob(anyBrickWall, { ...sent[0], worker_ratio: '1:3' });
    expect(own.summary.rab_total).toBeLessThan(withBataMerahCrew.summary.rab_total);
    expect(screen.getByTestId('result-rab-total').textContent).toBe(formatRupiah(own.summary.rab_total));
    expect(screen.getByTestId('result-labor-total').textContent).toBe(
      formatRupiah(own.summary.total_labor_cost),
    );

    // "Tambah ke proyek" offers this calculation's cost per unit: the batako wall's.
    fireEvent.click(screen.getByTestId('add-to-project-open-dialog'));
    expect(
      (await screen.findByTestId('add-to-project-own-cost', {}, { timeout: 5000 })).parentElement
        ?.textContent,
    ).toContain(`(${formatRupiah(own.summary.hpp_per_unit)}/m²`);
  });

  it('keeps a ratio the user typed when the brick changes, and says so', async () => {
    renderAt('/calculate/27');
    fireEvent.change(await screen.findByTestId('input-volume'), { target: { value: '10' } });
    next();
    fireEvent.change(input('worker_ratio'), { target: { value: '1:4' } });
    next();
    pickBrick('bata_ringan');
    expect(screen.getByTestId('brick-ratio-hint').textContent).toBe(
      'Rasio tukang : pekerja 1:4 yang Anda isi tetap dipakai (bawaan untuk bata ringan (hebel): 1:2).',
    );
    fireEvent.click(screen.getByTestId('calculate-submit'));
    await screen.findByTestId('calculation-result');
    expect(sent[0]).toMatchObject({ brick_type: 'bata_ringan', worker_ratio: '1:4' });
  });

  it('opens a batako wall handed over by the brick calculator with batako’s crew', async () => {
    renderAt('/calculate/27?volume=10&brick_type=batako');
    await screen.findByTestId('input-volume');
    next();
    expect(input('worker_ratio').value).toBe('1:2');
  });

  it('prices the bricks with the waste typed in the brick calculator: 10 m² at 5 % = 735 bata merah', async () => {
    renderAt('/calculate/27?volume=10&brick_type=bata_merah&waste=5');
    await screen.findByTestId('input-volume');
    next();
    next();
    expect(input('custom_waste_factor').value).toBe('5');
    fireEvent.click(screen.getByTestId('calculate-submit'));
    await screen.findByTestId('calculation-result');
    expect(sent[0]).toMatchObject({ volume: '10', custom_waste_factor: '5' });
    const result = calculateJob(anyBrickWall, sent[0]);
    expect(result.materials.details.find((line) => line.material_name === 'Bata merah')?.total_quantity).toBe(
      735,
    );
    expect(screen.getByTestId('result-material-total').textContent).toBe(
      formatRupiah(result.summary.total_material_cost),
    );
  });

  it('keeps what was typed since on a reload of the same link; another waste handed over starts afresh', async () => {
    renderAt('/calculate/27?volume=10&brick_type=bata_merah&waste=5');
    await screen.findByTestId('input-volume');
    next();
    next();
    fireEvent.change(input('custom_waste_factor'), { target: { value: '7' } });
    cleanup();
    useCalculationSession.getState().clearAll(); // a reload: only the kept draft is left
    renderAt('/calculate/27?volume=10&brick_type=bata_merah&waste=5');
    // Back at step 3, where it was left.
    expect(((await screen.findByTestId('input-custom_waste_factor')) as HTMLInputElement).value).toBe('7');
    cleanup();
    renderAt('/calculate/27?volume=10&brick_type=bata_merah&waste=10');
    await screen.findByTestId('input-volume');
    expect(useCalculationSession.getState().formData.custom_waste_factor).toBe('10');
  });
});
