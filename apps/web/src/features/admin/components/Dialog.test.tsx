import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogCancel } from './Dialog';

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

/** A form that is dirty once something is typed, as the admin's forms tell their dialog. */
function Form({ onClose }: { onClose(): void }) {
  const [name, setName] = useState('');
  return (
    <Dialog title="Tambah material" onClose={onClose} dirty={name !== ''}>
      <input aria-label="Nama" value={name} onChange={(event) => setName(event.target.value)} />
      <DialogCancel />
      <button type="button">Simpan</button>
    </Dialog>
  );
}

function renderForm() {
  const onClose = vi.fn();
  const { container } = render(<Form onClose={onClose} />);
  const backdrop = container.querySelector<HTMLElement>('[aria-hidden="true"]')!;
  return { onClose, backdrop, name: screen.getByLabelText<HTMLInputElement>('Nama') };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Buang perubahan?' });

describe('Dialog', () => {
  it('is a labelled modal that starts with the focus on its first field', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Tambah material' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Nama'));
  });

  it('keeps ✕ at its 44 px beside a long title, which wraps instead', () => {
    render(
      <Dialog
        title="Ubah jenis pekerjaan Pemasangan dinding bata ringan tebal 10 cm dengan perekat"
        onClose={vi.fn()}
      >
        <input aria-label="Nama" />
      </Dialog>,
    );
    const close = screen.getByRole('button', { name: 'Tutup' });
    const classes = close.className.split(' ');
    // A flex item shrinks below its width unless told not to: ✕ was 17 × 44 px on a 320 px phone.
    expect(classes).toEqual(expect.arrayContaining(['h-11', 'w-11', 'shrink-0']));
    expect(screen.getByRole('heading', { level: 2 }).className.split(' ')).toEqual(
      expect.arrayContaining(['min-w-0', 'break-words']),
    );
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

  it('closes at once on Batal, the backdrop, Escape or ✕ while nothing was typed', () => {
    const { onClose, backdrop } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(backdrop);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(4);
    expect(question()).toBeNull();
  });

  it('asks before Batal, the backdrop, Escape or ✕ throw away what was typed', () => {
    const { onClose, backdrop, name } = renderForm();
    fireEvent.change(name, { target: { value: 'Semen putih' } });
    for (const close of [
      () => fireEvent.click(screen.getByRole('button', { name: 'Batal' })),
      () => fireEvent.click(backdrop),
      () => fireEvent.keyDown(document, { key: 'Escape' }),
      () => fireEvent.click(screen.getByRole('button', { name: 'Tutup' })),
    ]) {
      close();
      expect(question()).not.toBeNull();
      fireEvent.click(within(question()!).getByRole('button', { name: 'Lanjut mengedit' }));
      expect(question()).toBeNull();
    }
    expect(onClose).not.toHaveBeenCalled();
    expect(name.value).toBe('Semen putih');

    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(question()!).getByRole('button', { name: 'Buang perubahan' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks as the confirmations do: a title, what is lost, and answers named by what they do', () => {
    const { name } = renderForm();
    fireEvent.change(name, { target: { value: 'Semen putih' } });
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    const asked = question()!;
    expect(asked.getAttribute('aria-modal')).toBe('true');
    expect(within(asked).getByRole('heading').textContent).toBe('Buang perubahan?');
    const consequence = document.getElementById(asked.getAttribute('aria-describedby')!)!;
    expect(consequence.textContent).toBe('Perubahan yang belum disimpan di formulir ini akan hilang.');
    expect(
      within(asked)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Lanjut mengedit', 'Buang perubahan']);
  });

  it('keeps the keyboard in the question, and Escape there goes back to the field being typed in', () => {
    const { onClose, name } = renderForm();
    fireEvent.change(name, { target: { value: 'Semen putih' } });
    name.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    const keep = within(question()!).getByRole('button', { name: 'Lanjut mengedit' });
    const discard = within(question()!).getByRole('button', { name: 'Buang perubahan' });
    // The safe answer has the focus; the form behind is inert, so Tab only moves between the two answers.
    expect(document.activeElement).toBe(keep);
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(discard);
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(keep);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(question()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('dialog').hasAttribute('inert')).toBe(false);
  });
});
