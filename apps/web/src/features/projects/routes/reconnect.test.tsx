import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { resetAuth, useAuth } from '../../auth/store';
import { writeServerCopy, writeUnsaved } from '../account-copies';
import { draftFromServer, type ServerProject } from '../draft';
import { projectTexts } from '../texts';
import { saveBarTexts } from './SaveBar';
import { freeLine, openProjectPage, serverProject } from './project-page.test-helper';

// An account project opened without signal, the signal coming back: the editor stays mounted, so what is typed
// and not yet a line of the RAB (a free line's fields, the search) stays, and so does the phone's keyboard.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
});

const gudang = serverProject(3, 'Gudang', {
  divisions: [{ code: 'A', name: 'PERSIAPAN', total: 0, weight: 0, items: [] }],
});

/** The phone: without signal until `reconnect()`, then the account answers with `project`. */
function phone(project: ServerProject) {
  let online = false;
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    const data =
      config.url === '/projects/3' ? { project } : { job_types: [], revisions: [], price_books: [] };
    return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  };
  const reconnect = () =>
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
  return { adapter, reconnect, onLine };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('an account project opened offline when the signal comes back', () => {
  it('keeps the editor with a half-typed free line, the search and the focus (same version)', async () => {
    writeServerCopy({ ...draftFromServer(gudang), id: 3 });
    const { adapter, reconnect } = phone(gudang);
    openProjectPage(3, adapter);
    await screen.findByTestId('project-offline-note');
    fireEvent.change(screen.getByTestId('add-item-search-A'), { target: { value: 'gal' } });
    fireEvent.click(screen.getByRole('button', { name: `+ ${projectTexts.freeItem}` }));
    fireEvent.change(field('Uraian item bebas'), { target: { value: 'Mobilisasi alat' } });
    const price = field('Harga satuan item bebas');
    fireEvent.change(price, { target: { value: '2.500.000' } });
    price.focus();

    reconnect();
    await waitFor(() => expect(screen.queryByTestId('project-offline-note')).toBeNull());
    expect((screen.getByTestId('project-reprice') as HTMLButtonElement).disabled).toBe(false);
    expect(field('Uraian item bebas').value).toBe('Mobilisasi alat');
    expect(field('Harga satuan item bebas')).toBe(price);
    expect(price.value).toBe('2.500.000');
    expect(document.activeElement).toBe(price);
    expect((screen.getByTestId('add-item-search-A') as HTMLInputElement).value).toBe('gal');
    expect(screen.getByTestId('project-save-state').textContent).toBe('Semua perubahan tersimpan di akun.');
  });

  it('keeps a line added offline as unsaved, to be saved (same version)', async () => {
    writeServerCopy({ ...draftFromServer(gudang), id: 3 });
    const { adapter, reconnect } = phone(gudang);
    openProjectPage(3, adapter);
    await screen.findByTestId('project-offline-note');
    fireEvent.click(screen.getByRole('button', { name: `+ ${projectTexts.freeItem}` }));
    fireEvent.change(field('Uraian item bebas'), { target: { value: 'Pagar seng' } });
    fireEvent.change(field('Harga satuan item bebas'), { target: { value: '3.000.000' } });
    fireEvent.click(screen.getByRole('button', { name: '+ Tambahkan item bebas' }));
    reconnect();
    await waitFor(() => expect(screen.queryByTestId('project-offline-note')).toBeNull());
    expect(screen.getAllByTestId('project-item')).toHaveLength(1);
    expect(screen.getByTestId('project-save-state').textContent).toBe(projectTexts.unsaved);
    expect(screen.queryByTestId('project-conflict')).toBeNull();
  });

  it('shows the choice of versions when another device saved meanwhile (a newer version)', async () => {
    writeServerCopy({ ...draftFromServer(gudang), id: 3 });
    const newer = { ...gudang, version: 3, contractor: 'CV dari HP lain' };
    const { adapter, reconnect } = phone(newer);
    openProjectPage(3, adapter);
    await screen.findByTestId('project-offline-note');
    fireEvent.change(screen.getByTestId('project-location'), { target: { value: 'Sleman' } });
    reconnect();
    const conflict = await screen.findByTestId('project-conflict');
    expect(conflict.textContent).toContain(projectTexts.staleUnsaved);
    expect((screen.getByTestId('project-location') as HTMLInputElement).value).toBe('Sleman');
  });

  it('shows changes kept for an older version, as opening online does (same version)', async () => {
    writeServerCopy({ ...draftFromServer(gudang), id: 3 });
    writeUnsaved({
      ...draftFromServer(gudang),
      id: 3,
      version: 1,
      divisions: [{ code: 'A', name: 'PERSIAPAN', items: [freeLine('Pagar seng')] }],
    });
    const { adapter, reconnect } = phone(gudang);
    openProjectPage(3, adapter);
    await screen.findByTestId('project-offline-note');
    reconnect();
    const conflict = await screen.findByTestId('project-conflict');
    expect(conflict.textContent).toContain(projectTexts.staleUnsaved);
    expect(screen.getAllByTestId('project-item')).toHaveLength(1);
    expect(screen.getByTestId('project-save-state').textContent).toBe(saveBarTexts.stale);
  });
});
