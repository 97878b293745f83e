import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';

/** Logs out, goes home first (so guarded pages do not bounce to /login) and says so. */
export function useLogout() {
  const navigate = useNavigate();
  const logout = useAuth((state) => state.logout);
  return async () => {
    // flushSync: home is on screen before the user is cleared, so a guarded page never bounces to /login.
    await logout(() => navigate('/', { flushSync: true }));
    toast.success(authToasts.loggedOut);
  };
}
