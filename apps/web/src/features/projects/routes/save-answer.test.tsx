import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { readUnsaved } from '../account-copies';
import type { projectBody } from '../draft';
import { projectTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// "Simpan" on a phone with a bad signal: what is typed while a save is on its way stays, and a save whose answer
// was lost is no conflict with another device when the next one is sent.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
});

type Body = ReturnType<typeof projectBody>;

/**
 * The account with project `id` (version 2, three lines): a PUT of an older version is refused with 409 and what
 * is stored, as the server does. `answers` says, per PUT, whether its answer comes ('ok'), is held until
 * `release()` ('held'), or is lost after the PUT was stored ('lost').
 */
function account(id: number, answers: ('ok' | 'held' | 'lost')[] = []) {
  let project = serverProject(id, 'Gudang', {
    divisions: [
      {
        code: 'A',
        name: 'PERSIAPAN',
        total: 0,
        weight: 0,
        items: ['Pembersihan', 'Bouwplank', 'Mobilisasi'].map((name) => ({
          id: name,
          job_type_id: null,
          description: name,
          unit: 'ls',
          volume: 1,
          volume_text: null,
          price_source: 'free' as const,
          unit_price: { A: 0, B: 0, C: 0, D: 1_000_000, E: 0, F: 1_000_000 },
          amount: 1_000_000,
        })),
      },
    ],
  });
  const puts: Body[] = [];
  const held: (() => void)[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.url === `/projects/${id}` && config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Body;
      puts.push(body);
      if (body.version !== undefined && body.version !== project.version)
        return refuse(config, 409, { message: 'Proyek telah diubah di perangkat lain.', project });
      project = storedProject(id, body, project.version + 1);
      const kept = project;
      const how = answers[puts.length - 1] ?? 'ok';
      if (how === 'lost') return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
      if (how === 'held')
        return new Promise((resolve) => held.push(() => resolve(answer(config, { project: kept }))));
      return answer(config, { project: kept });
    }
    if (config.url === `/projects/${id}`) return answer(config, { project });
    return answer(config, { price_books: [], revisions: [], projects: [] });
  };
  return {
    adapter,
    puts,
    release: () => held.splice(0).forEach((go) => go()),
    /** Another device saves the project with its owner changed. */
    savedElsewhere: (owner: string) => {
      project = { ...project, owner, version: project.version + 1 };
    },
    stored: () => project,
  };
}

const volumes = () =>
  screen.getAllByTestId('project-item-volume').map((field) => (field as HTMLInputElement).value);
const descriptions = () =>
  screen.getAllByTestId('project-item-description').map((field) => (field as HTMLTextAreaElement).value);
const typeVolume = (line: number, value: string) =>
  fireEvent.change(screen.getAllByTestId('project-item-volume')[line]!, { target: { value } });
const saveState = () => screen.getByTestId('project-save-state').textContent;
const saveButton = () => screen.getByTestId('project-save') as HTMLButtonElement;

/** Simpan, and its answer lost: the account stored it, the phone heard nothing. */
async function saveLost(puts: Body[]) {
  const before = puts.length;
  fireEvent.click(saveButton());
  await waitFor(() => expect(puts).toHaveLength(before + 1));
  await waitFor(() => expect(saveButton().textContent).toBe('Simpan'));
}

describe('typing while "Simpan" is on its way', () => {
  it('keeps what was typed after the save was sent, as unsaved changes of the saved version', async () => {
    const { adapter, puts, release, stored: now } = account(3, ['held']);
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume(0, '11');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Menyimpan...'));
    typeVolume(1, '77');
    fireEvent.change(screen.getAllByTestId('project-item-description')[2]!, {
      target: { value: 'Mobilisasi alat berat' },
    });

    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(now().version).toBe(3));
    await waitFor(() => expect(readUnsaved(3)?.version).toBe(3));
    // The editor, drawn anew for version 3, opens with what was typed after the save was sent.
    expect(volumes()).toEqual(['11', '77', '1']);
    expect(descriptions()).toEqual(['Pembersihan', 'Bouwplank', 'Mobilisasi alat berat']);
    expect(saveState()).toBe(projectTexts.unsaved);
    expect(screen.queryByTestId('project-conflict')).toBeNull();
    expect(puts[0]!.divisions[0]!.items.map((item) => item.volume)).toEqual(['11', '1', '1']);

    // The next Simpan sends them on top of version 3.
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveState()).toBe('Semua perubahan tersimpan di akun.'));
    expect(puts[1]).toMatchObject({ version: 3 });
    expect(puts[1]!.divisions[0]!.items.map((item) => [item.description, item.volume])).toEqual([
      ['Pembersihan', '11'],
      ['Bouwplank', '77'],
      ['Mobilisasi alat berat', '1'],
    ]);
    expect(readUnsaved(3)).toBeNull();
  });

  it('leaves nothing unsaved when nothing was typed meanwhile', async () => {
    const { adapter, release } = account(4, ['held']);
    openProjectPage(4, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume(0, '11');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Menyimpan...'));
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await waitFor(() => expect(saveState()).toBe('Semua perubahan tersimpan di akun.'));
    expect(volumes()).toEqual(['11', '1', '1']);
    expect(readUnsaved(4)).toBeNull();
  });
});

describe('Simpan after a save whose answer was lost', () => {
  it('sends the draft again on top of its own lost save, without a conflict', async () => {
    const { adapter, puts, stored: now } = account(5, ['lost']);
    openProjectPage(5, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume(0, '11');
    await saveLost(puts);
    expect(now().version).toBe(3);
    typeVolume(1, '77');

    fireEvent.click(saveButton());
    await waitFor(() => expect(saveState()).toBe('Semua perubahan tersimpan di akun.'));
    expect(screen.queryByTestId('project-conflict')).toBeNull();
    // Refused as version 2, then sent once more on top of version 3, the lost save's.
    expect(puts.map((body) => body.version)).toEqual([2, 2, 3]);
    expect(now().version).toBe(4);
    expect(now().divisions[0]!.items.map((item) => item.volume)).toEqual([11, 77, 1]);
    expect(volumes()).toEqual(['11', '77', '1']);
    expect(readUnsaved(5)).toBeNull();
  });

  it('still shows the conflict when another device saved after the lost save', async () => {
    const { adapter, puts, savedElsewhere } = account(6, ['lost']);
    openProjectPage(6, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume(0, '11');
    await saveLost(puts);
    savedElsewhere('Pak Hadi');
    typeVolume(1, '77');
    fireEvent.click(saveButton());
    const conflict = await screen.findByTestId('project-conflict');
    expect(conflict.textContent).toContain(projectTexts.conflict);
    expect(puts).toHaveLength(2);
    expect(volumes()).toEqual(['11', '77', '1']);
  });

  it("opens the lost save's version, read back meanwhile, with what was typed after it, without a conflict", async () => {
    const { adapter, puts } = account(7, ['lost']);
    openProjectPage(7, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume(0, '11');
    await saveLost(puts);
    typeVolume(1, '77');
    // The signal back: the project is read again, at version 3 (the lost save).
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(readUnsaved(7)?.version).toBe(3));
    await waitFor(() => expect(volumes()).toEqual(['11', '77', '1']));
    expect(screen.queryByTestId('project-conflict')).toBeNull();
    expect(saveState()).toBe(projectTexts.unsaved);
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveState()).toBe('Semua perubahan tersimpan di akun.'));
    expect(puts.map((body) => body.version)).toEqual([2, 3]);
  });
});
