import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer, refuse } from '../../../test/render';
import { AssignmentEditor } from './AssignmentEditor';

const originalAdapter = apiClient.defaults.adapter;
const wall = fixtures.brickWall;
const page = { page: 1, limit: 500, total: 0, pages: 1 };
const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse;

/** The details as another admin left them: the Pekerja coefficient changed. */
const changedByOther: JobTypeDetails = {
  ...wall,
  labor: wall.labor.map((line) => (line.labor_rate_id === 1 ? { ...line, coefficient: 0.4 } : line)),
};

/**
 * The API of the editor: `stored()` is the job type's details at each read; `save` answers the analysis PUT. Reads
 * may be cut off (`cut.reads = true`): no answer at all, as with a dropped connection.
 */
function stubApi(
  stored: () => JobTypeDetails,
  save?: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse>,
) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  const cut = { reads: false };
  reads = 0;
  apiClient.defaults.adapter = (config) => {
    if (config.method !== 'get') {
      writes.push({ method: config.method!, url: config.url!, body: JSON.parse(config.data as string) });
      return save ? save(config) : Promise.resolve(ok(config, { message: 'Penugasan berhasil disimpan' }));
    }
    if (cut.reads) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    if (config.url === `/job-types/${wall.id}/details`) {
      reads += 1;
      return Promise.resolve(ok(config, { job_type: stored() }));
    }
    if (config.url === '/materials') return Promise.resolve(ok(config, { materials: [], pagination: page }));
    if (config.url === '/equipment') return Promise.resolve(ok(config, { equipment: [], pagination: page }));
    return Promise.resolve(ok(config, { labor_rates: [] }));
  };
  return { writes, cut };
}

function renderEditor() {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const jobType = { ...wall, category_name: wall.category_name } as never;
  render(
    <QueryClientProvider client={queryClient}>
      <AssignmentEditor jobType={jobType} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, queryClient };
}

/** How often the details were read since the API was stubbed. */
let reads = 0;
const pekerja = () => screen.findByLabelText<HTMLInputElement>('Koefisien Pekerja');

/** The signal drops and comes back: TanStack Query refetches the (stale) details on reconnect. */
async function connectionDrop(queryClient: QueryClient) {
  const before = reads;
  act(() => onlineManager.setOnline(false));
  act(() => onlineManager.setOnline(true));
  await vi.waitFor(() => expect(reads).toBe(before + 1));
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('AssignmentEditor', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    onlineManager.setOnline(true);
  });

  it('keeps what was typed when the details are read again after a connection drop', async () => {
    stubApi(() => wall);
    const { queryClient } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    await connectionDrop(queryClient);
    expect(reads).toBe(2);
    expect((await pekerja()).value).toBe('0,35');
    expect(screen.queryByTestId('analysis-changed')).toBeNull();
  });

  it('keeps the draft and says so when another admin changed the analysis meanwhile', async () => {
    let current = wall;
    stubApi(() => current);
    const { queryClient } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    current = changedByOther;
    await connectionDrop(queryClient);
    expect((await pekerja()).value).toBe('0,35');
    const notice = screen.getByTestId('analysis-changed');
    expect(notice.textContent).toContain('diubah di server sejak Anda mulai mengedit');

    // The admin may take the stored version instead, knowingly.
    fireEvent.click(within(notice).getByRole('button', { name: 'Buang isian saya, muat versi server' }));
    expect((await pekerja()).value).toBe('0,4');
    expect(screen.queryByTestId('analysis-changed')).toBeNull();
  });

  it('takes a newer stored analysis while nothing was changed here', async () => {
    let current = wall;
    stubApi(() => current);
    const { queryClient } = renderEditor();
    expect((await pekerja()).value).toBe('0,3');
    current = changedByOther;
    await connectionDrop(queryClient);
    expect((await pekerja()).value).toBe('0,4');
    expect(screen.queryByTestId('analysis-changed')).toBeNull();
  });

  it('keeps the draft when reading the details again fails', async () => {
    const { cut } = stubApi(() => wall);
    const { queryClient } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    cut.reads = true;
    await act(() => queryClient.refetchQueries().catch(() => undefined));
    expect((await pekerja()).value).toBe('0,35');
  });

  it('asks before Escape throws the changes away, and closes at once without changes', async () => {
    stubApi(() => wall);
    const { onClose } = renderEditor();
    const input = await pekerja();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();

    onClose.mockClear();
    fireEvent.change(input, { target: { value: '0,35' } });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Lanjut mengedit' }));
    expect((await pekerja()).value).toBe('0,35');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buang perubahan' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('saves labour, materials and equipment in one request', async () => {
    const { writes } = stubApi(() => wall);
    const { onClose } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([
      {
        method: 'put',
        url: `/job-types/${wall.id}/analysis`,
        body: {
          labor_assignments: [
            { labor_rate_id: 1, coefficient: 0.35, brick_type: null },
            { labor_rate_id: 2, coefficient: 0.1, brick_type: null },
          ],
          material_assignments: [
            { material_id: 1, quantity_per_unit: 70, brick_type: 'bata_merah' },
            { material_id: 2, quantity_per_unit: 8.75, brick_type: 'bata_ringan' },
            { material_id: 3, quantity_per_unit: 11.5, brick_type: null },
          ],
          equipment_assignments: [],
        },
      },
    ]);
  });

  it('sends the version it opened, and keeps the draft and says so when another admin saved first (409)', async () => {
    const changedElsewhere =
      'Jenis pekerjaan ini atau analisanya sudah diubah admin lain sejak Anda membukanya; analisa Anda belum disimpan. Muat ulang analisa untuk melihat versi terbaru.';
    const openedAt = '2026-11-27T08:00:00.000Z';
    const savedByOtherAt = '2026-11-27T08:05:00.000Z';
    let current: JobTypeDetails & { updated_at: string } = { ...wall, updated_at: openedAt };
    let saves = 0;
    const { writes } = stubApi(
      () => current,
      (config) => {
        saves += 1;
        if (saves > 1) return answer(config, { message: 'Penugasan berhasil disimpan' });
        // Another admin saved this analysis a moment before.
        current = { ...changedByOther, updated_at: savedByOtherAt };
        return refuse(config, 409, { message: changedElsewhere });
      },
    );
    const { onClose } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    const error = vi.spyOn(toast, 'error');
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(changedElsewhere, undefined));
    expect(writes[0]!.body).toMatchObject({ expected_updated_at: openedAt });
    expect(onClose).not.toHaveBeenCalled();
    // The details are read again: the draft stays, and the editor says the server's version changed.
    await screen.findByTestId('analysis-changed');
    expect((await pekerja()).value).toBe('0,35');

    // Saved again knowingly, it is over the version now shown.
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes[1]!.body).toMatchObject({ expected_updated_at: savedByOtherAt });
    error.mockRestore();
  });

  it('names a refused line by its list, position and name, and keeps the draft', async () => {
    stubApi(
      () => wall,
      (config) =>
        Promise.reject(
          new AxiosError(
            'Unprocessable',
            'ERR_BAD_REQUEST',
            config,
            {},
            {
              ...ok(config, {
                message:
                  'Analisa tidak disimpan, tidak ada yang berubah. Baris upah 2: Upah tenaga kerja tidak ditemukan.',
                details: [{ param: 'labor_assignments.1', msg: 'Upah tenaga kerja tidak ditemukan.' }],
              }),
              status: 422,
            },
          ),
        ),
    );
    const { onClose } = renderEditor();
    fireEvent.change(await pekerja(), { target: { value: '0,35' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    const refused = await screen.findByTestId('assignments-refused');
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Baris upah 2 (Tukang batu): Upah tenaga kerja tidak ditemukan.']);
    expect(refused.textContent).not.toContain('labor_assignments');
    expect(onClose).not.toHaveBeenCalled();
    expect((await pekerja()).value).toBe('0,35');
  });

  it('marks a coefficient that is no number on Simpan, takes the focus to it and saves nothing', async () => {
    const { writes } = stubApi(() => wall);
    const { onClose } = renderEditor();
    const input = await pekerja();
    const error = vi.spyOn(toast, 'error');
    // Not marked while being typed: only once a save was tried.
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();

    const save = screen.getByTestId('assignments-save');
    save.focus();
    fireEvent.click(save);
    expect(error).toHaveBeenCalledWith(
      '1 koefisien belum valid: perbaiki isian yang ditandai, lalu simpan lagi.',
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('Harus berupa angka lebih dari 0');
    expect(screen.getByLabelText('Koefisien Tukang batu (Tukang)').getAttribute('aria-invalid')).toBeNull();
    expect(writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();

    // Mended, the mark goes as it is typed, and Simpan saves.
    fireEvent.change(input, { target: { value: '0,35' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByTestId('assigned-error')).toBeNull();
    fireEvent.click(save);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toHaveLength(1);
    error.mockRestore();
  });

  it('marks "1.650" as meragukan under the row on Simpan instead of saving 1650 OH, and saves "1,65" as 1,65', async () => {
    const { writes } = stubApi(() => wall);
    const { onClose } = renderEditor();
    const input = await pekerja();
    fireEvent.change(input, { target: { value: '1.650' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Koefisien "1.650" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1,65 atau 1650.',
    );
    expect(writes).toEqual([]);

    fireEvent.change(input, { target: { value: '1,65' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = writes[0]!.body as { labor_assignments: { labor_rate_id: number; coefficient: number }[] };
    expect(body.labor_assignments.find((line) => line.labor_rate_id === 1)?.coefficient).toBe(1.65);
  });

  it('takes the focus to the first of several coefficients to mend, as the columns read', async () => {
    stubApi(() => wall);
    renderEditor();
    await pekerja();
    fireEvent.change(screen.getByLabelText('Koefisien Semen (semua jenis bata)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Koefisien Tukang batu (Tukang)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    const tukang = screen.getByLabelText('Koefisien Tukang batu (Tukang)');
    await vi.waitFor(() => expect(document.activeElement).toBe(tukang));
    expect(screen.getAllByTestId('assigned-error')).toHaveLength(2);
    expect(screen.getByLabelText('Koefisien Semen (semua jenis bata)').getAttribute('aria-invalid')).toBe(
      'true',
    );

    // Tried again with one of them mended: the focus goes to the one left.
    fireEvent.change(tukang, { target: { value: '0,1' } });
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Koefisien Semen (semua jenis bata)')),
    );
  });
});

/** The text of an element with the rupiah's no-break space read as a space. */
const plain = (element: Element) => element.textContent!.replace(/\u00a0/g, ' ');
const total = (testId: string) => plain(screen.getByTestId(testId));

/** A job type whose materials do not differ by brick type. */
const painting: JobTypeDetails = {
  ...wall,
  name: 'Pengecatan tembok baru',
  has_brick_variants: false,
  labor: [wall.labor[0]!],
  materials: [
    { ...wall.materials[2]!, name: 'Cat tembok', unit: 'kg', price: 25_000, quantity_per_unit: 0.26 },
  ],
};

/** The seeded 1PC:4PP half-brick wall: cement and sand per brick type, each named twice. */
const mortarWall: JobTypeDetails = {
  ...wall,
  name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
  materials: [
    [1, 'Bata merah', 'bh', 700, 70, 'bata_merah'],
    [4, 'Semen Portland (PC)', 'kg', 1_300, 11.5, 'bata_merah'],
    [5, 'Pasir pasang', 'm³', 250_000, 0.043, 'bata_merah'],
    [6, 'Batako', 'bh', 3_000, 12.5, 'batako'],
    [4, 'Semen Portland (PC)', 'kg', 1_300, 9.68, 'batako'],
    [5, 'Pasir pasang', 'm³', 250_000, 0.03, 'batako'],
  ].map(([id, name, unit, price, quantity, brick], index) => ({
    id: index + 1,
    material_id: id as number,
    code: `M.${index}`,
    name: name as string,
    unit: unit as string,
    price: price as number,
    description: null,
    quantity_per_unit: quantity as number,
    brick_type: brick as 'bata_merah' | 'batako',
  })),
};

describe('AssignmentEditor: the analysis priced as the calculator prices it', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it("shows each row's price and amount and A to F, and works them out again as a coefficient changes", async () => {
    stubApi(() => wall);
    renderEditor();
    const input = await pekerja();
    const working = () => screen.getAllByTestId('assigned-working').map(plain);
    // Pekerja 0,3 × 100.000; Tukang batu 0,1 × 145.000; the brick wall priced for bata merah (the calculator's
    // default): bata ringan is shown but not counted in B.
    expect(working()).toEqual([
      '0,3 OH × Rp 100.000 = Rp 30.000',
      '0,1 OH × Rp 145.000 = Rp 14.500',
      '70 bh × Rp 700 = Rp 49.000',
      '8,75 bh × Rp 11.000 = Rp 96.250Tidak masuk B untuk Bata merah.',
      '11,5 kg × Rp 1.300 = Rp 14.950',
    ]);
    expect(total('analysis-A')).toBe('Rp 44.500');
    expect(total('analysis-B')).toBe('Rp 63.950');
    expect(total('analysis-C')).toBe('Rp 0');
    expect(total('analysis-D')).toBe('Rp 108.450');
    // E: the default overhead & profit of 10 % on D, as the calculator's panel starts with.
    expect(screen.getByTestId('analysis-price').textContent).toContain('10% × D');
    expect(total('analysis-E')).toBe('Rp 10.845');
    expect(total('analysis-F')).toBe('Rp 119.295');

    fireEvent.change(input, { target: { value: '0,4' } });
    expect(working()[0]).toBe('0,4 OH × Rp 100.000 = Rp 40.000');
    expect(total('analysis-A')).toBe('Rp 54.500');
    expect(total('analysis-D')).toBe('Rp 118.450');
    expect(total('analysis-E')).toBe('Rp 11.845');
    expect(total('analysis-F')).toBe('Rp 130.295');

    // Priced for bata ringan, B counts the bata ringan and not the bata merah.
    fireEvent.change(screen.getByTestId('analysis-price-brick'), { target: { value: 'bata_ringan' } });
    expect(total('analysis-B')).toBe('Rp 111.200');
    expect(working()[2]).toBe('70 bh × Rp 700 = Rp 49.000Tidak masuk B untuk Bata ringan.');

    // A coefficient being typed that is no number yet counts nothing, and says so.
    expect(screen.queryByTestId('analysis-invalid-rows')).toBeNull();
    fireEvent.change(input, { target: { value: '0,' + 'x' } });
    expect(working()[0]).toBe('Koefisien belum valid: baris ini tidak dihitung.');
    expect(total('analysis-A')).toBe('Rp 14.500');
    // F says it leaves the row out, beside F itself.
    const beside = screen.getByTestId('analysis-invalid-rows');
    expect(beside.textContent).toBe('1 baris belum dihitung: koefisien belum valid');
    expect(beside.parentElement).toBe(screen.getByTestId('analysis-F').parentElement);
    fireEvent.change(input, { target: { value: '0,4' } });
    expect(screen.queryByTestId('analysis-invalid-rows')).toBeNull();
  });

  it('lays the prices out without a table, so nothing scrolls sideways on a phone', async () => {
    stubApi(() => wall);
    renderEditor();
    await pekerja();
    expect(screen.getByTestId('assignment-editor').querySelector('table')).toBeNull();
  });

  it("names a labour row's trade only where it is not the name already", async () => {
    stubApi(() => wall);
    renderEditor();
    await pekerja();
    expect(
      screen.getAllByTestId('assigned-labor-item').map((row) => row.querySelector('span')!.textContent),
    ).toEqual(['Pekerja', 'Tukang batu(Tukang)']);
  });

  it('offers brick types only for a job type whose materials differ by them', async () => {
    stubApi(() => painting);
    renderEditor();
    await pekerja();
    const editor = screen.getByTestId('assignment-editor');
    expect(editor.textContent).not.toContain('Semua');
    expect(screen.queryByTestId('assign-material-brick')).toBeNull();
    expect(screen.queryByTestId('analysis-price-brick')).toBeNull();
    expect(screen.getByTestId('assigned-material').querySelector('span')!.textContent).toBe('Cat tembok');
    expect(total('analysis-B')).toBe('Rp 6.500');

    // Asked for, a brick type can still be given to a material (which makes the job type one with brick variants).
    fireEvent.click(screen.getByRole('button', { name: 'Bedakan bahan menurut jenis bata' }));
    expect(screen.getByTestId('assign-material-brick')).toBeTruthy();
  });

  it('names each row with its brick type, for a screen reader too, where one material is there for two', async () => {
    stubApi(() => mortarWall);
    renderEditor();
    await pekerja();
    const rows = screen.getAllByTestId('assigned-material');
    expect(rows.map((row) => row.querySelector('span')!.textContent)).toEqual([
      'Bata merah',
      'Semen Portland (PC)(Bata merah)',
      'Pasir pasang(Bata merah)',
      'Batako',
      'Semen Portland (PC)(Batako)',
      'Pasir pasang(Batako)',
    ]);
    const inputs = rows.map((row) => within(row).getByRole('textbox').getAttribute('aria-label'));
    expect(inputs).toEqual([
      'Koefisien Bata merah',
      'Koefisien Semen Portland (PC) (Bata merah)',
      'Koefisien Pasir pasang (Bata merah)',
      'Koefisien Batako',
      'Koefisien Semen Portland (PC) (Batako)',
      'Koefisien Pasir pasang (Batako)',
    ]);
    const lepas = rows.map((row) => within(row).getByRole('button').getAttribute('aria-label'));
    expect(new Set(lepas).size).toBe(rows.length);
    expect(screen.getByRole('button', { name: 'Lepas Pasir pasang (Batako)' })).toBeTruthy();
    expect((screen.getByLabelText('Koefisien Pasir pasang (Batako)') as HTMLInputElement).value).toBe('0,03');
  });

  it("gives the brick type picker of 'Tambah material' the column's full width, not half of it", async () => {
    stubApi(() => wall);
    renderEditor();
    await pekerja();
    const brick = screen.getByTestId('assign-material-brick').closest('label')!;
    const quantity = screen.getByTestId('assign-material-quantity').closest('label')!;
    // One above the other in the add area, as the picker above them: no two-column row that cuts "Semua j…".
    expect(brick.parentElement).toBe(quantity.parentElement);
    expect(brick.parentElement).toBe(
      screen.getByTestId('assign-material-select').closest('label')!.parentElement,
    );
    expect(brick.parentElement!.className).not.toMatch(/grid-cols/);
  });

  it("shows each material's brick type, and the picker, for a job type with brick variants", async () => {
    stubApi(() => wall);
    renderEditor();
    await pekerja();
    expect(
      screen.getAllByTestId('assigned-material').map((row) => row.querySelector('span')!.textContent),
    ).toEqual(['Bata merah', 'Bata ringan', 'Semen(semua jenis bata)']);
    expect(screen.getByTestId('assign-material-brick')).toBeTruthy();
  });

  it("shows and edits the labour's brick type, and prices A for the brick type chosen", async () => {
    // The wall's pekerja per brick type (bata merah 0,3 and bata ringan 0,2 OH), its tukang for every brick type.
    const pekerjaLine = wall.labor[0]!;
    const byBrick: JobTypeDetails = {
      ...wall,
      labor: [
        { ...pekerjaLine, brick_type: 'bata_merah' },
        { ...wall.labor[1]!, brick_type: null },
        { ...pekerjaLine, coefficient: 0.2, brick_type: 'bata_ringan' },
      ],
    };
    const { writes } = stubApi(() => byBrick);
    const stubbed = apiClient.defaults.adapter as (
      config: InternalAxiosRequestConfig,
    ) => Promise<AxiosResponse>;
    const rates = [
      { id: 1, code: 'L.01', role: 'pekerja', name: 'Pekerja', daily_rate: 100_000, description: null },
    ];
    apiClient.defaults.adapter = (config) =>
      config.url === '/materials/labor/rates'
        ? Promise.resolve(ok(config, { labor_rates: rates }))
        : stubbed(config);
    const { onClose } = renderEditor();
    await screen.findByLabelText('Koefisien Pekerja (Bata merah)');
    await screen.findByRole('option', { name: /^Pekerja \(Rp/ });
    expect(
      screen.getAllByTestId('assigned-labor-item').map((row) => row.querySelector('span')!.textContent),
    ).toEqual(['Pekerja(Bata merah)', 'Tukang batu(Tukang, semua jenis bata)', 'Pekerja(Bata ringan)']);
    const labourWorking = () =>
      within(screen.getByTestId('assigned-labor')).getAllByTestId('assigned-working').map(plain);
    expect(labourWorking()[2]).toBe('0,2 OH × Rp 100.000 = Rp 20.000Tidak masuk A untuk Bata merah.');
    expect(total('analysis-A')).toBe('Rp 44.500');
    fireEvent.change(screen.getByTestId('analysis-price-brick'), { target: { value: 'bata_ringan' } });
    expect(total('analysis-A')).toBe('Rp 34.500');
    expect(labourWorking()[0]).toBe('0,3 OH × Rp 100.000 = Rp 30.000Tidak masuk A untuk Bata ringan.');

    // A batako pekerja added: its 'Jenis bata' offers every brick type and "Semua jenis bata".
    const brick = screen.getByTestId<HTMLSelectElement>('assign-labor-brick');
    expect([...brick.options].map((option) => option.text)).toEqual([
      'Semua jenis bata',
      'Bata merah',
      'Batako',
      'Bata ringan',
    ]);
    const add = within(screen.getByTestId('assigned-labor'));
    fireEvent.change(add.getByRole('combobox', { name: 'Tambah upah' }), { target: { value: '1' } });
    fireEvent.change(add.getByPlaceholderText('0,1'), { target: { value: '0,2' } });
    fireEvent.change(brick, { target: { value: 'batako' } });
    fireEvent.click(add.getByRole('button', { name: '+ Tambahkan upah' }));
    expect(screen.getByLabelText('Koefisien Pekerja (Batako)')).toBeTruthy();
    fireEvent.click(screen.getByTestId('assignments-save'));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((writes[0]!.body as { labor_assignments: unknown }).labor_assignments).toEqual([
      { labor_rate_id: 1, coefficient: 0.3, brick_type: 'bata_merah' },
      { labor_rate_id: 2, coefficient: 0.1, brick_type: null },
      { labor_rate_id: 1, coefficient: 0.2, brick_type: 'bata_ringan' },
      { labor_rate_id: 1, coefficient: 0.2, brick_type: 'batako' },
    ]);
  });

  it('asks before Batal throws the changes away, and closes at once without changes', async () => {
    stubApi(() => wall);
    const { onClose } = renderEditor();
    const input = await pekerja();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalledOnce();

    onClose.mockClear();
    fireEvent.change(input, { target: { value: '0,35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onClose).not.toHaveBeenCalled();
    const question = screen.getByRole('alertdialog', { name: 'Buang perubahan?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Lanjut mengedit' }));
    expect((await pekerja()).value).toBe('0,35');
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Buang perubahan' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
