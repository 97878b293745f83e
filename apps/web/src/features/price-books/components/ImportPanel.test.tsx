import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRupiah as rp } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import type { ImportAnswer, PriceBook } from '../api';
import { ImportPanel } from './ImportPanel';

const book: PriceBook = {
  id: 7,
  name: 'Penawaran Toko Maju',
  region: 'Sleman',
  year: 2026,
  source: null,
  valid_until: null,
  private: true,
  owner_id: 3,
  price_count: 1,
  updated_at: '2026-11-01T00:00:00Z',
};

// The server's preview of a list with semen per zak (refused), pasir with a book price now, pekerja without one, a
// second pasir row (refused) and an item the catalogue does not have.
const preview: ImportAnswer = {
  matched: [
    {
      line: 3,
      kind: 'material',
      item_id: 2,
      code: 'M.02',
      name: 'Pasir pasang',
      unit: 'm³',
      price: 250_000,
      catalogue_price: 200_000,
      book_price: 240_000,
      current_price: 240_000,
    },
    {
      line: 4,
      kind: 'labor',
      item_id: 1,
      code: 'L.01',
      name: 'Pekerja',
      unit: 'OH',
      price: 110_000,
      catalogue_price: 100_000,
      book_price: null,
      current_price: 100_000,
    },
  ],
  refused: [
    {
      line: 2,
      kind: 'material',
      code: 'M.01',
      name: 'Semen Portland (PC)',
      unit: 'zak',
      price: 65_000,
      msg: 'satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); tulis harga per kg',
    },
    {
      line: 5,
      kind: 'material',
      code: null,
      name: 'Pasir pasang',
      unit: 'm³',
      price: 260_000,
      msg: 'Item katalog yang sama sudah diimpor di baris 3',
    },
  ],
  unmatched: [{ line: 6, kind: 'material', code: 'X.99', name: 'Genteng', price: 5_000 }],
  errors: [],
  written: 0,
};

const originalAdapter = apiClient.defaults.adapter;

function renderPanel(answer: (body: Record<string, unknown>) => unknown) {
  const sent: Record<string, unknown>[] = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    sent.push(body);
    return Promise.resolve({
      data: answer(body),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    } as AxiosResponse);
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImportPanel book={book} />
    </QueryClientProvider>,
  );
  return sent;
}

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
});

describe('the price book import panel', () => {
  it('lists each matched row (item, unit, catalogue and book price now → new price) and each refused row before saving', async () => {
    const sent = renderPanel((body) =>
      body.dry_run ? preview : { ...preview, written: 2, message: '2 harga tersimpan' },
    );
    fireEvent.change(screen.getByTestId('book-import-text'), {
      target: { value: 'Kode;Nama;Satuan;Harga;Kategori\nM.01;Semen Portland (PC);zak;Rp 65.000;bahan' },
    });
    fireEvent.click(screen.getByTestId('book-import-preview'));

    const rows = await screen.findAllByTestId('book-import-matched-row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Pasir pasang M.02 · Bahan · baris 3', 'm³', rp(200_000), rp(240_000), rp(250_000)],
      ['Pekerja L.01 · Upah · baris 4', 'OH', rp(100_000), '–', rp(110_000)],
    ]);
    // On a phone the same rows are cards, the new price first to the eye.
    expect(screen.getAllByTestId('book-import-matched-card').map((card) => card.textContent)).toEqual([
      `Pasir pasang${rp(250_000)}/m³M.02 · Bahan · baris 3 · katalog ${rp(200_000)} · buku sekarang ${rp(240_000)}`,
      `Pekerja${rp(110_000)}/OHL.01 · Upah · baris 4 · katalog ${rp(100_000)}`,
    ]);
    const refused = within(screen.getByTestId('book-import-refused')).getAllByRole('listitem');
    expect(refused.map((item) => item.textContent)).toEqual([
      'Baris 2: M.01 Semen Portland (PC) ditolak: satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); tulis harga per kg',
      'Baris 5: Pasir pasang ditolak: Item katalog yang sama sudah diimpor di baris 3',
    ]);
    expect(screen.getByTestId('book-import-unmatched').textContent).toBe(
      'Baris 6: X.99 Genteng tidak ada di katalog (dilewati)',
    );
    expect(screen.getByTestId('book-import-result').textContent).toContain(
      '2 baris cocok dengan katalog, 2 ditolak, 1 tidak cocok. Belum ada yang disimpan.',
    );
    // The count on the button is the rows the preview lists as matched: what will be saved.
    expect(screen.getByTestId('book-import-confirm').textContent).toBe('Simpan 2 harga');
    const pasted = 'Kode;Nama;Satuan;Harga;Kategori\nM.01;Semen Portland (PC);zak;Rp 65.000;bahan';
    expect(sent).toEqual([{ pasted_data: pasted, dry_run: true }]);

    const success = vi.spyOn(toast, 'success');
    fireEvent.click(screen.getByTestId('book-import-confirm'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('2 harga tersimpan'));
    expect(sent[1]).toEqual({ pasted_data: pasted, dry_run: false });
    expect(screen.queryByTestId('book-import-result')).toBeNull();
  });

  it('sends a chosen .xlsx as its bytes (the server reads the first sheet), never its binary as text', async () => {
    const sent = renderPanel(() => preview);
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x10]);
    const file = new File([bytes], 'harga-toko.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = screen.getByTestId('book-import-file') as HTMLInputElement;
    expect(input.accept).toContain('.xlsx');
    fireEvent.change(input, { target: { files: [file] } });

    expect((await screen.findByTestId('book-import-workbook')).textContent).toBe(
      'Berkas harga-toko.xlsx dipilih (lembar pertama dibaca).',
    );
    expect((screen.getByTestId('book-import-text') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByTestId('book-import-preview'));
    await screen.findAllByTestId('book-import-matched-row');
    expect(sent).toEqual([{ xlsx_base64: btoa(String.fromCharCode(...bytes)), dry_run: true }]);
  });

  it('refuses a workbook that would unpack past 50 MB before sending it', async () => {
    const sent = renderPanel(() => preview);
    const error = vi.spyOn(toast, 'error');
    // 60 MB of zeros pack into some 60 KB: well under the 2 MB a file may have.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) });
    fireEvent.change(screen.getByTestId('book-import-file'), {
      target: { files: [new File([bomb], 'harga-bom.xlsx')] },
    });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Berkas Excel terlalu besar setelah dibuka (lebih dari 50 MB). Simpan sebagai CSV atau pecah menjadi beberapa berkas.',
      ),
    );
    expect(screen.queryByTestId('book-import-workbook')).toBeNull();
    expect((screen.getByTestId('book-import-preview') as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });

  it('reads a list Excel saved as "Unicode Text (.txt)" (UTF-16LE, BOM FF FE, tabs) into the box and sends it', async () => {
    const sent = renderPanel(() => preview);
    const error = vi.spyOn(toast, 'error');
    const text = 'Kode\tNama\tSatuan\tHarga\r\nM.02\tPasir pasang\tm³\t250000\r\n';
    // Each character below U+0100 as its byte then 0, after the BOM: what Excel writes.
    const bytes = Uint8Array.from([0xff, 0xfe, ...[...text].flatMap((char) => [char.charCodeAt(0), 0])]);
    expect(bytes.slice(0, 6)).toEqual(Uint8Array.from([0xff, 0xfe, 0x4b, 0x00, 0x6f, 0x00]));
    fireEvent.change(screen.getByTestId('book-import-file'), {
      target: { files: [new File([bytes], 'harga.txt', { type: 'text/plain' })] },
    });

    await vi.waitFor(() =>
      // A text box shows each line end as \n.
      expect((screen.getByTestId('book-import-text') as HTMLTextAreaElement).value).toBe(
        text.replace(/\r\n/g, '\n'),
      ),
    );
    expect(error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('book-import-preview'));
    await screen.findAllByTestId('book-import-matched-row');
    expect(sent).toEqual([{ pasted_data: text, dry_run: true }]);
  });

  it('refuses another binary file (an old .xls) with a message instead of filling the box with it', async () => {
    renderPanel(() => preview);
    const error = vi.spyOn(toast, 'error');
    const file = new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x00])], 'harga.xls');
    fireEvent.change(screen.getByTestId('book-import-file'), { target: { files: [file] } });
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Berkas tidak dapat dibaca: pilih .csv, .txt atau .xlsx'),
    );
    expect((screen.getByTestId('book-import-text') as HTMLTextAreaElement).value).toBe('');
  });
  it('says an empty file (0 bytes, or only spaces and line ends) has nothing to read, beside the file picked', async () => {
    const sent = renderPanel(() => preview);
    const error = vi.spyOn(toast, 'error');
    for (const [name, bytes] of [
      ['kosong.csv', new Uint8Array()],
      ['spasi.csv', new TextEncoder().encode('  \r\n\t\n ')],
      ['bom.csv', Uint8Array.from([0xef, 0xbb, 0xbf, 0x0d, 0x0a])],
    ] as const) {
      fireEvent.change(screen.getByTestId('book-import-file'), {
        target: { files: [new File([bytes], name)] },
      });
      expect((await screen.findByRole('alert')).textContent).toBe('Berkas kosong');
      expect(screen.getByTestId('book-import-file-name').textContent).toBe(name);
      expect((screen.getByTestId('book-import-text') as HTMLTextAreaElement).value).toBe('');
      expect((screen.getByTestId('book-import-preview') as HTMLButtonElement).disabled).toBe(true);
      // Picking a list afterwards (or typing one) takes the message away.
      fireEvent.change(screen.getByTestId('book-import-file'), {
        target: { files: [new File(['Nama;Satuan;Harga\nPasir pasang;m³;250000'], 'harga.csv')] },
      });
      await vi.waitFor(() =>
        expect((screen.getByTestId('book-import-text') as HTMLTextAreaElement).value).toContain(
          'Pasir pasang',
        ),
      );
      expect(screen.queryByRole('alert')).toBeNull();
    }
    expect(error).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
