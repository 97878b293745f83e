import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { strToU8, zipSync } from 'fflate';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  computeUnitPrice,
  formatRupiah as rp,
  MAX_DIVISION_ITEMS,
  type JobTypeDetails,
} from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { answer, renderScreen } from '../../../test/render';
import { fixtures } from '../../../test/fixtures';
import { emptyDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import ImportLinesDialog from './ImportLinesDialog';
import { ProjectEditor } from './ProjectEditor';

// "Impor baris RAB": an estimator's RAB pasted from Excel is previewed line by line (catalogue lines with the
// file's and the AHSP's harga satuan, free lines, refused and skipped rows) and joins the draft only on
// confirmation, in one change.

const wall = fixtures.brickWall; // A.4.4.1.9 Pasangan dinding 1/2 batu, per m², with brick variants
const galian: JobTypeDetails = {
  ...wall,
  id: 8,
  code: 'A.2.3.1.1',
  category_id: 2,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa sedalam 1 m',
  unit: 'm³',
  has_brick_variants: false,
  labor: [{ ...wall.labor[0]!, coefficient: 0.75 }],
  materials: [],
};
const summary = ({ labor: _l, materials: _m, ...jobType }: JobTypeDetails) => jobType;

/** The catalogue as the API answers it: two categories, their job types, and each analysis. */
function catalogue(config: InternalAxiosRequestConfig) {
  const url = config.url ?? '';
  if (url === '/jobs/categories')
    return answer(config, {
      categories: [
        { id: 2, code: 'A2', name: 'Pekerjaan Tanah', description: null },
        { id: 5, code: 'A4', name: 'Pekerjaan Pasangan Dinding', description: null },
      ],
      job_types: [],
    });
  if (url === '/jobs/types/2') return answer(config, { job_types: [summary(galian)] });
  if (url === '/jobs/types/5') return answer(config, { job_types: [summary(wall)] });
  if (url === '/job-types/8/details') return answer(config, { job_type: galian });
  if (url === '/job-types/7/details') return answer(config, { job_type: wall });
  if (url === '/price-books') return answer(config, { price_books: [] });
  return answer(config, {}, 404);
}

const RAB = [
  'RAB RUMAH TINGGAL TIPE 45',
  'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)\tJumlah Harga (Rp)',
  'A\tPEKERJAAN PERSIAPAN\t\t\t\t\t',
  '1\tMobilisasi dan demobilisasi\t\t1\tls\t2.500.000\t2.500.000',
  '\tJumlah A\t\t\t\t\t2.500.000',
  'B\tPEKERJAAN TANAH\t\t\t\t\t',
  '1\tGalian tanah pondasi\tA.2.3.1.1\t12,5\tm3\t95.000\t1.187.500',
  '2\tUrugan tanah kembali\t\t4\tm3\t\t',
  'C\tPEKERJAAN DINDING\t\t\t\t\t',
  '1\tPasangan dinding 1/2 batu - bata ringan\t\t40\tm2\t180.000\t7.200.000',
  '2\tPlesteran\t\t0\tm2\t45.000\t',
  '\tPPN 11%\t\t\t\t\t',
].join('\n');

/** F of a catalogue line in a project with 10 % overhead: D + round(D × 10 %). */
function priceF(details: JobTypeDetails, brickType?: 'bata_ringan') {
  const { A, B, C } = computeUnitPrice(details, { overheadPercentage: 0, ...(brickType && { brickType }) });
  const D = A + B + C;
  return D + Math.round(D * 0.1);
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  vi.restoreAllMocks();
});

/** The editor on a guest's project with one line, every change of the draft recorded. */
function openEditor(adapter: AxiosAdapter = catalogue) {
  const changes: ProjectDraft[] = [];
  const start: ProjectDraft = {
    ...emptyDraft('local_rumah', 'Rumah Tipe 45'),
    divisions: [{ code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [freeLine('Pagar sementara', 1_500_000)] }],
  };
  function Editor() {
    const [draft, setDraft] = useState(start);
    return (
      <ProjectEditor
        draft={draft}
        errors={{}}
        onBookChange={() => undefined}
        onChange={(next) => {
          changes.push(next);
          setDraft(next);
        }}
      />
    );
  }
  renderScreen(
    '/projects/local_rumah',
    <>
      <Editor />
      <Toaster />
    </>,
    adapter,
  );
  return changes;
}

async function pasteAndCheck(text: string) {
  fireEvent.click(screen.getByTestId('project-import-lines'));
  fireEvent.change(await screen.findByTestId('rab-import-text'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('rab-import-check'));
  return screen.findByTestId('rab-import-preview');
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('Impor baris RAB', () => {
  it('previews each line with the file’s and the AHSP’s price, then adds them all in one change', async () => {
    const changes = openEditor();
    const preview = await pasteAndCheck(RAB);

    expect(screen.getByTestId('rab-import-summary').textContent).toBe(
      '3 baris akan ditambahkan (2 dengan harga AHSP katalog, 1 item bebas), 2 ditolak, 2 dilewati. Belum ada yang ditambahkan.',
    );
    expect(screen.getAllByTestId('rab-import-division').map((heading) => heading.textContent)).toEqual([
      'A. PEKERJAAN PERSIAPAN · bagian yang sudah ada',
      'B. PEKERJAAN TANAH · bagian baru',
      'C. PEKERJAAN DINDING · bagian baru',
    ]);
    const galianF = priceF(galian);
    const wallF = priceF(wall, 'bata_ringan');
    expect(screen.getAllByTestId('rab-import-row').map(cellsOf)).toEqual([
      [
        '4',
        'Mobilisasi dan demobilisasiItem bebas · Tidak ada di katalog: item bebas dengan harga satuan dari berkas',
        '1 ls',
        rp(2_500_000),
        '–',
        rp(2_500_000),
      ],
      [
        '7',
        'Galian tanah pondasiKatalog A.2.3.1.1: Galian tanah biasa sedalam 1 m',
        '12,5 m³',
        rp(95_000),
        rp(galianF),
        rp(Math.round(12.5 * galianF)),
      ],
      [
        '10',
        'Pasangan dinding 1/2 batu - bata ringanKatalog A.4.4.1.9: Pasangan dinding 1/2 batu — bata ringan',
        '40 m²',
        rp(180_000),
        rp(wallF),
        rp(40 * wallF),
      ],
    ]);
    // On a phone the same lines are cards, the amount beside the name.
    expect(screen.getAllByTestId('rab-import-card')[1]!.textContent).toBe(
      `Galian tanah pondasi${rp(Math.round(12.5 * galianF))}Baris 7 · 12,5 m³ · berkas ${rp(95_000)} · AHSP ${rp(galianF)}Katalog A.2.3.1.1: Galian tanah biasa sedalam 1 m`,
    );
    expect(within(preview).getByTestId('rab-import-refused').textContent).toBe(
      [
        'Baris 8 (Urugan tanah kembali): Tidak cocok dengan jenis pekerjaan katalog dan tidak ada harga satuan untuk item bebas',
        'Baris 11 (Plesteran): Volume harus lebih dari 0',
      ].join(''),
    );
    expect(screen.getByTestId('rab-import-skipped').textContent).toBe('Baris 5: Jumlah ABaris 12: PPN 11%');
    expect(changes).toEqual([]);

    fireEvent.click(screen.getByTestId('rab-import-confirm'));

    await waitFor(() => expect(screen.queryByTestId('rab-import')).toBeNull());
    expect((await screen.findByTestId('rab-import-added')).textContent).toBe(
      '3 baris RAB ditambahkan ke proyekUrungkanCtrl+Z',
    );
    expect(changes).toHaveLength(1);
    const [draft] = changes;
    expect(
      draft!.divisions.map((division) => [
        division.code,
        division.name,
        division.items.map((item) => [item.description, item.volumeText, item.unit, item.priceSource]),
      ]),
    ).toEqual([
      [
        'A',
        'PEKERJAAN PERSIAPAN',
        [
          ['Pagar sementara', '1', 'ls', 'free'],
          ['Mobilisasi dan demobilisasi', '1', 'ls', 'free'],
        ],
      ],
      ['B', 'PEKERJAAN TANAH', [['Galian tanah biasa sedalam 1 m', '12,5', 'm³', 'ahsp']]],
      ['C', 'PEKERJAAN DINDING', [['Pasangan dinding 1/2 batu — bata ringan', '40', 'm²', 'ahsp']]],
    ]);
    expect(draft!.divisions[2]!.items[0]).toMatchObject({ job_type_id: 7, brickType: 'bata_ringan' });
    expect(draft!.divisions[0]!.items[1]!.freePrice).toBe(2_500_000);
    // The editor shows them at once, in their divisions.
    expect(
      screen.getAllByTestId('project-item-description').map((field) => (field as HTMLTextAreaElement).value),
    ).toEqual([
      'Pagar sementara',
      'Mobilisasi dan demobilisasi',
      'Galian tanah biasa sedalam 1 m',
      'Pasangan dinding 1/2 batu — bata ringan',
    ]);
  });

  it('adds nothing on Batal or Escape, even after a preview', async () => {
    const changes = openEditor();
    await pasteAndCheck(RAB);
    fireEvent.click(screen.getByTestId('rab-import-cancel'));
    expect(screen.queryByTestId('rab-import')).toBeNull();

    await pasteAndCheck(RAB);
    fireEvent.keyDown(screen.getByTestId('rab-import'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('rab-import')).toBeNull());
    expect(changes).toEqual([]);
    expect(screen.getAllByTestId('project-item')).toHaveLength(1);
  });

  it('says what is wrong with a table it cannot read, and drops a preview when the text changes', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    fireEvent.change(await screen.findByTestId('rab-import-text'), {
      target: { value: 'Uraian;Satuan;Harga Satuan\nGalian;m3;95.000' },
    });
    fireEvent.click(screen.getByTestId('rab-import-check'));
    expect(screen.queryByTestId('rab-import-preview')).toBeNull();
    expect(screen.getByTestId('rab-import-error').textContent).toBe(
      'Kolom Volume tidak ditemukan di baris judul. Beri judul kolom seperti Uraian, Volume, Satuan, Harga Satuan.',
    );

    fireEvent.change(screen.getByTestId('rab-import-text'), { target: { value: RAB } });
    fireEvent.click(screen.getByTestId('rab-import-check'));
    await screen.findByTestId('rab-import-preview');
    fireEvent.change(screen.getByTestId('rab-import-text'), { target: { value: `${RAB}\n` } });
    expect(screen.queryByTestId('rab-import-preview')).toBeNull();
    expect(screen.queryByTestId('rab-import-confirm')).toBeNull();
  });

  it('reads the first sheet of an .xlsx, its numbers as numbers', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    const rows = [
      ['No', 'Uraian', 'Kode', 'Vol', 'Sat', 'Harga Satuan'],
      ['I', 'Pekerjaan Tanah', '', '', '', ''],
      [1, 'Galian tanah pondasi', 'A.2.3.1.1', 1.575, 'm3', 95000],
    ];
    const file = new File([workbook(rows)], 'rab-rumah.xlsx');
    fireEvent.change(await screen.findByTestId('rab-import-file'), { target: { files: [file] } });
    // The workbook reader loads on the first pick: give it the time a loaded machine takes.
    expect((await screen.findByTestId('rab-import-workbook', {}, { timeout: 10_000 })).textContent).toBe(
      'Berkas rab-rumah.xlsx dipilih (lembar pertama dibaca).',
    );
    fireEvent.click(screen.getByTestId('rab-import-check'));
    await screen.findByTestId('rab-import-preview');
    expect(screen.getAllByTestId('rab-import-division').map((heading) => heading.textContent)).toEqual([
      'B. Pekerjaan Tanah · bagian baru',
    ]);
    expect(cellsOf(screen.getByTestId('rab-import-row')).slice(0, 4)).toEqual([
      '3',
      'Galian tanah pondasiKatalog A.2.3.1.1: Galian tanah biasa sedalam 1 m',
      '1,575 m³',
      rp(95_000),
    ]);
  }, 20_000);

  it('forgets the workbook picked before when the next file is refused, so Periksa never reads the old one', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    const picker = await screen.findByTestId('rab-import-file');
    const rows = [
      ['Uraian', 'Volume', 'Satuan', 'Harga Satuan'],
      ['Mobilisasi', 1, 'ls', 2_500_000],
    ];
    fireEvent.change(picker, { target: { files: [new File([workbook(rows)], 'rab-lama.xlsx')] } });
    await screen.findByTestId('rab-import-workbook', {}, { timeout: 10_000 });

    // A photo renamed .xlsx: no workbook inside.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'foto.xlsx');
    fireEvent.change(picker, { target: { files: [photo] } });
    expect((await screen.findByTestId('rab-import-error')).textContent).toBe(
      'Berkas tidak dapat dibaca: pilih .csv, .txt atau .xlsx',
    );
    expect(screen.queryByTestId('rab-import-workbook')).toBeNull();
    expect((screen.getByTestId('rab-import-check') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(picker, { target: { files: [new File([workbook(rows)], 'rab-lama.xlsx')] } });
    await screen.findByTestId('rab-import-workbook', {}, { timeout: 10_000 });
    const large = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'rab-besar.xlsx');
    fireEvent.change(picker, { target: { files: [large] } });
    expect((await screen.findByTestId('rab-import-error')).textContent).toBe(
      'Berkas terlalu besar (maksimal 2 MB)',
    );
    expect(screen.queryByTestId('rab-import-workbook')).toBeNull();
    expect((screen.getByTestId('rab-import-check') as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);

  it('refuses a workbook that would unpack past 50 MB before reading it, and reads the next one', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    const picker = await screen.findByTestId('rab-import-file');
    const rows = [
      ['Uraian', 'Volume', 'Satuan', 'Harga Satuan'],
      ['Mobilisasi', 1, 'ls', 2_500_000],
    ];
    // 60 MB of zeros pack into some 60 KB.
    const bomb = workbook(rows, { 'xl/worksheets/sheet2.xml': new Uint8Array(60 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    fireEvent.change(picker, { target: { files: [new File([bomb], 'rab-bom.xlsx')] } });
    expect((await screen.findByTestId('rab-import-error')).textContent).toBe(
      'Berkas Excel terlalu besar setelah dibuka (lebih dari 50 MB). Simpan sebagai CSV atau pecah menjadi beberapa berkas.',
    );
    expect((screen.getByTestId('rab-import-check') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(picker, { target: { files: [new File([workbook(rows)], 'rab.xlsx')] } });
    await screen.findByTestId('rab-import-workbook', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('rab-import-error')).toBeNull();
  }, 20_000);

  it('says "Berkas kosong" for an empty .csv, of no bytes or a BOM alone', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    const picker = await screen.findByTestId('rab-import-file');
    for (const bytes of [new Uint8Array(0), new Uint8Array([0xef, 0xbb, 0xbf])]) {
      fireEvent.change(picker, { target: { files: [new File([bytes], 'rab.csv')] } });
      await waitFor(() =>
        expect(screen.queryByTestId('rab-import-error')?.textContent).toBe('Berkas kosong'),
      );
      fireEvent.change(screen.getByTestId('rab-import-text'), { target: { value: 'x' } });
    }
  });

  it('reads a RAB Excel saved as "Unicode Text (.txt)" (UTF-16LE after the BOM FF FE, tab-separated)', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    // Each code unit little-endian: m³ is B3 00, "–" would be 13 20.
    const bytes = Uint8Array.from([
      0xff,
      0xfe,
      ...[...RAB].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]),
    ]);
    expect([...bytes.slice(0, 6)]).toEqual([0xff, 0xfe, 0x52, 0x00, 0x41, 0x00]);
    fireEvent.change(await screen.findByTestId('rab-import-file'), {
      target: { files: [new File([bytes], 'rab.txt', { type: 'text/plain' })] },
    });
    await waitFor(() =>
      expect((screen.getByTestId('rab-import-text') as HTMLTextAreaElement).value).toBe(RAB),
    );
    expect(screen.queryByTestId('rab-import-error')).toBeNull();
    fireEvent.click(screen.getByTestId('rab-import-check'));
    await screen.findByTestId('rab-import-preview');
    expect(screen.getAllByTestId('rab-import-division').map((heading) => heading.textContent)).toHaveLength(
      3,
    );
  });

  it('takes the import back on "Urungkan": its lines, and the divisions it made that are left empty', async () => {
    const changes = openEditor();
    await pasteAndCheck(RAB);
    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    const undo = within(await screen.findByTestId('rab-import-added')).getByRole('button', {
      name: 'Urungkan',
    });
    // Meanwhile: the line that was there typed into and moved into a division the import made, another moved up.
    fireEvent.change(screen.getAllByTestId('project-item-volume')[0]!, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pindahkan item 1: Pagar sementara ke bagian' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Naikkan bagian PEKERJAAN TANAH' }));
    const shown = (draft: ProjectDraft) =>
      draft.divisions.map((division) => [
        division.name,
        division.items.map((item) => `${item.description} ${item.volumeText}`),
      ]);
    expect(shown(changes.at(-1)!)).toEqual([
      ['PEKERJAAN TANAH', ['Galian tanah biasa sedalam 1 m 12,5']],
      ['PEKERJAAN PERSIAPAN', ['Mobilisasi dan demobilisasi 1']],
      ['PEKERJAAN DINDING', ['Pasangan dinding 1/2 batu — bata ringan 40', 'Pagar sementara 2']],
    ]);

    fireEvent.click(undo);
    // PERSIAPAN was there before; DINDING holds a line of the user's own; TANAH, made by the import and now
    // empty, goes.
    expect(shown(changes.at(-1)!)).toEqual([
      ['PEKERJAAN PERSIAPAN', []],
      ['PEKERJAAN DINDING', ['Pagar sementara 2']],
    ]);
    expect(await screen.findByText('3 baris impor dibatalkan')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('project-import-lines'));
    // Once only: a second tap changes nothing.
    const count = changes.length;
    fireEvent.click(undo);
    expect(changes).toHaveLength(count);
  });

  it('points out lines the project holds already, so a second import of one file is not added unnoticed', async () => {
    const changes = openEditor();
    await pasteAndCheck(
      [
        'No\tUraian\tVolume\tSatuan\tHarga Satuan',
        'A\tPEKERJAAN PERSIAPAN\t\t\t',
        '1\tPagar  sementara\t1\tls\t1.500.000',
        '2\tPagar sementara\t2\tls\t1.500.000',
      ].join('\n'),
    );
    expect(screen.getByTestId('rab-import-in-project').textContent).toBe(
      '1 baris sudah ada di proyek (uraian, volume dan satuan sama di bagian yang sama). Bila berkas ini pernah diimpor, menambahkannya lagi menggandakan baris itu.',
    );
    expect(screen.getAllByTestId('rab-import-row').map((row) => cellsOf(row)[1])).toEqual([
      'Pagar  sementaraItem bebas · Tidak ada di katalog: item bebas dengan harga satuan dari berkas · sudah ada di proyek',
      'Pagar sementaraItem bebas · Tidak ada di katalog: item bebas dengan harga satuan dari berkas',
    ]);
    // Still allowed: both are added.
    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.divisions[0]!.items).toHaveLength(3);
  });

  it('keeps the file’s harga satuan on "dari berkas": the total follows the choice, a row without one keeps the AHSP', async () => {
    const changes = openEditor();
    await pasteAndCheck(
      [
        'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)\tJumlah Harga (Rp)',
        'B\tPEKERJAAN TANAH\t\t\t\t\t',
        '1\tGalian tanah pondasi\tA.2.3.1.1\t12,5\tm3\t95.000\t1.187.500',
        '2\tGalian tanah biasa sedalam 1 m\t\t2\tm3\t\t',
        'C\tPEKERJAAN DINDING\t\t\t\t\t',
        '1\tPasangan dinding 1/2 batu - bata ringan\t\t40\tm2\t180.000\t7.200.000',
      ].join('\n'),
    );
    const galianF = priceF(galian);
    const wallF = priceF(wall, 'bata_ringan');
    const total = () => screen.getByTestId('rab-import-total').textContent;
    // By default the AHSP's, as "Tambah item".
    expect((screen.getByTestId('rab-import-prices-ahsp') as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe(
      `Jumlah baris yang ditambahkan (sebelum PPN)${rp(Math.round(12.5 * galianF) + 2 * galianF + 40 * wallF)}`,
    );

    fireEvent.click(screen.getByTestId('rab-import-prices-file'));

    expect(total()).toBe(
      `Jumlah baris yang ditambahkan (sebelum PPN)${rp(1_187_500 + 2 * galianF + 7_200_000)}`,
    );
    expect(screen.getAllByTestId('rab-import-row').map(cellsOf)).toEqual([
      [
        '3',
        'Galian tanah pondasiItem bebas · harga satuan dari berkas (cocok dengan katalog A.2.3.1.1: Galian tanah biasa sedalam 1 m, tidak ditautkan)',
        // The catalogue's spelling of the file's m3, as the line "dari analisa AHSP" would write it.
        '12,5 m³',
        rp(95_000),
        rp(galianF),
        rp(1_187_500),
      ],
      [
        '4',
        'Galian tanah biasa sedalam 1 mKatalog A.2.3.1.1: Galian tanah biasa sedalam 1 m · harga AHSP: berkas tidak memuat harga satuan',
        '2 m³',
        '–',
        rp(galianF),
        rp(2 * galianF),
      ],
      [
        '6',
        'Pasangan dinding 1/2 batu - bata ringanItem bebas · harga satuan dari berkas (cocok dengan katalog A.4.4.1.9: Pasangan dinding 1/2 batu, tidak ditautkan)',
        '40 m²',
        rp(180_000),
        rp(wallF),
        rp(7_200_000),
      ],
    ]);
    expect(screen.getByTestId('rab-import-from-file').textContent).toBe(
      '2 baris yang cocok dengan katalog ditambahkan sebagai item bebas dengan harga satuan dari berkas.',
    );
    expect(screen.getByTestId('rab-import-no-file-price').textContent).toBe(
      '1 baris yang cocok dengan katalog tidak punya harga satuan yang dapat dipakai di berkas: memakai harga AHSP katalog.',
    );
    expect(changes).toEqual([]);

    fireEvent.click(screen.getByTestId('rab-import-confirm'));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(
      changes[0]!.divisions
        .slice(1)
        .map((division) =>
          division.items.map((item) => [item.description, item.unit, item.job_type_id, item.freePrice]),
        ),
    ).toEqual([
      [
        ['Galian tanah pondasi', 'm³', null, 95_000],
        ['Galian tanah biasa sedalam 1 m', 'm³', 8, null],
      ],
      [['Pasangan dinding 1/2 batu - bata ringan', 'm²', null, 180_000]],
    ]);
  });
});

describe('Impor baris RAB read out', () => {
  it('keeps the focus on "Periksa" while checking, then moves it to the summary of what was found', async () => {
    // The catalogue not yet in the app's cache: the check waits for it.
    queryClient.clear();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Answered in any case: a check left waiting would hold the next tests' catalogue too.
    onTestFinished(() => release());
    openEditor(async (config) => {
      if (config.url === '/jobs/categories') await held;
      return catalogue(config);
    });
    fireEvent.click(screen.getByTestId('project-import-lines'));
    fireEvent.change(await screen.findByTestId('rab-import-text'), { target: { value: RAB } });
    const check = screen.getByTestId('rab-import-check') as HTMLButtonElement;
    check.focus();
    fireEvent.click(check);

    await waitFor(() => expect(check.textContent).toBe('Memeriksa...'));
    // Not disabled (a disabled button drops the focus to the page): said unavailable, a press ignored.
    expect(check.disabled).toBe(false);
    expect(check.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(check);
    fireEvent.click(check);
    expect(check.textContent).toBe('Memeriksa...');

    release();
    const summary = await screen.findByTestId('rab-import-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.textContent).toMatch(/^3 baris akan ditambahkan/);
    expect(check.getAttribute('aria-disabled')).toBe('false');
    expect(check.textContent).toBe('Periksa');
  });

  it('says a refusal as a new alert each time "Periksa" meets it', async () => {
    openEditor();
    fireEvent.click(screen.getByTestId('project-import-lines'));
    fireEvent.change(await screen.findByTestId('rab-import-text'), {
      target: { value: 'Uraian;Satuan;Harga Satuan\nGalian;m3;95.000' },
    });
    fireEvent.click(screen.getByTestId('rab-import-check'));
    const first = screen.getByRole('alert');
    fireEvent.click(screen.getByTestId('rab-import-check'));
    const again = screen.getByRole('alert');

    expect(again.textContent).toBe(first.textContent);
    // Drawn anew, so a screen reader reads the same message again rather than nothing.
    expect(again).not.toBe(first);
    expect(again.dataset.testid).toBe('rab-import-error');
  });

  it('asks where rows without a division go, or rows before the first division row when the file has some', async () => {
    const labelOf = () =>
      screen.getByTestId('rab-import-unplaced').closest('label')!.childNodes[0]!.textContent;
    const header = 'No\tUraian\tVolume\tSatuan\tHarga Satuan';
    const mobilisasi = '1\tMobilisasi\t1\tls\t2.500.000';
    openEditor();
    await pasteAndCheck([header, mobilisasi].join('\n'));
    expect(labelOf()).toBe('Baris tanpa bagian masuk ke');

    fireEvent.change(screen.getByTestId('rab-import-text'), {
      target: {
        value: [header, mobilisasi, 'B\tPEKERJAAN TANAH\t\t\t', '1\tUrugan\t2\tm3\t50.000'].join('\n'),
      },
    });
    fireEvent.click(screen.getByTestId('rab-import-check'));
    await screen.findByTestId('rab-import-preview');
    expect(labelOf()).toBe('Baris sebelum judul bagian masuk ke');
  });
});

describe('Impor baris RAB into a division near its limit', () => {
  /** The dialog alone on a project whose PEKERJAAN PERSIAPAN holds `held` lines (the editor would draw them all). */
  function openDialog(held: number) {
    const draft: ProjectDraft = {
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [
        {
          code: 'A',
          name: 'PEKERJAAN PERSIAPAN',
          items: Array.from({ length: held }, (_, at) => freeLine(`Item ${at + 1}`, 10_000)),
        },
      ],
    };
    const applied: ProjectDraft[] = [];
    renderScreen(
      '/projects/local_gudang',
      <ImportLinesDialog draft={draft} onApply={(next) => applied.push(next)} onClose={() => undefined} />,
      catalogue,
    );
    return applied;
  }
  const header = 'No\tUraian\tVolume\tSatuan\tHarga Satuan';
  const rows = [
    '1\tMobilisasi\t1\tls\t2.500.000',
    '2\tPagar sementara\t1\tls\t1.500.000',
    '3\tDireksi keet\t1\tls\t3.000.000',
  ];
  async function check(text: string) {
    fireEvent.change(screen.getByTestId('rab-import-text'), { target: { value: text } });
    fireEvent.click(screen.getByTestId('rab-import-check'));
    return screen.findByTestId('rab-import-preview');
  }

  it('says before "Tambahkan" that the division named in the file would pass 2.000 lines, and adds nothing', async () => {
    const applied = openDialog(MAX_DIVISION_ITEMS - 2);
    await check([header, 'A\tPekerjaan Persiapan\t\t\t', ...rows].join('\n'));

    expect(screen.getByRole('alert').textContent).toBe(
      'Bagian A (PEKERJAAN PERSIAPAN) sudah berisi 1.998 item: hanya 2 dari 3 baris impor yang muat (maksimal 2.000 item per bagian).' +
        'Baris impor belum dapat ditambahkan: beri bagian itu nama lain di berkas agar diimpor sebagai bagian baru, atau kurangi baris berkas.',
    );
    const confirm = screen.getByTestId('rab-import-confirm');
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(confirm);
    expect(applied).toEqual([]);

    // As many lines as still fit: added.
    await check([header, 'A\tPekerjaan Persiapan\t\t\t', ...rows.slice(0, 2)].join('\n'));
    expect(screen.queryByTestId('rab-import-overfull')).toBeNull();
    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    expect(applied.map((next) => next.divisions.map((division) => division.items.length))).toEqual([
      [MAX_DIVISION_ITEMS],
    ]);
  });

  it('offers a new division for rows without one when the chosen division is full', async () => {
    const applied = openDialog(MAX_DIVISION_ITEMS);
    await check([header, ...rows].join('\n'));

    expect(screen.getByTestId('rab-import-overfull').textContent).toBe(
      'Bagian A (PEKERJAAN PERSIAPAN) sudah berisi 2.000 item: 3 baris impor tidak muat lagi (maksimal 2.000 item per bagian).' +
        'Baris impor belum dapat ditambahkan: pilih bagian lain atau bagian baru untuk baris tanpa bagian, atau kurangi baris berkas.',
    );
    expect(screen.getByTestId('rab-import-confirm')).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByTestId('rab-import-unplaced'), { target: { value: 'new' } });
    expect(screen.queryByTestId('rab-import-overfull')).toBeNull();
    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    expect(applied.map((next) => next.divisions.map((division) => division.items.length))).toEqual([
      [MAX_DIVISION_ITEMS, 3],
    ]);
  });
});

/** A one-sheet .xlsx of `rows` (text as inline strings, numbers as numbers), as a spreadsheet saves it. */
function workbook(
  rows: (string | number)[][],
  more: Record<string, Uint8Array> = {},
): Uint8Array<ArrayBuffer> {
  const column = (index: number) => String.fromCharCode(65 + index);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const sheetRows = rows
    .map((row, at) => {
      const cells = row
        .map((value, index) => {
          const ref = `${column(index)}${at + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          return value ? `<c r="${ref}" t="inlineStr"><is><t>${escape(value)}</t></is></c>` : '';
        })
        .join('');
      return `<row r="${at + 1}">${cells}</row>`;
    })
    .join('');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const bytes = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="RAB" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    ),
    ...more,
  });
  return new Uint8Array(bytes);
}
