import {
  calculationSyncMessages,
  formatRupiah,
  type CalculationRecord,
  type CalculationResult,
} from '@kalkulator/core';

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

/**
 * A sync is sent in parts the API takes: it refuses a list of more than 500 copies and a body over 1 MB, so one
 * request holding every browser result failed whole (413) once the browser held about 500, and nothing moved.
 */
export const SYNC_BATCH_ITEMS = 100;
export const SYNC_BATCH_BYTES = 512 * 1024;

/** The browser copies in sending order, in parts of at most `maxItems` copies and `maxBytes` of JSON each. */
export function syncBatches(
  list: readonly CalculationResult[],
  maxItems = SYNC_BATCH_ITEMS,
  maxBytes = SYNC_BATCH_BYTES,
): CalculationResult[][] {
  const encoder = new TextEncoder();
  const envelope = encoder.encode(JSON.stringify({ calculations: [] })).length;
  const batches: CalculationResult[][] = [];
  let current: CalculationResult[] = [];
  let bytes = envelope;
  for (const item of list) {
    // Its JSON and the comma before it. A copy too big alone still goes alone: the server says why it refuses it.
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (current.length > 0 && (current.length >= maxItems || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = envelope;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** How far a sync sent in parts has come. */
export interface SyncProgress {
  done: number;
  total: number;
}

/** What the last sync did, said where the sync button was (a toast is gone in seconds). */
export interface SyncOutcome {
  text: string;
  tone: 'done' | 'warning' | 'error';
  /** Started by the user's tap (not a retry by itself): only then may the focus move to it. */
  byUser: boolean;
}

/** What a sync did, added up over its parts. */
export interface SyncTotals {
  stored: number;
  updated: number;
  unchanged: number;
  accountNewer: number;
  failed: number;
}

export const NO_SYNC_TOTALS: SyncTotals = { stored: 0, updated: 0, unchanged: 0, accountNewer: 0, failed: 0 };

/** One part's answer as totals (`skipped` holds both the unchanged copies and those the account changed later). */
export function totalsOf(answer: SyncAnswer): SyncTotals {
  const accountNewer = (answer.results ?? []).filter((item) => item.status === 'account_newer').length;
  return {
    stored: answer.synced,
    updated: answer.updated ?? 0,
    unchanged: Math.max(0, answer.skipped - accountNewer),
    accountNewer,
    failed: answer.failed.length,
  };
}

export function addTotals(a: SyncTotals, b: SyncTotals): SyncTotals {
  return {
    stored: a.stored + b.stored,
    updated: a.updated + b.updated,
    unchanged: a.unchanged + b.unchanged,
    accountNewer: a.accountNewer + b.accountNewer,
    failed: a.failed + b.failed,
  };
}

/**
 * The browser copies of a part the server refused whole because none of them could be stored (422 naming each
 * copy by its local id): they failed, as in an answer listing them, and the parts after it are still sent.
 */
export function refusedCopies(
  batch: readonly CalculationResult[],
  status: number | undefined,
  details: unknown,
): SyncAnswer['failed'] | null {
  if (status !== 422 || !Array.isArray(details) || details.length === 0) return null;
  const ids = new Set(batch.map((item) => String(item.id)));
  const failed = details.map((detail: { param?: unknown; msg?: unknown }) => ({
    local_id: String(detail?.param),
    msg: String(detail?.msg ?? ''),
  }));
  return failed.every((item) => ids.has(item.local_id)) ? failed : null;
}

/** The texts of a sync sent in parts (the account's own wording, core's calculationSyncMessages, for the totals). */
export const syncTexts = {
  progress: (done: number, total: number) => `Menyinkronkan ${done} dari ${total}…`,
  synced: calculationSyncMessages.synced,
  othersThere: calculationSyncMessages.othersThere,
  alreadyThere: calculationSyncMessages.alreadyThere,
  updated: calculationSyncMessages.updated,
  accountNewer: calculationSyncMessages.accountNewer,
  /** A part failed: the sync stops there, and what is not in the account yet stays in this browser. */
  stopped: (moved: number, total: number) =>
    `${moved} dari ${total} kalkulasi sudah dipindahkan ke akun; ${total - moved} lainnya tetap di browser ini.`,
  /** The server did not answer: it may have stored them, so the same sync goes again (it stores nothing twice). */
  retrySoon: 'Sinkronisasi dicoba lagi otomatis sebentar lagi.',
  retryOnline: 'Sinkronisasi dicoba lagi otomatis saat perangkat tersambung kembali.',
  close: 'Tutup',
  closeLabel: 'Tutup pesan sinkronisasi',
} as const;

/** The outcome of a whole sync in the words the account uses for one request (its syncMessage). */
export function syncTotalsMessage(totals: SyncTotals): string {
  const { stored, updated, unchanged, accountNewer } = totals;
  if (updated === 0 && accountNewer === 0) return syncTexts.synced(stored, unchanged);
  const parts: string[] = [];
  if (stored > 0) parts.push(syncTexts.synced(stored));
  if (updated > 0) parts.push(syncTexts.updated(updated));
  if (unchanged > 0)
    parts.push(stored + updated > 0 ? syncTexts.othersThere(unchanged) : syncTexts.alreadyThere(unchanged));
  if (accountNewer > 0) parts.push(syncTexts.accountNewer(accountNewer));
  return parts.join(' ');
}
