import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <button type="button">Di belakang</button>
      <Dialog title="Tambah material" onClose={onClose}>
        <input aria-label="Nama" />
        <button type="button">Simpan</button>
      </Dialog>
    </>,
  );
  return onClose;
}

describe('Dialog', () => {
  it('is a labelled modal that starts with the focus on its first field', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Tambah material' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Nama'));
  });

  it('keeps Tab and Shift+Tab inside and closes on Escape', () => {
    const onClose = renderDialog();
    const close = screen.getByRole('button', { name: 'Tutup' });
    const save = screen.getByRole('button', { name: 'Simpan' });
    save.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
