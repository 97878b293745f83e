import { act, fireEvent, render, screen } from '@testing-library/react';
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

describe('the calculator form keeps the focus, and says the step, from the keyboard', () => {
  beforeEach(() => localStorage.clear());
  const heading = () => screen.getByRole('heading', { level: 2 });

  it('Lanjut, Enter and Kembali move the focus to the heading that names the new step', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Langkah 2 dari 3 · Tenaga Kerja');
    // Enter in a field sends the form: the same move.
    input('productivity').focus();
    fireEvent.submit(input('productivity').form!);
    expect(heading().textContent).toBe('Langkah 3 dari 3 · Material & Keuntungan');
    expect(document.activeElement).toBe(heading());
    fireEvent.click(screen.getByTestId('step-prev'));
    expect(heading().textContent).toBe('Langkah 2 dari 3 · Tenaga Kerja');
    expect(document.activeElement).toBe(heading());
  });

  it('puts the focus on the field whose error stopped Lanjut or Hitung', () => {
    renderForm();
    type('volume', '-2');
    screen.getByTestId('step-next').focus();
    fireEvent.click(screen.getByTestId('step-next'));
    expect(document.activeElement).toBe(input('volume'));

    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('step-next'));
    // Emptied meanwhile (another tab's draft): Hitung opens step 1 at the volume.
    act(() => useCalculationSession.getState().setFormField('volume', ''));
    fireEvent.click(screen.getByTestId('calculate-submit'));
    expect(heading().textContent).toBe('Langkah 1 dari 3 · Volume & Proyek');
    expect(document.activeElement).toBe(input('volume'));
  });

  it('takes the focus when Ubah Input or Reset closes the result, not when the page opens', () => {
    useCalculationSession.getState().clearAll();
    useCalculationSession.getState().beginJobType(7, { volume: '10' });
    function Page() {
      const showResults = useCalculationSession((state) => state.showResults);
      const { editInput, beginJobType } = useCalculationSession.getState();
      if (showResults)
        return (
          <>
            <button onClick={editInput}>Ubah Input</button>
            <button onClick={() => beginJobType(7, {}, { fresh: true })}>Reset</button>
          </>
        );
      return (
        <CalculatorForm
          jobType={fixtures.brickWall}
          serverErrors={{}}
          submitting={false}
          onSubmit={vi.fn()}
        />
      );
    }
    render(<Page />);
    expect(document.activeElement).toBe(document.body);

    act(() => useCalculationSession.setState({ showResults: true }));
    const ubah = screen.getByRole('button', { name: 'Ubah Input' });
    ubah.focus();
    fireEvent.click(ubah);
    expect(document.activeElement).toBe(heading());
    expect(heading().textContent).toBe('Langkah 1 dari 3 · Volume & Proyek');

    act(() => useCalculationSession.setState({ showResults: true }));
    const reset = screen.getByRole('button', { name: 'Reset' });
    reset.focus();
    fireEvent.click(reset);
    expect(document.activeElement).toBe(heading());
  });

  it('leaves the ▾ of the material panel out of its button name', () => {
    renderForm();
    type('volume', '10');
    fireEvent.click(screen.getByTestId('step-next'));
    fireEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByRole('button', { name: 'Tampilkan spesifikasi material' })).toBe(
      screen.getByTestId('toggle-material-specs'),
    );
  });
});
