import type { User } from '@kalkulator/core';
import { DRAFTS_OWNER_KEY } from '../../../lib/drafts';
import { ownerIdOf } from '../../../lib/signed-in';
import { forgetTypedForms } from '../store';

// Whose typed work (the forms' drafts, the account projects' unsaved copies) this browser holds. An ended session
// keeps it for the same user coming back, hidden meanwhile (lib/drafts.ts); the next account on a shared device must
// not find it. Its owner is kept under lib/drafts.ts's DRAFTS_OWNER_KEY.

/**
 * Run as a user logs in or registers: another account's typed work is forgotten first, as its logout would have; a
 * guest's (no owner) goes on to the account, and the same user finds theirs again. The owner is the account's owner
 * id on this device (lib/signed-in.ts ownerIdOf): an account given a deleted one's id does not find that one's.
 */
export function claimTypedWork(user: User): void {
  try {
    const owner = localStorage.getItem(DRAFTS_OWNER_KEY);
    const claimant = String(ownerIdOf(user));
    if (owner !== null && owner !== claimant) forgetTypedForms();
    localStorage.setItem(DRAFTS_OWNER_KEY, claimant);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
