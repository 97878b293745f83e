import { fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse, renderScreen } from '../../../test/render';
import { DangerZoneTab } from './DangerZoneTab';

// A clear of a whole catalogue list names, before the admin confirms, what the server counted it takes: the
// projects and calculations that use the job types, the book prices of the materials (a single in-use delete
// names its projects first too). No count, no delete.

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const COUNTED =
  'Akan dihapus: 412 jenis pekerjaan beserta analisanya. 3 baris di 2 proyek memakai jenis pekerjaan itu: harganya tetap seperti tersimpan, tetapi baris itu kehilangan tautan ke analisanya dan tidak dapat diperbarui harganya lagi ("Perbarui harga"). 1 kalkulasi kehilangan jenis pekerjaannya; hasilnya tetap tersimpan di riwayat.';

/** The API: each preview answered by `preview` (a promise the test may hold back), writes recorded. */
function stub(preview: (config: InternalAxiosRequestConfig) => Promise<unknown>) {
  const calls: string[] = [];
  renderScreen('/admin', <DangerZoneTab />, (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    if (config.url?.endsWith('/clear-all/preview')) return preview(config) as never;
    return answer(config, { message: 'Selesai', deleted: 412 });
  });
  return calls;
}

function open(card: string, words: string) {
  fireEvent.click(within(screen.getByTestId(`danger-${card}`)).getByRole('button'));
  fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: words } });
  return screen.getByTestId('confirm-accept') as HTMLButtonElement;
}

describe('Zona berbahaya: clearing a whole list', () => {
  it('shows the server’s counts before the job type clear can be confirmed, and waits for them', async () => {
    let release: () => void = () => undefined;
    const calls = stub(
      (config) =>
        new Promise((resolve) => {
          release = () => resolve(answer(config, { impact: { items: 412 }, message: COUNTED }));
        }),
    );
    const accept = open('clear-job-types', 'HAPUS SEMUA JENIS PEKERJAAN');
    await vi.waitFor(() => expect(calls).toContain('GET /jobs/types/clear-all/preview'));
    // The words are typed, but the numbers are not in yet: the button waits.
    expect(screen.getByTestId('danger-impact').textContent).toBe('Menghitung data yang terdampak…');
    expect(accept.disabled).toBe(true);
    release();
    await vi.waitFor(() => expect(screen.getByTestId('danger-impact').textContent).toBe(COUNTED));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain('3 baris di 2 proyek');
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await vi.waitFor(() => expect(calls).toContain('DELETE /jobs/types/clear-all'));
  });

  it('counts afresh each time the confirmation opens, for categories and materials alike', async () => {
    let answered = 0;
    const calls = stub((config) => {
      answered += 1;
      return answer(config, { message: `Akan dihapus: hitungan ke-${answered}.` });
    });
    open('clear-categories', 'HAPUS SEMUA KATEGORI');
    await vi.waitFor(() =>
      expect(screen.getByTestId('danger-impact').textContent).toBe('Akan dihapus: hitungan ke-1.'),
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    open('clear-materials', 'HAPUS SEMUA MATERIAL');
    await vi.waitFor(() =>
      expect(screen.getByTestId('danger-impact').textContent).toBe('Akan dihapus: hitungan ke-2.'),
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    open('clear-categories', 'HAPUS SEMUA KATEGORI');
    await vi.waitFor(() =>
      expect(screen.getByTestId('danger-impact').textContent).toBe('Akan dihapus: hitungan ke-3.'),
    );
    expect(calls.filter((call) => call.startsWith('GET '))).toEqual([
      'GET /jobs/categories/clear-all/preview',
      'GET /materials/clear-all/preview',
      'GET /jobs/categories/clear-all/preview',
    ]);
  });

  it('deletes nothing while the count fails, and counts again on "Hitung lagi"', async () => {
    let fails = true;
    const calls = stub((config) =>
      fails
        ? refuse(config, 503, { message: 'Server sibuk' })
        : answer(config, { message: 'Akan dihapus: 5 material, dilepas dari analisa 2 jenis pekerjaan.' }),
    );
    const accept = open('clear-materials', 'HAPUS SEMUA MATERIAL');
    await vi.waitFor(() =>
      expect(screen.getByTestId('danger-impact').textContent).toContain('belum dapat dihitung'),
    );
    expect(accept.disabled).toBe(true);
    fireEvent.click(accept);
    expect(calls).not.toContain('DELETE /materials/clear-all');
    fails = false;
    fireEvent.click(screen.getByTestId('danger-impact-retry'));
    await vi.waitFor(() => expect(accept.disabled).toBe(false));
    expect(screen.getByTestId('danger-impact').textContent).toBe(
      'Akan dihapus: 5 material, dilepas dari analisa 2 jenis pekerjaan.',
    );
  });

  it('asks no count of the actions that are not a catalogue clear', () => {
    const calls = stub((config) => answer(config, { message: 'tidak dipakai' }));
    open('clear-calculations', 'HAPUS SEMUA KALKULASI');
    expect(screen.queryByTestId('danger-impact')).toBeNull();
    expect((screen.getByTestId('confirm-accept') as HTMLButtonElement).disabled).toBe(false);
    expect(calls.filter((call) => call.includes('/preview'))).toEqual([]);
  });
});
