import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import toast from '../../../lib/toast';
import { answer } from '../../../test/render';
import { resetAuth, useAuth } from '../../auth/store';
import type { projectBody } from '../draft';
import { projectTexts } from '../texts';
import { openProjectPage, serverProject, storedProject } from './project-page.test-helper';

// Simpan of a project whose price book an admin deleted meanwhile: the account saves it on the catalogue (no book,
// `book_gone`), its lines at their prices. The user is told, not left to find the price-book choice changed.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => useAuth.setState({ isAuthenticated: true, loading: false, user: null }));
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.mocked(toast).mockClear();
  vi.mocked(toast.success).mockClear();
});

/** The account with project 3 on book 7; a PUT is saved as the next version, on book 7 unless `bookGone`. */
function account(bookGone: boolean) {
  const project = serverProject(3, 'Gudang', { price_book_id: 7 });
  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    if (config.method === 'put') {
      const body = JSON.parse(String(config.data)) as ReturnType<typeof projectBody>;
      if (!bookGone) return answer(config, { project: storedProject(3, body, 3) });
      const saved = storedProject(3, { ...body, price_book_id: null }, 3);
      return answer(config, { project: saved, book_gone: true });
    }
    if (config.url === '/projects/3') return answer(config, { project });
    return answer(config, { price_books: [], revisions: [], projects: [] });
  };
  return adapter;
}

async function save(bookGone: boolean) {
  openProjectPage(3, account(bookGone));
  fireEvent.change(await screen.findByTestId('project-location'), { target: { value: 'Sleman' } });
  fireEvent.click(screen.getByTestId('project-save'));
}

describe('Simpan when the price book is gone', () => {
  it('says the project now takes new prices from the catalogue, its lines keeping theirs', async () => {
    await save(true);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(projectTexts.bookGoneSaved, expect.anything()));
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((screen.getByTestId('project-price-book') as HTMLSelectElement).value).toBe(''),
    );
    expect((screen.getByTestId('project-location') as HTMLInputElement).value).toBe('Sleman');
  });

  it('says only "Proyek tersimpan" while the book is there', async () => {
    await save(false);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(projectTexts.saved));
    expect(toast).not.toHaveBeenCalled();
  });
});
