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
});
