import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { useCalculationSession } from '../store';
import CalculatorPage from './CalculatorPage';

// A specialised calculator hands its quantity over as /calculate/{id}?volume=12.5.

function renderAt(url: string, jobType = fixtures.brickWall) {
  apiClient.defaults.adapter = (config) =>
    Promise.resolve({
      data: { job_type: jobType },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    } as AxiosResponse);
  const router = createMemoryRouter([{ path: '/calculate/:jobTypeId', element: <CalculatorPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const originalAdapter = apiClient.defaults.adapter;

describe('the calculator page prefilled from ?volume=', () => {
  beforeEach(() => useCalculationSession.getState().clearAll());
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('shows the handed-over quantity the Indonesian way', async () => {
    renderAt('/calculate/7?volume=12.5');
    const volume = (await screen.findByTestId('input-volume')) as HTMLInputElement;
    expect(volume.value).toBe('12,5');
  });

  it('replaces a volume typed earlier for the same job type', async () => {
    useCalculationSession.getState().beginJobType(7, { volume: '3' });
    renderAt('/calculate/7?volume=1500');
    const volume = (await screen.findByTestId('input-volume')) as HTMLInputElement;
    expect(volume.value).toBe('1500');
  });

  it('ignores a volume that is not above 0', async () => {
    renderAt('/calculate/7?volume=-4');
    const volume = (await screen.findByTestId('input-volume')) as HTMLInputElement;
    expect(volume.value).toBe('');
  });

  /** Steps 1 and 2 as handed over, to step 3 (Jenis bata). */
  async function brickOfStep3() {
    await screen.findByTestId('input-volume');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(await screen.findByTestId('step-next'));
    return ((await screen.findByLabelText('Jenis bata')) as HTMLSelectElement).value;
  }

  it('takes the brick chosen in the brick calculator into step 3', async () => {
    renderAt('/calculate/7?volume=30&brick_type=batako');
    expect(await brickOfStep3()).toBe('batako');
    expect(useCalculationSession.getState().formData.volume).toBe('30');
  });

  it('ignores a brick type it does not know', async () => {
    renderAt('/calculate/7?volume=30&brick_type=marmer');
    expect(await brickOfStep3()).toBe('bata_merah');
  });

  it('ignores a brick type for a job type without brick variants', async () => {
    renderAt('/calculate/7?volume=30&brick_type=batako', {
      ...fixtures.brickWall,
      has_brick_variants: false,
    });
    await screen.findByTestId('input-volume');
    expect(useCalculationSession.getState().formData.brick_type).toBe('bata_merah');
  });
});
