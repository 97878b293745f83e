import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryStats } from './HistoryStats';

// Tailwind 4's slate text shades as sRGB, and WCAG's contrast of a text colour on white.
const SLATE: Record<string, string> = {
  'text-slate-400': '#90a1b9',
  'text-slate-500': '#62748e',
  'text-slate-600': '#45556c',
  'text-slate-700': '#314158',
};
function contrastOnWhite(hex: string): number {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

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

  it("writes each category's count dark enough to read on white (at least 4.5:1)", () => {
    render(
      <HistoryStats
        stats={{
          count: 3,
          total_labor_cost: 0,
          total_material_cost: 0,
          total_cost: 0,
          total_rab: 0,
          by_category: [{ category_name: 'Pekerjaan Beton', count: 3, total_rab: 0 }],
          by_month: [],
        }}
      />,
    );
    const count = screen.getByText('(3)');
    const shade = [...count.classList].find((name) => name.startsWith('text-slate-'));
    expect(shade && SLATE[shade]).toBeTruthy();
    expect(contrastOnWhite(SLATE[shade!]!)).toBeGreaterThanOrEqual(4.5);
  });
});
