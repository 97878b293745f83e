import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answer, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { readServerCopy, readUnsaved, writeServerCopy, writeUnsaved } from '../account-copies';
import { emptyDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { projectTexts } from '../texts';
import AddToProjectDialog from './AddToProjectDialog';

// A signed-in user offline adds a calculation to an account project kept on this device: the line joins the
// project's unsaved changes, as the editor would keep it, to be saved with Simpan once online.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.restoreAllMocks();
});

const wall = fixtures.brickWall;

describe('"Tambah ke proyek" for a signed-in user offline', () => {
  it('offers the account projects kept here and adds the line to the unsaved copy, sending nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const gudang = {
      ...emptyDraft(5, 'Gudang'),
      id: 5,
      version: 3,
      updated_at: '2026-05-01T08:00:00Z',
      divisions: [{ code: 'A', name: 'PEKERJAAN DINDING', items: [freeLine('Pagar seng')] }],
    };
    writeServerCopy(gudang);
    // The project's requests reach nothing; the wall's analysis is kept (the service worker answers it).
    const sent: string[] = [];
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) => {
      if (config.url === `/job-types/${wall.id}/details`) return answer(config, { job_type: wall });
      sent.push(`${config.method} ${config.url}`);
      return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    };
    renderScreen(
      '/calculate/1',
      <AddToProjectDialog
        jobTypeId={wall.id}
        volume={12.5}
        jobTypeName={wall.name}
        unit={wall.unit}
        categoryName="Pekerjaan dinding"
        onClose={() => {}}
      />,
      apiClient.defaults.adapter,
    );
    const project = screen.getByTestId('add-to-project-project') as HTMLSelectElement;
    await waitFor(() => expect(project.value).toBe('5'));
    expect([...project.options].map((option) => option.textContent)).toEqual(['Gudang', '+ Proyek baru']);
    await waitFor(() =>
      expect((screen.getByTestId('add-to-project-division') as HTMLSelectElement).value).toBe('A'),
    );

    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    const done = await screen.findByTestId('add-to-project-done');
    expect(done.textContent).toContain('disimpan di perangkat ini');
    const unsaved = readUnsaved(5)!;
    expect(unsaved.version).toBe(3);
    expect(unsaved.divisions[0]!.items.map((line) => line.description)).toEqual(['Pagar seng', wall.name]);
    // The account's copy is as it was; lists were asked for (the projects, the price books), no project read or written.
    expect(readServerCopy(5)!.divisions[0]!.items).toHaveLength(1);
    expect(sent.filter((request) => !['get /projects', 'get /price-books'].includes(request))).toEqual([]);
    expect(screen.getByTestId('add-to-project-open').getAttribute('href')).toBe('/projects/5');
  });
});

describe('"Tambah ke proyek" offline, the changes kept for a newer version than the copy', () => {
  it('adds the line to those changes, at their version, not to the older copy', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    const copy = {
      ...emptyDraft(5, 'Gudang'),
      id: 5,
      version: 2,
      divisions: [{ code: 'A', name: 'PEKERJAAN DINDING', items: [freeLine('Pagar seng')] }],
    };
    writeServerCopy(copy);
    // Typed on version 3 (another device's, loaded here), whose copy this device did not keep.
    writeUnsaved({ ...copy, version: 3, name: 'Gudang beton', owner: 'Pak Hadi' });
    apiClient.defaults.adapter = (config: InternalAxiosRequestConfig) =>
      config.url === `/job-types/${wall.id}/details`
        ? answer(config, { job_type: wall })
        : Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    renderScreen(
      '/calculate/1',
      <AddToProjectDialog
        jobTypeId={wall.id}
        volume={12.5}
        jobTypeName={wall.name}
        unit={wall.unit}
        categoryName="Pekerjaan dinding"
        onClose={() => {}}
      />,
      apiClient.defaults.adapter,
    );
    const project = screen.getByTestId('add-to-project-project') as HTMLSelectElement;
    await waitFor(() => expect(project.value).toBe('5'));
    // Offered by the name those changes gave it.
    expect([...project.options].map((option) => option.textContent)).toEqual([
      `Gudang beton (${projectTexts.unsavedShort})`,
      '+ Proyek baru',
    ]);
    await waitFor(() =>
      expect((screen.getByTestId('add-to-project-division') as HTMLSelectElement).value).toBe('A'),
    );
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    await screen.findByTestId('add-to-project-done');
    expect(readUnsaved(5)).toMatchObject({ version: 3, name: 'Gudang beton', owner: 'Pak Hadi' });
    expect(readUnsaved(5)!.divisions[0]!.items.map((line) => line.description)).toEqual([
      'Pagar seng',
      wall.name,
    ]);
  });
});
