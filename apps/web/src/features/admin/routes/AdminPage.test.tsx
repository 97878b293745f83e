import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer, refuse } from '../../../test/render';
import { useAuth } from '../../auth';
import AdminPage from './AdminPage';

const account = (role: User['role']): User =>
  fixtures.user({ id: 1, username: role === 'admin' ? 'admin' : 'sari', role });

const materials = [
  { id: 1, code: 'MAT-2', name: 'Semen Portland', unit: 'zak', price: 65_000, description: null },
  { id: 2, code: 'MAT-10', name: 'Pasir pasang', unit: 'm3', price: 250_000, description: null },
  { id: 3, code: 'MAT-1', name: 'Bata merah', unit: 'buah', price: 800, description: null },
];

function stubApi() {
  const calls: string[] = [];
  apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    if (config.data) calls.push(`${config.method?.toUpperCase()} ${config.url} ${config.data as string}`);
    // A catalogue clear's confirmation waits for the server's count of what it takes (GET …/clear-all/preview).
    const data =
      config.url === '/materials'
        ? { materials, pagination: { page: 1, limit: 500, total: 3, pages: 1 } }
        : config.url?.endsWith('/clear-all/preview')
          ? { message: 'Akan dihapus: 3 data.' }
          : {};
    return answer(config, data);
  };
  return calls;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const originalAdapter = apiClient.defaults.adapter;
const codes = () => screen.getAllByTestId('materials-row').map((row) => row.querySelector('td')?.textContent);

describe('/admin', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false, loading: false });
  });

  it('refuses a normal user with the 403 screen and asks nothing of the admin API', () => {
    const calls = stubApi();
    useAuth.setState({ user: account('user' as User['role']), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    expect(screen.getByTestId('admin-forbidden').textContent).toContain('403');
    expect(screen.queryByTestId('admin-panel')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the 403 screen instead of failing tabs once the account has lost its admin role', async () => {
    localStorage.setItem('auth_token', 'token-of-a-demoted-admin');
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      // Another admin demoted this account: the session still verifies, now as a user.
      if (config.url === '/auth/verify') return answer(config, { user: account('user') });
      return refuse(config, 403, { message: 'Anda tidak memiliki akses untuk melakukan tindakan ini.' });
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    expect(screen.getByTestId('admin-panel')).toBeTruthy();
    expect((await screen.findByTestId('admin-forbidden')).textContent).toContain('403');
    expect(screen.queryByTestId('admin-panel')).toBeNull();
    localStorage.removeItem('auth_token');
  });

  it('opens the tab named in the URL and searches, sorts and pages the materials', async () => {
    stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    const router = renderAt('/admin?tab=materials');
    expect(screen.getByTestId('admin-tab-materials').getAttribute('aria-selected')).toBe('true');
    await screen.findByTestId('materials-table');
    expect(codes()).toEqual(['MAT-1', 'MAT-2', 'MAT-10']);

    fireEvent.click(screen.getByTestId('materials-sort-price'));
    fireEvent.click(screen.getByTestId('materials-sort-price'));
    expect(codes()).toEqual(['MAT-10', 'MAT-2', 'MAT-1']);

    fireEvent.change(screen.getByTestId('materials-search'), { target: { value: 'semen' } });
    expect(codes()).toEqual(['MAT-2']);
    expect(screen.getByTestId('materials-total').textContent).toBe('1 data');

    fireEvent.click(screen.getByTestId('admin-tab-danger'));
    expect(router.state.location.search).toBe('?tab=danger');
  });

  it('checks the material form before sending and names the missing fields', async () => {
    const calls = stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    await screen.findByTestId('materials-table');
    fireEvent.click(screen.getByTestId('materials-add'));
    const dialog = screen.getByRole('dialog', { name: 'Tambah material' });
    // The price's hint names the unit once it is typed: a kg of cement is priced per kg, not per sack.
    expect(within(dialog).getByText('Rupiah per satuan, misal 65.000')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: 'kg' } });
    expect(within(dialog).getByText('Rupiah per 1 kg, bukan harga kemasannya')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: 'zak' } });
    expect(within(dialog).getByText('Rupiah per 1 zak')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByTestId('input-price'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByTestId('entity-save'));
    expect(within(dialog).getByTestId('error-name').textContent).toBe('Nama material harus diisi');
    expect(within(dialog).getByTestId('error-unit').textContent).toBe('Satuan harus diisi');
    expect(within(dialog).getByTestId('error-price').textContent).toBe(
      'Harus berupa angka tidak negatif, misal 65.000',
    );
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('asks before a unit change that analyses count in, keeping what was typed, and sends the confirmation', async () => {
    const sent: unknown[] = [];
    const refusal =
      'Satuan tidak diubah: item ini dipakai dalam analisa 3 jenis pekerjaan dengan koefisien per kg.';
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.method === 'put') {
        const body = JSON.parse(config.data as string) as Record<string, unknown>;
        sent.push(body);
        if (!body.confirm_unit_change) {
          return refuse(config, 422, { message: refusal, details: [{ param: 'unit', msg: refusal }] });
        }
        return answer(config, { message: 'Data berhasil diperbarui' });
      }
      const cement = {
        id: 1,
        code: 'M.01',
        name: 'Semen Portland',
        unit: 'kg',
        price: 1_300,
        description: null,
      };
      return answer(config, { materials: [cement] });
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    fireEvent.click(await screen.findByTestId('materials-edit'));
    const dialog = screen.getByRole('dialog', { name: 'Ubah material' });
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: 'zak' } });
    fireEvent.change(within(dialog).getByTestId('input-price'), { target: { value: '65.000' } });
    fireEvent.click(within(dialog).getByTestId('entity-save'));

    // The server's refusal, with its count, at the unit; what happens after confirming, beside the button.
    expect((await within(dialog).findByTestId('error-unit')).textContent).toBe(refusal);
    expect(within(dialog).getByTestId('entity-confirm-change').textContent).toContain(
      'koefisien setiap analisa itu harus diperiksa dan disesuaikan',
    );
    expect(within(dialog).getByTestId('entity-confirm-change').textContent).toContain(
      'harga item ini di daftar harga (per satuan lama) dihapus sehingga daftar harga itu memakai harga katalog',
    );
    expect((within(dialog).getByTestId('input-unit') as HTMLInputElement).value).toBe('zak');
    expect((within(dialog).getByTestId('input-price') as HTMLInputElement).value).toBe('65.000');
    // Another unit typed: the question was about zak, so it goes until the server asks again.
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: 'sak' } });
    expect(within(dialog).queryByTestId('entity-confirm-change')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('input-unit'), { target: { value: 'zak' } });
    fireEvent.click(within(dialog).getByTestId('entity-save'));
    fireEvent.click(await within(dialog).findByTestId('entity-confirm-change-accept'));

    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah material' })).toBeNull());
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ unit: 'zak', price: 65_000, confirm_unit_change: true });
    expect(sent[0]).not.toHaveProperty('confirm_unit_change');
  });

  it('sends the version its form opened, and keeps what was typed when another admin changed it first (409)', async () => {
    const sent: Record<string, unknown>[] = [];
    let reads = 0;
    const changedElsewhere =
      'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.';
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.method === 'put') {
        sent.push(JSON.parse(config.data as string) as Record<string, unknown>);
        return refuse(config, 409, { message: changedElsewhere });
      }
      reads += 1;
      const cement = {
        id: 1,
        code: 'M.01',
        name: 'Semen Portland',
        unit: 'kg',
        price: 1_300,
        description: null,
        updated_at: '2026-11-26T08:00:00.000Z',
      };
      return answer(config, { materials: [cement] });
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    fireEvent.click(await screen.findByTestId('materials-edit'));
    const dialog = screen.getByRole('dialog', { name: 'Ubah material' });
    fireEvent.change(within(dialog).getByTestId('input-description'), {
      target: { value: 'Dijual per sak' },
    });
    const readsBefore = reads;
    const error = vi.spyOn(toast, 'error');
    fireEvent.click(within(dialog).getByTestId('entity-save'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(changedElsewhere, undefined));
    expect(sent[0]).toMatchObject({
      description: 'Dijual per sak',
      expected_updated_at: '2026-11-26T08:00:00.000Z',
    });
    // The form stays with what was typed; the list is read again for the next opening.
    expect((within(dialog).getByTestId('input-description') as HTMLInputElement).value).toBe(
      'Dijual per sak',
    );
    await vi.waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
    error.mockRestore();
  });

  it.each([
    ['categories', 'Ubah kategori', '/jobs/categories/1', '2026-11-27T08:00:00.000Z'],
    ['job-types', 'Ubah jenis pekerjaan', '/jobs/type/5/public', '2026-11-27T09:30:00.000Z'],
  ])(
    'sends the version the %s form opened, and keeps what was typed when another admin changed it first (409)',
    async (tab, title, path, openedAt) => {
      const sent: { url?: string; body: Record<string, unknown> }[] = [];
      let reads = 0;
      const changedElsewhere =
        'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.';
      const walls = {
        id: 1,
        code: 'K1',
        name: 'Dinding',
        description: null,
        updated_at: '2026-11-27T08:00:00.000Z',
      };
      const brickLaying = {
        id: 5,
        code: 'JT-5',
        name: 'Pasang bata',
        category_id: 1,
        category_name: 'Dinding',
        unit: 'm2',
        description: null,
        default_productivity: 8,
        default_worker_ratio: '1:1',
        has_brick_variants: false,
        updated_at: '2026-11-27T09:30:00.000Z',
      };
      apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
        if (config.method === 'put') {
          sent.push({ url: config.url, body: JSON.parse(config.data as string) as Record<string, unknown> });
          return refuse(config, 409, { message: changedElsewhere });
        }
        reads += 1;
        if (config.url === '/jobs/types/1')
          return answer(config, { category: walls, job_types: [brickLaying] });
        return answer(config, { categories: [walls], job_types: [] });
      };
      useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
      renderAt(`/admin?tab=${tab}`);
      fireEvent.click(await screen.findByTestId(`${tab}-edit`));
      const dialog = screen.getByRole('dialog', { name: title });
      fireEvent.change(within(dialog).getByTestId('input-description'), {
        target: { value: 'Diperbarui admin A' },
      });
      const readsBefore = reads;
      const error = vi.spyOn(toast, 'error');
      fireEvent.click(within(dialog).getByTestId('entity-save'));
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(changedElsewhere, undefined));
      expect(sent).toEqual([
        {
          url: path,
          body: expect.objectContaining({ description: 'Diperbarui admin A', expected_updated_at: openedAt }),
        },
      ]);
      // The form stays with what was typed; the lists are read again for the next opening.
      expect((within(dialog).getByTestId('input-description') as HTMLTextAreaElement).value).toBe(
        'Diperbarui admin A',
      );
      await vi.waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
      error.mockRestore();
    },
  );

  it('asks for the typed confirmation before the master clear', () => {
    const calls = stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=danger');
    // The card and the confirmation say what goes and what stays: projects and price books are not lost.
    const goes =
      'Dihapus permanen: semua kategori, jenis pekerjaan beserta analisanya, material, upah dan peralatan, seluruh riwayat kalkulasi semua pengguna, serta semua harga di daftar harga.';
    const stays =
      'Tetap ada: akun pengguna, proyek (harga barisnya tetap seperti saat dihitung), hasil kalkulator, dan daftar harga itu sendiri tanpa harga di dalamnya.';
    const card = screen.getByTestId('danger-master-clear');
    expect(card.textContent).toContain(goes);
    expect(card.textContent).toContain(stays);
    fireEvent.click(within(card).getByRole('button'));
    expect(screen.getByTestId('confirm-consequence').textContent).toBe(goes + stays);
    const accept = screen.getByTestId('confirm-accept') as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: 'hapus semua data' } });
    expect(accept.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: 'HAPUS SEMUA DATA' } });
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    return vi.waitFor(() => expect(calls).toContain('DELETE /materials/master/clear-all-data'));
  });

  it('says the default catalogue restore brings back the equipment too', () => {
    stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=danger');
    const card = screen.getByTestId('danger-restore-catalogue');
    expect(card.textContent).toContain('material, upah dan peralatan bawaan');
    fireEvent.click(within(card).getByRole('button'));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain('peralatan');
  });

  it('says in the delete confirmation how many job types’ analyses use the material, wage or equipment', async () => {
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      const lists: Record<string, unknown> = {
        '/materials': { materials: [{ ...materials[0], job_type_count: 37 }] },
        '/materials/labor/rates': {
          labor_rates: [
            {
              id: 1,
              code: 'L.01',
              role: 'pekerja',
              name: 'Pekerja',
              daily_rate: 100_000,
              description: null,
              job_type_count: 112,
            },
          ],
        },
        '/equipment': {
          equipment: [
            {
              id: 1,
              code: 'E.09',
              name: 'Bor uji',
              unit: 'hari',
              price: 50_000,
              description: null,
              job_type_count: 0,
            },
          ],
        },
      };
      return answer(config, lists[config.url!] ?? {});
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=materials');
    fireEvent.click(await screen.findByTestId('materials-delete'));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain(
      'Material ini dipakai dalam analisa 37 jenis pekerjaan. Menghapusnya melepasnya dari 37 analisa itu',
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    fireEvent.click(screen.getByTestId('admin-tab-labor'));
    fireEvent.click(await screen.findByTestId('labor-delete'));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain(
      'Upah ini dipakai dalam analisa 112 jenis pekerjaan',
    );
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    fireEvent.click(screen.getByTestId('admin-tab-equipment'));
    fireEvent.click(await screen.findByTestId('equipment-delete'));
    expect(screen.getByTestId('confirm-consequence').textContent).toBe(
      'Peralatan ini tidak dipakai dalam analisa jenis pekerjaan mana pun dan akan dihapus permanen.',
    );
  });

  it('asks for its own typed words before every other account is removed, and says what goes with them', () => {
    const calls = stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=danger');
    fireEvent.click(within(screen.getByTestId('danger-clear-users')).getByRole('button'));
    expect(screen.getByTestId('confirm-consequence').textContent).toContain('admin lain juga');
    expect(screen.getByTestId('confirm-consequence').textContent).toContain('proyek');
    const accept = screen.getByTestId('confirm-accept') as HTMLButtonElement;
    fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: 'HAPUS SEMUA DATA' } });
    expect(accept.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: 'HAPUS SEMUA PENGGUNA' } });
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    // The server checks the typed words too: they travel in the body, as the master clear's do.
    return vi.waitFor(() =>
      expect(calls).toContain('DELETE /auth/clear-all-users {"confirm_clear":"HAPUS SEMUA PENGGUNA"}'),
    );
  });

  it('asks for typed words before each whole list is cleared, not two taps', async () => {
    const calls = stubApi();
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=danger');
    for (const [card, words, route] of [
      ['clear-calculations', 'HAPUS SEMUA KALKULASI', 'DELETE /calculations/clear-all'],
      ['clear-job-types', 'HAPUS SEMUA JENIS PEKERJAAN', 'DELETE /jobs/types/clear-all'],
      ['clear-categories', 'HAPUS SEMUA KATEGORI', 'DELETE /jobs/categories/clear-all'],
      ['clear-materials', 'HAPUS SEMUA MATERIAL', 'DELETE /materials/clear-all'],
    ] as const) {
      fireEvent.click(within(screen.getByTestId(`danger-${card}`)).getByRole('button'));
      const accept = screen.getByTestId('confirm-accept') as HTMLButtonElement;
      expect(accept.disabled).toBe(true);
      fireEvent.click(accept);
      expect(calls).not.toContain(route);
      fireEvent.change(screen.getByTestId('input-confirm_text'), { target: { value: words } });
      await vi.waitFor(() => expect(accept.disabled).toBe(false));
      fireEvent.click(accept);
      await vi.waitFor(() => expect(calls).toContain(route));
      // These routes check nothing typed (SPEC.md §7): nothing is sent with them.
      expect(calls.filter((call) => call.startsWith(`${route} `))).toEqual([]);
      await vi.waitFor(() => expect(screen.queryByTestId('confirm-accept')).toBeNull());
    }
  });

  it('closes the confirmation when the server refuses a category delete for good (409)', async () => {
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.method === 'delete') {
        return refuse(config, 409, { message: 'Kategori masih memiliki 2 jenis pekerjaan.' });
      }
      return answer(config, { categories: [{ id: 1, code: 'K1', name: 'Dinding', description: null }] });
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=categories');
    fireEvent.click(await screen.findByTestId('categories-delete'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
  });

  it('offers the forced delete of a job type only after the server refuses it (409)', async () => {
    const calls: string[] = [];
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url}`);
      if (config.url === '/jobs/categories')
        return answer(config, { categories: [{ id: 1, code: 'K1', name: 'Dinding', description: null }] });
      if (config.url === '/jobs/types/1') {
        const jobType = {
          id: 5,
          code: 'JT-5',
          name: 'Pasang bata',
          category_id: 1,
          category_name: 'Dinding',
          unit: 'm2',
        };
        return answer(config, { job_types: [{ ...jobType, default_productivity: 8 }] });
      }
      if (config.url === '/jobs/type/5') {
        return refuse(config, 409, { message: 'dipakai' });
      }
      return answer(config, { message: 'Data berhasil dihapus' });
    };
    useAuth.setState({ user: account('admin'), isAuthenticated: true, loading: false });
    renderAt('/admin?tab=job-types');
    fireEvent.click(await screen.findByTestId('job-types-delete'));
    expect(screen.queryByTestId('forced-delete-note')).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await screen.findByTestId('forced-delete-note');
    expect(screen.getByTestId('confirm-accept').textContent).toBe('Hapus paksa');
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await vi.waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([
      'DELETE /jobs/type/5',
      'DELETE /jobs/type/5?force=true',
    ]);
  });
});
