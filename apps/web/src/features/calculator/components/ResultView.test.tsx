import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookPricesOf, calculateJob, priceDetails } from '@kalkulator/core';
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
    expect(screen.queryByTestId('price-source-catalogue')).toBeNull();
  });

  it('says of each line whether the book priced it or the catalogue did', () => {
    // The book prices the pekerja's wage and the bricks; the tukang and the cement keep the catalogue's.
    const book = bookPricesOf([
      { kind: 'labor', item_id: 1, price: 90_000 },
      { kind: 'material', item_id: 1, price: 800 },
    ]);
    const result = calculateJob(
      { ...priceDetails(fixtures.brickWall, book), price_book: { id: 3, name: 'Kab. Sleman 2026' } },
      form,
    );
    render(<ResultView result={result} actions={null} />);
    expect(screen.getByTestId('result-price-book').textContent).toBe(
      'Harga dari daftar harga Kab. Sleman 2026; baris bertanda (katalog) memakai harga katalog',
    );
    const labor = within(screen.getByTestId('result-labor-lines').querySelector('table')!);
    expect(labor.getByRole('rowheader', { name: /Pekerja/ }).textContent).toBe('Pekerja (daftar harga)');
    expect(labor.getByRole('rowheader', { name: /Tukang/ }).textContent).toBe('Tukang batu (katalog)');
    const materials = within(screen.getByTestId('result-material-lines').querySelector('ul')!);
    expect(materials.getByText(/Bata merah/).textContent).toBe('Bata merah (daftar harga)');
    expect(materials.getByText(/Semen/).textContent).toMatch(/\(katalog\)$/);
  });
});
