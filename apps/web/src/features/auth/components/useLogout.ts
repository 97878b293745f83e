import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';
import { hasUnsavedProjects } from '../../projects/account-copies';
import { hasTypedCalculatorWork } from '../../calculator/typed-drafts';

/**
 * What a logout runs just before it clears the user: home goes on screen first (flushSync), so a guarded page never
 * bounces to /login.
 */
export function useHomeFirst() {
  const navigate = useNavigate();
  return () => navigate('/', { flushSync: true });
}

/** The logout's question, naming what it would delete; null when nothing typed would be lost. */
export function logoutQuestion(lost: { projects: boolean; calculators: boolean }): string | null {
  if (lost.projects && lost.calculators)
    return 'Ada perubahan proyek dan isian kalkulator yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?';
  if (lost.projects) return authToasts.logoutUnsavedProjects;
  if (lost.calculators)
    return 'Ada isian kalkulator yang belum disimpan. Keluar akan menghapusnya dari perangkat ini. Tetap keluar?';
  return null;
}

/**
 * Logs out, goes home first and says so. Project changes not yet saved to the account and what was typed into the
 * calculators leave the device with the session (auth/store.ts): the user is asked first, once for both.
 */
export function useLogout() {
  const homeFirst = useHomeFirst();
  const logout = useAuth((state) => state.logout);
  return async () => {
    const question = logoutQuestion({
      projects: hasUnsavedProjects(),
      calculators: hasTypedCalculatorWork(),
    });
    if (question && !window.confirm(question)) return;
    await logout(homeFirst);
    toast.success(authToasts.loggedOut);
  };
}
