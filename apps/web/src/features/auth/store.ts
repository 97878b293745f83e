import { create } from 'zustand';
import type { AuthAnswer, LoginInput, RegisterInput, User } from '@kalkulator/core';
import {
  apiClient,
  applyStoredToken,
  isNoResponse,
  operationMessage,
  setAuthToken,
} from '../../lib/api-client';
import { authToasts, errorMessages } from '../../lib/messages';
import { queryClient } from '../../lib/query-client';
import { ownerIdOf, rememberedUser, USER_KEY } from '../../lib/signed-in';
import { ACCOUNT_PROJECT_KEYS } from '../projects/account-copies';

// The auth session of SPEC.md §4: loading at start, a stored token verified, login/register/logout.

export interface AuthState {
  user: User | null;
  /**
   * A session not known yet is being verified (the start, another tab's login): the screens that need the user
   * wait. Verifying again the session already shown (the signal back) leaves it false and the user on screen.
   */
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
}

export interface AuthActions {
  /** Re-applies the stored token and verifies it: success sets the user, failure logs out. */
  initialize(): Promise<void>;
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  /**
   * POST /auth/logout, then token, user, every cached query and the forms' kept drafts are cleared whatever the
   * answer.
   */
  logout(beforeClear?: () => unknown): Promise<void>;
  /**
   * POST /auth/logout-all: every device of the account must log in again. Unlike logout it has to reach the server
   * (the other devices' sessions end only there), so a failure leaves this session as it was and is thrown.
   */
  logoutEverywhere(beforeClear?: () => unknown): Promise<string>;
  /** Stores a token (and its bearer header) with its user, e.g. after a password change. */
  setSession(token: string, user: User): void;
  setUser(user: User): void;
  /** Clears token, user and cached data without a server call (an ended session). */
  clearSession(): void;
}

const initialState: AuthState = { user: null, loading: true, error: null, isAuthenticated: false };

/**
 * The token the store's user belongs to (verified, or remembered for it offline). Verifying it again (the signal
 * back after an offline start) keeps that user on screen: `loading` means a session not known yet, whose screens
 * wait for it, so a re-check never swaps a page (and what is typed in it) for a skeleton.
 */
let sessionToken: string | null = null;

/** The signed-in user, kept beside the token so that a start without network still shows whose session it is. */
export { USER_KEY };

/**
 * Removes the forms' kept drafts (lib/drafts.ts keeps them under "draft:…", written out here rather than imported:
 * the first screen's script budget has no room for the drafts module) and the account projects' copies. Also run
 * when another account logs in after an ended session (components/typed-work.ts).
 */
export function forgetTypedForms(): void {
  const kept = ['draft:', ...ACCOUNT_PROJECT_KEYS];
  try {
    for (const key of Object.keys(localStorage))
      if (kept.some((start) => key.startsWith(start))) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * Removes the service worker's offline copies of the price-book reads (vite.config.ts keeps them in the
 * "catalogue" cache): the books this user may see and job type details priced under one, private ones too, which
 * would be shown offline to the next person on the device. The catalogue's own reads are the same for everyone and
 * stay.
 */
async function forgetOfflinePriceBooks(): Promise<void> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has('catalogue'))) return;
    const cache = await caches.open('catalogue');
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/price-books') || url.searchParams.has('price_book_id'))
        await cache.delete(request);
    }
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

function rememberUser(user: User | null): void {
  try {
    // Which account the device's items of each owner id are (lib/signed-in.ts): the one leaving first, then the
    // one coming, so that an account given a deleted one's id never takes that one's items.
    const leaving = rememberedUser();
    if (leaving) ownerIdOf(leaving);
    if (user) ownerIdOf(user);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
  } catch {
    // Storage full or blocked: the session still works, only an offline start shows a guest.
  }
}

export const useAuth = create<AuthState & AuthActions>()((set, get) => ({
  ...initialState,

  async initialize() {
    const token = applyStoredToken();
    if (!token) {
      set({ loading: false });
      return;
    }
    const known = get().user !== null && token === sessionToken;
    set({ loading: !known, error: null });
    try {
      const { data } = await apiClient.get<{ user: User }>('/auth/verify');
      rememberUser(data.user);
      sessionToken = token;
      set({ user: data.user, isAuthenticated: true, loading: false, error: null });
    } catch (error) {
      if (isNoResponse(error)) {
        // Offline on site: keep the token and the user it was verified for (the account's results are theirs;
        // nothing shows them as logged out), and verify again when the network returns. Without a remembered
        // user (a token from before it was kept) the session waits as a guest.
        const user = rememberedUser();
        sessionToken = user ? token : null;
        set({ user, isAuthenticated: user !== null, loading: false, error: errorMessages.noResponse });
        window.addEventListener('online', () => void get().initialize(), { once: true });
        return;
      }
      get().clearSession();
    }
  },

  async login(input) {
    set({ error: null });
    try {
      const { data } = await apiClient.post<AuthAnswer>('/auth/login', input, { skipSessionExpiry: true });
      get().setSession(data.token, data.user);
      return data.user;
    } catch (error) {
      set({ error: operationMessage(error, authToasts.loginFailed) });
      throw error;
    }
  },

  async register(input) {
    set({ error: null });
    try {
      const { data } = await apiClient.post<AuthAnswer>('/auth/register', input, { skipSessionExpiry: true });
      get().setSession(data.token, data.user);
      return data.user;
    } catch (error) {
      set({ error: operationMessage(error, authToasts.registerFailed) });
      throw error;
    }
  },

  async logout(beforeClear) {
    try {
      await apiClient.post('/auth/logout', {}, { skipSessionExpiry: true });
    } catch {
      // Logging out never fails for the user: the token is dropped either way.
    }
    await leaveDevice(beforeClear);
  },

  async logoutEverywhere(beforeClear) {
    const { data } = await apiClient.post<{ message: string }>('/auth/logout-all', {});
    await leaveDevice(beforeClear);
    return data.message;
  },

  setSession(token, user) {
    setAuthToken(token);
    rememberUser(user);
    sessionToken = token;
    set({ user, isAuthenticated: true, loading: false, error: null });
  },

  setUser(user) {
    rememberUser(user);
    set({ user, isAuthenticated: true });
  },

  clearSession() {
    setAuthToken(null);
    rememberUser(null);
    sessionToken = null;
    queryClient.clear();
    void forgetOfflinePriceBooks();
    // A private book is its owner's: the next person on the device starts from the catalogue's prices. Loaded here
    // rather than with the store, which every first screen loads.
    void import('../price-books/choice')
      .then(({ usePriceBookChoice }) => usePriceBookChoice.getState().forgetPrivate())
      .catch(() => undefined);
    set({ user: null, isAuthenticated: false, loading: false, error: null });
  },
}));

/** The end of a logout on this device: the session, the cached data and the typed forms go. */
async function leaveDevice(beforeClear?: () => unknown): Promise<void> {
  await beforeClear?.();
  useAuth.getState().clearSession();
  // What this user typed into the calculators and their projects stays on the device no longer (a phone passed
  // on, a site office PC).
  forgetTypedForms();
}

/** Resets to the start state (tests). */
export function resetAuth(): void {
  sessionToken = null;
  useAuth.setState(initialState);
}
