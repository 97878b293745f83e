import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@kalkulator/core';
import { apiClient, onSessionExpired } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { LOCAL_CALCULATIONS_KEY, listLocalCalculations } from '../../lib/storage';
import { fixtures } from '../../test/fixtures';
import { usePriceBookChoice } from '../price-books/choice';
import { resetAuth, useAuth, USER_KEY } from './store';

const budi: User = {
  id: 3,
  username: 'budi',
  email: 'budi@contoh.com',
  full_name: 'Budi Santoso',
  role: 'user',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

type Route = (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | 'offline';

/** Answers each call by method and url; remembers what was sent with which Authorization header. */
function serve(route: Route) {
  const calls: { url: string; authorization: unknown; body: unknown }[] = [];
  apiClient.defaults.adapter = async (config) => {
    calls.push({
      url: `${config.method?.toUpperCase()} ${config.url}`,
      authorization: config.headers.Authorization,
      body: config.data ? JSON.parse(String(config.data)) : undefined,
    });
    const answer = route(config);
    if (answer === 'offline') throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    const response = { ...answer, statusText: '', headers: {}, config } as AxiosResponse;
    if (answer.status >= 400) throw new AxiosError('failed', 'ERR', config, {}, response);
    return response;
  };
  return calls;
}

const originalAdapter = apiClient.defaults.adapter;
const state = () => useAuth.getState();

describe('the auth session (SPEC.md §4)', () => {
  beforeEach(() => {
    resetAuth();
    onSessionExpired(vi.fn());
  });
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
    delete apiClient.defaults.headers.common.Authorization;
  });

  it('is loading at start and becomes a guest when no token is stored', async () => {
    const calls = serve(() => ({ status: 500, data: {} }));
    expect(state()).toMatchObject({ loading: true, user: null, isAuthenticated: false, error: null });
    await state().initialize();
    expect(state()).toMatchObject({ loading: false, user: null, isAuthenticated: false });
    expect(calls).toEqual([]);
  });

  it('re-applies a stored token and verifies it: success sets the user', async () => {
    localStorage.setItem('auth_token', 'good');
    const calls = serve(() => ({ status: 200, data: { user: budi } }));
    await state().initialize();
    expect(calls).toMatchObject([{ url: 'GET /auth/verify', authorization: 'Bearer good' }]);
    expect(apiClient.defaults.headers.common.Authorization).toBe('Bearer good');
    expect(state()).toMatchObject({ loading: false, user: budi, isAuthenticated: true });
  });

  it('logs out when the stored token is refused', async () => {
    localStorage.setItem('auth_token', 'tampered');
    queryClient.setQueryData(['history'], ['old']);
    serve(() => ({ status: 401, data: { message: 'Sesi Anda telah berakhir. Silakan login kembali.' } }));
    await state().initialize();
    expect(state()).toMatchObject({ loading: false, user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(apiClient.defaults.headers.common.Authorization).toBeUndefined();
    expect(queryClient.getQueryData(['history'])).toBeUndefined();
  });

  it('keeps the token when the server cannot be reached at start (offline on site)', async () => {
    localStorage.setItem('auth_token', 'good');
    localStorage.removeItem(USER_KEY);
    serve(() => 'offline');
    await state().initialize();
    expect(state()).toMatchObject({ loading: false, user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBe('good');
  });

  it('offline at start, shows the user the token was last verified for, and verifies once back online', async () => {
    localStorage.setItem('auth_token', 'good');
    serve(() => ({ status: 200, data: { user: budi } }));
    await state().initialize();
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(budi);

    // A reload on site without signal: still Budi's session, not a guest's.
    resetAuth();
    serve(() => 'offline');
    await state().initialize();
    expect(state()).toMatchObject({ loading: false, user: budi, isAuthenticated: true });

    // Back online the token turns out to be revoked: the remembered user goes with it.
    resetAuth();
    serve(() => ({ status: 401, data: { message: 'Token tidak valid' } }));
    await state().initialize();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('verifies the session shown again without loading: its user stays while the answer comes', async () => {
    localStorage.setItem('auth_token', 'good');
    localStorage.setItem(USER_KEY, JSON.stringify(budi));
    serve(() => 'offline');
    await state().initialize();
    const renamed = { ...budi, full_name: 'Budi S.' };
    serve(() => ({ status: 200, data: { user: renamed } }));
    const verifying = state().initialize();
    expect(state()).toMatchObject({ loading: false, user: budi, isAuthenticated: true });
    await verifying;
    expect(state()).toMatchObject({ loading: false, user: renamed, isAuthenticated: true });
  });

  it("loads while another token is verified (another tab's login), and at start", async () => {
    serve(() => ({ status: 200, data: { user: budi } }));
    state().setSession('good', budi);
    localStorage.setItem('auth_token', 'other');
    const verifying = state().initialize();
    expect(state()).toMatchObject({ loading: true });
    await verifying;
    resetAuth();
    const starting = state().initialize();
    expect(state()).toMatchObject({ loading: true, user: null });
    await starting;
    expect(state()).toMatchObject({ loading: false, user: budi });
  });

  it('does not take a broken remembered user for a session', async () => {
    localStorage.setItem('auth_token', 'good');
    localStorage.setItem(USER_KEY, '{"username":"budi"}');
    serve(() => 'offline');
    await state().initialize();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
    localStorage.setItem(USER_KEY, 'bukan json');
    await state().initialize();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('login stores token and user and sets the bearer header', async () => {
    const calls = serve(() => ({
      status: 200,
      data: { user: budi, token: 'fresh', message: 'Login berhasil' },
    }));
    await expect(state().login({ username: 'budi', password: 'rahasia123' })).resolves.toEqual(budi);
    expect(calls[0]).toMatchObject({ url: 'POST /auth/login', body: { username: 'budi' } });
    expect(localStorage.getItem('auth_token')).toBe('fresh');
    expect(apiClient.defaults.headers.common.Authorization).toBe('Bearer fresh');
    expect(state()).toMatchObject({ user: budi, isAuthenticated: true, loading: false, error: null });
  });

  it('records whose items an owner id stood for as a session ends, so a new account given that id gets none', async () => {
    // Lina (id 3) left a result unsent, her session remembered from before the device kept whose items are whose.
    const lina: User = { ...budi, username: 'lina', created_at: '2026-03-02T09:00:00.000Z' };
    localStorage.setItem(USER_KEY, JSON.stringify(lina));
    localStorage.setItem(
      LOCAL_CALCULATIONS_KEY,
      JSON.stringify([{ ...fixtures.localResult('local_lina', 1), owner_id: 3 }]),
    );
    // Her session ends (the admin deleted her); the counter is reset and Budi, given id 3, logs in here.
    state().clearSession();
    serve(() => ({ status: 200, data: { user: budi, token: 'fresh', message: 'Login berhasil' } }));
    await state().login({ username: 'budi', password: 'rahasia123' });
    expect(listLocalCalculations()).toEqual([]);
  });

  it('a failed login keeps the guest state and stores the server message', async () => {
    serve(() => ({ status: 401, data: { message: 'Username atau password salah' } }));
    await expect(state().login({ username: 'budi', password: 'salah' })).rejects.toBeInstanceOf(AxiosError);
    expect(state()).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: 'Username atau password salah',
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('register stores token and user; a refusal without a message gives the default', async () => {
    serve(() => ({ status: 201, data: { user: budi, token: 'new', message: 'Registrasi berhasil' } }));
    await state().register({ username: 'budi', email: 'budi@contoh.com', full_name: 'Budi', password: 'x' });
    expect(state()).toMatchObject({ user: budi, isAuthenticated: true });
    expect(localStorage.getItem('auth_token')).toBe('new');

    resetAuth();
    serve(() => ({ status: 500, data: {} }));
    await expect(
      state().register({ username: 'b', email: 'b@c.id', full_name: 'B', password: 'x' }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(state().error).toBe('Registrasi gagal');
  });

  for (const [label, status] of [
    ['succeeds', 200],
    ['fails', 500],
  ] as const) {
    it(`logout clears token, user, every cached query and the typed drafts when the server call ${label}`, async () => {
      useAuth.getState().setSession('fresh', budi);
      queryClient.setQueryData(['auth', 'profile'], budi);
      localStorage.setItem(
        'draft:calculator:job:7',
        JSON.stringify({ formData: { project_name: 'Rumah Pak Budi' } }),
      );
      localStorage.setItem('local_calculations', '[]');
      localStorage.setItem('project_draft_5', '{"divisions":[]}');
      localStorage.setItem('project_copy_5', '{"divisions":[]}');
      localStorage.setItem('local_projects', '[]');
      const calls = serve(() => ({ status, data: { message: 'Logout berhasil' } }));
      const beforeClear = vi.fn(() => expect(state().user).toEqual(budi));
      await state().logout(beforeClear);
      expect(calls).toMatchObject([{ url: 'POST /auth/logout', authorization: 'Bearer fresh' }]);
      expect(beforeClear).toHaveBeenCalledOnce();
      expect(state()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
      expect(localStorage.getItem('auth_token')).toBeNull();
      expect(apiClient.defaults.headers.common.Authorization).toBeUndefined();
      expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
      // What was typed goes; what was saved in the browser stays.
      expect(localStorage.getItem('draft:calculator:job:7')).toBeNull();
      expect(localStorage.getItem('local_calculations')).toBe('[]');
      // The account's projects, unsaved changes too, are not left for the next person on the device.
      expect(localStorage.getItem('project_draft_5')).toBeNull();
      expect(localStorage.getItem('project_copy_5')).toBeNull();
      expect(localStorage.getItem('local_projects')).toBe('[]');
    });
  }

  it('logout everywhere clears this device as logout does once the server has ended every session', async () => {
    useAuth.getState().setSession('fresh', budi);
    queryClient.setQueryData(['auth', 'profile'], budi);
    localStorage.setItem('draft:calculator:job:7', '{}');
    const calls = serve(() => ({ status: 200, data: { message: 'Anda telah keluar dari semua perangkat' } }));
    const beforeClear = vi.fn(() => expect(state().user).toEqual(budi));
    expect(await state().logoutEverywhere(beforeClear)).toBe('Anda telah keluar dari semua perangkat');
    expect(calls).toMatchObject([{ url: 'POST /auth/logout-all', authorization: 'Bearer fresh' }]);
    expect(beforeClear).toHaveBeenCalledOnce();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem('draft:calculator:job:7')).toBeNull();
  });

  for (const [label, answer] of [
    ['the server fails', { status: 500, data: {} }],
    ['there is no network', 'offline'],
  ] as const) {
    it(`logout everywhere keeps this device logged in and throws when ${label}`, async () => {
      useAuth.getState().setSession('fresh', budi);
      localStorage.setItem('draft:calculator:job:7', '{}');
      serve(() => answer);
      const beforeClear = vi.fn();
      await expect(state().logoutEverywhere(beforeClear)).rejects.toBeInstanceOf(AxiosError);
      expect(beforeClear).not.toHaveBeenCalled();
      expect(state()).toMatchObject({ user: budi, isAuthenticated: true });
      expect(localStorage.getItem('auth_token')).toBe('fresh');
      expect(localStorage.getItem('draft:calculator:job:7')).toBe('{}');
    });
  }

  it("logout forgets a private price book's choice and keeps a shared one's", async () => {
    for (const [isPrivate, kept] of [
      [true, null],
      [false, 4],
    ] as const) {
      useAuth.getState().setSession('fresh', budi);
      usePriceBookChoice.getState().choose(4, isPrivate);
      serve(() => ({ status: 200, data: { message: 'Logout berhasil' } }));
      await state().logout();
      await vi.waitFor(() => expect(usePriceBookChoice.getState().bookId).toBe(kept));
      expect(localStorage.getItem('price_book_choice')).toBe(
        kept === null ? null : JSON.stringify({ id: 4, private: false }),
      );
    }
    usePriceBookChoice.getState().choose(null);
  });

  it("logout drops the service worker's offline copies of price-book reads, and only those", async () => {
    // The worker's "catalogue" cache (vite.config.ts), as the Cache API holds it; jsdom has none of its own.
    const kept = new Map<string, Request>();
    for (const path of [
      '/api/price-books',
      '/api/price-books/4',
      '/api/job-types/7/details?price_book_id=4',
      '/api/jobs/categories',
      '/api/job-types/7/details',
    ])
      kept.set(path, new Request(`http://localhost${path}`));
    const cache = {
      keys: async () => [...kept.values()],
      delete: async (request: Request) => kept.delete(request.url.replace('http://localhost', '')),
    };
    vi.stubGlobal('caches', { has: async (name: string) => name === 'catalogue', open: async () => cache });
    try {
      useAuth.getState().setSession('fresh', budi);
      serve(() => ({ status: 200, data: { message: 'Logout berhasil' } }));
      await state().logout();
      await vi.waitFor(() =>
        expect([...kept.keys()]).toEqual(['/api/jobs/categories', '/api/job-types/7/details']),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
