import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { STORAGE_TOAST_ID } from '../../../lib/storage-full';
import toast from '../../../lib/toast';
import { storageToasts } from '../../../lib/toast-messages';
import { answerAll, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { readUnsaved } from '../account-copies';
import { emptyDraft } from '../draft';
import { listLocalProjects, saveLocalProject } from '../local';
import { openProjectPage, serverProject } from './project-page.test-helper';
import ProjectsPage from './ProjectsPage';

// The projects kept in this browser when its storage is full: what was typed stays on screen, a toast says it is
// not kept on this device and what to do, and nothing says it is.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: false, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
  for (const mock of [toast.success, toast.error, toast.dismiss]) vi.mocked(mock).mockClear();
});

/** From now on, every localStorage write throws as a full browser's does. */
function fillStorage() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

const lists = { price_books: [], revisions: [], projects: [] };

const openProject = (id: string | number, adapter: AxiosAdapter = answerAll(lists)) =>
  openProjectPage(id, adapter);

const addDivision = () => fireEvent.click(screen.getByTestId('project-add-division'));

describe("a guest's project in a full browser storage", () => {
  it('keeps the change on screen and says, until a change is stored again, that it is not stored', () => {
    saveLocalProject(emptyDraft('local_ruko', 'Ruko'));
    openProject('local_ruko');
    const full = fillStorage();
    addDivision();
    expect(screen.getByDisplayValue('PEKERJAAN BARU')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full, {
      id: STORAGE_TOAST_ID,
      duration: Infinity,
    });
    expect(listLocalProjects()[0]!.divisions).toHaveLength(1);

    // Room again (old results removed in another tab): the next change is stored, and the message goes.
    full.mockRestore();
    addDivision();
    expect(listLocalProjects()[0]!.divisions).toHaveLength(3);
    expect(toast.dismiss).toHaveBeenCalledWith(STORAGE_TOAST_ID);
  });

  it('makes no project it cannot keep, and copies none', async () => {
    saveLocalProject(emptyDraft('local_ruko', 'Ruko'));
    const router = renderScreen('/projects', <ProjectsPage />, answerAll(lists));
    fillStorage();
    fireEvent.change(screen.getByTestId('project-new-name'), { target: { value: 'Gudang' } });
    fireEvent.click(screen.getByTestId('project-create'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(storageToasts.full, { id: STORAGE_TOAST_ID }),
    );
    expect(router.state.location.pathname).toBe('/projects');

    fireEvent.click(screen.getByRole('button', { name: 'Gandakan Ruko' }));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.success).not.toHaveBeenCalled();
    expect(listLocalProjects().map((project) => project.name)).toEqual(['Ruko']);
    expect(screen.getAllByTestId('project-row')).toHaveLength(1);
  });
});

describe("an account project's unsaved changes in a full browser storage", () => {
  it('says they are not kept on this device, and still offers to save them to the account', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const project = serverProject(3, 'Rumah Pak Budi');
    openProject(3, (config) =>
      Promise.resolve({
        data: config.url === '/projects/3' ? { project } : lists,
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      }),
    );
    await screen.findByTestId('project-add-division');
    fillStorage();
    addDivision();
    expect(screen.getByDisplayValue('PEKERJAAN BARU')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(storageToasts.full, { id: STORAGE_TOAST_ID });
    expect(readUnsaved(3)).toBeNull();
    expect(screen.getByTestId('project-save-state').textContent).toBe(
      'Ada perubahan yang belum disimpan ke akun.',
    );
    expect(screen.getByTestId('project-save').getAttribute('aria-disabled')).toBe('false');
  });
});
