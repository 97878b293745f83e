// Who is signed in on this device, as the auth store keeps it (beside the token): read by the browser stores that
// keep each account's work apart from the next person's (lib/storage.ts). Its own small module: the first
// screen's script budget has room for it, not for the stores that read it.

import type { User } from '@kalkulator/core';

export const USER_KEY = 'auth_user';

/** The user the auth store keeps beside the token; null for a guest, or a store that cannot be read. */
export function rememberedUser(): User | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as Partial<User> | null;
    const valid =
      typeof user === 'object' &&
      user !== null &&
      typeof user.id === 'number' &&
      typeof user.username === 'string' &&
      (user.role === 'user' || user.role === 'admin');
    return valid ? (user as User) : null;
  } catch {
    return null;
  }
}

/**
 * Which account each owner id of this device's items stands for, as "id created_at": an id alone is given again
 * when an admin deletes its account and resets the users' counter. Kept across logouts, as the items are.
 */
export const OWNERS_KEY = 'item_owners';

/**
 * The owner id this device's items carry for `user`: its id, unless an earlier account with that id (deleted, its
 * id given to this one) left work here; then a number of its own on this device, below zero, so that neither sees
 * nor syncs the other's items.
 */
export function ownerIdOf(user: Pick<User, 'id' | 'created_at'>): number {
  const who = `${user.id} ${user.created_at}`;
  let owners: Record<string, unknown> = {};
  try {
    owners = (JSON.parse(localStorage.getItem(OWNERS_KEY) ?? '{}') as Record<string, unknown> | null) ?? {};
  } catch {
    // Unreadable: as if no account had kept items here.
  }
  const known = Object.keys(owners).find((owner) => owners[owner] === who);
  if (known !== undefined) return Number(known);
  const taken = Object.keys(owners).map(Number).filter(Number.isInteger);
  const owner = taken.includes(user.id) ? Math.min(0, ...taken) - 1 : user.id;
  try {
    localStorage.setItem(OWNERS_KEY, JSON.stringify({ ...owners, [owner]: who }));
  } catch {
    // Storage full or blocked: the same number is worked out again until something is written.
  }
  return owner;
}

/** The owner id this device's items carry for the signed-in account (ownerIdOf), or null for a guest. */
export function signedInId(): number | null {
  const user = rememberedUser();
  return user ? ownerIdOf(user) : null;
}

/**
 * Which browser-kept items the person signed in now (`viewer`: signedInId(), null for a guest) may see: a guest's,
 * which belong to nobody yet (the next account to log in takes them), and the account's own (owner_id), which stay
 * out of sight of a guest or another account on the same device.
 */
export function seenBy(viewer: number | null) {
  return (item: { owner_id?: number | null }) =>
    item.owner_id === undefined || item.owner_id === null || item.owner_id === viewer;
}
