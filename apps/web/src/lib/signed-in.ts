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

/** The signed-in account's id, or null for a guest. */
export function signedInId(): number | null {
  return rememberedUser()?.id ?? null;
}

/**
 * Which browser-kept items the person signed in now (`viewer`: an account's id, null for a guest) may see: a
 * guest's, which belong to nobody yet (the next account to log in takes them), and the account's own (owner_id),
 * which stay out of sight of a guest or another account on the same device.
 */
export function seenBy(viewer: number | null) {
  return (item: { owner_id?: number | null }) =>
    item.owner_id === undefined || item.owner_id === null || item.owner_id === viewer;
}
