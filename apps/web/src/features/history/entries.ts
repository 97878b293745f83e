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

/**
 * Browser results first (they wait to be synced and are not paged), filtered by the same search the server
 * applies to the account's results, then the account page as the server ordered it.
 */
export function mergeHistory(
  account: CalculationRecord[],
  local: CalculationResult[],
  search = '',
): HistoryEntry[] {
  const browser = local
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
