import { useState } from 'react';
import toast from '../../lib/toast';
import type { CalculationResult } from '@kalkulator/core';
import { operationMessage } from '../../lib/api-client';
import { toastMessages } from '../../lib/messages';
import {
  clearLocalCalculations,
  listLocalCalculations,
  removeLocalCalculation,
  removeLocalCalculations,
} from '../../lib/storage';
import { useSyncLocal } from './api/mutations';
import { syncableCalculations, syncedLocalIds } from './sync';

/** The results kept in this browser: listed, removed one by one, or moved to the account. */
export function useBrowserHistory(loggedIn: boolean) {
  const [items, setItems] = useState<CalculationResult[]>(listLocalCalculations);
  const sync = useSyncLocal();

  function remove(id: CalculationResult['id']) {
    try {
      setItems(removeLocalCalculation(id));
      toast.success(toastMessages.localDeleted);
    } catch {
      toast.error(toastMessages.localDeleteFailed);
    }
  }

  function clearAll() {
    try {
      const count = clearLocalCalculations();
      setItems([]);
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
    const sent = syncableCalculations(listLocalCalculations());
    if (sent.length === 0) return;
    try {
      const answer = await sync.mutateAsync(sent);
      setItems(removeLocalCalculations(syncedLocalIds(sent, answer)));
      toast.success(answer.message || toastMessages.synced(answer.synced));
      if (answer.failed.length > 0) toast.error(toastMessages.syncPartlyFailed(answer.failed.length));
    } catch (error) {
      toast.error(operationMessage(error, toastMessages.syncFailed));
    }
  }

  return { items, remove, clearAll, syncAll, syncing: sync.isPending };
}
