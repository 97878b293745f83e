import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectWrapsInFull } from '../../../test/wrapping';
import { row, type ResultRow } from '../rows';
import { ResultPanel } from './ResultPanel';

const rows: ResultRow[] = [{ key: 'area', label: 'Luas', value: 12.5, unit: 'm²' }];

describe('the result panel', () => {
  it('keeps the focus on "Simpan hasil" once it says the result is saved, and saves it once', () => {
    const onSave = vi.fn();
    const panel = (savedAlready: boolean) => (
      <ResultPanel rows={rows} onSave={onSave} savedAlready={savedAlready} onExport={vi.fn()} />
    );
    const { rerender } = render(panel(false));
    const save = screen.getByTestId('save-calculator-result');
    save.focus();
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);

    rerender(panel(true));
    expect(save.textContent).toBe('✓ Hasil tersimpan');
    // A disabled button lets the focus go in a browser: this one stays focusable and says it is not available.
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(save);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows a long cost or quantity in full on a phone, breaking between its thousands groups', () => {
    const long = [
      row('cost-total', 'Perkiraan biaya material', 12_345_678_901_234, 'Rp', 0),
      row('concrete', 'Volume beton', 1_234_567.891, 'm³', 3),
    ];
    render(<ResultPanel rows={long} onSave={vi.fn()} onExport={vi.fn()} />);
    const panel = screen.getByTestId('calculator-result');
    expectWrapsInFull(screen.getByTestId('result-cost-total'), 'Rp\u00a012.345.678.901.234', panel);
    // The figure and its unit stay together: "567,891 m³" is one run.
    expectWrapsInFull(screen.getByTestId('result-concrete'), '1.234.567,891 m³', panel);
  });
});
