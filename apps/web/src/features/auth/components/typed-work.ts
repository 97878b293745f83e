import type { User } from '@kalkulator/core';
import { forgetTypedForms } from '../store';

// Whose typed work (the forms' drafts, the account projects' unsaved copies) this browser holds. An ended session
// keeps it for the same user coming back; the next account on a shared device must not find it. The key sits under
// the drafts' "draft:" prefix, so a logout, which forgets every draft, forgets the owner with them (and the first
// screen's script carries no byte for it).
export const TYPED_WORK_OWNER_KEY = 'draft:owner';

/**
 * Run as a user logs in or registers: another account's typed work is forgotten first, as its logout would have; a
 * guest's (no owner) goes on to the account, and the same user finds theirs again.
 */
export function claimTypedWork(user: User): void {
  try {
    const owner = localStorage.getItem(TYPED_WORK_OWNER_KEY);
    if (owner !== null && owner !== String(user.id)) forgetTypedForms();
    localStorage.setItem(TYPED_WORK_OWNER_KEY, String(user.id));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
