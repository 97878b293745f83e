import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { MaterialDraft } from '../assignments';
import { AssignedRow } from './AssignedRow';
import { MaterialAssignments } from './MaterialAssignments';

const draft = (id: number, name: string): MaterialDraft => ({
  material_id: id,
  name,
  unit: 'kg',
  quantity_per_unit: 1,
  quantity: '1',
  brick_type: null,
});

function Column() {
  const [items, setItems] = useState([draft(1, 'Semen'), draft(2, 'Pasir'), draft(3, 'Kerikil')]);
  return <MaterialAssignments items={items} onChange={setItems} options={[]} />;
}

const lepas = (name: string) => screen.getByRole('button', { name: `Lepas ${name}` });

describe('Lepas on an assigned item', () => {
  it('keeps the focus in the column: next row, then the row before, then the picker', () => {
    render(<Column />);
    lepas('Semen').focus();
    fireEvent.click(lepas('Semen'));
    expect(screen.queryByRole('button', { name: 'Lepas Semen' })).toBeNull();
    expect(document.activeElement).toBe(lepas('Pasir'));

    // The last row: the row before it.
    lepas('Kerikil').focus();
    fireEvent.click(lepas('Kerikil'));
    expect(document.activeElement).toBe(lepas('Pasir'));

    // None left: the picker that adds the next one.
    fireEvent.click(lepas('Pasir'));
    expect(screen.getByText('Belum ada material.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('assign-material-select'));
  });
});

describe('An assigned row', () => {
  it('is named with its note, and marks a coefficient to mend with the reason under it', () => {
    render(
      <ul>
        <AssignedRow
          name="Pasir pasang"
          note="Batako"
          unit="m³"
          value="abc"
          error="Harus berupa angka lebih dari 0"
          testId="assigned-material"
          onValue={() => undefined}
          onRemove={() => undefined}
        />
      </ul>,
    );
    const input = screen.getByRole('textbox', { name: 'Koefisien Pasir pasang (Batako)' });
    expect(screen.getByRole('button', { name: 'Lepas Pasir pasang (Batako)' })).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Harus berupa angka lebih dari 0',
    );
  });
});
