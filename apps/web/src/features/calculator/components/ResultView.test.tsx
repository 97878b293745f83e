import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateJob } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import { ResultView } from './ResultView';

const form = { volume: 10, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 };

describe('the result of a calculation', () => {
  it('names the price book its prices come from, and nothing for the national catalogue', () => {
    const inBook = calculateJob(
      { ...fixtures.brickWall, price_book: { id: 3, name: 'Kab. Sleman 2026' } },
      form,
    );
    const { unmount } = render(<ResultView result={inBook} actions={null} />);
    expect(screen.getByTestId('result-price-book').textContent).toBe(
      'Harga dari daftar harga Kab. Sleman 2026',
    );
    unmount();
    render(<ResultView result={calculateJob(fixtures.brickWall, form)} actions={null} />);
    expect(screen.queryByTestId('result-price-book')).toBeNull();
  });
});
