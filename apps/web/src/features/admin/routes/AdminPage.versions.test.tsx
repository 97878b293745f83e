import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer, refuse } from '../../../test/render';
import { useAuth } from '../../auth';
import AdminPage from './AdminPage';

// The version (updated_at) an admin's form sends back: the one the server answered last, never an older one.

const admin: User = fixtures.user({ id: 1, username: 'admin', role: 'admin' });
const changedElsewhere =
  'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.';
const { labor, materials, equipment, ...wallRow } = fixtures.brickWall;
const walls = { id: wallRow.category_id, code: 'A.4', name: wallRow.category_name, description: null };

/**
 * The server of one category and one job type (fixtures.brickWall), as the API keeps their versions: every save
 * moves the job type's updated_at on and answers the saved job type; a save over another version is refused (409).
 * `change()` is another admin's save. Once `slowReads` is set, the lists are answered only on `release()`: the job
 * type list is 1 + 14 requests, still on its way when the admin opens the next form.
 */
function stubServer() {
  let minute = 0;
  const at = () => `2026-11-27T09:${String(30 + minute).padStart(2, '0')}:00.000Z`;
  let jobType = { ...wallRow, updated_at: at() };
  const details = () => ({ ...jobType, labor, materials, equipment });
  const writes: { url?: string; body: Record<string, unknown> }[] = [];
  const held: (() => void)[] = [];
  const server = {
    writes,
    slowReads: false,
    release: () => held.splice(0).forEach((answerNow) => answerNow()),
    change(values: Partial<typeof jobType>) {
      minute += 1;
      jobType = { ...jobType, ...values, updated_at: at() };
    },
  };
  const read = (config: InternalAxiosRequestConfig) => {
    if (config.url === '/jobs/categories') return answer(config, { categories: [walls] });
    if (config.url === `/jobs/types/${walls.id}`) return answer(config, { job_types: [jobType] });
    if (config.url === `/job-types/${jobType.id}/details`) return answer(config, { job_type: details() });
    if (config.url === '/materials') return answer(config, { materials: [] });
    if (config.url === '/equipment') return answer(config, { equipment: [] });
    return answer(config, { labor_rates: [] });
  };
  apiClient.defaults.adapter = (config) => {
    if (config.method === 'get') {
      if (!server.slowReads) return read(config);
      return new Promise<AxiosResponse>((resolve) => held.push(() => resolve(read(config))));
    }
    const body = JSON.parse(config.data as string) as Record<string, unknown>;
    writes.push({ url: config.url, body });
    if (body.expected_updated_at !== jobType.updated_at)
      return refuse(config, 409, { message: changedElsewhere });
    if (config.url === `/job-types/${jobType.id}/analysis`) {
      server.change({});
      return answer(config, { job_type: details(), message: 'Penugasan berhasil disimpan' });
    }
    server.change({ description: body.description as string | null });
    return answer(config, { job_type: jobType, message: 'Data berhasil diperbarui' });
  };
  return server;
}

function renderJobTypes() {
  useAuth.setState({ user: admin, isAuthenticated: true, loading: false });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: ['/admin?tab=job-types'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const editForm = () => screen.getByRole('dialog', { name: 'Ubah jenis pekerjaan' });
const closed = (name: string) => vi.waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

async function saveDescription(text: string) {
  fireEvent.click(await screen.findByTestId('job-types-edit'));
  fireEvent.change(within(editForm()).getByTestId('input-description'), { target: { value: text } });
  fireEvent.click(within(editForm()).getByTestId('entity-save'));
}

const originalAdapter = apiClient.defaults.adapter;

describe('/admin versions', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    useAuth.setState({ user: null, isAuthenticated: false, loading: false });
    vi.restoreAllMocks();
  });

  it('opens the next form of a job type with the version its last save answered, before the list is read again', async () => {
    const server = stubServer();
    const error = vi.spyOn(toast, 'error');
    renderJobTypes();
    await saveDescription('Campuran 1PC:4PP');
    server.slowReads = true;
    await closed('Ubah jenis pekerjaan');

    // 0,3 s later, the list not read yet: the same form saved again, over the version the first save answered.
    await saveDescription('Campuran 1PC:5PP');
    await closed('Ubah jenis pekerjaan');
    expect(server.writes.map((write) => write.body.expected_updated_at)).toEqual([
      '2026-11-27T09:30:00.000Z',
      '2026-11-27T09:31:00.000Z',
    ]);
    expect(error).not.toHaveBeenCalled();
    server.release();
  });

  it("opens Ubah right after an Analisa save with the job type's version that save answered", async () => {
    const server = stubServer();
    const error = vi.spyOn(toast, 'error');
    renderJobTypes();
    fireEvent.click(await screen.findByTestId('job-types-assign'));
    const analysis = screen.getByTestId('assignment-editor');
    fireEvent.change(await within(analysis).findByLabelText('Koefisien Pekerja'), {
      target: { value: '0,35' },
    });
    server.slowReads = true;
    fireEvent.click(within(analysis).getByTestId('assignments-save'));
    await vi.waitFor(() => expect(screen.queryByTestId('assignment-editor')).toBeNull());

    await saveDescription('Campuran 1PC:4PP');
    await closed('Ubah jenis pekerjaan');
    expect(server.writes.map((write) => [write.url, write.body.expected_updated_at])).toEqual([
      ['/job-types/7/analysis', '2026-11-27T09:30:00.000Z'],
      ['/jobs/type/7/public', '2026-11-27T09:31:00.000Z'],
    ]);
    expect(error).not.toHaveBeenCalled();
    server.release();
  });

  it('keeps the draft when another admin saved first, shows what is stored now, and saves over that version only', async () => {
    const server = stubServer();
    const error = vi.spyOn(toast, 'error');
    renderJobTypes();
    fireEvent.click(await screen.findByTestId('job-types-edit'));
    const form = editForm();
    fireEvent.change(within(form).getByTestId('input-description'), {
      target: { value: 'Campuran 1PC:4PP' },
    });
    server.change({ name: 'Pasangan dinding bata merah 1/2 batu', default_productivity: 9 });
    fireEvent.click(within(form).getByTestId('entity-save'));

    // Refused (409): the draft stays, and the form says what the other admin stored and what Simpan now does.
    const notice = await within(form).findByTestId('entity-changed-elsewhere');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Nama jenis pekerjaan: Pasangan dinding bata merah 1/2 batu (sebelumnya Pasangan dinding 1/2 batu)',
      'Produktivitas bawaan: 9 (sebelumnya 10)',
    ]);
    expect(notice.textContent).toContain('Simpan lagi untuk menggantikan versi terbaru dengan isian Anda.');
    expect((within(form).getByTestId('input-description') as HTMLTextAreaElement).value).toBe(
      'Campuran 1PC:4PP',
    );
    expect(error).not.toHaveBeenCalled();

    // A third admin saves before this Simpan: the version the notice showed is no longer stored, refused again.
    server.change({ default_productivity: 8 });
    fireEvent.click(within(form).getByTestId('entity-save'));
    await vi.waitFor(() =>
      expect(within(notice).getAllByRole('listitem')[1]!.textContent).toBe(
        'Produktivitas bawaan: 8 (sebelumnya 10)',
      ),
    );

    fireEvent.click(within(form).getByTestId('entity-save'));
    await closed('Ubah jenis pekerjaan');
    expect(server.writes.map((write) => write.body.expected_updated_at)).toEqual([
      '2026-11-27T09:30:00.000Z',
      '2026-11-27T09:31:00.000Z',
      '2026-11-27T09:32:00.000Z',
    ]);
    // Saved knowingly over the newest version: the typed description, and the form's other fields as typed.
    expect(server.writes[2]!.body).toMatchObject({
      description: 'Campuran 1PC:4PP',
      name: 'Pasangan dinding 1/2 batu',
      default_productivity: 10,
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('throws the draft away for the version stored now on "Buang isian saya, muat versi terbaru"', async () => {
    const server = stubServer();
    renderJobTypes();
    fireEvent.click(await screen.findByTestId('job-types-edit'));
    const form = editForm();
    fireEvent.change(within(form).getByTestId('input-description'), {
      target: { value: 'Campuran 1PC:4PP' },
    });
    server.change({ description: 'Campuran 1PC:6PP' });
    fireEvent.click(within(form).getByTestId('entity-save'));
    const notice = await within(form).findByTestId('entity-changed-elsewhere');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deskripsi: Campuran 1PC:6PP (sebelumnya (kosong))']);

    fireEvent.click(within(notice).getByRole('button', { name: 'Buang isian saya, muat versi terbaru' }));
    expect(within(form).queryByTestId('entity-changed-elsewhere')).toBeNull();
    expect((within(form).getByTestId('input-description') as HTMLTextAreaElement).value).toBe(
      'Campuran 1PC:6PP',
    );
    // Nothing typed over the stored version: Escape closes without asking.
    fireEvent.keyDown(document, { key: 'Escape' });
    await closed('Ubah jenis pekerjaan');
    expect(server.writes).toHaveLength(1);
  });
});
