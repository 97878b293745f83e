import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';

/**
 * What a logout runs just before it clears the user: home goes on screen first (flushSync), so a guarded page never
 * bounces to /login.
 */
export function useHomeFirst() {
  const navigate = useNavigate();
  return () => navigate('/', { flushSync: true });
}

/** Logs out, goes home first and says so. */
export function useLogout() {
  const homeFirst = useHomeFirst();
  const logout = useAuth((state) => state.logout);
  return async () => {
    await logout(homeFirst);
    toast.success(authToasts.loggedOut);
  };
}
