import { useEffect, useRef, useState } from 'react';
import toast from '../../lib/toast';
import type { CalculationResult } from '@kalkulator/core';
import { operationMessage } from '../../lib/api-client';
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
  repricedItems,
  syncableCalculations,
  syncedLocalIds,
  unchangedSince,
  type RepricedItem,
} from './sync';

/** The results kept in this browser: listed, removed one by one, or moved to the account. */
export function useBrowserHistory(loggedIn: boolean) {
  const [items, setItems] = useState<CalculationResult[]>(listLocalCalculations);
  const sync = useSyncLocal();
  // One sync at a time: a double tap would send the same results twice and toast both answers. The ref stops a
  // second call at once; the state disables the button from the next render on.
  const syncRunning = useRef(false);
  const [syncing, setSyncing] = useState(false);
  // The synced results whose totals the account recomputed to others, kept until the user closes the notice.
  const [repriced, setRepriced] = useState<RepricedItem[]>([]);
  // Another tab saves, removes or syncs: this list follows, so what it offers to remove is what is there.
  useEffect(() => onLocalCalculationsChanged(() => setItems(listLocalCalculations())), []);

  function remove(id: CalculationResult['id']) {
    try {
      setItems(removeLocalCalculation(id));
      toast.success(toastMessages.localDeleted);
    } catch {
      toast.error(toastMessages.localDeleteFailed);
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

  async function syncAll() {
    if (!loggedIn) {
      toast.error(toastMessages.syncLoginRequired);
      return;
    }
    if (syncRunning.current) return;
    const sent = syncableCalculations(listLocalCalculations());
    if (sent.length === 0) return;
    syncRunning.current = true;
    setSyncing(true);
    try {
      const answer = await sync.mutateAsync(sent);
      const held = syncedLocalIds(sent, answer);
      setItems(removeLocalCalculations(unchangedSince(held, sent, listLocalCalculations())));
      // Some copies stay (the account changed them later): the message says so, not as a plain success.
      const keptBack = (answer.results ?? []).some((item) => item.status === 'account_newer');
      (keptBack ? toast : toast.success)(answer.message || toastMessages.synced(answer.synced));
      const changed = repricedItems(sent, answer);
      if (changed.length > 0) setRepriced((shown) => [...shown, ...changed]);
      if (answer.failed.length > 0) toast.error(toastMessages.syncPartlyFailed(answer.failed.length));
    } catch (error) {
      toast.error(operationMessage(error, toastMessages.syncFailed));
    } finally {
      syncRunning.current = false;
      setSyncing(false);
    }
  }

  return { items, remove, clearAll, syncAll, syncing, repriced, closeRepriced: () => setRepriced([]) };
}
