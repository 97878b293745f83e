import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { apiClient, onSessionExpired } from '../../../lib/api-client';
import { fixtures } from '../../../test/fixtures';
import { resetAuth, useAuth } from '../store';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import toast from '../../../lib/toast';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ default: Object.assign(vi.fn(), toasts) }));

const sari = fixtures.user();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderAt(path: '/login' | '/register', from?: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [{ pathname: path, state: from ? { from } : null }] },
  );
  render(<RouterProvider router={router} />);
}

function answer(status: number, data: unknown) {
  apiClient.defaults.adapter = async (config) => {
    const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new AxiosError('failed', 'ERR', config, {}, response);
    return response;
  };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const originalAdapter = apiClient.defaults.adapter;

describe('the login and register forms', () => {
  beforeEach(() => {
    resetAuth();
    onSessionExpired(vi.fn());
    toasts.success.mockReset();
    toasts.error.mockReset();
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('login: inline messages from the core schema, no call while invalid', async () => {
    const sent = vi.fn();
    apiClient.defaults.adapter = async (config) => {
      sent(config.url);
      throw new Error('no call expected');
    };
    renderAt('/login');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('error-username').textContent).toBe('Username atau email harus diisi');
    expect(screen.getByTestId('error-password').textContent).toBe('Password harus diisi');
    expect(sent).not.toHaveBeenCalled();
    type('input-username', 'sari');
    expect(screen.queryByTestId('error-username')).toBeNull();
  });

  it('login: welcomes by full name and returns to the page the user came from', async () => {
    answer(200, { user: sari, token: 't', message: 'Login berhasil' });
    renderAt('/login', '/history');
    type('input-username', 'sari');
    type('input-password', 'rahasia-sari');
    expect(screen.queryByTestId('login-error')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/history');
    expect(toasts.success).toHaveBeenCalledWith('Selamat datang, Sari Wulandari!', { id: 'auth-result' });
    expect(useAuth.getState().user).toEqual(sari);
  });

  it('login: says what this browser holds that is not in the account yet, and where to move it from', async () => {
    localStorage.setItem(
      'local_calculations',
      JSON.stringify([
        { id: 'local_1', summary: {} },
        { id: 'local_2', summary: {} },
      ]),
    );
    localStorage.setItem('local_projects', JSON.stringify([{ id: 'local_p', divisions: [] }]));
    const plain = vi.mocked(toast);
    plain.mockClear();
    answer(200, { user: sari, token: 't', message: 'Login berhasil' });
    renderAt('/login');
    type('input-username', 'sari');
    type('input-password', 'rahasia-sari');
    fireEvent.click(screen.getByTestId('login-submit'));
    await screen.findByTestId('where');
    expect(plain).toHaveBeenCalledWith(
      'Di browser ini ada 2 kalkulasi dan 1 proyek yang belum tersimpan di akun. Pindahkan dengan “Sinkronkan” di History dan “Sinkronkan ke akun” di Proyek.',
      { id: 'pending-sync', duration: 10_000 },
    );
    localStorage.clear();
  });

  it('login: a wrong password shows the server message, not the session message', async () => {
    answer(401, { message: 'Username atau password salah' });
    renderAt('/login');
    type('input-username', 'sari');
    type('input-password', 'salah-salah');
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Username atau password salah', { id: 'auth-result' }),
    );
    expect(toasts.error).toHaveBeenCalledTimes(1);
    // The form says it too, until the next change.
    expect(screen.getByTestId('login-error').textContent).toBe('Username atau password salah');
    // The right password next: its welcome takes the failure's place instead of showing beside it.
    answer(200, { user: sari, token: 't', message: 'Login berhasil' });
    type('input-password', 'rahasia-sari');
    fireEvent.click(screen.getByTestId('login-submit'));
    await vi.waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Selamat datang, Sari Wulandari!', { id: 'auth-result' }),
    );
  });

  it('login: a wrong password is said by the form, on the password field, which takes the focus', async () => {
    answer(401, { message: 'Username atau password salah' });
    renderAt('/login');
    type('input-username', 'sari');
    type('input-password', 'salah-salah');
    screen.getByTestId('login-submit').focus();
    fireEvent.click(screen.getByTestId('login-submit'));
    const error = await screen.findByRole('alert');
    expect(error).toBe(screen.getByTestId('login-error'));
    const password = screen.getByLabelText('Password (wajib)', { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(password);
    // Typed again: no longer marked wrong.
    type('input-password', 'rahasia-sari');
    expect(password.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the outline of the login and register pages at their h1', () => {
    for (const path of ['/login', '/register'] as const) {
      renderAt(path);
      const headings = screen.getAllByRole('heading');
      expect(headings[0]!.tagName).toBe('H1');
      expect(headings.map((heading) => heading.tagName)).not.toContain('H2');
      cleanup();
    }
  });

  it('register: every field says it is required before "Daftar" is tried, and the password its rule', () => {
    renderAt('/register');
    for (const [testId, label] of [
      ['input-full_name', 'Nama lengkap (wajib)'],
      ['input-username', 'Username (wajib)'],
      ['input-email', 'Email (wajib)'],
      ['input-password', 'Password (wajib)'],
    ] as const) {
      const input = screen.getByTestId(testId) as HTMLInputElement;
      expect(screen.getByLabelText(label, { selector: 'input' })).toBe(input);
      expect(input.required).toBe(true);
    }
    // The rule is read with the field, not learnt from a refusal.
    const password = screen.getByTestId('input-password');
    const rule = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(rule?.textContent).toBe('Minimal 8 karakter.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('login: a second tap or Enter while it runs sends nothing, and the busy button keeps the focus', async () => {
    const sent: string[] = [];
    let finish: () => void = () => undefined;
    apiClient.defaults.adapter = (config) => {
      sent.push(config.url ?? '');
      return new Promise((resolve) => {
        finish = () =>
          resolve({ status: 200, data: { user: sari, token: 't' }, statusText: '', headers: {}, config });
      });
    };
    renderAt('/login', '/history');
    type('input-username', 'sari');
    type('input-password', 'rahasia123');
    const button = screen.getByTestId('login-submit');
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Memproses...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.submit(button.closest('form')!);
    expect(sent).toEqual(['/auth/login']);
    finish();
    expect((await screen.findByTestId('where')).textContent).toBe('/history');
  });

  it('login: both fields say they are required too', () => {
    renderAt('/login');
    for (const label of ['Username atau email (wajib)', 'Password (wajib)']) {
      expect((screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).required).toBe(true);
    }
  });

  it('register: an empty form says each field is needed and puts the focus on the first', () => {
    renderAt('/register');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-username').textContent).toBe('Username harus diisi');
    expect(document.activeElement).toBe(screen.getByTestId('input-full_name'));
    type('input-full_name', 'Budi Santoso');
    type('input-username', 'budi');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(document.activeElement).toBe(screen.getByTestId('input-email'));
  });

  it('register: inline messages for every field', () => {
    renderAt('/register');
    type('input-username', 'ab');
    type('input-email', 'bukan-email');
    type('input-password', 'pendek');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-username').textContent).toBe('Username harus 3 sampai 30 karakter');
    expect(screen.getByTestId('error-email').textContent).toBe('Format email tidak valid');
    expect(screen.getByTestId('error-full_name').textContent).toBe('Nama lengkap harus diisi');
    expect(screen.getByTestId('error-password').textContent).toBe(
      'Password minimal 8 karakter (maksimal 200)',
    );
  });

  it('register: a password left empty is to be filled in, as every other field', () => {
    renderAt('/register');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-username').textContent).toBe('Username harus diisi');
    expect(screen.getByTestId('error-password').textContent).toBe('Password harus diisi');
  });

  it('register: a taken username comes back under its field with the server toast', async () => {
    answer(422, {
      message: 'Username sudah digunakan',
      details: [{ param: 'username', msg: 'Username sudah digunakan' }],
    });
    renderAt('/register');
    type('input-full_name', 'Sari Wulandari');
    type('input-username', 'sari');
    type('input-email', 'sari@contoh.com');
    type('input-password', 'rahasia-sari');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('error-username')).textContent).toBe('Username sudah digunakan');
    expect(toasts.error).toHaveBeenCalledWith('Username sudah digunakan', { id: 'auth-result' });
  });

  it('register: a failure without a server message says "Registrasi gagal"; success goes home', async () => {
    answer(500, {});
    renderAt('/register');
    type('input-full_name', 'Sari Wulandari');
    type('input-username', 'sari');
    type('input-email', 'sari@contoh.com');
    type('input-password', 'rahasia-sari');
    fireEvent.click(screen.getByTestId('register-submit'));
    await vi.waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Registrasi gagal', { id: 'auth-result' }),
    );

    answer(201, { user: sari, token: 't', message: 'Registrasi berhasil' });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    expect(toasts.success).toHaveBeenCalledWith(expect.stringContaining('Sari Wulandari'), {
      id: 'auth-result',
    });
  });

  describe('a shared browser: whose typed work the next login finds', () => {
    const budi = fixtures.user({
      id: 2,
      username: 'budi',
      email: 'budi@contoh.com',
      full_name: 'Budi Santoso',
    });
    const typedWork = ['draft:calculator:job:5', 'project_draft_6', 'project_copy_6'];
    const kept = () => typedWork.filter((key) => localStorage.getItem(key) !== null);

    async function logIn(user: typeof sari, page: '/login' | '/register' = '/login') {
      cleanup();
      answer(200, { user, token: `token-${user.username}`, message: 'Login berhasil' });
      renderAt(page);
      if (page === '/register') {
        type('input-full_name', user.full_name);
        type('input-email', user.email);
      }
      type('input-username', user.username);
      type('input-password', 'rahasia-123');
      fireEvent.click(screen.getByTestId(page === '/login' ? 'login-submit' : 'register-submit'));
      await screen.findByTestId('where');
    }

    function typeWork(text: string) {
      for (const key of typedWork) localStorage.setItem(key, JSON.stringify({ name: text, divisions: [] }));
    }

    it("an ended session keeps Sari's work for Sari; Budi logging in next does not find it", async () => {
      await logIn(sari);
      typeWork('Proyek rahasia Sari');
      useAuth.getState().clearSession(); // her session ended (401)
      await logIn(sari);
      expect(kept()).toEqual(typedWork);

      useAuth.getState().clearSession();
      await logIn(budi);
      expect(kept()).toEqual([]);
      expect(useAuth.getState().user).toEqual(budi);
    });

    it("registering a new account after an ended session does not take the last user's work either", async () => {
      await logIn(sari);
      typeWork('Proyek rahasia Sari');
      useAuth.getState().clearSession();
      await logIn(budi, '/register');
      expect(kept()).toEqual([]);
    });

    it("a guest's work goes on to the account that logs in, also after another account's logout", async () => {
      typeWork('Rumah tamu');
      await logIn(sari);
      expect(kept()).toEqual(typedWork);

      await useAuth.getState().logout();
      expect(kept()).toEqual([]);
      typeWork('Rumah tamu berikutnya');
      await logIn(budi);
      expect(kept()).toEqual(typedWork);
    });
  });
});
