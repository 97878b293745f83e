import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { JobTypesTab } from './JobTypesTab';

// Deleting a job type projects use: the server refuses (409) with how many projects and calculations use it, and
// the forced-delete question says so, and what the projects keep (their frozen prices, no more re-pricing of
// those lines). It spoke only of calculations before, and projects were never asked about.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const jobType = {
  id: 123,
  code: 'A.4.1.1.5',
  name: 'Pembuatan 1 m3 beton K-225',
  category_id: 1,
  category_name: 'Beton',
  unit: 'm3',
  default_productivity: 2,
};

function open(refusal: Record<string, unknown>) {
  const calls: string[] = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    if (config.method === 'delete') calls.push(`DELETE ${config.url}`);
    if (config.url === '/jobs/categories')
      return answer(config, { categories: [{ id: 1, code: 'BETON', name: 'Beton', description: null }] });
    if (config.url === '/jobs/types/1') return answer(config, { job_types: [jobType] });
    if (config.url === '/jobs/type/123') return refuse(config, 409, refusal);
    return answer(config, { message: 'Data berhasil dihapus' });
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <JobTypesTab />
    </QueryClientProvider>,
  );
  return calls;
}

describe('deleting a job type', () => {
  it('says first that projects keep their prices', async () => {
    open({ message: 'dipakai', projects: 1, calculations: 0 });
    fireEvent.click(await screen.findByTestId('job-types-delete'));
    expect(screen.getByTestId('confirm-consequence').textContent).toBe(
      'Jenis pekerjaan ini beserta analisanya (upah, bahan, alat) akan dihapus permanen. Proyek yang ' +
        'memakainya tetap memakai harga yang sudah tersimpan.',
    );
  });

  it('asks again, naming the projects and calculations that use it and what each keeps, then forces it', async () => {
    const calls = open({ message: 'dipakai', projects: 2, calculations: 1 });
    fireEvent.click(await screen.findByTestId('job-types-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect((await screen.findByTestId('forced-delete-note')).textContent).toBe(
      'Jenis pekerjaan ini dipakai oleh 2 proyek dan 1 kalkulasi. Hapus paksa? Proyek itu tetap memakai harga ' +
        'yang sudah tersimpan, tetapi baris jenis pekerjaan ini tidak dapat diperbarui harganya lagi. Kalkulasi ' +
        'itu tetap ada di riwayat dengan nama pekerjaan lamanya.',
    );
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls).toEqual(['DELETE /jobs/type/123', 'DELETE /jobs/type/123?force=true']);
  });

  it('speaks only of projects when only projects use it', async () => {
    open({ message: 'dipakai', projects: 3, calculations: 0 });
    fireEvent.click(await screen.findByTestId('job-types-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect((await screen.findByTestId('forced-delete-note')).textContent).toBe(
      'Jenis pekerjaan ini dipakai oleh 3 proyek. Hapus paksa? Proyek itu tetap memakai harga yang sudah ' +
        'tersimpan, tetapi baris jenis pekerjaan ini tidak dapat diperbarui harganya lagi.',
    );
  });

  it('names both kinds when the refusal carries no counts (an older server)', async () => {
    open({ message: 'Jenis pekerjaan dipakai oleh 1 kalkulasi.' });
    fireEvent.click(await screen.findByTestId('job-types-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect((await screen.findByTestId('forced-delete-note')).textContent).toBe(
      'Jenis pekerjaan ini dipakai oleh proyek atau kalkulasi yang tersimpan. Hapus paksa? Proyek itu tetap ' +
        'memakai harga yang sudah tersimpan, tetapi baris jenis pekerjaan ini tidak dapat diperbarui harganya ' +
        'lagi. Kalkulasi itu tetap ada di riwayat dengan nama pekerjaan lamanya.',
    );
  });
});
