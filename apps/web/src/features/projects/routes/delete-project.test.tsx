import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft } from '../draft';
import { listLocalProjects, saveLocalProject } from '../local';
import { projectTexts } from '../texts';
import ProjectsPage from './ProjectsPage';

// "Hapus" on a project of a long list, on a phone: the confirmation opens as a modal over the list, in view and
// with the focus in it (not a screen below the tapped row), and nothing is deleted until "Hapus proyek".

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
});

const summary = (id: number, name: string) => ({
  id,
  name,
  location: null,
  total: 1_000,
  item_count: 1,
  updated_at: '2026-05-01T08:00:00Z',
});

/** The account's list of twelve projects; a DELETE is kept and takes the project out of the list. */
function account() {
  let projects = Array.from({ length: 12 }, (_, at) => summary(at + 1, `Proyek ${at + 1}`));
  const deleted: string[] = [];
  const adapter: AxiosAdapter = (config) => {
    if (config.method === 'delete') {
      deleted.push(config.url ?? '');
      projects = projects.filter((project) => `/projects/${project.id}` !== config.url);
    }
    const data = { projects, pagination: { page: 1, limit: 100, total: projects.length, pages: 1 } };
    return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  };
  return { adapter, deleted };
}

/** "Hapus" tapped on `name`'s row (the button keeps the focus, as a tap gives it). */
async function tapDelete(name: string) {
  const button = await screen.findByRole('button', { name: `Hapus ${name}` });
  button.focus();
  fireEvent.click(button);
  return button;
}

const confirmation = () => screen.getByRole('dialog', { name: projectTexts.deleteTitle });

describe('deleting a project from the list', () => {
  it('asks in a modal dialog with the focus in it, then deletes on "Hapus proyek"', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const success = vi.spyOn(toast, 'success');
    const { adapter, deleted } = account();
    renderScreen('/projects', <ProjectsPage />, adapter);
    await tapDelete('Proyek 11');
    const dialog = confirmation();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.textContent).toContain(projectTexts.deleteConfirm('Proyek 11'));
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: projectTexts.deleteTitle }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual(['/projects/11']);
    expect(success).toHaveBeenCalledWith(projectTexts.deleted);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hapus Proyek 11' })).toBeNull());
    expect(screen.getAllByTestId('project-row')).toHaveLength(11);
  });

  it('reads what will be deleted with its title (aria-describedby)', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    renderScreen('/projects', <ProjectsPage />, account().adapter);
    await tapDelete('Proyek 3');
    const described = confirmation().getAttribute('aria-describedby');
    expect(document.getElementById(described ?? '')?.textContent).toBe(
      projectTexts.deleteConfirm('Proyek 3'),
    );
  });

  it('moves the focus to the next project\'s "Hapus" once the row has left, the previous one after the last', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    renderScreen('/projects', <ProjectsPage />, account().adapter);
    await tapDelete('Proyek 11');
    fireEvent.click(within(confirmation()).getByRole('button', { name: projectTexts.deleteTitle }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hapus Proyek 11' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hapus Proyek 12' })),
    );
    await tapDelete('Proyek 12');
    fireEvent.click(within(confirmation()).getByRole('button', { name: projectTexts.deleteTitle }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hapus Proyek 12' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hapus Proyek 10' })),
    );
  });

  it('moves the focus to "+ Buat proyek" when the last project is deleted', async () => {
    saveLocalProject(emptyDraft('local_a', 'Warung Bu Sri'));
    renderScreen('/projects', <ProjectsPage />, account().adapter);
    await tapDelete('Warung Bu Sri');
    fireEvent.click(within(confirmation()).getByRole('button', { name: projectTexts.deleteTitle }));
    expect(screen.queryAllByTestId('project-row')).toEqual([]);
    expect(document.activeElement).toBe(screen.getByTestId('project-create'));
  });

  it('closes on Escape or Batal without deleting, the focus back on the row\'s "Hapus"', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const { adapter, deleted } = account();
    renderScreen('/projects', <ProjectsPage />, adapter);
    const button = await tapDelete('Proyek 12');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.click(within(confirmation()).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(deleted).toEqual([]);
  });

  it("deletes a guest's browser project the same way", async () => {
    saveLocalProject(emptyDraft('local_a', 'Warung Bu Sri'));
    saveLocalProject(emptyDraft('local_b', 'Pagar Pak RT'));
    renderScreen('/projects', <ProjectsPage />, account().adapter);
    await tapDelete('Warung Bu Sri');
    expect(confirmation().contains(document.activeElement)).toBe(true);
    expect(listLocalProjects()).toHaveLength(2);
    fireEvent.click(within(confirmation()).getByRole('button', { name: projectTexts.deleteTitle }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listLocalProjects().map((project) => project.name)).toEqual(['Pagar Pak RT']);
  });
});
