import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { answer } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { RepriceAnswer } from '../api/mutations';
import { projectTexts } from '../texts';
import { openProjectPage, serverProject } from './project-page.test-helper';

// A restore, applied prices and another price book each make a new version, for which the whole editor is drawn
// anew: the control the keyboard user pressed goes with the old one. The focus lands on its counterpart in the new
// editor ("Versi sebelumnya", "Perbarui harga", the price-book choice), never on the page.

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
  vi.restoreAllMocks();
});

const book = fixtures.priceBook();

/**
 * The account with project 3 at version 3 and the versions 1 and 2 it replaced. A restore, or applied prices, make
 * the next version; with `unchanged`, another book would price nothing differently (it is taken without a preview);
 * with `held`, the answer of applied prices waits for `release()` (the version made already).
 */
function account({ unchanged = false, held = false } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let project = serverProject(3, 'Gudang', { version: 3 });
  const revisions = [2, 1];
  const next = (changes: Partial<typeof project> = {}) => {
    revisions.unshift(project.version);
    project = { ...project, ...changes, version: project.version + 1 };
    return project;
  };
  const totals = project.totals;
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const restore = /^\/projects\/3\/revisions\/(\d+)\/restore$/.exec(config.url ?? '');
    if (restore) return answer(config, { project: next({ owner: `Versi ${restore[1]}` }) });
    if (config.url === '/projects/3/revisions')
      return answer(config, {
        revisions: revisions.map((version) => ({
          id: version,
          version,
          name: 'Gudang',
          total: 0,
          item_count: 0,
          saved_at: '2026-05-01T08:00:00Z',
        })),
      });
    if (config.url === '/projects/3/reprice') {
      const body = JSON.parse(String(config.data)) as { apply: boolean; price_book_id?: number | null };
      const preview: RepriceAnswer = {
        before: totals,
        after: totals,
        missing: [],
        changes: unchanged
          ? []
          : [
              {
                division: 0,
                item: 0,
                description: 'Galian tanah',
                before: { F: 90_000, amount: 900_000 },
                after: { F: 95_000, amount: 950_000 },
              },
            ],
      };
      if (!body.apply) return answer(config, preview);
      const bookId = body.price_book_id === undefined ? project.price_book_id : body.price_book_id;
      const applied = { ...preview, project: next({ price_book_id: bookId ?? null }) };
      return held ? released.then(() => answer(config, applied)) : answer(config, applied);
    }
    if (config.url === '/projects/3') return answer(config, { project });
    if (config.url === '/price-books') return answer(config, { price_books: [book] });
    return answer(config, { projects: [] });
  };
  return { adapter, release, version: () => project.version };
}

const toggle = () => screen.getByTestId('project-revisions').querySelector('summary')!;
const restoreButton = (version: number) => screen.getByRole('button', { name: `Pulihkan versi ${version}` });
/** The page drawn anew for `version`: the editor's "Perbarui harga" is another button than `old`. */
const redrawn = (old: HTMLElement) =>
  waitFor(() => expect(screen.getByTestId('project-reprice')).not.toBe(old));

describe('"Pulihkan" in "Versi sebelumnya"', () => {
  it('names each button by its version', async () => {
    openProjectPage(3, account().adapter);
    await screen.findByTestId('project-revisions');
    const names = screen
      .getAllByTestId('project-revision-restore')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Pulihkan versi 2', 'Pulihkan versi 1']);
    expect(restoreButton(1).textContent).toBe('Pulihkan');
  });

  it('leaves the focus on the new editor\'s "Versi sebelumnya" once the version is restored', async () => {
    const { adapter, version } = account();
    const success = vi.spyOn(toast, 'success');
    openProjectPage(3, adapter);
    await screen.findByTestId('project-revisions');
    const old = screen.getByTestId('project-reprice');
    fireEvent.click(toggle());
    const pressed = restoreButton(2);
    pressed.focus();
    fireEvent.click(pressed);

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Versi 2 dipulihkan; versi sebelumnya tetap tersimpan.'),
    );
    await redrawn(old);
    expect(version()).toBe(4);
    expect(screen.getByTestId('project-owner')).toHaveProperty('value', 'Versi 2');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(toggle());
    await waitFor(() => expect(toggle().textContent).toBe('Versi sebelumnya (3)'));
  });

  it('does the same after asking, with changes not saved yet', async () => {
    const { adapter } = account();
    openProjectPage(3, adapter);
    await screen.findByTestId('project-revisions');
    const old = screen.getByTestId('project-reprice');
    fireEvent.change(screen.getByTestId('project-owner'), { target: { value: 'Pak Hadi' } });
    fireEvent.click(toggle());
    const pressed = restoreButton(1);
    pressed.focus();
    fireEvent.click(pressed);
    const accept = await screen.findByTestId('confirm-accept');
    accept.focus();
    fireEvent.click(accept);

    await redrawn(old);
    await waitFor(() => expect(screen.getByTestId('project-owner')).toHaveProperty('value', 'Versi 1'));
    expect(document.activeElement).toBe(toggle());
  });
});

describe('applied prices', () => {
  it('"Terapkan harga baru" leaves the focus on the new "Perbarui harga"', async () => {
    const { adapter, version } = account();
    const success = vi.spyOn(toast, 'success');
    openProjectPage(3, adapter);
    const opener = await screen.findByTestId('project-reprice');
    await waitFor(() => expect(opener).toHaveProperty('disabled', false));
    opener.focus();
    fireEvent.click(opener);
    const apply = await screen.findByTestId('reprice-apply');
    apply.focus();
    fireEvent.click(apply);

    await waitFor(() => expect(success).toHaveBeenCalledWith(projectTexts.repriced));
    await redrawn(opener);
    expect(version()).toBe(4);
    expect(screen.queryByTestId('reprice-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('project-reprice'));
  });

  it('does the same when the new version reaches the screen before the answer of "Terapkan harga baru"', async () => {
    // The account applied the prices, its answer slow to come back; the page reads the project again meanwhile (the
    // signal back), the dialog and the "Perbarui harga" that opened it going with the old editor.
    const { adapter, version, release } = account({ held: true });
    openProjectPage(3, adapter);
    const opener = await screen.findByTestId('project-reprice');
    await waitFor(() => expect(opener).toHaveProperty('disabled', false));
    opener.focus();
    fireEvent.click(opener);
    const apply = await screen.findByTestId('reprice-apply');
    apply.focus();
    fireEvent.click(apply);
    await waitFor(() => expect(version()).toBe(4));
    window.dispatchEvent(new Event('online'));

    await redrawn(opener);
    expect(screen.queryByTestId('reprice-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('project-reprice'));
    const success = vi.spyOn(toast, 'success');
    release();
    await waitFor(() => expect(success).toHaveBeenCalledWith(projectTexts.repriced));
    expect(document.activeElement).toBe(screen.getByTestId('project-reprice'));
  });

  it('Batal (Escape) still gives the focus back to "Perbarui harga", nothing applied', async () => {
    const { adapter, version } = account();
    openProjectPage(3, adapter);
    const opener = await screen.findByTestId('project-reprice');
    await waitFor(() => expect(opener).toHaveProperty('disabled', false));
    opener.focus();
    fireEvent.click(opener);
    await screen.findByTestId('reprice-dialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('reprice-dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(version()).toBe(3);
  });

  it('another price book, applied from its preview, leaves the focus on the new price-book choice', async () => {
    const { adapter, version } = account();
    const success = vi.spyOn(toast, 'success');
    openProjectPage(3, adapter);
    const select = await screen.findByTestId<HTMLSelectElement>('project-price-book');
    await screen.findByRole('option', { name: /SSH Sleman 2026/ });
    select.focus();
    fireEvent.change(select, { target: { value: '7' } });
    const apply = await screen.findByTestId('reprice-apply');
    apply.focus();
    fireEvent.click(apply);

    await waitFor(() => expect(success).toHaveBeenCalledWith(projectTexts.bookSwitched));
    await waitFor(() => expect(screen.getByTestId('project-price-book')).not.toBe(select));
    expect(version()).toBe(4);
    const shown = screen.getByTestId<HTMLSelectElement>('project-price-book');
    expect(shown.value).toBe('7');
    expect(document.activeElement).toBe(shown);
  });

  it('another price book taken at once (nothing priced differently) leaves the focus on the new choice', async () => {
    const { adapter, version } = account({ unchanged: true });
    openProjectPage(3, adapter);
    const select = await screen.findByTestId<HTMLSelectElement>('project-price-book');
    await screen.findByRole('option', { name: /SSH Sleman 2026/ });
    select.focus();
    fireEvent.change(select, { target: { value: '7' } });

    await waitFor(() => expect(screen.getByTestId('project-price-book')).not.toBe(select));
    expect(version()).toBe(4);
    expect(screen.queryByTestId('reprice-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('project-price-book'));
  });
});
