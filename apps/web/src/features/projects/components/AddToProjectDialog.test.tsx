import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { answer, answerAll, renderScreen } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft, type projectBody } from '../draft';
import { findLocalProject, saveLocalProject } from '../local';
import { serverProject, storedProject } from '../routes/project-page.test-helper';
import AddToProjectDialog from './AddToProjectDialog';

// "Tambah ke proyek" opens over the calculator: the keyboard stays in the dialog, Escape closes it as Batal does,
// a tap beside it closes it unless a name typed in it would be lost, and the focus goes back to the button after.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
});

const wall = fixtures.brickWall;

/** The calculator behind: its volume field, and "Tambah ke proyek" opening the dialog. */
function Calculator() {
  const [open, setOpen] = useState(false);
  const [volume, setVolume] = useState('12,5');
  return (
    <>
      <input aria-label="Volume" value={volume} onChange={(event) => setVolume(event.target.value)} />
      <button type="button" onClick={() => setOpen(true)}>
        Tambah ke proyek
      </button>
      {open && (
        <AddToProjectDialog
          jobTypeId={wall.id}
          volume={12.5}
          jobTypeName={wall.name}
          unit={wall.unit}
          categoryName="Pekerjaan dinding"
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** A guest with one project in this browser opens the dialog from the calculator. */
async function openDialog() {
  saveLocalProject({
    ...emptyDraft('local_rumah', 'Rumah Pak Budi'),
    divisions: [{ code: 'A', name: 'PEKERJAAN DINDING', items: [] }],
  });
  renderScreen('/calculate/1', <Calculator />, answerAll({ job_type: wall }));
  const opener = screen.getByRole('button', { name: 'Tambah ke proyek' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Tambah ke proyek' });
  // The chosen project's divisions are read: the dialog is ready.
  await waitFor(() =>
    expect((screen.getByTestId('add-to-project-division') as HTMLSelectElement).value).toBe('A'),
  );
  return { opener, dialog };
}

const backdrop = () => screen.getByTestId('add-to-project-backdrop');

describe('"Tambah ke proyek"', () => {
  it('takes the focus and keeps Tab and Shift+Tab inside, away from the calculator behind', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const project = screen.getByTestId('add-to-project-project');
    expect(document.activeElement).toBe(project);
    const confirm = screen.getByTestId('add-to-project-confirm');
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(project);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape, as Batal does, and gives the focus back to its button', async () => {
    const { opener } = await openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a tap beside it while nothing is typed', async () => {
    const { opener } = await openDialog();
    fireEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays on a tap beside it once a name is typed; Escape still closes it', async () => {
    const { opener } = await openDialog();
    fireEvent.change(screen.getByTestId('add-to-project-project'), { target: { value: 'new' } });
    const name = screen.getByTestId('add-to-project-new-name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Gudang Pak Hadi' } });
    fireEvent.click(backdrop());
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(name.value).toBe('Gudang Pak Hadi');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('once the line is added, keeps the focus inside ("Buka proyek") and closes on a tap beside it', async () => {
    const { opener } = await openDialog();
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    const open = await screen.findByTestId('add-to-project-open');
    expect(document.activeElement).toBe(open);
    expect(findLocalProject('local_rumah')!.divisions[0]!.items).toHaveLength(1);
    fireEvent.click(backdrop());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says the line was added with "Buka proyek", where the focus goes (the form it replaced just vanished)', async () => {
    await openDialog();
    fireEvent.click(screen.getByTestId('add-to-project-confirm'));
    const open = await screen.findByTestId('add-to-project-open');
    expect(document.activeElement).toBe(open);
    const description = open
      .getAttribute('aria-describedby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toBe('Item ditambahkan ke proyek.');
  });
});

type Body = ReturnType<typeof projectBody>;

describe('"Tambahkan" tried again after the answer never came', () => {
  it('adds the line to an account project once: the account stored it the first time', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    let project = serverProject(5, 'Gudang', {
      divisions: [{ code: 'A', name: 'PEKERJAAN DINDING', total: 0, weight: 0, items: [] }],
    });
    const puts: Body[] = [];
    const adapter = (config: InternalAxiosRequestConfig) => {
      if (config.url === '/projects' && config.method === 'get')
        return answer(config, {
          projects: [
            { id: 5, name: 'Gudang', location: null, owner: null, updated_at: '', total: 0, item_count: 0 },
          ],
        });
      if (config.url === '/projects/5' && config.method === 'get') return answer(config, { project });
      if (config.url === '/projects/5' && config.method === 'put') {
        const body = JSON.parse(config.data as string) as Body;
        puts.push(body);
        project = storedProject(5, body, project.version + 1);
        // Stored, but the answer is lost on the way back to the phone.
        if (puts.length === 1)
          return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
        return answer(config, { project });
      }
      if (config.url === `/job-types/${wall.id}/details`) return answer(config, { job_type: wall });
      return answer(config, { price_books: [] });
    };
    renderScreen('/calculate/1', <Calculator />, adapter);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke proyek' }));
    await waitFor(() =>
      expect((screen.getByTestId('add-to-project-division') as HTMLSelectElement).value).toBe('A'),
    );
    const confirm = screen.getByTestId('add-to-project-confirm');
    fireEvent.click(confirm);
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(confirm.textContent).toBe('Tambahkan'));
    expect(screen.queryByTestId('add-to-project-done')).toBeNull();

    fireEvent.click(confirm);
    expect(await screen.findByTestId('add-to-project-done')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect(project.divisions[0]!.items).toHaveLength(1);
  });
});

describe('"Tambahkan" to "+ Proyek baru" tried again after the answer never came', () => {
  it('makes one account project: the second try sends the same Idempotency-Key', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: null });
    // The account: one project per key, as POST /projects keeps them.
    const made = new Map<string, { id: number; body: Body }>();
    const keys: string[] = [];
    const adapter = (config: InternalAxiosRequestConfig) => {
      if (config.url === '/projects' && config.method === 'get') return answer(config, { projects: [] });
      if (config.url === '/projects' && config.method === 'post') {
        // Without a key, each create is a new project.
        const key = String(config.headers.get('Idempotency-Key') ?? `no-key-${keys.length}`);
        keys.push(key);
        const body = JSON.parse(config.data as string) as Body;
        const project = made.get(key) ?? { id: 40 + made.size + 1, body };
        made.set(key, project);
        // Made, but the answer is lost on the way back to the phone.
        if (keys.length === 1)
          return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
        return answer(config, { project: storedProject(project.id, project.body, 1) }, 200);
      }
      if (config.url === `/job-types/${wall.id}/details`) return answer(config, { job_type: wall });
      return answer(config, { price_books: [] });
    };
    renderScreen('/calculate/1', <Calculator />, adapter);
    fireEvent.click(screen.getByRole('button', { name: 'Tambah ke proyek' }));
    expect((screen.getByTestId('add-to-project-project') as HTMLSelectElement).value).toBe('new');
    fireEvent.change(screen.getByTestId('add-to-project-new-name'), { target: { value: 'Gudang baru' } });
    const confirm = screen.getByTestId('add-to-project-confirm');
    fireEvent.click(confirm);
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(confirm.textContent).toBe('Tambahkan'));
    expect(screen.queryByTestId('add-to-project-done')).toBeNull();

    fireEvent.click(confirm);
    expect(await screen.findByTestId('add-to-project-done')).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(made.size).toBe(1);
    expect(screen.getByTestId('add-to-project-open').getAttribute('href')).toBe('/projects/41');
    expect(made.get(keys[0]!)!.body.divisions.flatMap((division) => division.items)).toHaveLength(1);
  });
});
