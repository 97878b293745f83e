import { toCalculationRecord, type CalculationRecord, type CalculationResult } from '@kalkulator/core';

// One list for the history page: the account's page of results and the results kept in this browser.

export type HistorySource = 'account' | 'browser';

export interface HistoryEntry {
  key: string;
  source: HistorySource;
  record: CalculationRecord;
}

export const sourceLabel: Record<HistorySource, string> = { account: 'Akun', browser: 'Browser' };

function matches(record: CalculationRecord, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('id-ID');
  if (!needle) return true;
  return [record.project_name, record.job_type_name].some((text) =>
    (text ?? '').toLocaleLowerCase('id-ID').includes(needle),
  );
}

/** The browser result an account record came from ("local_…"; the API's local_id), or null. */
export function localIdOf(record: CalculationRecord): string | null {
  const localId = (record as CalculationRecord & { local_id?: unknown }).local_id;
  return typeof localId === 'string' && localId ? localId : null;
}

/**
 * The browser results that are not already in the account: a sync (or save) whose answer was lost stored them, and
 * the browser still holds its copies until the next sync. Shown, counted and exported once, as the account's.
 */
export function notInAccount<T extends CalculationResult>(
  local: readonly T[],
  account: readonly CalculationRecord[],
): T[] {
  const held = new Set(account.map(localIdOf).filter((id) => id !== null));
  if (held.size === 0) return [...local];
  return local.filter((item) => !held.has(String(item.id)));
}

/**
 * The browser results the account holds as they are here or newer (its record's updated_at is the copy's own, kept
 * by the sync, or a later edit's): copies a sync stored but could not remove (its answer lost, or the browser closed
 * before it wrote the removal). They can go: left, they came back as a guest's results after logout, offered to the
 * next person's account. A copy changed here since stays, for the next sync to send.
 */
export function heldAsHere(
  local: readonly CalculationResult[],
  account: readonly CalculationRecord[],
): string[] {
  const held = new Map<string, number>();
  for (const record of account) {
    const localId = localIdOf(record);
    if (localId) held.set(localId, Date.parse(record.updated_at ?? record.created_at));
  }
  return local.flatMap((item) => {
    const accountTime = held.get(String(item.id));
    const changedHere = Date.parse(item.updated_at ?? item.created_at);
    return accountTime !== undefined && changedHere <= accountTime ? [String(item.id)] : [];
  });
}

/**
 * Browser results first (they wait to be synced and are not paged), filtered by the same search the server
 * applies to the account's results, then the account page as the server ordered it. A browser copy of a result
 * the account holds (its local_id) is left out: the account's card stands for it.
 */
export function mergeHistory(
  account: CalculationRecord[],
  local: CalculationResult[],
  search = '',
): HistoryEntry[] {
  const browser = notInAccount(local, account)
    .map(toCalculationRecord)
    .filter((record) => matches(record, search))
    .map((record): HistoryEntry => ({ key: `browser-${record.id}`, source: 'browser', record }));
  const stored = account.map((record): HistoryEntry => ({
    key: `account-${record.id}`,
    source: 'account',
    record,
  }));
  return [...browser, ...stored];
}
