import type { CalculationResult } from '@kalkulator/core';
import { onOtherTabChange } from './other-tabs';
import { seenBy, signedInId, USER_KEY } from './signed-in';

// Browser-held calculations (SPEC.md §4): a JSON list in localStorage; a corrupt store reads as an empty list.
// A guest's results belong to nobody yet: the next account to log in here takes them (sync). One an account saved
// here without signal carries its owner_id and is that account's only: listed, synced, changed and removed while
// it is signed in, out of sight of a guest or another account on the same device (a site office's shared PC), an
// account given the id of a deleted one too (the owner id is the account's on this device: signed-in.ts ownerIdOf).

export const LOCAL_CALCULATIONS_KEY = 'local_calculations';

/** A browser result, with the account it belongs to when one saved it here. */
export type LocalCalculation = CalculationResult & { owner_id?: number | null };

function isCalculation(value: unknown): value is LocalCalculation {
  return typeof value === 'object' && value !== null && 'id' in value && 'summary' in value;
}

function readAll(): LocalCalculation[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_CALCULATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCalculation) : [];
  } catch {
    return [];
  }
}

/** The browser results of whoever is signed in now: a guest's, and this account's own. */
export function listLocalCalculations(): LocalCalculation[] {
  return readAll().filter(seenBy(signedInId()));
}

function write(list: LocalCalculation[]): LocalCalculation[] {
  localStorage.setItem(LOCAL_CALCULATIONS_KEY, JSON.stringify(list));
  return list.filter(seenBy(signedInId()));
}

/** Newest first; kept as the signed-in account's own, or as a guest's. */
export function saveLocalCalculation(calculation: CalculationResult): LocalCalculation[] {
  const owned = { ...calculation, owner_id: signedInId() };
  return write([owned, ...readAll().filter((item) => item.id !== calculation.id)]);
}

/**
 * Changes one the signed-in person may see, keeping whose it is. Answers null, writing nothing, when it is not
 * here: removed, or synced to the account, since the edit was opened (Back/Forward, another tab).
 */
export function updateLocalCalculation(calculation: CalculationResult): LocalCalculation[] | null {
  const mine = seenBy(signedInId());
  const all = readAll();
  const found = all.find((item) => item.id === calculation.id && mine(item));
  if (!found) return null;
  return write(all.map((item) => (item === found ? { ...calculation, owner_id: found.owner_id } : item)));
}

export function removeLocalCalculation(id: CalculationResult['id']): LocalCalculation[] {
  return removeLocalCalculations([id]);
}

/** Removes several of those the signed-in person may see (after a sync); answers those that remain. */
export function removeLocalCalculations(ids: readonly CalculationResult['id'][]): LocalCalculation[] {
  const gone = new Set(ids);
  const mine = seenBy(signedInId());
  return write(readAll().filter((item) => !(gone.has(item.id) && mine(item))));
}

/**
 * Removes the listed browser results the signed-in person may see ("Hapus semua" of a list that may be older than
 * the store: another tab may have saved one since, which stays); answers how many it removed.
 */
export function clearLocalCalculations(listed: readonly CalculationResult['id'][]): number {
  const gone = new Set(listed);
  const mine = seenBy(signedInId());
  const all = readAll();
  const kept = all.filter((item) => !(gone.has(item.id) && mine(item)));
  if (kept.length === 0) localStorage.removeItem(LOCAL_CALCULATIONS_KEY);
  else write(kept);
  return all.length - kept.length;
}

/**
 * Calls back when another tab changes the browser results, or who is signed in (whose results show): the storage
 * event reaches every other tab of this origin, never the one that wrote.
 */
export function onLocalCalculationsChanged(callback: () => void): () => void {
  return onOtherTabChange([LOCAL_CALCULATIONS_KEY, USER_KEY], callback);
}
