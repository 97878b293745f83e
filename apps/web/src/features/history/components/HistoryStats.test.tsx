import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryStats } from './HistoryStats';

describe('HistoryStats', () => {
  it('shows the totals and one bar per category, the biggest filling the width', () => {
    render(
      <HistoryStats
        stats={{
          count: 3,
          total_labor_cost: 1_000_000,
          total_material_cost: 2_000_000,
          total_cost: 3_000_000,
          total_rab: 3_750_000,
          by_category: [
            { category_name: 'Pekerjaan Beton', count: 2, total_rab: 3_000_000 },
            { category_name: 'Pekerjaan Tanah', count: 1, total_rab: 750_000 },
          ],
          by_month: [],
        }}
      />,
    );
    expect(screen.getByTestId('stats-count').textContent).toBe('3');
    expect(screen.getByTestId('stats-total-rab').textContent).toMatch(/3\.750\.000/);
    const rows = screen.getAllByTestId('stats-chart-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pekerjaan Beton'),
      expect.stringContaining('Pekerjaan Tanah'),
    ]);
    const widths = rows.map(
      (row) => (row.querySelector('div[aria-hidden] > div') as HTMLElement).style.width,
    );
    expect(widths).toEqual(['100%', '25%']);
  });
});
