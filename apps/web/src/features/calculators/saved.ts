import { seenBy, signedInId } from '../../lib/signed-in';
import type { SavedResult } from './rows';

// Saved quantities of the specialised calculators, kept in this browser (a JSON list; corrupt reads as empty). As
// with the browser's calculations (lib/storage.ts): a guest's belong to the next account to log in here, and one an
// account saved carries its owner_id and is that account's only.

export const CALCULATOR_RESULTS_KEY = 'calculator_results';
const MAX_SAVED = 200;

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

function writeAll(list: SavedResult[]): void {
  localStorage.setItem(CALCULATOR_RESULTS_KEY, JSON.stringify(list.slice(0, MAX_SAVED)));
}

/** Every result of whoever is signed in now, of every calculator (what a logged-in user's sync sends). */
export function listAllSavedResults(): SavedResult[] {
  return readAll().filter(seenBy(signedInId()));
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

/** Newest first; answers the calculator's list. */
export function saveResult(entry: Omit<SavedResult, 'id' | 'created_at'>): SavedResult[] {
  const saved: SavedResult = {
    ...entry,
    id: `calc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`,
    created_at: new Date().toISOString(),
    owner_id: signedInId(),
  };
  writeAll([saved, ...readAll()]);
  return listSavedResults(entry.calculator);
}

export function deleteSavedResult(calculator: string, id: string): SavedResult[] {
  removeSavedResults([id]);
  return listSavedResults(calculator);
}
