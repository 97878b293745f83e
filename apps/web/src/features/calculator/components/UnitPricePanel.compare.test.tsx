import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answerAll } from '../../../test/render';
import { UnitPricePanel } from './UnitPricePanel';

// The comparison offers what the analysis is not priced with: an analysis on the catalogue's prices was offered
// "Katalog nasional" and compared with itself (every difference Rp 0); one priced with a book, that book.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.useRealTimers();
});

const book = (id: number, name: string, validUntil: string | null = null) => ({
  id,
  name,
  region: 'Kab. Sleman',
  year: 2026,
  source: null,
  valid_until: validUntil,
  private: false,
  owner_id: null,
  price_count: 3,
  updated_at: '2026-05-01T08:00:00Z',
});

function show(priceBook: { id: number; name: string } | null, books: ReturnType<typeof book>[]) {
  apiClient.defaults.adapter = answerAll({ price_books: books });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnitPricePanel jobType={{ ...fixtures.brickWall, price_book: priceBook }} />
    </QueryClientProvider>,
  );
}

/** The comparison's choices once the books are read (the list's first book is there). */
async function choices(first: string) {
  const select = (await screen.findByTestId('unit-price-compare')) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((option) => option.textContent)).toContain(first));
  return [...select.options].map((option) => option.textContent);
}

describe('the unit price comparison', () => {
  it('offers no "Katalog nasional" to an analysis on the catalogue’s prices, only the books', async () => {
    show(null, [book(3, 'Sleman 2026'), book(4, 'DIY 2025')]);
    expect(await choices('Sleman 2026 (Kab. Sleman, 2026)')).toEqual([
      'Tanpa perbandingan',
      'Sleman 2026 (Kab. Sleman, 2026)',
      'DIY 2025 (Kab. Sleman, 2026)',
    ]);
  });

  it('offers the catalogue and the other books, not the book the analysis is priced with', async () => {
    show({ id: 3, name: 'Sleman 2026' }, [book(3, 'Sleman 2026'), book(4, 'DIY 2025')]);
    expect(await choices('DIY 2025 (Kab. Sleman, 2026)')).toEqual([
      'Tanpa perbandingan',
      'Katalog nasional (bawaan)',
      'DIY 2025 (Kab. Sleman, 2026)',
    ]);
  });

  it('is left out on the catalogue’s prices when there is no book to compare with', async () => {
    show(null, []);
    await waitFor(() => expect(screen.queryByTestId('unit-price-compare')).toBeNull());
    expect(screen.getByTestId('unit-price-F')).toBeTruthy();
  });
});

describe('the book the unit price is priced with', () => {
  it('is said to have expired once its last day has passed', async () => {
    // Today is 27 November 2026: Sleman 2026 held until 30 June, DIY 2026 holds until the year's end.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    show({ id: 3, name: 'Sleman 2026' }, [
      book(3, 'Sleman 2026', '2026-06-30'),
      book(4, 'DIY 2026', '2026-12-31'),
    ]);
    expect((await screen.findByTestId('unit-price-book-expired')).textContent).toBe(
      'Daftar harga ini kedaluwarsa (berlaku s.d. 30 Juni 2026): periksa harganya.',
    );
    expect(screen.getByTestId('unit-price-book').textContent).toBe(
      'Harga dari daftar harga Sleman 2026; item yang tidak diisi memakai harga katalog.',
    );
  });

  it('says nothing more of a book on its last day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 30, 23, 0));
    show({ id: 4, name: 'DIY 2026' }, [
      book(3, 'Sleman 2026', '2026-06-29'),
      book(4, 'DIY 2026', '2026-06-30'),
    ]);
    // The books are read once the comparison offers them: the expired other one is said so there, not this one.
    expect(
      await choices('Sleman 2026 (Kab. Sleman, 2026) · kedaluwarsa, berlaku s.d. 29 Juni 2026'),
    ).toContain('Katalog nasional (bawaan)');
    expect(screen.queryByTestId('unit-price-book-expired')).toBeNull();
  });
});
