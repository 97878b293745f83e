import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from '../../../lib/toast';
import { calculatorToasts, storageToasts } from '../../../lib/toast-messages';
import { answerAll, renderScreen } from '../../../test/render';
import LengthCalculatorPage from '../routes/LengthCalculatorPage';
import { CALCULATOR_RESULTS_KEY, MAX_SAVED } from '../saved';

// "Simpan hasil" of a specialised calculator when the browser cannot keep the result: the user is told why, and
// nothing on screen says it is saved.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

function saveOnce() {
  renderScreen('/length-calculator', <LengthCalculatorPage />, answerAll({ categories: [], job_types: [] }));
  fireEvent.click(screen.getByTestId('save-calculator-result'));
}

describe('saving a calculator result the browser cannot keep', () => {
  it('says the storage is full, and neither lists it nor calls it saved', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    saveOnce();
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('save-calculator-result').textContent).toBe('Simpan hasil');
    expect(screen.queryByTestId('saved-result')).toBeNull();
  });

  it('says the browser already keeps as many as it may, keeping every one', () => {
    const kept = Array.from({ length: MAX_SAVED }, (_, index) => ({
      id: `calc_${index}`,
      calculator: 'panjang',
      title: 'Panjang',
      created_at: '2026-01-01T00:00:00.000Z',
      inputs: {},
      rows: [],
    }));
    localStorage.setItem(CALCULATOR_RESULTS_KEY, JSON.stringify(kept));
    saveOnce();
    expect(toast.error).toHaveBeenCalledWith(calculatorToasts.tooMany(MAX_SAVED));
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByTestId('save-calculator-result').textContent).toBe('Simpan hasil');
    expect(screen.getAllByTestId('saved-result')).toHaveLength(MAX_SAVED);
  });

  it('still saves and says so when there is room', () => {
    saveOnce();
    expect(toast.success).toHaveBeenCalledWith(calculatorToasts.saved);
    expect(screen.getByTestId('save-calculator-result').textContent).toBe('✓ Hasil tersimpan');
    expect(screen.getAllByTestId('saved-result')).toHaveLength(1);
  });
});
