import { z } from 'zod';
import {
  calculationFormFields,
  DEFAULT_FORM_DATA,
  saveKeyOfLocalId,
  type CalculationFormData,
} from '@kalkulator/core';
import { positiveId } from '../shared-schemas';
import { historyMessages } from './schemas';

// Moving browser results to the account (POST /calculations/sync): what a browser copy is, and what becomes of one
// whose local id the account already holds.

export const localResult = z.looseObject({
  id: z
    .string({ error: historyMessages.localIdInvalid })
    .regex(/^local_/, { error: historyMessages.localIdInvalid }),
  calculation_data: z.looseObject({}, { error: historyMessages.formMissing }),
  job_type: z.looseObject({ id: positiveId }, { error: historyMessages.jobTypeMissing }),
  price_book: z.unknown().optional(),
  /** The totals the browser showed: compared with the recomputed ones, never trusted as figures. */
  summary: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
});
export type LocalResult = z.infer<typeof localResult>;

/**
 * What the sync did with one browser copy. The web removes a copy only when the account now holds it as the browser
 * had it: `stored`, `updated` or `unchanged`; an `account_newer` one stays in the browser.
 * - stored: new in the account.
 * - updated: stored by an earlier sync (whose answer may have been lost) and changed in the browser since: the
 *   account's record now holds the change.
 * - unchanged: stored before with the same form.
 * - account_newer: stored before, then changed in the account later than the browser copy: the account keeps its
 *   version, which the copy must not overwrite.
 */
export type SyncStatus = 'stored' | 'updated' | 'unchanged' | 'account_newer';
export interface SyncOutcome {
  local_id: string;
  calculation_id: number;
  status: SyncStatus;
}

/** Why a copy failed when the database refused it (an error of the server, not a rule of the form). */
export const syncItemNotStored = 'Kalkulasi ini tidak dapat disimpan ke akun. Silakan coba lagi nanti.';

/** The local id a save with this Idempotency-Key is stored under. */
export const saveLocalId = (key: string) => `save:${key}`;

/**
 * The local id a browser result is stored under: the browser copy of a save that got no answer
 * (`local_save_<key>`, core's saveCopyLocalId) is that save, so it is stored once whichever arrives first.
 */
export function storedLocalId(localId: string): string {
  const key = saveKeyOfLocalId(localId);
  return key ? saveLocalId(key) : localId;
}

const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
/** A browser time as sent, when it is readable and not in the future or before 2000; else null. */
function readTime(value: unknown, now: Date): Date | null {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) && time >= EARLIEST && time <= now.getTime() ? new Date(time) : null;
}

/** A browser result keeps the time it was made and last changed; a missing, unreadable or future time becomes now. */
export function browserTimes(local: LocalResult, now: Date): { createdAt: Date; updatedAt: Date } {
  const createdAt = readTime(local.created_at, now) ?? now;
  const updatedAt = readTime(local.updated_at, now) ?? now;
  return { createdAt, updatedAt: updatedAt < createdAt ? createdAt : updatedAt };
}

/**
 * When the browser copy was last changed, for a comparison with the account's record: its updated_at (a future one,
 * from a clock ahead, counts as now), else its created_at; null when it names neither, and cannot be said to be newer.
 */
export function browserChangedAt(local: LocalResult, now: Date): Date | null {
  const future = (value: unknown) => typeof value === 'string' && Date.parse(value) > now.getTime();
  for (const value of [local.updated_at, local.created_at]) {
    if (future(value)) return now;
    const time = readTime(value, now);
    if (time) return time;
  }
  return null;
}

/** The same JSON value, whatever the order of its keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

const bookIdOf = (value: unknown): unknown => value ?? null;

/**
 * Whether the account's record was made from this form: the copy's form as the server completes and stores it (its
 * form's fields alone, so a copy carrying more is still the one stored), and the price book it names (kept beside
 * the form by the browser, inside the stored form by the account; still the same when the book was deleted since).
 */
export function sameBrowserForm(local: LocalResult, stored: CalculationFormData): boolean {
  const copy = { ...DEFAULT_FORM_DATA, ...calculationFormFields(local.calculation_data) };
  const { price_book_id: copyBook, ...copyForm } = copy;
  // Records stored before the account kept only the form's fields may hold more: compared without it too.
  const { price_book_id: storedBook, ...storedForm } = calculationFormFields(stored);
  const bookOfCopy = copyBook ?? (local.price_book as { id?: unknown } | null | undefined)?.id;
  return sameValue(copyForm, storedForm) && bookIdOf(bookOfCopy) === bookIdOf(storedBook);
}

/**
 * The answer's message: the texts it always had when nothing was updated or kept back, else each part named
 * ("1 kalkulasi di akun diperbarui dengan perubahan dari browser ini.").
 */
export function syncMessage(counts: Record<SyncStatus, number>): string {
  const { stored, updated, unchanged, account_newer: newer } = counts;
  if (updated === 0 && newer === 0) return historyMessages.synced(stored, unchanged);
  const parts: string[] = [];
  if (stored > 0) parts.push(historyMessages.synced(stored));
  if (updated > 0) parts.push(historyMessages.syncUpdated(updated));
  if (unchanged > 0)
    parts.push(
      stored + updated > 0
        ? historyMessages.syncOthersThere(unchanged)
        : historyMessages.syncAlreadyThere(unchanged),
    );
  if (newer > 0) parts.push(historyMessages.syncAccountNewer(newer));
  return parts.join(' ');
}
