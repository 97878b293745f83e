import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { ImportDialog } from './ImportDialog';

const originalAdapter = apiClient.defaults.adapter;
const answer = (config: InternalAxiosRequestConfig, data: unknown) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse;

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportDialog onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ImportDialog', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('uploads the file as multipart with the percentage, previews the marked errors, then imports', async () => {
    const sent: InternalAxiosRequestConfig[] = [];
    let finishUpload: (() => void) | undefined;
    apiClient.defaults.adapter = (config) => {
      sent.push(config);
      if (config.url === '/upload') {
        config.onUploadProgress?.({ loaded: 512, total: 1024, bytes: 512, lengthComputable: true });
        return new Promise((resolve) => {
          finishUpload = () =>
            resolve(
              answer(config, {
                file_name: 'harga.csv',
                kind: 'csv',
                format: 'price-list',
                rows: [{ line: 2, kind: 'material', code: 'P-1', name: 'Pasir', unit: 'm3', price: 285_000 }],
                errors: [{ line: 3, msg: 'Harga "mahal" bukan angka' }],
              }),
            );
        });
      }
      return Promise.resolve(answer(config, { message: '1 data ditambahkan, 0 data diperbarui' }));
    };
    const onClose = renderDialog();
    const file = new File(
      ['kode;nama;satuan;harga\nP-1;Pasir;m3;285000\nP-2;Bata;buah;mahal\n'],
      'harga.csv',
      {
        type: 'text/csv',
      },
    );
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('import-upload'));

    expect((await screen.findByTestId('upload-progress-text')).textContent).toBe('Mengunggah... 50%');
    expect(screen.getByTestId('upload-progress').getAttribute('aria-valuenow')).toBe('50');
    expect(sent[0]!.data).toBeInstanceOf(FormData);
    expect((sent[0]!.data as FormData).get('file')).toBeInstanceOf(File);

    await act(async () => finishUpload!());
    expect(screen.getByTestId('upload-progress-text').textContent).toBe('Unggahan selesai 100%');
    expect(screen.getAllByTestId('preview-row')).toHaveLength(1);
    expect(screen.getByTestId('preview-error').textContent).toContain('Harga "mahal" bukan angka');

    fireEvent.click(screen.getByTestId('import-confirm'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.params).toMatchObject({ default_kind: 'material' });
    const bulk = sent.find((config) => config.url === '/catalogue/price-list/import')!;
    expect(JSON.parse(bulk.data as string)).toEqual({
      rows: [{ kind: 'material', code: 'P-1', name: 'Pasir', unit: 'm3', price: 285_000 }],
      update_existing: true,
    });
  });

  it('reads a paste in the browser and refuses an empty one with a message', () => {
    renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), {
      target: { value: 'Semen\tzak\t65.000\nPasir\tm3\tmurah' },
    });
    fireEvent.click(screen.getByTestId('import-read-paste'));
    expect(screen.getAllByTestId('preview-row')).toHaveLength(1);
    expect(screen.getByTestId('preview-error').textContent).toContain('Harga "murah" bukan angka');
    expect(screen.getByTestId('import-summary').textContent).toContain('1 baris siap diimpor');
  });
});
