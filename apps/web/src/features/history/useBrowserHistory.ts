import { useEffect, useRef, useState } from 'react';
import { AxiosError } from 'axios';
import toast from '../../lib/toast';
import type { CalculationResult } from '@kalkulator/core';
import { isNoResponse, operationMessage } from '../../lib/api-client';
import { toastMessages } from '../../lib/toast-messages';
import {
  clearLocalCalculations,
  listLocalCalculations,
  onLocalCalculationsChanged,
  removeLocalCalculation,
  removeLocalCalculations,
} from '../../lib/storage';
import { useSyncLocal } from './api/mutations';
import {
  addTotals,
  NO_SYNC_TOTALS,
  refusedCopies,
  repricedItems,
  syncableCalculations,
  syncBatches,
  syncedLocalIds,
  syncTexts,
  syncTotalsMessage,
  totalsOf,
  unchangedSince,
  type RepricedItem,
  type SyncAnswer,
  type SyncOutcome,
  type SyncProgress,
} from './sync';

/** How long after a sync that got no answer it is sent again (it stores nothing twice). */
export const SYNC_RETRY_DELAY_MS = 1000;

/** Who started a sync: the user's button, the retry a second after one got no answer, or the signal coming back. */
type SyncTrigger = 'user' | 'soon' | 'online';

/** The results kept in this browser: listed, removed one by one, or moved to the account. */
export function useBrowserHistory(loggedIn: boolean) {
  const [items, setItems] = useState<CalculationResult[]>(listLocalCalculations);
  const sync = useSyncLocal();
  // One sync at a time: a double tap would send the same results twice and toast both answers. The ref stops a
  // second call at once; the state shows it from the next render on.
  const syncRunning = useRef(false);
  const [syncing, setSyncing] = useState(false);
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  // The synced results whose totals the account recomputed to others, kept until the user closes the notice.
  const [repriced, setRepriced] = useState<RepricedItem[]>([]);
  // A sync that got no answer is sent again by itself: the timer or the 'online' listener waiting for it.
  const pendingRetry = useRef<(() => void) | null>(null);
  const signedIn = useRef(loggedIn);
  signedIn.current = loggedIn;
  // Another tab saves, removes or syncs: this list follows, so what it offers to remove is what is there.
  useEffect(() => onLocalCalculationsChanged(() => setItems(listLocalCalculations())), []);
  // Leaving the page, or logging out, ends the wait for a retry.
  useEffect(() => {
    if (!loggedIn) return;
    return cancelRetry;
  }, [loggedIn]);

  function cancelRetry() {
    pendingRetry.current?.();
    pendingRetry.current = null;
  }

  /** After a sync without an answer: once a second later, then each time the browser is back online. */
  function retryLater(whenOnline: boolean) {
    cancelRetry();
    if (!whenOnline) {
      const timer = window.setTimeout(() => {
        pendingRetry.current = null;
        void run('soon');
      }, SYNC_RETRY_DELAY_MS);
      pendingRetry.current = () => window.clearTimeout(timer);
      return;
    }
    const online = () => {
      cancelRetry();
      void run('online');
    };
    window.addEventListener('online', online);
    pendingRetry.current = () => window.removeEventListener('online', online);
  }

  function remove(id: CalculationResult['id']) {
    try {
      setItems(removeLocalCalculation(id));
      toast.success(toastMessages.localDeleted);
    } catch {
      toast.error(toastMessages.localDeleteFailed);
    }
  }

  /** Browser copies the account holds already (entries.ts heldAsHere): removed without a word. */
  function forgetHeld(ids: readonly string[]) {
    try {
      setItems(removeLocalCalculations(ids));
    } catch {
      // Storage that cannot be written keeps them: they stay out of the list as before (notInAccount).
    }
  }

  /** "Hapus semua": the results this list shows, not one another tab saved that was never seen here. */
  function clearAll() {
    try {
      const count = clearLocalCalculations(items.map((item) => item.id));
      setItems(listLocalCalculations());
      toast.success(toastMessages.localCleared(count));
    } catch {
      toast.error(toastMessages.localClearFailed);
    }
  }

  /** One part: its answer, or a part refused whole because none of its copies could be stored (422). */
  async function sendBatch(batch: CalculationResult[]): Promise<SyncAnswer> {
    try {
      return await sync.mutateAsync(batch);
    } catch (error) {
      const refused =
        error instanceof AxiosError
          ? refusedCopies(batch, error.response?.status, error.response?.data?.details)
          : null;
      if (!refused) throw error;
      return { synced: 0, skipped: 0, failed: refused, calculations: [], results: [] };
    }
  }

  async function run(trigger: SyncTrigger) {
    if (!signedIn.current || syncRunning.current) return;
    const sent = syncableCalculations(listLocalCalculations());
    if (sent.length === 0) return;
    cancelRetry();
    const batches = syncBatches(sent);
    const total = sent.length;
    syncRunning.current = true;
    setSyncing(true);
    setOutcome(null);
    if (batches.length > 1) setProgress({ done: 0, total });
    let done = 0;
    let moved = 0;
    let totals = NO_SYNC_TOTALS;
    let single: SyncAnswer | undefined;
    try {
      // Part after part, each one's browser copies removed as its answer arrives: a part that fails stops the sync
      // with the rest still in this browser, and what moved before it stays moved.
      for (const batch of batches) {
        const answer = await sendBatch(batch);
        const held = syncedLocalIds(batch, answer);
        const gone = unchangedSince(held, batch, listLocalCalculations());
        setItems(removeLocalCalculations(gone));
        moved += gone.length;
        totals = addTotals(totals, totalsOf(answer));
        const changed = repricedItems(batch, answer);
        if (changed.length > 0) setRepriced((shown) => [...shown, ...changed]);
        done += batch.length;
        if (batches.length > 1) setProgress({ done, total });
        single = answer;
      }
      const message =
        batches.length === 1 && single
          ? single.message || toastMessages.synced(single.synced)
          : syncTotalsMessage(totals);
      // Some copies stay (the account changed them later): the message says so, not as a plain success.
      const keptBack = totals.accountNewer > 0;
      (keptBack ? toast : toast.success)(message);
      if (totals.failed > 0) toast.error(toastMessages.syncPartlyFailed(totals.failed));
      setOutcome({
        text: totals.failed > 0 ? `${message} ${toastMessages.syncPartlyFailed(totals.failed)}` : message,
        tone: keptBack || totals.failed > 0 ? 'warning' : 'done',
        byUser: trigger === 'user',
      });
    } catch (error) {
      const unanswered = isNoResponse(error);
      // Without signal a try in a second cannot help: the next one waits for it.
      const whenOnline = trigger !== 'user' || navigator.onLine === false;
      const text = [
        operationMessage(error, toastMessages.syncFailed),
        ...(moved > 0 || batches.length > 1 ? [syncTexts.stopped(moved, total)] : []),
        ...(unanswered ? [whenOnline ? syncTexts.retryOnline : syncTexts.retrySoon] : []),
      ].join(' ');
      toast.error(text);
      setOutcome({ text, tone: 'error', byUser: trigger === 'user' });
      // No answer: the server may have stored them all the same, and the browser would show each result twice (its
      // copy and the account's) until the next sync. Sent again, the account answers what it holds.
      if (unanswered) retryLater(whenOnline);
    } finally {
      syncRunning.current = false;
      setSyncing(false);
      setProgress(null);
    }
  }

  async function syncAll() {
    if (!loggedIn) {
      toast.error(toastMessages.syncLoginRequired);
      return;
    }
    await run('user');
  }

  return {
    items,
    remove,
    forgetHeld,
    clearAll,
    syncAll,
    syncing,
    progress,
    outcome,
    closeOutcome: () => setOutcome(null),
    repriced,
    closeRepriced: () => setRepriced([]),
  };
}
