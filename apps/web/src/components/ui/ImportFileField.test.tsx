import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImportFileField } from './ImportFileField';

/**
 * A file input as a browser runs it: a pick fires "change" only when it changes what the input holds, so the same
 * file picked twice fires once unless the input was emptied in between (jsdom fires every change it is given).
 */
function browserPicker(input: HTMLInputElement) {
  let held: File | null = null;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => (held ? `C:\\fakepath\\${held.name}` : ''),
    set: (value: string) => {
      if (value === '') held = null;
    },
  });
  return (file: File) => {
    if (held === file) return;
    held = file;
    fireEvent.change(input, { target: { files: [file] } });
  };
}

describe('the file field of an import', () => {
  it('reads the same file picked twice twice, as after fixing it in Excel', async () => {
    const read: string[] = [];
    render(
      <ImportFileField
        label="Pilih berkas (.csv, .txt, .xlsx)"
        testId="import-file"
        onPick={(file) => void file.text().then((text) => read.push(text))}
      />,
    );
    const input = screen.getByLabelText('Pilih berkas (.csv, .txt, .xlsx)') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('import-file'));
    expect(input.accept).toBe(
      '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const pick = browserPicker(input);
    const file = new File(['Uraian;Volume\nGalian;12,5\n'], 'rab.csv', { type: 'text/csv' });

    pick(file);
    pick(file);

    await vi.waitFor(() =>
      expect(read).toEqual(['Uraian;Volume\nGalian;12,5\n', 'Uraian;Volume\nGalian;12,5\n']),
    );
    expect(input.value).toBe('');
  });

  it('is a secondary button naming the field, with a keyboard focus ring, and says the file picked in Indonesian', () => {
    const picked: string[] = [];
    render(
      <ImportFileField
        label="Pilih berkas (.csv, .txt, .xlsx)"
        testId="rab-import-file"
        onPick={(file) => picked.push(file.name)}
      />,
    );
    // Still the file input, named by its label and found by its test id (e2e picks with setInputFiles on it).
    const input = screen.getByLabelText('Pilih berkas (.csv, .txt, .xlsx)') as HTMLInputElement;
    expect(input).toBe(screen.getByTestId('rab-import-file'));
    expect(input.type).toBe('file');
    // The browser's "Choose File / No file chosen" is hidden from sight, not from the keyboard or a screen reader.
    expect(input.className.split(' ')).toEqual(['peer', 'sr-only']);
    expect(input.tabIndex).toBe(0);
    const face = screen.getByTestId('rab-import-file-button');
    expect(face.textContent).toBe('Pilih berkas (.csv, .txt, .xlsx)');
    expect(face.closest('label')).toBe(input.closest('label'));
    expect(face.className).toContain('ring-slate-300');
    expect(face.className).toContain('peer-focus-visible:outline-2');
    const status = screen.getByTestId('rab-import-file-name');
    expect(status.textContent).toBe('Belum ada berkas dipilih');
    expect(input.getAttribute('aria-describedby')).toBe(status.id);

    fireEvent.change(input, { target: { files: [new File(['x'], 'rab rumah.xlsx')] } });

    expect(picked).toEqual(['rab rumah.xlsx']);
    expect(status.textContent).toBe('rab rumah.xlsx');
  });
});
