import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { answerAll } from '../../../test/render';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth } from '../../auth/store';
import { emptyDraft } from '../draft';
import { saveLocalProject } from '../local';
import { projectTexts } from '../texts';
import { openProjectPage } from './project-page.test-helper';

// A project kept in this browser says where it is and how it reaches an account: a guest logs in; a logged-in
// user (the project made before logging in) was told to log in too, though what moves it is "Sinkronkan ke akun".

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  localStorage.clear();
});

const lists = answerAll({ price_books: [], revisions: [], projects: [] });

describe('the note of a project kept in this browser', () => {
  it('asks a guest to log in or register', () => {
    useAuth.setState({ isAuthenticated: false, loading: false, user: null });
    saveLocalProject(emptyDraft('local_gudang', 'Gudang'));
    openProjectPage('local_gudang', lists);
    expect(screen.getByTestId('project-local-note').textContent).toBe(projectTexts.guestNote);
  });

  it('tells a logged-in user it is not in the account yet and names “Sinkronkan ke akun” of the projects list', () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: fixtures.user() });
    saveLocalProject(emptyDraft('local_gudang', 'Gudang'));
    openProjectPage('local_gudang', lists);
    const note = screen.getByTestId('project-local-note');
    expect(note.textContent).toBe(
      'Proyek ini disimpan di browser ini, belum di akun Anda. Untuk memindahkannya ke akun, buka daftar Proyek lalu tekan “Sinkronkan ke akun”.',
    );
    expect(note.textContent).not.toContain('Masuk atau daftar');
    expect(screen.getByRole('link', { name: 'daftar Proyek' }).getAttribute('href')).toBe('/projects');
  });

  it('says where a project no longer in this browser may be (moved to the account) and links the list', () => {
    useAuth.setState({ isAuthenticated: true, loading: false, user: fixtures.user() });
    openProjectPage('local_pindah', lists);
    expect(screen.getByText(projectTexts.notFound)).toBeTruthy();
    expect(screen.getByText(projectTexts.localGone)).toBeTruthy();
    expect(screen.getByRole('link', { name: projectTexts.toProjects }).getAttribute('href')).toBe(
      '/projects',
    );
  });
});
