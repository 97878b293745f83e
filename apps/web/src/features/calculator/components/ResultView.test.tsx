import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bookPricesOf,
  calculateJob,
  formatRupiah,
  priceDetails,
  type CalculationResult,
} from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answerAll } from '../../../test/render';
import { expectWrapsInFull } from '../../../test/wrapping';
import { ResultView } from './ResultView';

const form = { volume: 10, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 };

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.useRealTimers();
});

/** The result on the calculator, with the books the user may use as the server lists them. */
function renderResult(result: CalculationResult, books: ReturnType<typeof fixtures.priceBook>[] = []) {
  apiClient.defaults.adapter = answerAll({ price_books: books });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ResultView result={result} actions={null} />
    </QueryClientProvider>,
  );
  /** Once the list of books is read. */
  const booksRead = () =>
    waitFor(() => expect(client.getQueryCache().getAll()[0]?.state.status).toBe('success'));
  return { ...view, booksRead };
}

describe('the result of a calculation', () => {
  it('names the price book its prices come from, and nothing for the national catalogue', () => {
    const inBook = calculateJob(
      { ...fixtures.brickWall, price_book: { id: 3, name: 'Kab. Sleman 2026' } },
      form,
    );
    const { unmount } = renderResult(inBook);
    expect(screen.getByTestId('result-price-book').textContent).toBe(
      'Harga dari daftar harga Kab. Sleman 2026',
    );
    unmount();
    renderResult(calculateJob(fixtures.brickWall, form));
    expect(screen.queryByTestId('result-price-book')).toBeNull();
    expect(screen.queryByTestId('price-source-catalogue')).toBeNull();
  });

  it('warns that the book it was priced with has expired, and says nothing of one that holds', async () => {
    // Today is 27 November 2026: "Kab. Sleman 2026" held until 30 June, "DIY 2026" holds until the year's end.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    const books = [
      fixtures.priceBook({ id: 3, name: 'Kab. Sleman 2026', valid_until: '2026-06-30' }),
      fixtures.priceBook({ id: 4, name: 'DIY 2026', valid_until: '2026-12-31' }),
    ];
    const inBook = (id: number, name: string) =>
      calculateJob({ ...fixtures.brickWall, price_book: { id, name } }, form);
    const { unmount } = renderResult(inBook(3, 'Kab. Sleman 2026'), books);
    expect((await screen.findByTestId('result-price-book-expired')).textContent).toBe(
      'Daftar harga ini kedaluwarsa (berlaku s.d. 30 Juni 2026): periksa harganya.',
    );
    unmount();
    const { booksRead } = renderResult(inBook(4, 'DIY 2026'), books);
    await booksRead();
    expect(screen.getByTestId('result-price-book').textContent).toBe('Harga dari daftar harga DIY 2026');
    expect(screen.queryByTestId('result-price-book-expired')).toBeNull();
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
    renderResult(result);
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

  it('shows a RAB of trillions in full on a phone: smaller, breaking between its thousands groups, never cut off', () => {
    // 1.000.000 m² at a 95% margin: the header cut "Rp 19.346.000.000.0…" off at 390 px.
    const result = calculateJob(fixtures.brickWall, { ...form, volume: 1_000_000, profit_percentage: 95 });
    expect(formatRupiah(result.summary.rab_total)).toBe('Rp\u00a02.169.000.000.000');
    renderResult(result);
    const view = screen.getByTestId('calculation-result');
    const rab = screen.getByTestId('result-rab-total');
    expectWrapsInFull(rab, formatRupiah(result.summary.rab_total), view);
    expect(rab.querySelectorAll('wbr')).toHaveLength(4);
    // Smaller than a short RAB's text-3xl on a phone.
    expect(rab.classList).not.toContain('text-3xl');
    expect(rab.classList).toContain('text-xl');
    const figures: [string, number][] = [
      ['result-labor-total', result.summary.total_labor_cost],
      ['result-material-total', result.summary.total_material_cost],
      ['result-total-cost', result.summary.total_cost],
      ['result-profit-amount', result.summary.profit_amount],
      ['result-rab-per-unit', result.summary.rab_per_unit],
      ['result-hpp-per-unit', result.summary.hpp_per_unit],
    ];
    for (const [testId, value] of figures)
      expectWrapsInFull(screen.getByTestId(testId), formatRupiah(value), view);
    for (const list of ['result-labor-lines', 'result-material-lines']) {
      const phone = screen.getByTestId(list).querySelector('ul')!;
      for (const cost of phone.querySelectorAll<HTMLElement>('li p.tabular-nums, li span.tabular-nums'))
        expectWrapsInFull(cost, cost.textContent ?? '', view);
    }
    const phoneTotal = screen
      .getByTestId('result-material-lines')
      .querySelector('ul > li:last-child .tabular-nums');
    expect(phoneTotal?.textContent).toBe(formatRupiah(result.materials.total_material_cost));
  });

  it('keeps a short RAB large', () => {
    renderResult(calculateJob(fixtures.brickWall, form));
    expect(screen.getByTestId('result-rab-total').classList).toContain('text-3xl');
  });
});
