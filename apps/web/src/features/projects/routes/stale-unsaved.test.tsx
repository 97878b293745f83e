import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { resetAuth, useAuth } from '../../auth/store';
import { readUnsaved, writeUnsaved } from '../account-copies';
import { emptyDraft } from '../draft';
import { projectTexts } from '../texts';
import { saveBarTexts } from './SaveBar';
import { openProjectPage, serverProject } from './project-page.test-helper';

// An account project changed on this device without signal while another device saved it: the changes are not
// dropped when the newer version arrives; the editor shows them and asks which version to keep.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
});

const stored = serverProject(3, 'Gudang', { contractor: 'CV dari HP lain' });

/** The account: the project at version 2; a PUT is kept (and answered as version 3). */
function account() {
  const puts: Record<string, unknown>[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const answer = (data: unknown) =>
      Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Record<string, unknown>;
      puts.push(body);
      return answer({ project: { ...stored, ...body, version: 3 } });
    }
    if (config.url === '/projects/3') return answer({ project: stored });
    return answer({ price_books: [], revisions: [], projects: [] });
  };
  return { adapter, puts };
}

const open = (adapter: AxiosAdapter) => openProjectPage(3, adapter);

/** Typed here offline on version 1: the location and the owner. */
const offlineEdit = () =>
  writeUnsaved({ ...emptyDraft(3, 'Gudang'), id: 3, version: 1, location: 'Sleman', owner: 'Pak Hadi' });

describe("an account project's changes made offline on an older version", () => {
  it('shows them with the choice of versions; "Simpan versi saya" saves them over the other', async () => {
    offlineEdit();
    const { adapter, puts } = account();
    open(adapter);
    const conflict = await screen.findByTestId('project-conflict');
    expect(conflict.textContent).toContain(projectTexts.staleUnsaved);
    expect((screen.getByTestId('project-location') as HTMLInputElement).value).toBe('Sleman');
    // The fixed bar says it too: Simpan alone would be refused again.
    expect(screen.getByTestId('project-save-state').textContent).toBe(saveBarTexts.stale);
    fireEvent.click(screen.getByTestId('project-conflict-mine'));
    await waitFor(() => expect(puts).toHaveLength(1));
    // Sent without a version: the account keeps the other device's version as a revision.
    expect(puts[0]).toMatchObject({ location: 'Sleman', owner: 'Pak Hadi' });
    expect(puts[0]!.version).toBeUndefined();
    await waitFor(() => expect(readUnsaved(3)).toBeNull());
  });

  it('"Muat versi terbaru" opens the account\'s version and lets the changes here go', async () => {
    offlineEdit();
    const { adapter, puts } = account();
    open(adapter);
    fireEvent.click(await screen.findByTestId('project-conflict-theirs'));
    // Asked first: the changes here are named as thrown away.
    expect(screen.getByTestId('confirm-consequence').textContent).toContain(
      'Perubahan di perangkat ini yang belum disimpan ke akun akan dibuang',
    );
    expect(puts).toEqual([]);
    expect((screen.getByTestId('project-location') as HTMLInputElement).value).toBe('Sleman');
    fireEvent.click(screen.getByTestId('confirm-accept'));
    await waitFor(() =>
      expect((screen.getByTestId('project-contractor') as HTMLInputElement).value).toBe('CV dari HP lain'),
    );
    expect((screen.getByTestId('project-location') as HTMLInputElement).value).toBe('');
    expect(readUnsaved(3)).toBeNull();
    expect(screen.queryByTestId('project-conflict')).toBeNull();
    expect(puts).toEqual([]);
  });
});
