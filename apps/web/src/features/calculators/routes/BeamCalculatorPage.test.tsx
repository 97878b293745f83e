import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answerAll, renderScreen } from '../../../test/render';
import BeamCalculatorPage from './BeamCalculatorPage';

const originalAdapter = apiClient.defaults.adapter;

// The hand-off searches the catalogue: no job type matches.
const renderPage = () =>
  renderScreen(
    '/beam-calculator',
    <BeamCalculatorPage />,
    answerAll({ categories: [], job_types: [], price_books: [] }),
  );

describe('BeamCalculatorPage', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('says when a main bar is longer than a 12 m stock bar and its lap splices are not counted', () => {
    renderPage();
    expect(screen.queryByTestId('lap-splice-warning')).toBeNull();
    fireEvent.change(screen.getByTestId('input-length'), { target: { value: '13' } });
    // 13 − 2 · 0,025 + 2 · 12 · 0,013 = 13,262 m.
    expect(screen.getByTestId('lap-splice-warning').textContent).toMatch(
      /^Tulangan utama 13,26 m lebih panjang dari besi 12 m/,
    );
    fireEvent.change(screen.getByTestId('input-length'), { target: { value: '6' } });
    expect(screen.queryByTestId('lap-splice-warning')).toBeNull();
  });

  it('writes the stock bars of the bar table as the result rows do, with thousands separators', () => {
    renderPage();
    fireEvent.change(screen.getByTestId('input-count'), { target: { value: '1000' } });
    const stockBars = (diameter: number) =>
      screen.getByTestId(`bar-${diameter}`).querySelectorAll('td')[3]?.textContent;
    // 1000 beams of 4 m: 2.334 bars for the stirrups and 2.500 for the main bars, 4.834 in all.
    expect(stockBars(8)).toBe('2.334');
    expect(stockBars(13)).toBe('2.500');
    expect(screen.getByTestId('result-stock-bars').textContent).toContain('4.834 batang');
  });
});
