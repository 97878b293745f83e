import { fireEvent, screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { computeUnitPrice, formatRupiah as rp, type JobTypeDetails } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { answer, renderScreen } from '../../../test/render';
import { fixtures } from '../../../test/fixtures';
import { emptyDraft, type ProjectDraft } from '../draft';
import ImportLinesDialog from './ImportLinesDialog';

// "Impor baris RAB" of a file numbered by another tool: a row whose code is a job type of the catalogue but whose
// uraian is another work is marked, said, and not priced as that job type unless the estimator chooses it.

const galian: JobTypeDetails = {
  ...fixtures.brickWall,
  id: 8,
  code: 'A.2.3.1.1',
  category_id: 2,
  category_name: 'Pekerjaan Tanah',
  name: 'Galian tanah biasa sedalam 1 m',
  unit: 'm³',
  has_brick_variants: false,
  labor: [{ ...fixtures.brickWall.labor[0]!, coefficient: 0.75 }],
  materials: [],
};

function catalogue(config: InternalAxiosRequestConfig) {
  const url = config.url ?? '';
  const { labor: _l, materials: _m, ...summary } = galian;
  if (url === '/jobs/categories')
    return answer(config, {
      categories: [{ id: 2, code: 'A2', name: 'Pekerjaan Tanah', description: null }],
      job_types: [],
    });
  if (url === '/jobs/types/2') return answer(config, { job_types: [summary] });
  if (url === '/job-types/8/details') return answer(config, { job_type: galian });
  return answer(config, {}, 404);
}

/** The galian's F in a project with 10 % overhead: D + round(D × 10 %). */
const { A, B, C } = computeUnitPrice(galian, { overheadPercentage: 0 });
const galianF = A + B + C + Math.round((A + B + C) * 0.1);

const RAB = [
  'No\tUraian Pekerjaan\tKode AHSP\tVolume\tSatuan\tHarga Satuan (Rp)',
  'A\tPEKERJAAN TANAH\t\t\t\t',
  '1\tGalian tanah pondasi\tA.2.3.1.1\t10\tm3\t95.000',
  // The codes of another tool: A.2.3.1.1 is a galian here.
  '2\tPasang bata merah 1:4\tA.2.3.1.1\t4\tm3\t650.000',
  '3\tBeton bertulang sloof\tA.2.3.1.1\t2\tm3\t',
].join('\n');

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

async function openAndCheck() {
  const draft: ProjectDraft = {
    ...emptyDraft('local_ruko', 'Ruko'),
    overhead_percentage: '10',
    divisions: [],
  };
  const applied: ProjectDraft[] = [];
  renderScreen(
    '/projects/local_ruko',
    <ImportLinesDialog draft={draft} onApply={(next) => applied.push(next)} onClose={() => undefined} />,
    catalogue,
  );
  fireEvent.change(screen.getByTestId('rab-import-text'), { target: { value: RAB } });
  fireEvent.click(screen.getByTestId('rab-import-check'));
  await screen.findByTestId('rab-import-preview');
  return applied;
}

const tableRows = () =>
  screen.getAllByTestId('rab-import-row').map((row) => ({
    line: row.querySelector('td')!.textContent,
    mark: within(row).queryByTestId('rab-import-name-mark')?.textContent ?? null,
    amount: row.querySelector('td:last-child')!.textContent,
  }));

describe('Impor baris RAB: a code of the catalogue on a line of another work', () => {
  it('marks the line, says why, and adds the file’s own line by default; one without a price is left out', async () => {
    const applied = await openAndCheck();

    expect(screen.getByTestId('rab-import-summary').textContent).toBe(
      '2 baris akan ditambahkan (1 dengan harga AHSP katalog, 1 item bebas), 0 ditolak, 0 dilewati. Belum ada yang ditambahkan.' +
        ' 2 baris kodenya cocok dengan katalog tetapi uraiannya berbeda (⚠), 1 di antaranya tidak ditambahkan.',
    );
    expect(tableRows()).toEqual([
      { line: '3', mark: null, amount: rp(10 * galianF) },
      {
        line: '4',
        mark: '⚠ Kode cocok, uraian berbeda: A.2.3.1.1 di katalog adalah "Galian tanah biasa sedalam 1 m", berkas menulis "Pasang bata merah 1:4"',
        amount: rp(4 * 650_000),
      },
    ]);
    const conflicts = screen.getAllByTestId('rab-import-name-conflict');
    expect(conflicts.map((item) => item.querySelector('p')!.textContent)).toEqual([
      '⚠ Baris 4: Kode cocok, uraian berbeda: A.2.3.1.1 di katalog adalah "Galian tanah biasa sedalam 1 m", berkas menulis "Pasang bata merah 1:4"',
      '⚠ Baris 5: Kode cocok, uraian berbeda: A.2.3.1.1 di katalog adalah "Galian tanah biasa sedalam 1 m", berkas menulis "Beton bertulang sloof"',
    ]);
    const [brick, beton] = screen.getAllByTestId<HTMLSelectElement>('rab-import-name-choice');
    expect([brick!.value, brick!.selectedOptions[0]!.textContent]).toEqual([
      'file',
      'Item bebas: uraian dan harga satuan dari berkas',
    ]);
    expect([beton!.value, beton!.selectedOptions[0]!.textContent]).toEqual([
      'file',
      'Tidak ditambahkan (berkas tidak memuat harga satuan)',
    ]);

    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    expect(
      applied[0]!.divisions[0]!.items.map((item) => [item.description, item.job_type_id, item.freePrice]),
    ).toEqual([
      ['Galian tanah biasa sedalam 1 m', 8, null],
      ['Pasang bata merah 1:4', null, 650_000],
    ]);
  });

  it('takes the catalogue’s job type for a line, or for all of them, when the estimator chooses it', async () => {
    const applied = await openAndCheck();

    fireEvent.change(screen.getAllByTestId('rab-import-name-choice')[1]!, { target: { value: 'catalogue' } });
    expect(tableRows().map((row) => [row.line, row.amount, row.mark !== null])).toEqual([
      ['3', rp(10 * galianF), false],
      ['4', rp(4 * 650_000), true],
      ['5', rp(2 * galianF), true],
    ]);
    expect(screen.getByTestId('rab-import-summary').textContent).toMatch(
      / 2 baris kodenya cocok dengan katalog tetapi uraiannya berbeda \(⚠\)\.$/,
    );

    fireEvent.click(screen.getByTestId('rab-import-names-catalogue'));
    expect(tableRows().map((row) => [row.line, row.amount])).toEqual([
      ['3', rp(10 * galianF)],
      ['4', rp(4 * galianF)],
      ['5', rp(2 * galianF)],
    ]);
    fireEvent.click(screen.getByTestId('rab-import-confirm'));
    expect(applied[0]!.divisions[0]!.items.map((item) => item.job_type_id)).toEqual([8, 8, 8]);

    fireEvent.click(screen.getByTestId('rab-import-names-file'));
    expect(tableRows().map((row) => row.line)).toEqual(['3', '4']);
  });
});
