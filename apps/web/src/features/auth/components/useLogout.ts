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

const LOGOUT_MAY_LOSE_WORK =
  'Keluar menghapus perubahan proyek dan isian kalkulator yang belum disimpan dari perangkat ini. Tetap keluar?';

/**
 * Whether to go on: true at once when nothing would be lost, else the user's answer in the app's dialog, loaded only
 * now (its code is not on the first page). Should it not load (offline in a first visit's first seconds), the
 * browser's own question is the last resort rather than losing typed work unasked.
 */
async function confirmLogout(question: string | null): Promise<boolean> {
  if (!question) return true;
  return import('./logout-dialog').then(
    (module) => module.askLogout(question),
    () => window.confirm(question),
  );
}

/**
 * Logs out, goes home first and says so. Project changes not yet saved to the account and what was typed into the
 * calculators leave the device with the session (auth/store.ts): the user is asked first, once for both.
 */
export function useLogout() {
  const homeFirst = useHomeFirst();
  const logout = useAuth((state) => state.logout);
  return async () => {
    // The check is loaded on the tap (the account menu is on every page, whose first load is tight); should it not
    // load (offline in a first visit's first seconds), the user is asked anyway rather than losing typed work.
    const question = await import('./logout-question').then(
      (module) => module.unsavedWorkQuestion(hasUnsavedProjects(), authToasts.logoutUnsavedProjects),
      () => LOGOUT_MAY_LOSE_WORK,
    );
    if (!(await confirmLogout(question))) return;
    await logout(homeFirst);
    toast.success(authToasts.loggedOut);
  };
}
