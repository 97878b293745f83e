import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDef } from '../form';
import { EntityDialog } from './EntityDialog';

const fields: FieldDef[] = [
  { name: 'name', label: 'Nama material', required: true },
  { name: 'price', label: 'Harga', kind: 'money', required: true },
];

function renderEdit() {
  const onClose = vi.fn();
  render(
    <EntityDialog
      title="Ubah material"
      fields={fields}
      initial={{ name: 'Semen Portland', price: '65.000' }}
      onSubmit={() => Promise.resolve()}
      onClose={onClose}
    />,
  );
  return { onClose, price: screen.getByTestId('input-price') as HTMLInputElement };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Buang perubahan?' });

describe('EntityDialog', () => {
  it('closes on Escape or Batal at once while the form is as it was opened', () => {
    const { onClose } = renderEdit();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before Batal throws a typed price away, and closes once the admin chooses to discard it', () => {
    const { onClose, price } = renderEdit();
    fireEvent.change(price, { target: { value: '71.500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Lanjut mengedit' }));
    expect(question()).toBeNull();
    expect(price.value).toBe('71.500');

    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Buang perubahan' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before Escape throws a typed price away; typed back, there is nothing to ask', () => {
    const { onClose, price } = renderEdit();
    fireEvent.change(price, { target: { value: '71.500' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(question()!).getByRole('button', { name: 'Lanjut mengedit' }));
    expect(price.value).toBe('71.500');

    fireEvent.change(price, { target: { value: '65.000' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(question()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
