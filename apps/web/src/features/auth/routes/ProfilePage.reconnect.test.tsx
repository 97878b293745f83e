import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth, USER_KEY } from '../store';
import ProfilePage from './ProfilePage';

// /profile opened on site without signal (the session known from this device), the signal coming back: the
// session is verified again behind the page, which stays with what is typed in it and the keyboard open.

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
  delete apiClient.defaults.headers.common.Authorization;
  resetAuth();
  vi.restoreAllMocks();
});

const sari = fixtures.user();

/** The phone: no signal until `reconnect()`; then /auth/verify is answered by `answerVerify`, the rest at once. */
function phone() {
  let online = false;
  const verifying: ((status: number) => void)[] = [];
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  apiClient.defaults.adapter = (config) => {
    if (!online) return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config, {}));
    const response = (status: number, data: unknown) =>
      ({ data, status, statusText: '', headers: {}, config }) as AxiosResponse;
    if (config.url === '/auth/verify')
      return new Promise((resolve, reject) =>
        verifying.push((status) =>
          status === 200
            ? resolve(response(200, { user: sari }))
            : reject(
                new AxiosError(
                  'refused',
                  'ERR',
                  config,
                  {},
                  response(status, { message: 'Token tidak valid' }),
                ),
              ),
        ),
      );
    if (config.url === '/auth/profile') return Promise.resolve(response(200, { user: sari }));
    return Promise.resolve(response(200, { sessions: [] }));
  };
  return {
    reconnect: () =>
      act(() => {
        online = true;
        window.dispatchEvent(new Event('online'));
      }),
    /** The verification asked for again is answered with `status`. */
    answerVerify: async (status: number) => {
      await waitFor(() => expect(verifying).toHaveLength(1));
      await act(async () => verifying[0]!(status));
    },
  };
}

/** The app started offline with Sari's token and her user remembered, then /profile opened. */
async function openProfileOffline() {
  localStorage.setItem('auth_token', 'good');
  localStorage.setItem(USER_KEY, JSON.stringify(sari));
  const network = phone();
  await useAuth.getState().initialize();
  expect(useAuth.getState()).toMatchObject({ user: sari, loading: false });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return network;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('/profile opened offline when the signal comes back', () => {
  it('keeps the page, what is typed in its forms and the focus while the session is verified again', async () => {
    const { reconnect, answerVerify } = await openProfileOffline();
    const name = field('profile-full_name');
    fireEvent.change(name, { target: { value: 'Sari W. (pengawas)' } });
    const current = screen.getByLabelText('Password saat ini') as HTMLInputElement;
    fireEvent.change(current, { target: { value: 'lama-123' } });
    name.focus();

    reconnect();
    // Verifying: the page stays (no skeleton), the session's user with it.
    expect(useAuth.getState()).toMatchObject({ loading: false, user: sari });
    expect(field('profile-full_name')).toBe(name);
    await answerVerify(200);
    expect(field('profile-full_name')).toBe(name);
    expect(name.value).toBe('Sari W. (pengawas)');
    expect(screen.getByLabelText('Password saat ini')).toBe(current);
    expect(current.value).toBe('lama-123');
    expect(document.activeElement).toBe(name);
  });

  it('still goes to /login when the account refuses the token', async () => {
    const { reconnect, answerVerify } = await openProfileOffline();
    reconnect();
    await answerVerify(401);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(useAuth.getState()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
  });
});
