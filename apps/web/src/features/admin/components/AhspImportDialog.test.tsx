import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { AhspImportDialog } from './AhspImportDialog';

const originalAdapter = apiClient.defaults.adapter;
const answer = (config: InternalAxiosRequestConfig, data: unknown) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse;

/** The server's reading of a pasted text: one analysis named by its header line, its one component matched. */
function parsed(text: string) {
  const [header = '', component = ''] = text.split('\n');
  const [, code, name, unit] = header.split(';');
  const [componentName, coefficient] = component.split(';');
  return {
    analyses: [
      {
        line: 1,
        code,
        name,
        unit,
        components: [
          {
            line: 2,
            name: componentName,
            code: null,
            coefficient: Number(coefficient!.replace(',', '.')),
            match: { kind: 'labor', id: 1, name: 'Pekerja' },
          },
        ],
      },
    ],
    errors: [],
  };
}

describe('AhspImportDialog', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('drops the preview when the pasted text is edited or another file is picked', async () => {
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/ahsp/parse')
        return Promise.resolve(answer(config, parsed(JSON.parse(config.data as string).text)));
      if (config.url === '/jobs/categories') return Promise.resolve(answer(config, { categories: [] }));
      if (config.url === '/materials/labor/rates')
        return Promise.resolve(answer(config, { labor_rates: [] }));
      return Promise.resolve(answer(config, { materials: [], equipment: [] }));
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AhspImportDialog onClose={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = screen.getByTestId('ahsp-text');
    fireEvent.change(text, { target: { value: '[AHSP];A.1;Dinding lama;m²\nPekerja;0,3' } });
    fireEvent.click(screen.getByTestId('ahsp-read'));
    expect((await screen.findByTestId('ahsp-analysis')).textContent).toContain('Dinding lama');

    fireEvent.change(text, { target: { value: '[AHSP];A.1;Dinding baru;m²\nPekerja;0,3' } });
    expect(screen.queryByTestId('ahsp-preview')).toBeNull();

    fireEvent.click(screen.getByTestId('ahsp-read'));
    expect((await screen.findByTestId('ahsp-analysis')).textContent).toContain('Dinding baru');
    const file = new File(['[AHSP];Lain;m²\nPekerja;1'], 'lain.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('ahsp-file'), { target: { files: [file] } });
    expect(screen.queryByTestId('ahsp-preview')).toBeNull();
  });
});

const UNIT_MESSAGE =
  'satuan "zak" untuk Semen Portland (PC) tidak sama dengan satuan katalog "kg". Ubah koefisien ke kg atau pilih item lain.';
const CONFLICT =
  'Kode M.10 milik "Pasir urug", sedangkan nama di berkas "Semen Portland"; perbaiki kode atau namanya';
const semen = { id: 10, code: 'M.01', name: 'Semen Portland (PC)', unit: 'kg', price: 1_300 };
const pekerja = { kind: 'labor', id: 1, code: 'L.01', name: 'Pekerja', unit: 'OH' };

/** A server answering the dialog: the catalogue, one category, the given preview and the import's answer. */
function serve(preview: unknown, imported: unknown = {}) {
  const sent: unknown[] = [];
  apiClient.defaults.adapter = (config) => {
    if (config.url === '/ahsp/parse') return Promise.resolve(answer(config, preview));
    if (config.url === '/ahsp/import') {
      sent.push(JSON.parse(config.data as string));
      return Promise.resolve({ ...answer(config, imported), status: 201 });
    }
    if (config.url === '/jobs/categories')
      return Promise.resolve(
        answer(config, { categories: [{ id: 7, code: 'PLESTERAN', name: 'Plesteran' }] }),
      );
    if (config.url === '/materials/labor/rates')
      return Promise.resolve(
        answer(config, { labor_rates: [{ id: 1, code: 'L.01', name: 'Pekerja', role: 'pekerja' }] }),
      );
    if (config.url === '/materials') return Promise.resolve(answer(config, { materials: [semen] }));
    return Promise.resolve(answer(config, { equipment: [] }));
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AhspImportDialog onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return sent;
}

async function read() {
  fireEvent.change(screen.getByTestId('ahsp-text'), { target: { value: '[AHSP];X;m3\nPekerja;1' } });
  fireEvent.click(screen.getByTestId('ahsp-read'));
  await screen.findByTestId('ahsp-preview');
}

describe('AhspImportDialog: units, codes and the job types an import updates', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it("shows each component's unit beside the catalogue's and refuses one in another unit", async () => {
    serve({
      analyses: [
        {
          line: 1,
          code: 'S.BTN.01',
          name: "Pembuatan 1 m3 beton f'c 19,3 MPa (K-225) site mix Sleman",
          unit: 'm3',
          existing: null,
          components: [
            { line: 2, code: null, name: 'Pekerja', coefficient: 1.65, unit: 'OH', match: pekerja },
            {
              line: 3,
              code: null,
              name: 'Semen Portland (PC)',
              coefficient: 7.42,
              unit: 'zak',
              match: { kind: 'material', ...semen },
              problem: UNIT_MESSAGE,
            },
            {
              line: 4,
              code: null,
              name: 'Semen Portland (PC)',
              coefficient: 1,
              unit: null,
              match: { kind: 'material', ...semen },
            },
          ],
        },
      ],
      errors: [{ line: 3, msg: UNIT_MESSAGE }],
    });
    await read();
    const rows = screen.getAllByTestId('ahsp-component');
    expect(rows.map((row) => within(row).getByTestId('ahsp-component-unit').textContent)).toEqual([
      'OH',
      'zak · katalog: kg',
      'katalog: kg',
    ]);
    expect(within(rows[1]!).getByTestId('ahsp-component-problem').textContent).toBe(UNIT_MESSAGE);
    expect(screen.getByTestId('ahsp-analysis-target').textContent).toBe('Baru');
    expect(screen.getAllByTestId('ahsp-error').map((error) => error.textContent)).toEqual([
      `Baris 3: ${UNIT_MESSAGE}`,
    ]);
    fireEvent.change(await screen.findByTestId('ahsp-category'), { target: { value: '7' } });
    expect((screen.getByTestId('ahsp-import') as HTMLButtonElement).disabled).toBe(true);
  });

  it('prints each coefficient as read, with the decimal comma and no thousands point', async () => {
    serve({
      analyses: [
        {
          line: 1,
          code: 'A.4.4.2.99',
          name: 'Plesteran uji 1PC:4PP tebal 15 mm',
          unit: 'm2',
          existing: null,
          components: [
            { line: 2, code: null, name: 'Pekerja', coefficient: 0.3, unit: 'OH', match: pekerja },
            // An English file's "6.240" read as 6,24 shows 6,24; one read as 6240 would not pass for "6.240".
            {
              line: 3,
              code: null,
              name: 'Semen Portland (PC)',
              coefficient: 6.24,
              unit: 'kg',
              match: { kind: 'material', ...semen },
            },
            {
              line: 4,
              code: null,
              name: 'Semen Portland (PC)',
              coefficient: 6240,
              unit: 'kg',
              match: { kind: 'material', ...semen },
            },
          ],
        },
      ],
      errors: [],
    });
    await read();
    expect(screen.getAllByTestId('ahsp-component-coefficient').map((cell) => cell.textContent)).toEqual([
      '0,3',
      '6,24',
      '6240',
    ]);
  });

  it('asks for the right name of a component whose code is another item, and imports it without that code', async () => {
    const sent = serve(
      {
        analyses: [
          {
            line: 1,
            code: null,
            name: 'Spesi uji',
            unit: 'm3',
            existing: null,
            components: [
              {
                line: 2,
                code: 'M.10',
                name: 'Semen Portland',
                coefficient: 163,
                unit: 'kg',
                match: null,
                problem: CONFLICT,
              },
            ],
          },
        ],
        errors: [],
      },
      { job_types: [{ id: 40, code: 'JT.40', name: 'Spesi uji' }], outcomes: [] },
    );
    await read();
    const [row] = screen.getAllByTestId('ahsp-component');
    expect(within(row!).getByTestId('ahsp-component-problem').textContent).toBe(CONFLICT);
    expect(screen.getByTestId('ahsp-missing-problem').textContent).toBe(CONFLICT);
    // A green match is never shown for it, and the import waits for a name.
    fireEvent.change(await screen.findByTestId('ahsp-category'), { target: { value: '7' } });
    expect((screen.getByTestId('ahsp-import') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('ahsp-missing-name'), { target: { value: 'Semen Portland (PC)' } });
    await waitFor(() => expect(screen.queryByTestId('ahsp-missing')).toBeNull());
    fireEvent.click(screen.getByTestId('ahsp-import'));
    await screen.findByTestId('ahsp-imported');
    expect(sent).toEqual([
      expect.objectContaining({
        analyses: [
          expect.objectContaining({
            components: [
              {
                line: 2,
                code: null,
                name: 'Semen Portland (PC)',
                coefficient: 163,
                unit: 'kg',
                match: { kind: 'material', id: 10 },
              },
            ],
          }),
        ],
      }),
    ]);
  });

  it('shows the code each analysis is written with: the file’s, else the one the import gives a new one', async () => {
    const component = { line: 2, code: null, name: 'Pekerja', coefficient: 0.3, unit: null, match: pekerja };
    const analysis = { unit: 'm²', components: [component] };
    serve({
      analyses: [
        { ...analysis, line: 1, code: 'A.4.4.1.9', name: 'Dinding bata uji', existing: null },
        // The server's preview: a new analysis without a code gets the next U.nnn none of the file's take.
        { ...analysis, line: 4, code: null, name: 'Dinding batako uji', existing: null, new_code: 'U.004' },
        {
          ...analysis,
          line: 7,
          code: null,
          name: 'Dinding hebel uji',
          // Found by its name: it keeps its job type's code, which the target names.
          existing: {
            id: 9,
            code: 'U.002',
            name: 'Dinding hebel uji',
            category_id: 3,
            category_name: 'Pekerjaan Pasangan',
            kept_brick_types: [],
          },
        },
      ],
      errors: [],
    });
    await read();
    const headers = screen
      .getAllByTestId('ahsp-analysis')
      .map((article) => within(article).getByRole('heading'));
    expect(headers.map((header) => header.textContent)).toEqual([
      'A.4.4.1.9 · Dinding bata uji per m²',
      'U.004 (otomatis) · Dinding batako uji per m²',
      'Dinding hebel uji per m²',
    ]);
  });

  it('names the job type an analysis updates and what it keeps, and counts the updated ones', async () => {
    const wall = {
      id: 27,
      code: 'A.4.4.1.9',
      name: 'Pasangan dinding 1/2 batu campuran 1PC:4PP (bata merah, batako atau bata ringan)',
      category_id: 3,
      category_name: 'Pekerjaan Pasangan',
      kept_brick_types: ['batako', 'bata_ringan'],
    };
    const component = { line: 2, code: null, name: 'Pekerja', coefficient: 0.3, unit: null, match: pekerja };
    serve(
      {
        analyses: [
          {
            line: 1,
            code: 'A.4.4.1.9',
            name: 'Pasangan dinding bata merah 1/2 batu 1PC:4PP',
            unit: 'm²',
            existing: wall,
            components: [component],
          },
          {
            line: 4,
            code: null,
            name: 'Dinding uji baru',
            unit: 'm²',
            existing: null,
            components: [component],
          },
        ],
        errors: [],
      },
      {
        job_types: [
          { id: 27, code: 'A.4.4.1.9', name: 'Pasangan dinding bata merah 1/2 batu 1PC:4PP' },
          { id: 41, code: 'JT.41', name: 'Dinding uji baru' },
        ],
        outcomes: [
          { id: 27, updated: true, kept_brick_types: ['batako', 'bata_ringan'] },
          { id: 41, updated: false, kept_brick_types: [] },
        ],
        message: '1 analisa ditambahkan, 1 analisa diperbarui',
      },
    );
    await read();
    const [target, fresh] = screen.getAllByTestId('ahsp-analysis-target');
    expect(target!.textContent).toContain(
      `Sudah ada: A.4.4.1.9 ${wall.name} (centang "Perbarui analisa yang sudah ada" untuk menggantikan analisanya)`,
    );
    fireEvent.click(screen.getByLabelText(/Perbarui analisa yang sudah ada/));
    expect(target!.textContent).toBe(
      `Memperbarui A.4.4.1.9 ${wall.name}` +
        'Tetap di kategori Pekerjaan Pasangan; kategori tujuan hanya untuk analisa baru.' +
        'Bahan dan upah dari berkas menggantikan bahan dan upah bata merah; bahan dan upah batako dan bata ringan (hebel) tetap.',
    );
    expect(fresh!.textContent).toBe('Baru');
    fireEvent.change(await screen.findByTestId('ahsp-category'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('ahsp-import'));
    expect((await screen.findByTestId('ahsp-imported-summary')).textContent).toBe(
      '2 analisa tersimpan sebagai jenis pekerjaan (1 baru, 1 diperbarui):',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pasangan dinding bata merah 1/2 batu 1PC:4PP (A.4.4.1.9, diperbarui, bahan dan upah batako dan bata ringan (hebel) tetap)',
      'Dinding uji baru (JT.41)',
    ]);
  });
});
