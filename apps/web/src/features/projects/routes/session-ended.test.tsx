import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, onSessionExpired, SESSION_EXPIRED_TOAST_ID } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/messages';
import toast from '../../../lib/toast';
import { resetAuth, useAuth } from '../../auth/store';
import { readUnsaved } from '../account-copies';
import { openProjectPage, serverProject } from './project-page.test-helper';

// Simpan of an account project when the session has ended: the 401's own toast says so, once; the changes stay
// kept on this device for the user's next login.

vi.mock('../../../lib/toast', () => ({
  default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }),
}));

const original = apiClient.defaults.adapter;
beforeEach(() => {
  useAuth.setState({ isAuthenticated: true, loading: false, user: null });
  onSessionExpired(vi.fn());
});
afterEach(() => {
  apiClient.defaults.adapter = original;
  resetAuth();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

/** The account: project 3 as stored; a PUT is refused as an ended session. */
const sessionEnded: AxiosAdapter = (config) => {
  if (config.method === 'put') {
    const data = { message: errorMessages.unauthorized };
    const response = { data, status: 401, statusText: '', headers: {}, config } as AxiosResponse;
    return Promise.reject(new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response));
  }
  const data =
    config.url === '/projects/3'
      ? { project: serverProject(3, 'Gudang') }
      : { price_books: [], revisions: [], projects: [] };
  return Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
};

describe('saving an account project after the session ended', () => {
  it('says "Sesi Anda telah berakhir" once and keeps the change', async () => {
    openProjectPage(3, sessionEnded);
    const name = await screen.findByTestId('project-name');
    fireEvent.change(name, { target: { value: 'Proyek rahasia Sari' } });
    fireEvent.click(screen.getByTestId('project-save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    // The 401's toast comes first; the save's own failure handling runs just after it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vi.mocked(toast.error).mock.calls).toEqual([
      [errorMessages.unauthorized, { id: SESSION_EXPIRED_TOAST_ID }],
    ]);
    expect(readUnsaved(3)?.name).toBe('Proyek rahasia Sari');
  });
});
