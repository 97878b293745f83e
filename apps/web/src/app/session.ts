import { onSessionExpired, storedAuthToken, TOKEN_KEY } from '../lib/api-client';
import { useAuth } from '../features/auth/store';
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
  void useAuth.getState().initialize();
}
