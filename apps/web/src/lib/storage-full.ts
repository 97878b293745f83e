import toast from './toast';
import { storageToasts } from './toast-messages';

// The user's work kept in this browser (guest projects, an account project's unsaved changes, browser results)
// is written to localStorage, which holds a few megabytes per site: once full, every write throws. What was typed
// stays on screen, but it is not kept, and the user is told so in words that say what to do: never a generic
// error, never a success.

/** Whether a localStorage write failed because the site's storage is full (by name: jsdom's and other realms'). */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // Firefox's older name, and the legacy codes of both.
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

/** What to say of a failed write of the user's work: that the storage is full, else `fallback`. */
export function storageFailureMessage(error: unknown, fallback: string): string {
  return isStorageFull(error) ? storageToasts.full : fallback;
}

/** One storage toast at a time: an editor writing on every change replaces it instead of stacking. */
export const STORAGE_TOAST_ID = 'browser-storage';
let editorWarned = false;

/**
 * Runs `write` (a store's save of the user's work) and answers whether it was kept. When it was not, a toast says
 * so: for an editor (`editing`), whose screen keeps showing the change, it stays until a later write here succeeds.
 */
export function keepInBrowser(write: () => void, { editing = false }: { editing?: boolean } = {}): boolean {
  try {
    write();
  } catch (error) {
    toast.error(storageFailureMessage(error, storageToasts.failed), {
      id: STORAGE_TOAST_ID,
      ...(editing && { duration: Infinity }),
    });
    editorWarned ||= editing;
    return false;
  }
  if (editorWarned) {
    editorWarned = false;
    toast.dismiss(STORAGE_TOAST_ID);
  }
  return true;
}
