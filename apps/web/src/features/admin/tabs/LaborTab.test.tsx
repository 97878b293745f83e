import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer } from '../../../test/render';
import type { LaborRate } from '../api/types';
import { LaborTab } from './LaborTab';

// The job calculator pays a crew role the catalogue's wage when a job type has none of its own; with no wage of the
// role left in the catalogue, the fixed wage of SPEC.md §9 (pekerja Rp 135.000, tukang Rp 150.000). Deleting the
// last one said nothing of it.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const rate = (id: number, role: LaborRate['role'], name: string, daily_rate: number): LaborRate => ({
  id,
  code: `L.0${id}`,
  role,
  name,
  daily_rate,
  description: null,
  job_type_count: 12,
});

function open(rates: LaborRate[]) {
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => answer(config, { labor_rates: rates });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LaborTab />
    </QueryClientProvider>,
  );
}

async function askToDelete(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Hapus ${name}` }));
  return screen.getByTestId('confirm-consequence');
}

const usedBy12 =
  'Upah ini dipakai dalam analisa 12 jenis pekerjaan. Menghapusnya melepasnya dari 12 analisa itu, sehingga harga satuan jenis pekerjaan tersebut berubah; penghapusan tidak bisa dibatalkan.';

describe('deleting a labour rate', () => {
  it("says the calculator falls back to Rp 135.000 when it is the catalogue's only pekerja wage", async () => {
    open([rate(1, 'pekerja', 'Pekerja', 110_000), rate(2, 'tukang', 'Tukang batu', 145_000)]);
    const consequence = await askToDelete('Pekerja');
    expect(consequence.textContent).toBe(
      `${usedBy12}Ini satu-satunya upah pekerja di katalog. Setelah dihapus, kalkulator memakai upah bawaan Rp\u00a0135.000 untuk pekerja.`,
    );
  });

  it('says the same of the last tukang wage, with its own fallback', async () => {
    open([rate(1, 'pekerja', 'Pekerja', 110_000), rate(2, 'tukang', 'Tukang batu', 145_000)]);
    const consequence = await askToDelete('Tukang batu');
    expect(within(consequence).getByTestId('labor-delete-fallback').textContent).toBe(
      'Ini satu-satunya upah tukang di katalog. Setelah dihapus, kalkulator memakai upah bawaan Rp\u00a0150.000 untuk tukang.',
    );
  });

  it('keeps to the counts while another wage of the role remains, and for supervision roles', async () => {
    open([
      rate(1, 'pekerja', 'Pekerja', 110_000),
      rate(2, 'pekerja', 'Kenek', 100_000),
      rate(3, 'mandor', 'Mandor', 200_000),
    ]);
    expect((await askToDelete('Kenek')).textContent).toBe(usedBy12);
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect((await askToDelete('Mandor')).textContent).toBe(usedBy12);
  });
});
