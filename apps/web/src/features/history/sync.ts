import { formatRupiah, type CalculationRecord, type CalculationResult } from '@kalkulator/core';

// Moving browser results to the account (POST /calculations/sync) and which browser copies may then go.

/** A synced result the account stores with other totals than the browser showed (its prices changed since). */
export interface RepricedCalculation {
  local_id: string;
  calculation_id: number;
  before_rab: number;
  after_rab: number;
  before_hpp: number | null;
  after_hpp: number;
}

/**
 * What the sync did with one browser copy: stored new; `updated`, an earlier sync had stored it (its answer lost)
 * and the account's record now holds the changes made in the browser since; `unchanged`, already there as the
 * browser has it; `account_newer`, already there and changed in the account later, which the copy did not overwrite.
 */
export interface SyncResult {
  local_id: string;
  calculation_id: number;
  status: 'stored' | 'updated' | 'unchanged' | 'account_newer';
}

export interface SyncAnswer {
  synced: number;
  skipped: number;
  /** Records updated from their browser copies; absent from a server older than this field. */
  updated?: number;
  failed: { local_id: string; msg: string }[];
  calculations: CalculationRecord[];
  message?: string;
  /** Absent from a server older than this field: nothing is said then. */
  repriced?: RepricedCalculation[];
  /** Absent from a server older than this field. */
  results?: SyncResult[];
}

/** The outcomes after which the account holds the browser copy as it was sent. */
const HELD_AS_SENT: readonly SyncResult['status'][] = ['stored', 'updated', 'unchanged'];

/** One result the notice names: whose it is, and its totals before and after. */
export interface RepricedItem extends RepricedCalculation {
  name: string;
}

/** Only browser results (ids "local_…") can be synced. */
export function syncableCalculations(list: CalculationResult[]): CalculationResult[] {
  return list.filter((item) => typeof item.id === 'string' && item.id.startsWith('local_'));
}

/**
 * The browser copies that are now safe in the account: those it holds as the browser sent them (stored now,
 * updated from the copy, or there already the same). One the account changed later is kept: the account did not
 * take it, and removing it would lose the changes made in the browser. A server without `results` answers
 * before it compared copies: every sent one that did not fail.
 */
export function syncedLocalIds(sent: CalculationResult[], answer: SyncAnswer): string[] {
  if (answer.results) {
    const held = new Set(
      answer.results.filter((item) => HELD_AS_SENT.includes(item.status)).map((item) => item.local_id),
    );
    return sent.map((item) => String(item.id)).filter((id) => held.has(id));
  }
  const failed = new Set(answer.failed.map((item) => item.local_id));
  return sent.map((item) => String(item.id)).filter((id) => !failed.has(id));
}

/**
 * Of the copies the account now holds, those the browser still has as they were sent: one changed while the sync
 * was on its way (another tab, a quick 'Ubah') is newer than what the account took and stays for the next sync.
 */
export function unchangedSince(
  ids: readonly string[],
  sent: readonly CalculationResult[],
  now: readonly CalculationResult[],
): string[] {
  const sentById = new Map(sent.map((item) => [String(item.id), JSON.stringify(item)]));
  const nowById = new Map(now.map((item) => [String(item.id), JSON.stringify(item)]));
  return ids.filter((id) => !nowById.has(id) || nowById.get(id) === sentById.get(id));
}

/** The results the sync stored with other totals, named as their history cards are ("Plesteran, Rumah Budi"). */
export function repricedItems(sent: CalculationResult[], answer: SyncAnswer): RepricedItem[] {
  const byId = new Map(sent.map((item) => [String(item.id), item]));
  return (answer.repriced ?? []).map((change) => {
    const local = byId.get(change.local_id);
    const job = local?.job_type.name ?? '';
    const project = local?.input.project_name ?? '';
    return { ...change, name: [job, project].filter(Boolean).join(', ') || change.local_id };
  });
}

/** How many results the notice lists by name; the rest are counted. */
export const REPRICED_LISTED = 5;

export const repricedTexts = {
  title: (count: number) => `${count} kalkulasi dihitung ulang dengan harga terbaru`,
  /** "RAB Rp 2.662.090 → Rp 2.676.490, HPP Rp 2.129.672 → Rp 2.141.192" (HPP when it is known and changed). */
  change: (item: RepricedCalculation) =>
    `RAB ${formatRupiah(item.before_rab)} → ${formatRupiah(item.after_rab)}` +
    (item.before_hpp !== null && item.before_hpp !== item.after_hpp
      ? `, HPP ${formatRupiah(item.before_hpp)} → ${formatRupiah(item.after_hpp)}`
      : ''),
  more: (count: number) => `dan ${count} kalkulasi lainnya`,
  why: 'Akun Anda menyimpan angka dengan harga yang berlaku sekarang, bukan angka yang tadi tersimpan di browser.',
  close: 'Tutup',
} as const;
