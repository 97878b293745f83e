import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@kalkulator/core';
import { fixtures } from '../../../test/fixtures';
import { useCalculationSession } from '../store';
import { CalculatorForm } from './CalculatorForm';
import { GROUPS_MESSAGE } from './CrewFields';

function renderForm() {
  const onSubmit = vi.fn();
  useCalculationSession.getState().clearAll();
  useCalculationSession.getState().beginJobType(7, { productivity: '10', worker_ratio: '1:3' });
  render(
    <CalculatorForm jobType={fixtures.brickWall} serverErrors={{}} submitting={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

const input = (name: string) => screen.getByTestId(`input-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });

// SPEC.md §5, word for word.
const VOLUME_MESSAGE =
  'Volume pekerjaan harus diisi dan lebih dari 0. Volume tidak boleh kosong atau bernilai negatif.';
const PRODUCTIVITY_MESSAGE =
  'Produktivitas harus diisi dan lebih dari 0. Masukkan nilai produktivitas per hari yang valid.';
const RATIO_MESSAGE = 'Rasio pekerja harus dalam format "angka:angka" (contoh: 1:1)';

describe('the calculator form shows the SPEC.md §5 messages inline before sending', () => {
  beforeEach(() => localStorage.clear());

  it('will not leave step 1 without a volume above 0', () => {
    renderForm();
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('error-volume').textContent).toBe(VOLUME_MESSAGE);
    type('volume', '-2');
    expect(screen.getByTestId('error-volume').textContent).toBe(VOLUME_MESSAGE);
    type('volume', '12,5');
    expect(screen.queryByTestId('error-volume')).toBeNull();
    fireEvent.click(screen.getByTestId('step-next'));
    expect(input('productivity').value).toBe('10');
  });

  it('checks productivity, the ratio format and a crew that cannot form one group', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    type('productivity', '0');
    type('worker_ratio', '1-3');
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('error-productivity').textContent).toBe(PRODUCTIVITY_MESSAGE);
    expect(screen.getByTestId('error-worker_ratio').textContent).toBe(RATIO_MESSAGE);

    type('productivity', '10');
    type('worker_ratio', '1:1');
    fireEvent.click(screen.getByText('Jumlah tukang & pekerja'));
    type('num_tukang', '0');
    type('num_pekerja', '2');
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('error-num_tukang').textContent).toBe(messages.incompleteGroup('1:1'));
    type('num_pekerja', '0');
    expect(screen.getByTestId('error-num_tukang').textContent).toBe(
      'Minimal harus ada 1 tukang atau 1 pekerja untuk melakukan pekerjaan',
    );
    type('num_tukang', '-1');
    expect(screen.getByTestId('error-num_tukang').textContent).toBe('Jumlah tukang tidak boleh negatif');
  });

  it('says groups, not workers, when the number of work groups is 0', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    type('num_workers', '0');
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('error-num_workers').textContent).toBe(GROUPS_MESSAGE);
    // SPEC.md §5's text, word for word, then what this field counts.
    expect(GROUPS_MESSAGE).toMatch(/^Jumlah pekerja harus lebih dari 0 \(jumlah kelompok kerja; /);
  });

  it('keeps counting the crew while a count is cleared and typed again', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByText('Jumlah tukang & pekerja'));
    expect([input('num_tukang').value, input('num_pekerja').value]).toEqual(['1', '3']);
    type('num_tukang', '');
    expect(input('num_tukang').value).toBe('');
    expect(screen.queryByTestId('input-num_workers')).toBeNull();
    type('num_tukang', '2');
    type('num_pekerja', '');
    type('num_pekerja', '6');
    expect([input('num_tukang').value, input('num_pekerja').value]).toEqual(['2', '6']);
    // An empty count is none: 0 tukang cannot form a 1:3 group.
    type('num_tukang', '');
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('error-num_tukang').textContent).toBe(messages.incompleteGroup('1:3'));
  });

  it('checks the profit percentage and only then submits', () => {
    const onSubmit = renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('step-next'));
    type('profit_percentage', '');
    fireEvent.click(screen.getByTestId('calculate-submit'));
    expect(screen.getByTestId('error-profit_percentage').textContent).toBe(
      'Persentase keuntungan harus diisi',
    );
    type('profit_percentage', '-5');
    expect(screen.getByTestId('error-profit_percentage').textContent).toBe(
      'Persentase keuntungan tidak boleh negatif',
    );
    type('profit_percentage', '100');
    expect(screen.getByTestId('error-profit_percentage').textContent).toBe(
      'Persentase keuntungan harus kurang dari 100%',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    type('profit_percentage', '25');
    fireEvent.click(screen.getByTestId('calculate-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the brick choice and hides or shows the material panel', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('step-next'));
    expect(input('brick_type').value).toBe('bata_merah');
    expect(screen.queryByText('Bata merah', { selector: 'span' })).toBeNull();
    fireEvent.click(screen.getByTestId('toggle-material-specs'));
    expect(screen.getByText('Bata merah', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('Bata ringan', { selector: 'span' })).toBeNull();
    fireEvent.click(screen.getByTestId('toggle-material-specs'));
    expect(screen.queryByText('Bata merah', { selector: 'span' })).toBeNull();
  });
});
