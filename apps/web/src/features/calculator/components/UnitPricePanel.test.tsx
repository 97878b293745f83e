import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderNode, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../../test/fixtures';
import { UnitPricePanel } from './UnitPricePanel';

// The brick wall fixture with a mixer: A = 0,3 × 100.000 + 0,1 × 145.000 = 44.500; B (bata merah) = 70 × 700 +
// 11,5 × 1.300 = 63.950; C = 0,05 × 350.000 = 17.500; D = 125.950.
const withMixer = {
  ...fixtures.brickWall,
  equipment: [
    {
      id: 1,
      equipment_id: 1,
      code: 'E.01',
      name: 'Molen 0,35 m³',
      unit: 'hari',
      price: 350_000,
      description: null,
      quantity_per_unit: 0.05,
    },
  ],
};
// The panel's comparison lists the price books (a query): a client with no retries, per test.
const render = (node: ReactElement) =>
  renderNode(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );

const figure = (letter: string) =>
  screen.getByTestId(`unit-price-${letter}`).textContent?.replace(/\s/g, ' ');

describe('UnitPricePanel', () => {
  it('shows A, B, C, D and E = 10 % of D, F = D + E by default', () => {
    render(<UnitPricePanel jobType={withMixer} brickType="bata_merah" />);
    expect([figure('A'), figure('B'), figure('C'), figure('D'), figure('E'), figure('F')]).toEqual([
      'Rp 44.500',
      'Rp 63.950',
      'Rp 17.500',
      'Rp 125.950',
      'Rp 12.595',
      'Rp 138.545',
    ]);
    expect(screen.getByTestId('unit-price-lines-C').textContent).toContain('Molen 0,35 m³');
    // Why it need not equal the result's HPP per unit (whole crew-days there, coefficients here).
    expect(screen.getByTestId('unit-price-versus-hpp').textContent).toContain(
      `berbeda dari HPP per ${withMixer.unit}`,
    );
  });

  it('takes another overhead up to 15 %, and says so above', () => {
    render(<UnitPricePanel jobType={withMixer} brickType="bata_merah" />);
    fireEvent.change(screen.getByTestId('unit-price-overhead'), { target: { value: '15' } });
    expect(figure('E')).toBe('Rp 18.893'); // 18.892,5
    expect(figure('F')).toBe('Rp 144.843');
    fireEvent.change(screen.getByTestId('unit-price-overhead'), { target: { value: '16' } });
    expect(screen.getByTestId('unit-price-overhead-error').textContent).toBe(
      'Overhead & keuntungan harus angka antara 0 dan 15% (Permen PUPR 8/2023)',
    );
  });

  it('prices the brick variant chosen in the form', () => {
    render(<UnitPricePanel jobType={withMixer} brickType="bata_ringan" />);
    expect(figure('B')).toBe('Rp 111.200'); // 8,75 × 11.000 + 11,5 × 1.300
  });
});
