import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft, type ProjectDraft } from '../draft';
import { saveLocalProject } from '../local';
import ProjectsPage from './ProjectsPage';

// The projects list of a signed-in user with projects a guest left in this browser: "Sinkronkan ke akun".

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
});
beforeEach(() => {
  useAuth.setState({ isAuthenticated: true, loading: false, user: null });
});

interface Sent {
  projects: { id: string; divisions: { items: { description: string }[] }[] }[];
}

/** The API: an empty account list, and syncs answered once `release` is called (each sync body kept). */
function api() {
  const syncs: Sent[] = [];
  const waiting: (() => void)[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const answer = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.url === '/projects/sync') {
      const body = JSON.parse(config.data as string) as Sent;
      syncs.push(body);
      return new Promise((resolve) => {
        waiting.push(() =>
          resolve(answer({ synced: body.projects.length, skipped: 0, failed: [], projects: [] })),
        );
      });
    }
    return Promise.resolve(answer({ projects: [], pagination: { page: 1, limit: 100, total: 0, pages: 0 } }));
  };
  return { adapter, syncs, release: () => waiting.splice(0).forEach((go) => go()) };
}

const ruko: ProjectDraft = emptyDraft('local_ruko', 'Ruko Dua Tab');

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
});
