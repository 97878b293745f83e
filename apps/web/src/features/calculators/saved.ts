import { seenBy, signedInId } from '../../lib/signed-in';
import type { SavedResult } from './rows';

// Saved quantities of the specialised calculators, kept in this browser (a JSON list; corrupt reads as empty). As
// with the browser's calculations (lib/storage.ts): a guest's belong to nobody yet (an account signed in here is
// offered them, and takes them only when its user asks: sync-saved.ts), and one an account saved carries its
// owner_id and is that account's only.
// A result here is most often kept nowhere else (a guest's, or one saved offline and not synced yet): none is ever
// dropped to make room for another. Each owner (an account, or the guests) keeps at most MAX_SAVED; at the cap, a
// save drops only that owner's oldest results the account already keeps (server_id), else it is refused.

export const CALCULATOR_RESULTS_KEY = 'calculator_results';
export const MAX_SAVED = 200;

/** A save refused: the owner already keeps MAX_SAVED results here that are nowhere else. */
export class SavedResultsFullError extends Error {
  constructor(readonly max = MAX_SAVED) {
    super(`calculator results: ${max} kept in this browser`);
    this.name = 'SavedResultsFullError';
  }
}

function isSaved(value: unknown): value is SavedResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SavedResult).id === 'string' &&
    typeof (value as SavedResult).calculator === 'string' &&
    Array.isArray((value as SavedResult).rows)
  );
}

function readAll(): SavedResult[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CALCULATOR_RESULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSaved) : [];
  } catch {
    return [];
  }
}

/** Throws when the browser's storage is full (lib/storage-full.ts): nothing is written then. */
function writeAll(list: SavedResult[]): void {
  localStorage.setItem(CALCULATOR_RESULTS_KEY, JSON.stringify(list));
}

const ownerOf = (item: SavedResult) => item.owner_id ?? null;

/** Every result of whoever is signed in now, of every calculator: a guest's, and this account's own. */
export function listAllSavedResults(): SavedResult[] {
  return readAll().filter(seenBy(signedInId()));
}

/** A guest's results (made here without logging in): nobody's yet, moved to an account only when its user asks. */
export function listGuestSavedResults(): SavedResult[] {
  return readAll().filter(seenBy(null));
}

/**
 * The signed-in account's own results (saved here while it was signed in, offline or refused): what goes to the
 * account by itself. None for a guest.
 */
export function listAccountSavedResults(): SavedResult[] {
  const guests = seenBy(null);
  return listAllSavedResults().filter((item) => !guests(item));
}

/** Removes these results (deleted, or now kept by the account). */
export function removeSavedResults(ids: readonly string[]): void {
  const gone = new Set(ids);
  const mine = seenBy(signedInId());
  writeAll(readAll().filter((item) => !(gone.has(item.id) && mine(item))));
}

/** Whether this browser keeps any saved result (read without parsing: every signed-in screen asks it). */
export function hasSavedResults(): boolean {
  try {
    const kept = localStorage.getItem(CALCULATOR_RESULTS_KEY);
    return kept !== null && kept !== '[]';
  } catch {
    return false;
  }
}

export function listSavedResults(calculator: string): SavedResult[] {
  return listAllSavedResults().filter((item) => item.calculator === calculator);
}

/**
 * Newest first; answers the calculator's list. At the owner's cap it makes room only from its oldest results the
 * account keeps; throws SavedResultsFullError when there are none (and a storage-full error), keeping nothing.
 */
export function saveResult(entry: Omit<SavedResult, 'id' | 'created_at'>): SavedResult[] {
  const saved: SavedResult = {
    ...entry,
    id: `calc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
    created_at: new Date().toISOString(),
    owner_id: signedInId(),
  };
  const all = readAll();
  const own = all.filter((item) => ownerOf(item) === ownerOf(saved));
  const excess = own.length + 1 - MAX_SAVED;
  let dropped = new Set<SavedResult>();
  if (excess > 0) {
    const synced = own.filter((item) => item.server_id !== undefined);
    if (synced.length < excess) throw new SavedResultsFullError();
    dropped = new Set(synced.slice(-excess));
  }
  writeAll([saved, ...all.filter((item) => !dropped.has(item))]);
  return listSavedResults(entry.calculator);
}

export function deleteSavedResult(calculator: string, id: string): SavedResult[] {
  removeSavedResults([id]);
  return listSavedResults(calculator);
}
