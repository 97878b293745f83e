import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';
import { hasUnsavedProjects } from '../../projects/account-copies';

/**
 * What a logout runs just before it clears the user: home goes on screen first (flushSync), so a guarded page never
 * bounces to /login.
 */
export function useHomeFirst() {
  const navigate = useNavigate();
  return () => navigate('/', { flushSync: true });
}

/**
 * Logs out, goes home first and says so. Project changes not yet saved to the account leave the device with the
 * session (auth/store.ts): the user is asked first.
 */
export function useLogout() {
  const homeFirst = useHomeFirst();
  const logout = useAuth((state) => state.logout);
  return async () => {
    if (hasUnsavedProjects() && !window.confirm(authToasts.logoutUnsavedProjects)) return;
    await logout(homeFirst);
    toast.success(authToasts.loggedOut);
  };
}
