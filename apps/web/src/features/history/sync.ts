import type { CalculationRecord, CalculationResult } from '@kalkulator/core';

// Moving browser results to the account (POST /calculations/sync) and which browser copies may then go.

export interface SyncAnswer {
  synced: number;
  skipped: number;
  failed: { local_id: string; msg: string }[];
  calculations: CalculationRecord[];
  message?: string;
}

/** Only browser results (ids "local_…") can be synced. */
export function syncableCalculations(list: CalculationResult[]): CalculationResult[] {
  return list.filter((item) => typeof item.id === 'string' && item.id.startsWith('local_'));
}

/**
 * The browser copies that are now safe in the account: every sent one that did not fail. Skipped ones were
 * stored by an earlier sync (the server keeps one per local id), so they go as well.
 */
export function syncedLocalIds(sent: CalculationResult[], answer: SyncAnswer): string[] {
  const failed = new Set(answer.failed.map((item) => item.local_id));
  return sent.map((item) => String(item.id)).filter((id) => !failed.has(id));
}
