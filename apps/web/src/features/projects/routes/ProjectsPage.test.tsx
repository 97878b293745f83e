import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft, type projectBody, type ProjectDraft, type ServerProject } from '../draft';
import { readUnsaved, writeServerCopy, writeUnsaved } from '../account-copies';
import { LOCAL_PROJECTS_KEY, listLocalProjects, saveLocalProject } from '../local';
import { freeLine, storedProject } from './project-page.test-helper';
import ProjectsPage from './ProjectsPage';

// The projects list of a signed-in user with projects a guest left in this browser: "Sinkronkan ke akun".

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
});
beforeEach(() => {
  useAuth.setState({ isAuthenticated: true, loading: false, user: null });
});

interface Sent {
  projects: { id: string; divisions: { items: { description: string }[] }[] }[];
}

/**
 * The API: an empty account list, and syncs answered once `release` is called (each sync body kept), with the
 * account projects they became when `became` names them (local id → account id).
 */
function api(became: Record<string, number> = {}, bookGone: string[] = []) {
  const syncs: Sent[] = [];
  const waiting: (() => void)[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.url === '/projects/sync') {
      const body = JSON.parse(config.data as string) as Sent;
      syncs.push(body);
      return new Promise((resolve) => {
        waiting.push(() =>
          resolve(
            answer({
              synced: body.projects.length,
              skipped: 0,
              failed: [],
              book_gone: bookGone.map((id) => ({ local_id: id, price_book_id: 4 })),
              projects: body.projects
                .filter((project) => became[project.id])
                .map((project) => ({ ...project, id: became[project.id], version: 1, local_id: project.id })),
            }),
          ),
        );
      });
    }
    return Promise.resolve(answer({ projects: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } }));
  };
  return { adapter, syncs, release: () => waiting.splice(0).forEach((go) => go()) };
}

/** Another tab of the same browser stores the project with `lines` (the storage event reaches this one). */
function editInAnotherTab(lines: string[], announce = true) {
  saveLocalProject({ ...ruko, divisions: [{ code: 'A', name: 'PERSIAPAN', items: lines.map(freeLine) }] });
  if (announce) window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_PROJECTS_KEY }));
}

const ruko: ProjectDraft = emptyDraft('local_ruko', 'Ruko Dua Tab');

/** "Sinkronkan ke akun" tapped, a line added to the project in another tab meanwhile, then the answer. */
async function syncWhileAnotherTabEdits(became: Record<string, number> = {}) {
  saveLocalProject(ruko);
  const { adapter, syncs, release } = api(became);
  renderScreen('/projects', <ProjectsPage />, adapter);
  fireEvent.click(await screen.findByTestId('project-sync'));
  await waitFor(() => expect(syncs).toHaveLength(1));
  editInAnotherTab(['Pagar seng']);
  await act(async () => {
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('Sinkronkan ke akun', () => {
  it('sends one sync for a double tap', async () => {
    saveLocalProject(ruko);
    const { adapter, syncs, release } = api();
    renderScreen('/projects', <ProjectsPage />, adapter);
    const button = await screen.findByTestId('project-sync');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(syncs).toHaveLength(1));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(syncs).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('project-sync')).toBeNull());
  });

  it('sends the projects as stored when it runs, not as the list read them', async () => {
    saveLocalProject(ruko);
    const { adapter, syncs, release } = api();
    renderScreen('/projects', <ProjectsPage />, adapter);
    const button = await screen.findByTestId('project-sync');
    editInAnotherTab(['Pagar seng'], false);
    fireEvent.click(button);
    await waitFor(() => expect(syncs).toHaveLength(1));
    expect(syncs[0]!.projects[0]!.divisions[0]!.items.map((item) => item.description)).toEqual([
      'Pagar seng',
    ]);
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(listLocalProjects()).toEqual([]);
  });

  it('keeps a project changed in another tab while the sync was on its way', async () => {
    await syncWhileAnotherTabEdits();
    expect(listLocalProjects().map((project) => project.divisions[0]!.items.length)).toEqual([1]);
  });

  it('hands a project changed while the sync was on its way to the account project it became, to save', async () => {
    await syncWhileAnotherTabEdits({ local_ruko: 9 });
    // Not left to a next sync that would find it "sudah ada di akun" and drop the line typed meanwhile.
    expect(listLocalProjects()).toEqual([]);
    expect(readUnsaved(9)).toMatchObject({ id: 9, version: 1, name: 'Ruko Dua Tab' });
    expect(readUnsaved(9)!.divisions[0]!.items.map((item) => item.description)).toEqual(['Pagar seng']);
  });

  it('says which project moved without its price book, gone meanwhile, with its prices kept', async () => {
    const toastModule = await import('../../../lib/toast');
    const info = vi.spyOn(toastModule, 'default');
    saveLocalProject({ ...ruko, price_book_id: 4 });
    const { adapter, syncs, release } = api({}, ['local_ruko']);
    renderScreen('/projects', <ProjectsPage />, adapter);
    fireEvent.click(await screen.findByTestId('project-sync'));
    await waitFor(() => expect(syncs).toHaveLength(1));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(info).toHaveBeenCalledWith(
      'Daftar harga proyek "Ruko Dua Tab" sudah tidak ada: proyek dipindahkan dengan harga yang sudah ada, tanpa daftar harga (harga baru dari Katalog nasional).',
      expect.anything(),
    );
  });

  it('follows the other tabs: the list shows the project as another tab stored it', async () => {
    saveLocalProject(ruko);
    renderScreen('/projects', <ProjectsPage />, api().adapter);
    expect(await screen.findByText(/0 item/)).toBeTruthy();
    act(() => editInAnotherTab(['Pagar seng']));
    expect(await screen.findByText(/1 item/)).toBeTruthy();
  });
});

/**
 * The account as the server keeps synced projects: once per local id (project 9, version 1), a second sync of the
 * same local id answered with what the first stored ("sudah ada di akun"). The first sync's answer never comes.
 */
function accountLosingFirstAnswer() {
  const stored = new Map<string, ServerProject & { local_id: string }>();
  let syncs = 0;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const answer = (data: unknown) =>
      Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.url === '/projects/sync') {
      syncs += 1;
      const body = JSON.parse(config.data as string) as {
        projects: (ReturnType<typeof projectBody> & { id: string })[];
      };
      const counts = { synced: 0, skipped: 0 };
      const projects = body.projects.map((sent) => {
        const there = stored.get(sent.id);
        if (there) {
          counts.skipped += 1;
          return there;
        }
        counts.synced += 1;
        const made = { ...storedProject(9, sent, 1), local_id: sent.id };
        stored.set(sent.id, made);
        return made;
      });
      if (syncs === 1) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
      return answer({ ...counts, failed: [], book_gone: [], projects });
    }
    return answer({ projects: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } });
  };
  return { adapter, syncs: () => syncs };
}

describe('Sinkronkan ke akun again after an answer that never came', () => {
  const pagar = { ...freeLine('Pagar seng'), volumeText: '12' };
  const start = { ...ruko, divisions: [{ code: 'A', name: 'PERSIAPAN', items: [pagar] }] };

  /** The first sync stored in the account, its answer lost; the project still in this browser. */
  async function syncLost() {
    const toastModule = await import('../../../lib/toast');
    const info = vi.spyOn(toastModule, 'default');
    const failed = vi.spyOn(toastModule.default, 'error');
    saveLocalProject(start);
    const account = accountLosingFirstAnswer();
    renderScreen('/projects', <ProjectsPage />, account.adapter);
    fireEvent.click(await screen.findByTestId('project-sync'));
    await waitFor(() => expect(failed).toHaveBeenCalled());
    expect(listLocalProjects()).toHaveLength(1);
    return { info, account };
  }

  it('keeps the changes made since as unsaved changes of the account project, and says so', async () => {
    const { info, account } = await syncLost();
    saveLocalProject({
      ...start,
      divisions: [{ code: 'A', name: 'PERSIAPAN LAHAN', items: [{ ...pagar, volumeText: '15' }] }],
    });
    fireEvent.click(screen.getByTestId('project-sync'));
    await waitFor(() => expect(account.syncs()).toBe(2));
    await waitFor(() => expect(listLocalProjects()).toEqual([]));
    expect(readUnsaved(9)).toMatchObject({ id: 9, version: 1, name: 'Ruko Dua Tab' });
    expect(readUnsaved(9)!.divisions).toMatchObject([
      { name: 'PERSIAPAN LAHAN', items: [{ description: 'Pagar seng', volumeText: '15' }] },
    ]);
    expect(info).toHaveBeenCalledWith(
      'Perubahan di browser disimpan sebagai perubahan belum tersimpan pada proyek akun Ruko Dua Tab: buka dan Simpan',
      expect.anything(),
    );
  });

  it('lets the browser copy go when the account holds the same', async () => {
    const { info, account } = await syncLost();
    fireEvent.click(screen.getByTestId('project-sync'));
    await waitFor(() => expect(account.syncs()).toBe(2));
    await waitFor(() => expect(listLocalProjects()).toEqual([]));
    expect(readUnsaved(9)).toBeNull();
    expect(info).not.toHaveBeenCalled();
  });
});

describe('duplicating an account project', () => {
  it("says the copy is the account's version when this device holds unsaved changes of it", async () => {
    const toastModule = await import('../../../lib/toast');
    const info = vi.spyOn(toastModule, 'default');
    const success = vi.spyOn(toastModule.default, 'success');
    const summary = (id: number, name: string) => ({
      id,
      name,
      location: null,
      total: 1_000,
      item_count: 1,
      updated_at: '2026-05-01T08:00:00Z',
    });
    const posted: string[] = [];
    const adapter: AxiosAdapter = (config) => {
      const answer = (data: unknown) =>
        Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
      if (config.method === 'post') {
        posted.push(config.url ?? '');
        return answer({ project: { ...summary(9, 'Salinan'), version: 1, divisions: [] } });
      }
      return answer({
        projects: [summary(3, 'Rumah Pak Budi'), summary(4, 'Gudang')],
        pagination: { page: 1, limit: 100, total: 2, pages: 1 },
      });
    };
    writeUnsaved({ ...emptyDraft(3, 'Rumah Pak Budi'), id: 3, version: 2 });
    renderScreen('/projects', <ProjectsPage />, adapter);
    fireEvent.click(await screen.findByRole('button', { name: 'Gandakan Rumah Pak Budi' }));
    await waitFor(() =>
      expect(info).toHaveBeenCalledWith(
        'Salinan dibuat dari versi yang tersimpan di akun; perubahan di perangkat ini yang belum disimpan tidak ikut disalin.',
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Gandakan Gudang' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Salinan proyek dibuat'));
    expect(posted).toEqual(['/projects/3/duplicate', '/projects/4/duplicate']);
  });
});

describe('the list of a signed-in user offline', () => {
  const noAnswer: AxiosAdapter = (config) =>
    Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));

  it('lists the account projects kept on this device, openable, as kept here', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const budi = {
      ...emptyDraft(3, 'Rumah Pak Budi'),
      id: 3,
      version: 2,
      updated_at: '2026-05-01T08:00:00Z',
    };
    writeServerCopy(budi);
    writeUnsaved({ ...budi, divisions: [{ code: 'A', name: 'PERSIAPAN', items: [freeLine('Pagar seng')] }] });
    writeServerCopy({ ...emptyDraft(4, 'Gudang'), id: 4, version: 1, updated_at: '2026-04-01T08:00:00Z' });
    renderScreen('/projects', <ProjectsPage />, noAnswer);
    expect((await screen.findByTestId('projects-offline-note')).textContent).toContain('offline');
    const rows = screen.getAllByTestId('project-row');
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual([
      '/projects/3',
      '/projects/4',
    ]);
    expect(rows[0]!.textContent).toContain('1 item · tersimpan di perangkat ini');
    expect(screen.getAllByTestId('project-row-unsaved')).toHaveLength(1);
    expect(screen.queryByTestId('project-delete')).toBeNull();
  });
});

describe('+ Buat proyek without a name', () => {
  it('says so under the name field, which gets the focus, until a name is typed', async () => {
    const { adapter } = api();
    renderScreen('/projects', <ProjectsPage />, adapter);
    const field = await screen.findByTestId('project-new-name');
    fireEvent.click(screen.getByTestId('project-create'));
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Nama proyek harus diisi');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'Rumah Pak Budi' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('+ Buat proyek tapped again after the answer never came', () => {
  it('sends the same Idempotency-Key, so the account answers the project the first tap made', async () => {
    const keys: (string | undefined)[] = [];
    const adapter: AxiosAdapter = (config) => {
      if (config.url === '/projects' && config.method === 'post') {
        keys.push(config.headers.get('Idempotency-Key') as string | undefined);
        // Made by the account, but the answer is lost on the way back to the phone.
        if (keys.length === 1)
          return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
        const sent = JSON.parse(config.data as string) as ReturnType<typeof projectBody>;
        return Promise.resolve({
          data: { project: storedProject(9, sent, 1) },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        });
      }
      return api().adapter(config);
    };
    const router = renderScreen('/projects', <ProjectsPage />, adapter);
    fireEvent.change(await screen.findByTestId('project-new-name'), { target: { value: 'Rumah Pak Budi' } });
    const create = screen.getByTestId('project-create');
    fireEvent.click(create);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    expect(router.state.location.pathname).toBe('/projects');

    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/9'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });
});
