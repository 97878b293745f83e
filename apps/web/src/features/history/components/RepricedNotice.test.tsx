import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatRupiah } from '@kalkulator/core';
import type { RepricedItem } from '../sync';
import { RepricedNotice } from './RepricedNotice';

const item = (at: number, hppKnown = true): RepricedItem => ({
  local_id: `local_${at}`,
  calculation_id: 30 + at,
  name: `Plesteran, Rumah ${at}`,
  before_rab: 1_000_000 * at,
  after_rab: 1_000_000 * at + 14_400,
  before_hpp: hppKnown ? 800_000 * at : null,
  after_hpp: 800_000 * at + 11_520,
});

describe('the notice of results recomputed with the current prices', () => {
  it('counts several and lists five by name with both totals, the rest counted', () => {
    const onClose = vi.fn();
    render(
      <RepricedNotice items={[1, 2, 3, 4, 5, 6, 7].map((at) => item(at, at !== 2))} onClose={onClose} />,
    );
    expect(screen.getByTestId('sync-repriced-title').textContent).toBe(
      '7 kalkulasi dihitung ulang dengan harga terbaru:',
    );
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toBe(
      `Plesteran, Rumah 1: RAB ${formatRupiah(1_000_000)} → ${formatRupiah(1_014_400)}, HPP ${formatRupiah(800_000)} → ${formatRupiah(811_520)}`,
    );
    // The browser copy carried no HPP: only the RAB is compared.
    expect(rows[1]).toBe(`Plesteran, Rumah 2: RAB ${formatRupiah(2_000_000)} → ${formatRupiah(2_014_400)}`);
    expect(rows[5]).toBe('dan 2 kalkulasi lainnya');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing but its live region when no result changed', () => {
    render(<RepricedNotice items={[]} onClose={() => undefined} />);
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });
});
