import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { Toaster, toast as hotToast } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { User } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth } from '../store';
import ProfilePage from './ProfilePage';

// /profile saved from the keyboard or the mouse: the focus stays on the field or the button that saved (a form
// rebuilt on the new profile dropped it to the page), and only the latest outcome of each form is on screen.

const sari = fixtures.user();
const saved: User = { ...sari, full_name: 'Sari Wulandari Putri', updated_at: '2026-11-24T10:00:00.000Z' };
const original = apiClient.defaults.adapter;

type Answer = { status: number; data: unknown };
/** The answers of PUT requests, by path, in order; a pending promise holds a request open. */
let answers: Record<string, (Answer | Promise<Answer>)[]> = {};
const sent: string[] = [];
let profileReads = 0;

function respond(config: InternalAxiosRequestConfig, { status, data }: Answer) {
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  if (status >= 400) throw new AxiosError('refused', 'ERR', config, {}, response);
  return response;
}

beforeEach(() => {
  answers = {};
  sent.length = 0;
  profileReads = 0;
  useAuth.getState().setSession('token', sari);
  apiClient.defaults.adapter = async (config) => {
    const url = config.url ?? '';
    if (config.method === 'get' && url === '/auth/profile') {
      profileReads += 1;
      return respond(config, { status: 200, data: { user: sari } });
    }
    sent.push(url);
    const next = answers[url]?.shift();
    if (!next) throw new Error(`no answer for ${url}`);
    return respond(config, await next);
  };
});
afterEach(() => {
  apiClient.defaults.adapter = original;
  delete apiClient.defaults.headers.common.Authorization;
  resetAuth();
  hotToast.remove();
});

async function openProfile() {
  const router = createMemoryRouter([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  // The server's copy of the profile has come (the form is the one it shows from now on).
  await waitFor(() => expect(profileReads).toBe(1));
  await act(async () => {});
}

const byTestId = <T extends HTMLElement>(testId: string) => screen.getByTestId(testId) as T;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** The toasts on screen, by their text. */
const toastTexts = () => screen.queryAllByRole('status').map((toast) => toast.textContent);
const profileSaved = { status: 200, data: { user: saved, message: 'Profil berhasil diperbarui' } };

describe('saving the profile', () => {
  it('keeps the focus in "Nama lengkap" when Enter saves it, the field showing the saved name', async () => {
    answers['/auth/profile'] = [profileSaved];
    await openProfile();
    const name = byTestId<HTMLInputElement>('profile-full_name');
    type(name, '  Sari Wulandari Putri ');
    name.focus();
    // Enter in a field submits its form.
    fireEvent.submit(name.form!);

    expect(await screen.findByText('Profil berhasil diperbarui')).toBeTruthy();
    expect(byTestId('profile-view-full_name').textContent).toBe('Sari Wulandari Putri');
    expect(document.activeElement).toBe(name);
    expect(byTestId('profile-full_name')).toBe(name);
    // The form takes in the saved profile: the name as saved, nothing left to send.
    expect(name.value).toBe('Sari Wulandari Putri');
    expect(byTestId('profile-save').getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the focus on "Simpan perubahan" when it is clicked, and it stays focusable with nothing to send', async () => {
    answers['/auth/profile'] = [profileSaved];
    await openProfile();
    type(byTestId('profile-full_name'), 'Sari Wulandari Putri');
    const save = byTestId<HTMLButtonElement>('profile-save');
    save.focus();
    fireEvent.click(save);

    expect(await screen.findByText('Profil berhasil diperbarui')).toBeTruthy();
    expect(document.activeElement).toBe(save);
    // A browser takes the focus from a button that becomes disabled: idle, it is only aria-disabled.
    expect(save.disabled).toBe(false);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    // Pressed again with nothing changed, it sends nothing.
    fireEvent.click(save);
    fireEvent.submit(save.form!);
    expect(sent).toEqual(['/auth/profile']);
  });

  it('shows only the latest outcome: "Email sudah terdaftar", then the saved profile', async () => {
    answers['/auth/profile'] = [
      {
        status: 422,
        data: {
          message: 'Email sudah terdaftar',
          details: [{ param: 'email', msg: 'Email sudah terdaftar' }],
        },
      },
      profileSaved,
    ];
    await openProfile();
    type(byTestId('profile-email'), 'budi@contoh.com');
    fireEvent.click(byTestId('profile-save'));
    await waitFor(() => expect(toastTexts()).toEqual(['Email sudah terdaftar']));

    type(byTestId('profile-email'), 'sari@contoh.com');
    type(byTestId('profile-full_name'), 'Sari Wulandari Putri');
    fireEvent.click(byTestId('profile-save'));
    await waitFor(() => expect(toastTexts()).toEqual(['Profil berhasil diperbarui']));
    expect(screen.queryByText('Email sudah terdaftar')).toBeNull();
  });
});

describe('changing the password', () => {
  const fill = (current: string) => {
    type(screen.getByLabelText('Password saat ini'), current);
    type(screen.getByLabelText('Password baru'), 'password-baru-1');
    type(screen.getByLabelText('Ulangi password baru'), 'password-baru-1');
  };
  const changed = {
    status: 200,
    data: { token: 'token-baru', user: sari, message: 'Password berhasil diubah' },
  };

  it('keeps the focus on "Ubah password" while it runs, a second click starting nothing', async () => {
    let answer!: (value: Answer) => void;
    answers['/auth/change-password'] = [new Promise<Answer>((resolve) => (answer = resolve))];
    await openProfile();
    fill('lama-123');
    const button = byTestId<HTMLButtonElement>('password-save');
    button.focus();
    fireEvent.click(button);

    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    // A browser takes the focus from a button that becomes disabled: busy, it is only aria-disabled.
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.submit(button.form!);
    expect(sent).toEqual(['/auth/change-password']);

    await act(async () => answer(changed));
    expect(await screen.findByText('Password berhasil diubah')).toBeTruthy();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('shows only the latest outcome: "Password saat ini salah", then the changed password', async () => {
    answers['/auth/change-password'] = [
      {
        status: 422,
        data: {
          message: 'Password saat ini salah',
          details: [{ param: 'current_password', msg: 'Password saat ini salah' }],
        },
      },
      changed,
    ];
    await openProfile();
    fill('bukan-ini');
    fireEvent.click(byTestId('password-save'));
    await waitFor(() => expect(toastTexts()).toEqual(['Password saat ini salah']));

    fill('lama-123');
    fireEvent.click(byTestId('password-save'));
    await waitFor(() => expect(toastTexts()).toEqual(['Password berhasil diubah']));
    expect(screen.queryByText('Password saat ini salah')).toBeNull();
  });
});
