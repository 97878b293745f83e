import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { apiClient, isNoResponse, toastApiError } from '../../lib/api-client';
import { storageFailureMessage } from '../../lib/storage-full';
import { calculatorToasts } from '../../lib/toast-messages';
import { useAuth } from '../auth';
import type { SavedResult } from './rows';
import {
  deleteSavedResult,
  listAllSavedResults,
  listSavedResults,
  saveResult,
  SavedResultsFullError,
} from './saved';
import { RESULTS_KEY, sendSavedResults, type AccountResult } from './sync-saved';

// A specialised calculator's saved results: in this browser first (offline, guests), and for a logged-in user sent
// to the account (sync-saved.ts), so they are on the next device too.

const fromAccount = (result: AccountResult): SavedResult => ({
  ...result,
  id: result.local_id,
  server_id: result.id,
});

export function useSavedResults(calculator: string) {
  const loggedIn = useAuth((state) => state.isAuthenticated);
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<SavedResult[]>(() => listSavedResults(calculator));

  const account = useQuery({
    queryKey: [...RESULTS_KEY, calculator],
    enabled: loggedIn,
    queryFn: async () =>
      (
        await apiClient.get<{ results: AccountResult[] }>('/calculator-results', { params: { calculator } })
      ).data.results.map(fromAccount),
  });

  const sync = useMutation({
    mutationFn: () => sendSavedResults(queryClient),
    onSuccess: (kept) => {
      if (kept.length > 0) setLocal(listSavedResults(calculator));
    },
    // Offline: the results wait in the browser and go with the next sync.
    onError: (error) => {
      if (!isNoResponse(error)) toastApiError(error);
    },
  });

  // Results saved as a guest or offline go to the account once the user is logged in here, and when the connection
  // returns (as the save's toast promised), without waiting for another screen or a reload.
  const { mutate: syncNow } = sync;
  useEffect(() => {
    if (!loggedIn) return;
    const sendWaiting = () => {
      if (listAllSavedResults().length > 0) syncNow();
    };
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [loggedIn, syncNow]);

  const remove = useMutation({
    mutationFn: async (item: SavedResult) => {
      if (item.server_id !== undefined) await apiClient.delete(`/calculator-results/${item.server_id}`);
    },
    onSuccess: async (_, item) => {
      setLocal(deleteSavedResult(calculator, item.id));
      if (item.server_id !== undefined) await queryClient.invalidateQueries({ queryKey: RESULTS_KEY });
      toast.success(calculatorToasts.deleted);
    },
    onError: (error) => toastApiError(error),
  });

  const inAccount = loggedIn ? (account.data ?? []) : [];
  const keptIds = new Set(inAccount.map((item) => item.id));
  const items = [...local.filter((item) => !keptIds.has(item.id)), ...inAccount].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );

  return {
    items,
    /** Results of this browser not yet in the account (logged in, offline or refused). */
    waiting: loggedIn ? local.filter((item) => !keptIds.has(item.id)).length : 0,
    loggedIn,
    /** Answers whether the result is kept (in this browser at least); when not, a toast says why. */
    save(entry: Omit<SavedResult, 'id' | 'created_at'>): boolean {
      try {
        setLocal(saveResult(entry));
      } catch (error) {
        toast.error(
          error instanceof SavedResultsFullError
            ? calculatorToasts.tooMany(error.max)
            : storageFailureMessage(error, calculatorToasts.saveFailed),
        );
        return false;
      }
      if (!loggedIn) {
        toast.success(calculatorToasts.saved);
        return true;
      }
      // "In the account" only once the account has it: offline it waits in this browser, and says so.
      syncNow(undefined, {
        onSuccess: () => toast.success(calculatorToasts.savedToAccount),
        onError: (error) => {
          if (isNoResponse(error)) toast(calculatorToasts.savedWaiting, { icon: '📶' });
        },
      });
      return true;
    },
    remove: (item: SavedResult) => remove.mutate(item),
  };
}
