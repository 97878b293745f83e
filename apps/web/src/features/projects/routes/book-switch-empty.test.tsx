import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth } from '../../auth/store';
import type { RepriceAnswer } from '../api/mutations';
import { emptyDraft } from '../draft';
import { findLocalProject, saveLocalProject } from '../local';
import { projectTexts } from '../texts';
import { freeLine, openProjectPage, serverProject } from './project-page.test-helper';

// A project with no catalogue line yet takes another price book at once: nothing it holds would be priced
// differently, so there is no "Rp 0 → Rp 0" to confirm. A project whose prices would change still shows them first.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
  vi.restoreAllMocks();
});

const book = fixtures.priceBook();

const ok = (config: InternalAxiosRequestConfig, data: unknown) =>
  Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });

const dialog = () => screen.queryByRole('dialog', { name: projectTexts.bookSwitchTitle });

describe('moving a project without catalogue lines to another price book', () => {
  it('takes the book at once for an account project, without a preview to confirm', async () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: fixtures.user() });
    const project = serverProject(5, 'Gudang');
    const totals = project.totals;
    const reprices: unknown[] = [];
    const adapter: AxiosAdapter = (config) => {
      if (config.url === '/price-books') return ok(config, { price_books: [book] });
      if (config.url === '/projects/5/reprice') {
        const body = JSON.parse(String(config.data)) as { apply: boolean; price_book_id?: number };
        reprices.push(body);
        const answer: RepriceAnswer = { before: totals, after: totals, changes: [], missing: [] };
        return ok(
          config,
          body.apply ? { ...answer, project: { ...project, version: 3, price_book_id: 7 } } : answer,
        );
      }
      if (config.url === '/projects/5') return ok(config, { project });
      return ok(config, { revisions: [] });
    };
    const success = vi.spyOn(toast, 'success');
    openProjectPage(5, adapter);
    const select = await screen.findByTestId<HTMLSelectElement>('project-price-book');
    await screen.findByRole('option', { name: /SSH Sleman 2026/ });
    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() =>
      expect(reprices).toEqual([
        { apply: false, price_book_id: 7 },
        { apply: true, price_book_id: 7 },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith(projectTexts.bookSwitched));
    expect(dialog()).toBeNull();
    await waitFor(() => expect(select.value).toBe('7'));
  });

  it('takes the book at once for a browser project holding only free lines', async () => {
    useAuth.setState({ isAuthenticated: false, loading: false, user: null });
    const draft = emptyDraft('local_gudang', 'Gudang');
    saveLocalProject({ ...draft, divisions: [{ ...draft.divisions[0]!, items: [freeLine('Mobilisasi')] }] });
    const success = vi.spyOn(toast, 'success');
    openProjectPage('local_gudang', (config) =>
      ok(config, { price_books: [book], revisions: [], projects: [] }),
    );
    const select = await screen.findByTestId<HTMLSelectElement>('project-price-book');
    await screen.findByRole('option', { name: /SSH Sleman 2026/ });
    fireEvent.change(select, { target: { value: '7' } });
    await waitFor(() => expect(success).toHaveBeenCalledWith(projectTexts.bookSwitched));
    expect(dialog()).toBeNull();
    const kept = findLocalProject('local_gudang');
    expect(kept?.price_book_id).toBe(7);
    // The free line is as it was.
    expect(kept?.divisions[0]?.items).toEqual([freeLine('Mobilisasi')]);
  });
});
