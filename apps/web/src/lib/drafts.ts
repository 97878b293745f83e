import { useCallback, useEffect, useState } from 'react';
import { signedInId } from './signed-in';

// What was typed into a form, kept in this browser per screen so a reload, a tab the phone killed or a trip to
// another screen gives it back. A corrupt or foreign entry reads as no draft; a full storage only loses the draft.

const PREFIX = 'draft:';

/**
 * Whose typed work the drafts are (an account's owner id on this device, lib/signed-in.ts ownerIdOf; absent: a
 * guest's). Under the drafts' prefix, so a logout, which forgets every draft, forgets it with them. Set as a user
 * logs in (auth/components/typed-work.ts).
 */
export const DRAFTS_OWNER_KEY = `${PREFIX}owner`;

/**
 * Whether the drafts belong to an account other than the person signed in now: a session that ended without
 * "Keluar" (another device logged out everywhere, the password changed, the admin disabled the account) keeps them
 * for that user's return, out of sight of the guest or the other account using the device meanwhile.
 */
function heldForAnother(): boolean {
  const owner = localStorage.getItem(DRAFTS_OWNER_KEY);
  return owner !== null && owner !== String(signedInId());
}

export function readDraft(key: string): unknown {
  try {
    if (heldForAnother()) return undefined;
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    // Not over the hidden drafts of another account: what is typed meanwhile is used, not kept.
    if (heldForAnother()) return;
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, it is only not kept.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}

/** Removes every draft whose key starts with `prefix`, except `keep`. */
export function removeDrafts(prefix: string, keep: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys)
      if (key.startsWith(PREFIX + prefix) && key !== PREFIX + keep) localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Every key of `defaults` from `stored` when it holds a value of the same type there; the default otherwise. */
export function mergeDraft<T extends Record<string, unknown>>(defaults: T, stored: unknown): T {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return defaults;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[name];
    if (
      value !== undefined &&
      typeof value === typeof fallback &&
      Array.isArray(value) === Array.isArray(fallback)
    )
      merged[name] = value;
  }
  return merged as T;
}

/**
 * A form's values kept under `key` (e.g. a calculator's route): starts from the stored draft when `accept` takes it,
 * from `defaults` otherwise; `reset` goes back to the defaults and forgets the draft.
 */
export function useDraft<T extends Record<string, unknown>>(
  key: string,
  defaults: T,
  accept: (stored: unknown) => T = (stored) => mergeDraft(defaults, stored),
): [T, (update: T | ((current: T) => T)) => void, () => void] {
  const [values, setValues] = useState<T>(() => {
    const stored = readDraft(key);
    return stored === undefined ? defaults : accept(stored);
  });
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (touched) writeDraft(key, values);
  }, [key, values, touched]);

  const update = useCallback((next: T | ((current: T) => T)) => {
    setTouched(true);
    setValues(next);
  }, []);
  const reset = useCallback(() => {
    setTouched(false);
    setValues(defaults);
    removeDraft(key);
  }, [defaults, key]);
  return [values, update, reset];
}
