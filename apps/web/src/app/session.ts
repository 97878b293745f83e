import { onSessionExpired, storedAuthToken, TOKEN_KEY } from '../lib/api-client';
import { useAuth } from '../features/auth/store';
import { hasSavedResults } from '../features/calculators/saved';
import { router } from './router';

/** Wires an ended session (401) to the auth store and the router, then verifies the stored token. */
export function startSession(): void {
  onSessionExpired((redirect) => {
    useAuth.getState().clearSession();
    if (!redirect) return;
    const { pathname, search } = router.state.location;
    void router.navigate('/login', { state: { from: pathname + search } });
  });
  // Another tab logged in or out: follow it rather than keep sending a token that is gone.
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const auth = useAuth.getState();
    if (storedAuthToken()) void auth.initialize();
    else if (auth.user) auth.clearSession();
  });
  // The specialised calculators' results saved here as a guest (or offline) go to the account at login, whichever
  // screen comes next; their code loads only when there is something to send.
  useAuth.subscribe((state, previous) => {
    if (!state.isAuthenticated || previous.isAuthenticated || !hasSavedResults()) return;
    void import('../features/calculators/sync-saved')
      .then(({ sendSavedResults }) => sendSavedResults())
      .catch(() => undefined);
  });
  void useAuth.getState().initialize();
}
