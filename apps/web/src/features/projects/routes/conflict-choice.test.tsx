import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatRupiah } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { readUnsaved } from '../account-copies';
import type { projectBody, ServerProject } from '../draft';
import { conflictTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// Phone A saved line 1's volume as 25 while laptop B, still on the older version, renamed the project: B's Simpan is
// refused, and the choice of versions says what A's version holds before B picks one. "Muat versi terbaru" asks
// first, as B's changes are kept nowhere else; "Simpan versi saya" says beforehand that A's changes are replaced.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
});

type Body = ReturnType<typeof projectBody>;
type Item = ServerProject['divisions'][number]['items'][number];

/** A free line of the account's project: `volume` of `unit` at F `price`. */
const line = (id: string, description: string, unit: string, volume: number, price: number): Item => ({
  id,
  job_type_id: null,
  description,
  unit,
  volume,
  volume_text: null,
  price_source: 'free',
  unit_price: { A: 0, B: 0, C: 0, D: price, E: 0, F: price },
  amount: volume * price,
});

/** Gudang at version 2: 20 m3 of digging at Rp 100.000 and a cleaning at Rp 1.000.000 (PPN 11 %: Rp 3.330.000). */
function account() {
  let project = serverProject(3, 'Gudang', {
    divisions: [
      {
        code: 'A',
        name: 'PERSIAPAN',
        total: 0,
        weight: 0,
        items: [
          line('dig', 'Galian tanah', 'm3', 20, 100_000),
          line('clean', 'Pembersihan', 'ls', 1, 1_000_000),
        ],
      },
    ],
  });
  const puts: Body[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.url === '/projects/3' && config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Body;
      puts.push(body);
      if (body.version !== undefined && body.version !== project.version)
        return refuse(config, 409, { message: 'Proyek telah diubah di perangkat lain.', project });
      project = storedProject(3, body, project.version + 1);
      return answer(config, { project });
    }
    if (config.url === '/projects/3') return answer(config, { project });
    return answer(config, { price_books: [], revisions: [], projects: [] });
  };
  return {
    adapter,
    puts,
    /** Phone A saves the digging as 25 m3 (Rp 3.885.000 with PPN), and `changes`. */
    savedOnPhone: (changes: Partial<ServerProject> = {}) => {
      const [dig, clean] = project.divisions[0]!.items;
      project = {
        ...project,
        version: 3,
        updated_at: '2026-05-02T09:30:00Z',
        divisions: [{ ...project.divisions[0]!, items: [{ ...dig!, volume: 25 }, clean!] }],
        ...changes,
      };
    },
  };
}

const nameField = () => screen.getByTestId('project-name') as HTMLInputElement;
const volumes = () =>
  screen.getAllByTestId('project-item-volume').map((field) => (field as HTMLInputElement).value);
const texts = (testId: string) => screen.queryAllByTestId(testId).map((element) => element.textContent);

/** B renames the project and taps Simpan after A saved: the choice of versions on screen. */
async function refusedRename(changes?: Partial<ServerProject>) {
  const server = account();
  openProjectPage(3, server.adapter);
  await screen.findAllByTestId('project-item');
  server.savedOnPhone(changes);
  fireEvent.change(nameField(), { target: { value: 'Gudang beton' } });
  fireEvent.click(screen.getByTestId('project-save'));
  await screen.findByTestId('project-conflict');
  return server;
}

describe('the choice of versions after another device saved', () => {
  it('shows both totals, when the other was saved, and what differs from the draft here', async () => {
    await refusedRename();
    expect(texts('project-conflict-theirs-total')).toEqual([
      `Total versi lain: ${formatRupiah(3_885_000)} (versi 3, disimpan ${formatDateTime('2026-05-02T09:30:00Z')})`,
    ]);
    expect(texts('project-conflict-mine-total')).toEqual([
      `Total di perangkat ini: ${formatRupiah(3_330_000)}`,
    ]);
    expect(texts('project-conflict-difference')).toEqual([
      'Nama proyek: “Gudang” (di perangkat ini: “Gudang beton”)',
      'A · Galian tanah: volume 25 m3 (di perangkat ini: 20 m3)',
    ]);
    expect(screen.queryByTestId('project-conflict-more')).toBeNull();
    // What "Simpan versi saya" does to those is said before it is tapped.
    expect(texts('project-conflict-mine-note')).toEqual([conflictTexts.mineConsequence]);
  });

  it('follows what is typed here while it is on screen', async () => {
    await refusedRename();
    fireEvent.change(screen.getAllByTestId('project-item-volume')[0]!, { target: { value: '25' } });
    await waitFor(() =>
      expect(texts('project-conflict-difference')).toEqual([
        'Nama proyek: “Gudang” (di perangkat ini: “Gudang beton”)',
      ]),
    );
    expect(texts('project-conflict-mine-total')).toEqual([
      `Total di perangkat ini: ${formatRupiah(3_885_000)}`,
    ]);
  });

  it('lists the first five differences on a phone and counts the rest', async () => {
    await refusedRename({
      location: 'Sleman',
      owner: 'Pak Hadi',
      contractor: 'CV Maju',
      description: 'Gudang semen',
    });
    expect(texts('project-conflict-difference')).toEqual([
      'Nama proyek: “Gudang” (di perangkat ini: “Gudang beton”)',
      'Lokasi / wilayah: “Sleman” (di perangkat ini: kosong)',
      'Pemilik / instansi: “Pak Hadi” (di perangkat ini: kosong)',
      'Kontraktor: “CV Maju” (di perangkat ini: kosong)',
      'Keterangan: “Gudang semen” (di perangkat ini: kosong)',
    ]);
    expect(texts('project-conflict-more')).toEqual(['dan 1 lainnya']);
  });
});

describe('"Muat versi terbaru"', () => {
  it('asks first, naming the changes here as thrown away; Batal keeps everything, the focus back on it', async () => {
    const { puts } = await refusedRename();
    const theirs = screen.getByTestId('project-conflict-theirs');
    theirs.focus();
    fireEvent.click(theirs);
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(conflictTexts.discardTitle);
    expect(screen.getByTestId('confirm-consequence').textContent).toBe(
      conflictTexts.discardConsequence(formatRupiah(3_885_000)),
    );
    // The safe answer has the focus.
    expect(document.activeElement).toBe(screen.getByTestId('confirm-cancel'));

    fireEvent.click(screen.getByTestId('confirm-cancel'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('project-conflict')).toBeTruthy();
    expect(nameField().value).toBe('Gudang beton');
    expect(volumes()).toEqual(['20', '1']);
    expect(readUnsaved(3)?.name).toBe('Gudang beton');
    expect(puts).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('project-conflict-theirs')));
  });

  it('gives the focus back to it when the question is left with Escape, even where the tap did not focus it', async () => {
    await refusedRename();
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(screen.getByTestId('project-conflict-theirs'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(nameField().value).toBe('Gudang beton');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('project-conflict-theirs')));
  });

  it('opens the other version once confirmed, the changes here gone', async () => {
    const { puts } = await refusedRename();
    fireEvent.click(screen.getByTestId('project-conflict-theirs'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(screen.queryByTestId('project-conflict')).toBeNull());
    expect(nameField().value).toBe('Gudang');
    expect(volumes()).toEqual(['25', '1']);
    expect(readUnsaved(3)).toBeNull();
    expect(puts).toHaveLength(1);
  });
});

describe('"Simpan versi saya"', () => {
  it('saves the draft here over the other version at once, as the notice said', async () => {
    const { puts } = await refusedRename();
    fireEvent.click(screen.getByTestId('project-conflict-mine'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    // Without a version: the account keeps the phone's version as a revision.
    expect(puts[1]!.version).toBeUndefined();
    expect(puts[1]!.name).toBe('Gudang beton');
    expect(puts[1]!.divisions[0]!.items.map((item) => item.volume)).toEqual(['20', '1']);
    await waitFor(() => expect(screen.queryByTestId('project-conflict')).toBeNull());
  });
});
