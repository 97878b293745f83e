import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
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
      if (JSON.parse(config.data as string).dry_run)
        return Promise.resolve(answer(config, { rows: [{ line: 1, action: 'create' }] }));
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

    await vi.waitFor(() => expect(screen.getByTestId('preview-action').textContent).toBe('Item baru'));
    fireEvent.click(screen.getByTestId('import-confirm'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.params).toMatchObject({ default_kind: 'material' });
    const bulk = sent.find(
      (config) => config.url === '/catalogue/price-list/import' && !JSON.parse(config.data as string).dry_run,
    )!;
    expect(JSON.parse(bulk.data as string)).toEqual({
      rows: [{ line: 2, kind: 'material', code: 'P-1', name: 'Pasir', unit: 'm3', price: 285_000 }],
      update_existing: true,
    });
  });

  it('drops the preview when the pasted text is edited, so "Impor" never sends the rows read before', async () => {
    const sent: InternalAxiosRequestConfig[] = [];
    apiClient.defaults.adapter = (config) => {
      sent.push(config);
      const body = JSON.parse(config.data as string);
      if (body.dry_run)
        return Promise.resolve(
          answer(config, {
            rows: body.rows.map((row: { line: number }) => ({ line: row.line, action: 'create' })),
          }),
        );
      return Promise.resolve(answer(config, { message: '1 data ditambahkan, 0 data diperbarui' }));
    };
    const onClose = renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    const paste = screen.getByTestId('import-paste');
    fireEvent.change(paste, { target: { value: 'Pasir pasang\tm3\t210.000' } });
    fireEvent.click(screen.getByTestId('import-read-paste'));
    expect(screen.getByTestId('import-preview')).toBeTruthy();

    fireEvent.change(paste, { target: { value: 'Pasir pasang\tm3\t215.000' } });
    expect(screen.queryByTestId('import-preview')).toBeNull();
    expect(screen.queryByTestId('import-confirm')).toBeNull();

    fireEvent.click(screen.getByTestId('import-read-paste'));
    await vi.waitFor(() => expect(screen.getByTestId('preview-action').textContent).toBe('Item baru'));
    fireEvent.click(screen.getByTestId('import-confirm'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const imported = sent.find((config) => !JSON.parse(config.data as string).dry_run)!;
    expect(JSON.parse(imported.data as string).rows).toEqual([
      expect.objectContaining({ name: 'Pasir pasang', unit: 'm3', price: 215_000 }),
    ]);
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

  it('says per row whether it adds an item or updates a price, marks refused rows and sends only the others', async () => {
    const sent: { dry_run?: boolean; update_existing: boolean; rows: { name: string }[] }[] = [];
    apiClient.defaults.adapter = (config) => {
      const body = JSON.parse(config.data as string);
      sent.push(body);
      if (!body.dry_run) return Promise.resolve(answer(config, { message: '1 item ditambahkan' }));
      return Promise.resolve(
        answer(config, {
          rows: [
            {
              line: 1,
              action: 'refused',
              msg: 'satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); ubah satuan lewat formulir material',
            },
            {
              line: 2,
              action: 'update',
              item: { code: 'M.02', name: 'Pasir pasang', unit: 'm3', price: 200_000 },
            },
            { line: 3, action: 'create' },
            { line: 4, action: 'refused', msg: 'Kode atau nama muncul dua kali dalam impor' },
          ],
        }),
      );
    };
    const onClose = renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), {
      target: {
        value:
          'Nama;Satuan;Harga\nSemen Portland (PC);zak;66.000\nPasir pasang;m3;210.000\nPaku;kg;22.000\nPaku;kg;23.000',
      },
    });
    fireEvent.click(screen.getByTestId('import-read-paste'));

    await vi.waitFor(() => expect(screen.getAllByTestId('preview-refused')).toHaveLength(2));
    expect(screen.getAllByTestId('preview-action').map((cell) => cell.textContent)).toEqual([
      '⚠ satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); ubah satuan lewat formulir material (dilewati)',
      'Perbarui harga M.02: Rp\u00a0200.000 → Rp\u00a0210.000',
      'Item baru',
      '⚠ Kode atau nama muncul dua kali dalam impor (dilewati)',
    ]);
    expect(screen.getByTestId('import-summary').textContent).toBe(
      '2 baris siap diimpor (1 item baru, 1 harga diperbarui), 2 baris bermasalah (dilewati).',
    );
    expect(sent[0]).toMatchObject({ dry_run: true, update_existing: true });

    fireEvent.click(screen.getByTestId('import-confirm'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const imported = sent.filter((body) => !body.dry_run);
    expect(imported).toHaveLength(1);
    expect(imported[0]!.rows.map((row) => row.name)).toEqual(['Pasir pasang', 'Paku']);
  });

  it('shows the code each new item is written with: the file’s, else the one the import gives it', async () => {
    apiClient.defaults.adapter = (config) =>
      Promise.resolve(
        answer(config, {
          rows: [
            // The server's dry run: a code-less row gets the code past the file's own M.88.
            { line: 2, action: 'create', code: 'M.89' },
            { line: 3, action: 'create', code: 'M.88' },
            {
              line: 4,
              action: 'update',
              item: { code: 'M.02', name: 'Pasir pasang', unit: 'm3', price: 200_000 },
            },
          ],
        }),
      );
    renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), {
      target: {
        value:
          'Kode;Nama;Satuan;Harga\n;Lem keramik;kg;8.000\nM.88;Nat epoxy;kg;45.000\n;Pasir pasang;m3;210.000',
      },
    });
    fireEvent.click(screen.getByTestId('import-read-paste'));

    await vi.waitFor(() =>
      expect(screen.getAllByTestId('preview-code').map((cell) => cell.textContent)).toEqual([
        'M.89 (otomatis)',
        'M.88',
        '—',
      ]),
    );
    // A phone reads it under the name.
    expect(screen.getAllByTestId('preview-row')[0]!.textContent).toContain('Material · M.89 (otomatis) · kg');
  });

  it('checks again when updates are switched off', async () => {
    const sent: { dry_run?: boolean; update_existing: boolean }[] = [];
    apiClient.defaults.adapter = (config) => {
      const body = JSON.parse(config.data as string);
      sent.push(body);
      return Promise.resolve(
        answer(config, {
          rows: [
            body.update_existing
              ? { line: 1, action: 'update', item: { code: 'M.02', name: 'Pasir', price: 1 } }
              : { line: 1, action: 'refused', msg: 'Data dengan kode atau nama ini sudah ada' },
          ],
        }),
      );
    };
    renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), { target: { value: 'Pasir\tm3\t2' } });
    fireEvent.click(screen.getByTestId('import-read-paste'));
    await vi.waitFor(() =>
      expect(screen.getByTestId('preview-action').textContent).toMatch(/^Perbarui harga/),
    );
    fireEvent.click(screen.getByTestId('import-update-existing'));
    await vi.waitFor(() => expect(screen.getByTestId('preview-refused')).toBeTruthy());
    expect(sent.map((body) => body.update_existing)).toEqual([true, false]);
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it("keeps the server's refusal in the dialog, row by row, with the file lines the preview shows", async () => {
    const sent: { dry_run?: boolean; rows: { line: number }[] }[] = [];
    apiClient.defaults.adapter = (config) => {
      const body = JSON.parse(config.data as string);
      sent.push(body);
      if (body.dry_run)
        return Promise.resolve(answer(config, { rows: body.rows.map(() => ({ action: 'create' })) }));
      const data = {
        message: 'Data yang dikirim tidak valid.',
        details: [{ param: 'rows.1', msg: 'Baris 3: Kode atau nama muncul dua kali dalam impor' }],
      };
      const response = { ...answer(config, data), status: 422, statusText: 'Unprocessable Entity' };
      return Promise.reject(new AxiosError('422', 'ERR_BAD_REQUEST', config, null, response));
    };
    const onClose = renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), {
      target: { value: 'Nama;Satuan;Harga\nPaku;kg;22.000\nPaku beton;kg;23.000' },
    });
    fireEvent.click(screen.getByTestId('import-read-paste'));
    await vi.waitFor(() =>
      expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('import-confirm'));

    const refused = await screen.findByTestId('import-refused');
    expect(refused.textContent).toContain('Baris 3: Kode atau nama muncul dua kali dalam impor');
    expect(onClose).not.toHaveBeenCalled();
    expect(sent.at(-1)!.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('says the 2.000-row limit in the preview of a bigger upload, without the word paste, and sends nothing', async () => {
    const sent: string[] = [];
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      line: index + 2,
      kind: 'material',
      name: `Item ${index}`,
      unit: 'bh',
      price: 1_000,
    }));
    apiClient.defaults.adapter = (config) => {
      sent.push(config.url!);
      return Promise.resolve(
        answer(config, {
          file_name: 'besar.csv',
          kind: 'csv',
          format: 'price-list',
          rows,
          errors: [{ line: 2_001, msg: 'Maksimal 2.000 baris sekali impor (tempel atau unggah)' }],
        }),
      );
    };
    renderDialog();
    const file = new File(['nama;satuan;harga\n'], 'besar.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('import-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('import-upload'));

    const summary = await screen.findByTestId('import-summary');
    expect(summary.textContent).toBe(
      '2.500 baris terbaca, padahal maksimal 2.000 baris sekali impor: bagi berkas atau tempelan menjadi beberapa bagian, lalu impor satu per satu.',
    );
    expect(summary.textContent).not.toMatch(/baris siap diimpor/);
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryAllByTestId('preview-row')).toHaveLength(0);
    expect(sent).toEqual(['/upload']);
  });

  it('asks before a tap beside it or Escape throws a paste away, and closes at once when empty', () => {
    const onClose = renderDialog();
    fireEvent.click(screen.getByTestId('import-mode-paste'));
    fireEvent.change(screen.getByTestId('import-paste'), { target: { value: 'Semen\tzak\t65.000' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Buang perubahan?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Lanjut mengedit' }));
    expect((screen.getByTestId('import-paste') as HTMLTextAreaElement).value).toBe('Semen\tzak\t65.000');

    fireEvent.change(screen.getByTestId('import-paste'), { target: { value: '' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
