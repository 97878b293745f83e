import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { projectBody } from '../draft';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// "Versi sebelumnya" after another device saved: the refused save (409) says the account holds a newer version, so
// the one it replaced is listed at once, not after a reload; "Muat versi terbaru" and "Simpan versi saya" read the
// list again too.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
});

type Body = ReturnType<typeof projectBody>;

/** The account with project 3 at version 2 (one line) and the one version it replaced; each save adds one. */
function account() {
  let project = serverProject(3, 'Gudang', {
    divisions: [
      {
        code: 'A',
        name: 'PERSIAPAN',
        total: 0,
        weight: 0,
        items: [
          {
            id: 'Pembersihan',
            job_type_id: null,
            description: 'Pembersihan',
            unit: 'ls',
            volume: 1,
            volume_text: null,
            price_source: 'free' as const,
            unit_price: { A: 0, B: 0, C: 0, D: 1_000_000, E: 0, F: 1_000_000 },
            amount: 1_000_000,
          },
        ],
      },
    ],
  });
  const revisions = [{ version: 1 }];
  const replaced = () => revisions.unshift({ version: project.version });
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.url === '/projects/3' && config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Body;
      if (body.version !== undefined && body.version !== project.version)
        return refuse(config, 409, { message: 'Proyek telah diubah di perangkat lain.', project });
      replaced();
      project = storedProject(3, body, project.version + 1);
      return answer(config, { project });
    }
    if (config.url === '/projects/3') return answer(config, { project });
    if (config.url === '/projects/3/revisions')
      return answer(config, {
        revisions: revisions.map(({ version }) => ({
          id: version,
          version,
          name: 'Gudang',
          total: 1_000_000,
          item_count: 1,
          saved_at: '2026-05-01T08:00:00Z',
        })),
      });
    return answer(config, { price_books: [], projects: [] });
  };
  return {
    adapter,
    /** Another device saves the project. */
    savedElsewhere: () => {
      replaced();
      project = { ...project, owner: 'Pak Hadi', version: project.version + 1 };
    },
  };
}

const listed = () => screen.getByTestId('project-revisions').querySelector('summary')!.textContent;

/** The project opened, then saved elsewhere, then "Simpan" here refused: the choice of versions on screen. */
async function refusedSave() {
  const { adapter, savedElsewhere } = account();
  openProjectPage(3, adapter);
  await screen.findAllByTestId('project-item');
  await waitFor(() => expect(listed()).toBe('Versi sebelumnya (1)'));
  savedElsewhere();
  fireEvent.change(screen.getAllByTestId('project-item-volume')[0]!, { target: { value: '11' } });
  fireEvent.click(screen.getByTestId('project-save'));
  await screen.findByTestId('project-conflict');
  return savedElsewhere;
}

describe('"Versi sebelumnya" after a save refused because another device saved', () => {
  it('lists the version the other device replaced as soon as the refusal arrives', async () => {
    await refusedSave();
    await waitFor(() => expect(listed()).toBe('Versi sebelumnya (2)'));
  });

  it('reads the list again on "Muat versi terbaru"', async () => {
    const savedElsewhere = await refusedSave();
    await waitFor(() => expect(listed()).toBe('Versi sebelumnya (2)'));
    // Saved there once more while the choice was on screen.
    savedElsewhere();
    fireEvent.click(screen.getByTestId('project-conflict-theirs'));
    fireEvent.click(await screen.findByTestId('confirm-accept'));
    await waitFor(() => expect(screen.queryByTestId('project-conflict')).toBeNull());
    await waitFor(() => expect(listed()).toBe('Versi sebelumnya (3)'));
  });

  // Read again as after every save (the save refreshes each project query): kept so by this test.
  it('reads the list again on "Simpan versi saya": the version it replaced is one more', async () => {
    await refusedSave();
    await waitFor(() => expect(listed()).toBe('Versi sebelumnya (2)'));
    fireEvent.click(screen.getByTestId('project-conflict-mine'));
    await waitFor(() => expect(screen.queryByTestId('project-conflict')).toBeNull());
    await waitFor(() => expect(listed()).toBe('Versi sebelumnya (3)'));
  });
});
