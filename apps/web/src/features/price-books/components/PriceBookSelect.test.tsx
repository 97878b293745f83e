import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answer, renderScreen } from '../../../test/render';
import type { PriceBook } from '../api';
import { PriceBookSelect } from './PriceBookSelect';

// The price book choice. A project whose book is gone (an admin deleted it; a guest's project keeps its id) still
// has its lines at that book's prices: the choice says the book is gone instead of "Katalog nasional (bawaan)", and
// changes nothing by itself. The calculator, which asks to be told, drops such a book for the next job.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const sleman: PriceBook = fixtures.priceBook({
  id: 3,
  name: 'Kab. Sleman 2026',
  region: 'DI Yogyakarta',
  updated_at: '2026-11-01T00:00:00Z',
});

function renderSelect(value: number | null, onUnavailable?: () => void, books: PriceBook[] = [sleman]) {
  const onChange = vi.fn();
  renderScreen(
    '/projects/local_gudang',
    <PriceBookSelect
      value={value}
      onChange={onChange}
      {...(onUnavailable && { onUnavailable })}
      label="Daftar harga proyek"
      testId="project-price-book"
    />,
    (config) => answer(config, { price_books: books }),
  );
  const select = screen.getByTestId('project-price-book') as HTMLSelectElement;
  return { select, onChange };
}

const shown = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.textContent;

describe('PriceBookSelect', () => {
  it('shows a deleted book as gone, selected, and leaves the project on it', async () => {
    const { select, onChange } = renderSelect(99);
    await waitFor(() => expect(shown(select)).toBe('Daftar harga yang sudah dihapus atau tidak tersedia'));
    expect(select.value).toBe('99');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Katalog nasional (bawaan)',
      'Daftar harga yang sudah dihapus atau tidak tersedia',
      'Kab. Sleman 2026 (DI Yogyakarta, 2026)',
    ]);
    expect(onChange).not.toHaveBeenCalled();

    // Another choice is the user's: then the project moves (after the editor shows the difference).
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChange).toHaveBeenCalledWith(3, sleman);
  });

  it('shows a book that is there by its name, with no gone choice', async () => {
    const { select } = renderSelect(3);
    await waitFor(() => expect(shown(select)).toBe('Kab. Sleman 2026 (DI Yogyakarta, 2026)'));
    expect(select.options).toHaveLength(2);
  });

  it('tells a caller that drops a gone book (the calculator) instead of choosing for it', async () => {
    const onUnavailable = vi.fn();
    const { onChange } = renderSelect(99, onUnavailable);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalled());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says of a book past its last day that it has expired, chosen or offered; nothing of one that holds', async () => {
    // Today is 27 November 2026: Kab. Sleman held until 30 June, DIY holds until the year's end.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    const expired = { ...sleman, valid_until: '2026-06-30' };
    const holding = { ...sleman, id: 4, name: 'DIY 2026', region: 'DIY', valid_until: '2026-12-31' };
    const { select } = renderSelect(3, undefined, [expired, holding]);
    await waitFor(() =>
      expect(shown(select)).toBe(
        'Kab. Sleman 2026 (DI Yogyakarta, 2026) · kedaluwarsa, berlaku s.d. 30 Juni 2026',
      ),
    );
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Katalog nasional (bawaan)',
      'Kab. Sleman 2026 (DI Yogyakarta, 2026) · kedaluwarsa, berlaku s.d. 30 Juni 2026',
      'DIY 2026 (DIY, 2026)',
    ]);
  });
});
