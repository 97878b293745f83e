import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyManager } from '@tanstack/react-query';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answer, refuse } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import { writeServerCopy, writeUnsaved } from '../account-copies';
import { draftFromServer, emptyDraft, type projectBody } from '../draft';
import { projectTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';
import { saveBarTexts } from './SaveBar';
import { matchMediaWhere } from '../../../test/media';

// A long RAB on a phone: "Simpan" sits in a bar fixed at the screen's foot, the choice of versions after another
// device saved at the page's top. What the save answers is brought to where the user is, and the focus never
// falls to the page; the bar keeps its height clear, so no field reached with Tab hides under it.

const original = apiClient.defaults.adapter;
const scrolled = vi.fn<(this: Element, options?: ScrollIntoViewOptions) => void>();
beforeEach(() => {
  useAuth.setState({ isAuthenticated: true, loading: false, user: null });
  // jsdom has no layout and no scrollIntoView: what is asked to scroll is recorded.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.call(this, typeof options === 'object' ? options : undefined);
  };
});
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  scrolled.mockReset();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.restoreAllMocks();
});

type Body = ReturnType<typeof projectBody>;

/**
 * The account with project 3 at version 2 (one line); `savedElsewhere()` makes a PUT of version 2 refused (409).
 * With `held`, a PUT's answer waits for `release()`.
 */
function account(held = false) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  let project = serverProject(3, 'Gudang', {
    divisions: [
      {
        code: 'A',
        name: 'PERSIAPAN',
        total: 0,
        weight: 0,
        items: [
          {
            id: 'Pembersihan',
            job_type_id: null,
            description: 'Pembersihan',
            unit: 'ls',
            volume: 1,
            volume_text: null,
            price_source: 'free' as const,
            unit_price: { A: 0, B: 0, C: 0, D: 1_000_000, E: 0, F: 1_000_000 },
            amount: 1_000_000,
          },
        ],
      },
    ],
  });
  const puts: Body[] = [];
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.url === '/projects/3' && config.method === 'put') {
      const body = JSON.parse(String(config.data)) as Body;
      puts.push(body);
      if (body.version !== undefined && body.version !== project.version)
        return refuse(config, 409, { message: 'Proyek telah diubah di perangkat lain.', project });
      project = storedProject(3, body, project.version + 1);
      const kept = project;
      return held ? answered.then(() => answer(config, { project: kept })) : answer(config, { project });
    }
    if (config.url === '/projects/3') return answer(config, { project });
    return answer(config, { price_books: [], revisions: [], projects: [] });
  };
  return {
    adapter,
    puts,
    release,
    savedElsewhere: () => {
      project = { ...project, owner: 'Pak Hadi', version: project.version + 1 };
    },
  };
}

const saveButton = () => screen.getByTestId('project-save');
const saveState = () => screen.getByTestId('project-save-state').textContent;
const typeVolume = (value: string) =>
  fireEvent.change(screen.getAllByTestId('project-item-volume')[0]!, { target: { value } });
/** Whether the user asked for less motion. */
const reducedMotion = (still: boolean) =>
  matchMediaWhere((query) => still && query.includes('prefers-reduced-motion: reduce'));

describe('Simpan refused because another device saved meanwhile', () => {
  it('brings the choice of versions into view, focuses it, and says it in the fixed bar', async () => {
    const { adapter, puts, savedElsewhere } = account();
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    savedElsewhere();
    typeVolume('11');
    saveButton().focus();
    fireEvent.click(saveButton());

    const conflict = await screen.findByTestId('project-conflict');
    expect(puts).toHaveLength(1);
    expect(document.activeElement).toBe(conflict);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(conflict);
    expect(scrolled.mock.calls[0]![0]).toEqual({ block: 'center', behavior: 'smooth' });
    expect(conflict.textContent).toContain(saveBarTexts.conflictTitle);
    // The bar at the screen's foot no longer says only "not saved": it leads to the choice.
    expect(saveState()).toBe(saveBarTexts.conflict);
    expect(screen.queryByTestId('project-save')).toBeNull();

    (document.activeElement as HTMLElement).blur();
    fireEvent.click(screen.getByTestId('project-conflict-show'));
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled.mock.contexts[1]).toBe(conflict);
    expect(document.activeElement).toBe(conflict);
  });

  it('scrolls without motion when the user asks for less', async () => {
    reducedMotion(true);
    const { adapter, savedElsewhere } = account();
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    savedElsewhere();
    typeVolume('11');
    fireEvent.click(saveButton());
    await screen.findByTestId('project-conflict');
    expect(scrolled.mock.calls[0]![0]).toEqual({ block: 'center', behavior: 'auto' });
  });

  it('"Muat versi terbaru" leaves the focus on Simpan, not on the page', async () => {
    const { adapter, savedElsewhere } = account();
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    savedElsewhere();
    typeVolume('11');
    fireEvent.click(saveButton());
    const theirs = await screen.findByTestId('project-conflict-theirs');
    theirs.focus();
    fireEvent.click(theirs);
    // It asks first (conflict-choice.test.tsx), the focus in its question, then on Simpan once answered.
    const accept = await screen.findByTestId('confirm-accept');
    accept.focus();
    fireEvent.click(accept);
    await waitFor(() => expect(screen.queryByTestId('project-conflict')).toBeNull());
    expect(saveState()).toBe('Semua perubahan tersimpan di akun.');
    expect(document.activeElement).toBe(saveButton());
  });
});

describe('focus around a normal save', () => {
  it('stays on Simpan while it saves and after, when the editor is drawn anew for the saved version', async () => {
    const { adapter, puts, release } = account(true);
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    typeVolume('11');
    const pressed = saveButton();
    pressed.focus();
    fireEvent.click(pressed);
    // While saving it says so and does nothing, and keeps the focus (a disabled button would drop it).
    await waitFor(() => expect(pressed.textContent).toBe('Menyimpan...'));
    expect(pressed.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(pressed);
    fireEvent.click(pressed);
    release();

    await waitFor(() => expect(saveState()).toBe('Semua perubahan tersimpan di akun.'));
    await waitFor(() =>
      expect(screen.getAllByTestId('project-item-volume')[0]).toHaveProperty('value', '11'),
    );
    expect(puts).toHaveLength(1);
    // The editor is drawn anew for version 3, its Simpan another button, which has the focus.
    await waitFor(() => expect(saveButton()).not.toBe(pressed));
    expect(document.activeElement).toBe(saveButton());
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).not.toBe(document.body);
  });
  it('stays on Simpan when the answer of the save reaches the old editor before the saved version reaches the screen', async () => {
    // React Query tells the page of the saved version a moment after the save's promise settled: the old editor
    // refocuses its own Simpan first, then is replaced by the new one.
    notifyManager.setScheduler((callback) => setTimeout(callback, 30));
    try {
      const { adapter, release } = account(true);
      openProjectPage(3, adapter);
      await screen.findAllByTestId('project-item');
      typeVolume('11');
      const pressed = saveButton();
      pressed.focus();
      fireEvent.click(pressed);
      await waitFor(() => expect(pressed.textContent).toBe('Menyimpan...'));
      release();
      await waitFor(() => expect(saveButton()).not.toBe(pressed));
      expect(document.activeElement).toBe(saveButton());
    } finally {
      notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    }
  });
});

describe('changes kept for an older version, the newer one arriving', () => {
  const gudang = serverProject(3, 'Gudang');

  it('brings the choice into view and focuses it when it opens online', async () => {
    writeUnsaved({ ...emptyDraft(3, 'Gudang'), id: 3, version: 1, location: 'Sleman' });
    openProjectPage(3, (config) => answer(config, config.url === '/projects/3' ? { project: gudang } : {}));
    const conflict = await screen.findByTestId('project-conflict');
    await waitFor(() => expect(document.activeElement).toBe(conflict));
    expect(scrolled.mock.contexts).toEqual([conflict]);
    expect(conflict.textContent).toContain(saveBarTexts.staleTitle);
    expect(saveState()).toBe(saveBarTexts.stale);
  });

  it('leaves the focus (and the keyboard) in a field when it appears as the signal comes back', async () => {
    // Opened offline from the copy of version 2, with changes kept here for version 1.
    writeServerCopy({ ...draftFromServer(gudang), id: 3 });
    writeUnsaved({ ...emptyDraft(3, 'Gudang'), id: 3, version: 1, location: 'Sleman' });
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    openProjectPage(3, (config) => {
      if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
      return answer(config, config.url === '/projects/3' ? { project: gudang } : {});
    });
    await screen.findByTestId('project-offline-note');
    const owner = screen.getByTestId('project-owner');
    owner.focus();
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    const conflict = await screen.findByTestId('project-conflict');
    expect(conflict.textContent).toContain(projectTexts.staleUnsaved);
    expect(document.activeElement).toBe(owner);
    expect(scrolled).not.toHaveBeenCalled();
    // Said in the bar instead, with the way to it.
    expect(saveState()).toBe(saveBarTexts.stale);
    fireEvent.click(screen.getByTestId('project-conflict-show'));
    expect(scrolled.mock.contexts).toEqual([conflict]);
    expect(document.activeElement).toBe(conflict);
  });
});

describe('the fixed bar keeps its height clear', () => {
  it('sets scroll-padding-bottom and the footer height while the page is open, and removes them after', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.dataset.testid === 'project-save-bar' ? 71.5 : 0;
      return { height, width: 390, top: 0, left: 0, right: 390, bottom: height, x: 0, y: 0 } as DOMRect;
    });
    const root = document.documentElement;
    const { adapter } = account();
    openProjectPage(3, adapter);
    await screen.findAllByTestId('project-item');
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('88px');
    expect(root.style.getPropertyValue('--fixed-bar-height')).toBe('72px');

    fireEvent.click(screen.getByRole('link', { name: 'Proyek' }));
    await screen.findByText('list');
    expect(root.style.getPropertyValue('scroll-padding-bottom')).toBe('');
    expect(root.style.getPropertyValue('--fixed-bar-height')).toBe('');
  });
});
