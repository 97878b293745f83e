import { fireEvent, render, screen } from '@testing-library/react';
import { readVolume } from '@kalkulator/core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { insertOperator, VolumeField } from './VolumeField';

// A phone's decimal keypad has no ×: the field offers the operators while it has the focus.
function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <VolumeField
      id="volume-1"
      className=""
      value={value}
      invalid={false}
      describedBy="note"
      onChange={setValue}
      testId="volume"
    />
  );
}

describe('the volume field', () => {
  it('puts an operator where the caret is, spaced, and keeps the caret after it', () => {
    expect(insertOperator('3', 1, 1, '×')).toEqual({ value: '3 × ', caret: 4 });
    expect(insertOperator('34', 1, 1, '+')).toEqual({ value: '3 + 4', caret: 4 });
    expect(insertOperator('2 × 3,5', 4, 4, '(')).toEqual({ value: '2 × (3,5', caret: 5 });
    expect(insertOperator('2 × (3,5 ', 9, 9, ')')).toEqual({ value: '2 × (3,5)', caret: 9 });
    expect(insertOperator('', 0, 0, '÷')).toEqual({ value: '÷ ', caret: 2 });
    // A selection is replaced.
    expect(insertOperator('3 x 4', 2, 3, '×')).toEqual({ value: '3 × 4', caret: 4 });
  });

  it('offers the operators while focused, and a working typed with them is read', () => {
    render(<Field initial="" />);
    const input = screen.getByTestId('volume') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    expect(screen.queryByTestId('volume-operators')).toBeNull();
    input.focus();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '3' } });
    input.setSelectionRange(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Sisipkan kali (×)' }));
    expect(input.value).toBe('3 × ');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(4);
    fireEvent.change(input, { target: { value: '3 × 4' } });
    input.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Sisipkan kali (×)' }));
    fireEvent.change(input, { target: { value: `${input.value}0,15` } });
    expect(input.value).toBe('3 × 4 × 0,15');
    expect(readVolume(input.value)).toMatchObject({ ok: true, value: 1.8 });
    // Between the numbers, the caret is after the operator at once, before a quick next key (not a frame later).
    fireEvent.change(input, { target: { value: '34' } });
    input.setSelectionRange(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Sisipkan tambah (+)' }));
    expect(input.value).toBe('3 + 4');
    expect(input.selectionStart).toBe(4);
    fireEvent.blur(input, { relatedTarget: document.body });
    expect(screen.queryByTestId('volume-operators')).toBeNull();
  });
});
