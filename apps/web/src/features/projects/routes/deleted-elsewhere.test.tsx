import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { readServerCopy, readUnsaved, writeServerCopy, writeUnsaved } from '../account-copies';
import { draftFromServer, type projectBody, type ServerProject } from '../draft';
import { goneTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// Laptop B has changes to project 3 not yet saved to the account when phone A deletes the project. B's Simpan (or
// B opening the project again) says it was deleted on another device, and offers the changes as a new project or
// to throw them away: they are not left in this browser where nothing in the app reaches them.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
  vi.restoreAllMocks();
});

type Body = ReturnType<typeof projectBody>;

/** The account with project 3 until `deleteOnPhone()`; a new project is made as project 9. */
function account() {
  let project: ServerProject | null = serverProject(3, 'Gudang');
  let made: ServerProject | null = null;
  const puts: Body[] = [];
  const creates: { body: Body; key: unknown }[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.url === '/projects' && config.method === 'post') {
      const body = JSON.parse(String(config.data)) as Body;
      creates.push({ body, key: config.headers['Idempotency-Key'] });
      made = storedProject(9, body, 1);
      return answer(config, { project: made }, 201);
    }
    if (config.url === '/projects/9' && made) return answer(config, { project: made });
    if (config.url?.startsWith('/projects/3')) {
      if (config.method === 'put') puts.push(JSON.parse(String(config.data)) as Body);
      if (!project) return refuse(config, 404, { message: 'Proyek tidak ditemukan.' });
      if (config.url === '/projects/3') return answer(config, { project });
    }
    return answer(config, { price_books: [], revisions: [], projects: [] });
  };
  return {
    adapter,
    puts,
    creates,
    deleteOnPhone: () => {
      project = null;
    },
  };
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** B types a location, A deletes the project, B taps Simpan: the notice on screen. */
async function savedAfterDelete() {
  const server = account();
  openProjectPage(3, server.adapter);
  await screen.findByTestId('project-name');
  fireEvent.change(field('project-location'), { target: { value: 'Sleman' } });
  server.deleteOnPhone();
  fireEvent.click(screen.getByTestId('project-save'));
  await screen.findByTestId('project-gone');
  return server;
}

describe('Simpan of a project deleted on another device', () => {
  it('says so, and keeps the changes as a new project on "Simpan sebagai proyek baru"', async () => {
    const error = vi.spyOn(toast, 'error');
    const success = vi.spyOn(toast, 'success');
    const server = await savedAfterDelete();
    const notice = screen.getByTestId('project-gone');
    expect(notice.textContent).toContain(goneTexts.title);
    expect(notice.textContent).toContain(goneTexts.unsaved);
    expect(document.activeElement).toBe(notice);
    expect(error).not.toHaveBeenCalled();
    // Simpan again leads to the choice, not to the account's same refusal.
    notice.blur();
    fireEvent.click(screen.getByTestId('project-save'));
    expect(document.activeElement).toBe(notice);
    expect(server.puts).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: goneTexts.saveAsNew }));
    await waitFor(() => expect(server.creates).toHaveLength(1));
    expect(server.creates[0]!.body).toMatchObject({ name: 'Gudang', location: 'Sleman' });
    expect(server.creates[0]!.body.version).toBeUndefined();
    expect(server.creates[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    // The new project opens; nothing of the deleted one is kept here.
    await waitFor(() => expect(readServerCopy(9)).toMatchObject({ id: 9, location: 'Sleman' }));
    expect(field('project-location').value).toBe('Sleman');
    expect(screen.queryByTestId('project-gone')).toBeNull();
    expect(success).toHaveBeenCalledWith(goneTexts.savedAsNew);
    expect(readUnsaved(3)).toBeNull();
    expect(readServerCopy(3)).toBeNull();
  });

  it('throws the changes away on "Buang perubahan" once confirmed, back to the list', async () => {
    const server = await savedAfterDelete();
    fireEvent.click(screen.getByRole('button', { name: goneTexts.discard }));
    expect(screen.getByTestId('confirm-consequence').textContent).toBe(goneTexts.discardConsequence);
    expect(readUnsaved(3)).toMatchObject({ location: 'Sleman' });
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await screen.findByText('list');
    expect(readUnsaved(3)).toBeNull();
    expect(readServerCopy(3)).toBeNull();
    expect(server.creates).toEqual([]);
  });
});

describe('a project deleted on another device, opened again with changes kept here', () => {
  it('offers them as a new project instead of only "Proyek tidak ditemukan."', async () => {
    const stored = serverProject(3, 'Gudang');
    writeServerCopy({ ...draftFromServer(stored), id: 3 });
    writeUnsaved({ ...draftFromServer(stored), id: 3, location: 'Sleman' });
    const server = account();
    server.deleteOnPhone();
    openProjectPage(3, server.adapter);
    expect((await screen.findByTestId('project-gone')).textContent).toContain(goneTexts.title);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gudang');
    fireEvent.click(screen.getByRole('button', { name: goneTexts.saveAsNew }));
    await waitFor(() => expect(readServerCopy(9)).toMatchObject({ id: 9, location: 'Sleman' }));
    expect(server.creates[0]!.body).toMatchObject({ name: 'Gudang', location: 'Sleman' });
    expect(readUnsaved(3)).toBeNull();
  });
});
