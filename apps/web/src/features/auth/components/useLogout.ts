import { useNavigate } from 'react-router';
import toast from '../../../lib/toast';
import { authToasts } from '../../../lib/messages';
import { useAuth } from '../store';
import { hasUnsavedProjects } from '../../projects/account-copies';
import type { LogoutAnswer } from './logout-dialog';
import type { LogoutQuestion } from './logout-question';

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
 * Whether to go on, and with the guest's work named: 'leave' at once when nothing would be lost, else the user's
 * answer in the app's dialog, loaded only now (its code is not on the first page). Should it not load (offline in a
 * first visit's first seconds), the browser's own question is the last resort rather than losing typed work unasked;
 * it removes nothing of a guest's work.
 */
async function confirmLogout(question: LogoutQuestion | null): Promise<LogoutAnswer> {
  if (!question) return 'leave';
  return import('./logout-dialog').then(
    (module) => module.askLogout(question.text, question.guestWork !== null),
    () => (window.confirm(question.text) ? 'leave' : 'stay'),
  );
}

/**
 * Logs out, goes home first and says so. Project changes not yet saved to the account and what was typed into the
 * calculators leave the device with the session (auth/store.ts): the user is asked first, once for both. A guest's
 * work (calculations, saved results, projects made here without logging in) is nobody's and would stay for the next
 * person: the same question counts it, and it goes only when the user chooses so.
 */
export function useLogout() {
  const homeFirst = useHomeFirst();
  const logout = useAuth((state) => state.logout);
  return async () => {
    // The check is loaded on the tap (the account menu is on every page, whose first load is tight); should it not
    // load (offline in a first visit's first seconds), the user is asked anyway rather than losing typed work.
    const asked = await import('./logout-question').then(
      (module) => ({
        question: module.unsavedWorkQuestion(hasUnsavedProjects(), authToasts.logoutUnsavedProjects),
        forgetGuestWork: module.forgetGuestWork,
      }),
      () => ({ question: { text: LOGOUT_MAY_LOSE_WORK, guestWork: null }, forgetGuestWork: () => undefined }),
    );
    const answer = await confirmLogout(asked.question);
    if (answer === 'stay') return;
    const guestWork = answer === 'remove' ? asked.question?.guestWork : null;
    await logout(async () => {
      await homeFirst();
      // Removed as the session ends, home on screen: no page still shows it.
      if (guestWork) asked.forgetGuestWork(guestWork);
    });
    toast.success(authToasts.loggedOut);
  };
}
