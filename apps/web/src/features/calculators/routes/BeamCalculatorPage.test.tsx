import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ahspMessages } from '@kalkulator/core';
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

  it('keeps the material cost toggle and the typed prices over a reload, until Reset', () => {
    renderPage();
    fireEvent.click(screen.getByTestId('toggle-cost'));
    fireEvent.change(screen.getByTestId('input-price-steel'), { target: { value: '14.750' } });
    fireEvent.change(screen.getByTestId('input-price-sand'), { target: { value: '325.000' } });
    const steelCost = screen.getByTestId('result-cost-steel').textContent;

    // A reload: the screen is drawn again from what the browser kept.
    cleanup();
    renderPage();
    expect((screen.getByTestId('toggle-cost') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('input-price-steel') as HTMLInputElement).value).toBe('14.750');
    expect((screen.getByTestId('input-price-sand') as HTMLInputElement).value).toBe('325.000');
    expect(screen.getByTestId('result-cost-steel').textContent).toBe(steelCost);

    fireEvent.click(screen.getByTestId('calculator-reset'));
    expect((screen.getByTestId('toggle-cost') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('result-cost-steel')).toBeNull();
    cleanup();
    renderPage();
    expect((screen.getByTestId('toggle-cost') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('toggle-cost'));
    expect((screen.getByTestId('input-price-steel') as HTMLInputElement).value).not.toBe('14.750');
  });

  it('asks about a price typed "16,000" (Rp 16 or Rp 16.000?) instead of costing the steel at Rp 16', () => {
    renderPage();
    fireEvent.click(screen.getByTestId('toggle-cost'));
    fireEvent.change(screen.getByTestId('input-price-steel'), { target: { value: '16,000' } });
    expect(screen.getByTestId('error-price-steel').textContent).toBe(
      ahspMessages.priceCommaThousands('16,000', '16.000', '16000'),
    );
    expect(screen.queryByTestId('result-cost-steel')).toBeNull();
    fireEvent.change(screen.getByTestId('input-price-steel'), { target: { value: '16.000' } });
    expect(screen.queryByTestId('error-price-steel')).toBeNull();
    // 51,75396 kg of 12 m stock bars at Rp 16.000/kg.
    expect(screen.getByTestId('result-cost-steel').textContent).toContain('828.063');
  });

  it('shows the prices it starts from the Indonesian way, as a user types them', () => {
    renderPage();
    fireEvent.click(screen.getByTestId('toggle-cost'));
    for (const name of ['steel', 'sand', 'gravel'])
      expect((screen.getByTestId(`input-price-${name}`) as HTMLInputElement).value).toMatch(
        /^\d{1,3}(\.\d{3})+$/,
      );
  });
});
