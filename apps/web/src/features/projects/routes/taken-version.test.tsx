import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { RepriceAnswer } from '../api/mutations';
import { readServerCopy, readUnsaved, writeServerCopy, writeUnsaved } from '../account-copies';
import { draftFromServer, type projectBody } from '../draft';
import { projectTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// Laptop B takes a version of the project other than the one it opened (another device's, after a refused Simpan;
// a restored one; new prices; its own save) and types on it: the signal then goes and the page is opened again.
// The copy kept for offline is that version, and the changes typed on it open with it, not the older copy without
// them (where typing would overwrite them for good).

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
  vi.restoreAllMocks();
});

type Body = ReturnType<typeof projectBody>;

/**
 * The account with project 3 (version 2): a PUT of an older version is refused with 409, a restore and applied
 * prices make the next version. `signalLost()` leaves every later request unanswered, the browser offline;
 * `loseSignalAfterWrite()` does so once the next PUT or POST is answered (the version it made never read back). A PUT
 * held with `holdSaves()` is stored at once and answered on `release()`.
 */
function account() {
  let project = serverProject(3, 'Gudang');
  let online = true;
  let losing = false;
  let holding = false;
  const held: (() => void)[] = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const next = (changes: Partial<typeof project>) => {
    project = { ...project, ...changes, version: project.version + 1 };
    return project;
  };
  const reply = async (config: InternalAxiosRequestConfig, data: unknown) => {
    const answered = await answer(config, data);
    if (losing && config.method !== 'get') online = false;
    return answered;
  };
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    if (config.url === '/projects/3' && config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Body;
      if (body.version !== undefined && body.version !== project.version)
        return refuse(config, 409, { message: 'Proyek telah diubah di perangkat lain.', project });
      project = storedProject(3, body, project.version + 1);
      const kept = project;
      if (holding)
        return new Promise((resolve) => held.push(() => resolve(reply(config, { project: kept }))));
      return reply(config, { project: kept });
    }
    if (config.url === '/projects/3/revisions/1/restore')
      return reply(config, { project: next({ owner: 'Versi 1' }) });
    if (config.url === '/projects/3/revisions')
      return reply(config, {
        revisions: [
          { id: 1, version: 1, name: 'Gudang', total: 0, item_count: 0, saved_at: '2026-05-01T08:00:00Z' },
        ],
      });
    if (config.url === '/projects/3/reprice') {
      const apply = (JSON.parse(String(config.data)) as { apply: boolean }).apply;
      const change = { F: 90_000, amount: 900_000 };
      const preview: RepriceAnswer = {
        before: project.totals,
        after: project.totals,
        changes: [{ division: 0, item: 0, description: 'Galian tanah', before: change, after: change }],
        missing: [],
      };
      return reply(config, apply ? { ...preview, project: next({ contractor: 'Harga baru' }) } : preview);
    }
    if (config.url === '/projects/3') return reply(config, { project });
    return reply(config, { price_books: [], projects: [] });
  };
  return {
    adapter,
    /** Phone A saves the project with its owner changed. */
    savedOnPhone: (owner: string) => next({ owner }),
    signalLost: () => {
      online = false;
    },
    loseSignalAfterWrite: () => {
      losing = true;
    },
    holdSaves: () => {
      holding = true;
    },
    /** Answers the held PUT, once it is sent. */
    release: async () => {
      await waitFor(() => expect(held).toHaveLength(1));
      held.splice(0).forEach((go) => go());
    },
  };
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

/** The page opened again without signal: from the copy kept here. */
async function reopenOffline(server: ReturnType<typeof account>) {
  server.signalLost();
  cleanup();
  openProjectPage(3, server.adapter);
  await screen.findByTestId('project-offline-note');
}

describe('a version taken here is the one kept for offline', () => {
  it('"Muat versi terbaru": the changes typed on the other version open offline, and typing keeps them', async () => {
    const server = account();
    openProjectPage(3, server.adapter);
    await screen.findByTestId('project-name');
    server.savedOnPhone('Pak Hadi');
    type('project-name', 'Gudang beton');
    fireEvent.click(screen.getByTestId('project-save'));
    fireEvent.click(await screen.findByTestId('project-conflict-theirs'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() => expect(field('project-owner').value).toBe('Pak Hadi'));
    expect(readServerCopy(3)?.version).toBe(3);
    // The focus stays on Simpan of the editor drawn for version 3.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('project-save')));
    type('project-location', 'Sleman');
    expect(readUnsaved(3)).toMatchObject({ version: 3, location: 'Sleman' });

    await reopenOffline(server);
    expect(field('project-name').value).toBe('Gudang');
    expect(field('project-owner').value).toBe('Pak Hadi');
    expect(field('project-location').value).toBe('Sleman');
    expect(screen.getByTestId('project-save-state').textContent).toBe(projectTexts.unsaved);
    type('project-contractor', 'CV Maju');
    expect(readUnsaved(3)).toMatchObject({ version: 3, location: 'Sleman', contractor: 'CV Maju' });
  });

  it('a restore whose version is not read back before the signal goes', async () => {
    const server = account();
    openProjectPage(3, server.adapter);
    fireEvent.click((await screen.findByTestId('project-revisions')).querySelector('summary')!);
    server.loseSignalAfterWrite();
    fireEvent.click(screen.getByRole('button', { name: 'Pulihkan versi 1' }));
    await waitFor(() => expect(field('project-owner').value).toBe('Versi 1'));
    expect(readServerCopy(3)).toMatchObject({ version: 3, owner: 'Versi 1' });
  });

  it('applied prices whose version is not read back before the signal goes', async () => {
    const server = account();
    openProjectPage(3, server.adapter);
    await screen.findByTestId('project-name');
    fireEvent.click(screen.getByTestId('project-reprice'));
    const apply = await screen.findByTestId('reprice-apply');
    server.loseSignalAfterWrite();
    fireEvent.click(apply);
    await waitFor(() => expect(field('project-contractor').value).toBe('Harga baru'));
    expect(readServerCopy(3)).toMatchObject({ version: 3, contractor: 'Harga baru' });
  });

  it('its own save, typed on while the answer came, the signal gone before the version is read back', async () => {
    const server = account();
    openProjectPage(3, server.adapter);
    await screen.findByTestId('project-name');
    server.holdSaves();
    server.loseSignalAfterWrite();
    type('project-owner', 'Pak Hadi');
    fireEvent.click(screen.getByTestId('project-save'));
    type('project-location', 'Sleman');
    await server.release();
    await waitFor(() => expect(readServerCopy(3)).toMatchObject({ version: 3, owner: 'Pak Hadi' }));
    expect(readUnsaved(3)).toMatchObject({ version: 3, location: 'Sleman' });
    expect(field('project-location').value).toBe('Sleman');
  });
});

describe('an account project opened offline', () => {
  it('opens the changes kept for a newer version than its copy, and keeps typing on them', async () => {
    const stored = serverProject(3, 'Gudang');
    writeServerCopy({ ...draftFromServer(stored), id: 3 });
    writeUnsaved({ ...draftFromServer(stored), id: 3, version: 3, owner: 'Pak Hadi', location: 'Sleman' });
    const server = account();
    await reopenOffline(server);
    expect(field('project-owner').value).toBe('Pak Hadi');
    expect(field('project-location').value).toBe('Sleman');
    expect(screen.getByTestId('project-save-state').textContent).toBe(projectTexts.unsaved);
    type('project-contractor', 'CV Maju');
    expect(readUnsaved(3)).toMatchObject({ version: 3, owner: 'Pak Hadi', contractor: 'CV Maju' });
  });
});
