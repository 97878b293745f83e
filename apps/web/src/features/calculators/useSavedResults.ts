import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '../../lib/toast';
import { apiClient, isNoResponse, toastApiError } from '../../lib/api-client';
import { seenBy } from '../../lib/signed-in';
import { storageFailureMessage } from '../../lib/storage-full';
import { calculatorToasts } from '../../lib/toast-messages';
import { useAuth } from '../auth';
import type { SavedResult } from './rows';
import {
  deleteSavedResult,
  listAccountSavedResults,
  listSavedResults,
  saveResult,
  SavedResultsFullError,
} from './saved';
import { RESULTS_KEY, sendSavedResults, type AccountResult } from './sync-saved';

// A specialised calculator's saved results: in this browser first (offline, guests), and for a logged-in user sent
// to the account (sync-saved.ts), so they are on the next device too. A guest's results found here by a logged-in
// user are shown and counted, and go to the account only on its user's "Sinkronkan": made without logging in, they
// may be somebody else's (a shared device).

/** Made here without logging in: it belongs to nobody yet (lib/signed-in.ts). */
const madeAsGuest = seenBy(null);

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
    mutationFn: (options?: { guestOf?: string }) => sendSavedResults(queryClient, options),
    onSuccess: (kept) => {
      if (kept.length > 0) setLocal(listSavedResults(calculator));
    },
    // Offline: the results wait in the browser and go with the next sync.
    onError: (error) => {
      if (!isNoResponse(error)) toastApiError(error);
    },
  });

  // The account's results saved here offline go to it once the user is logged in here, and when the connection
  // returns (as the save's toast promised), without waiting for another screen or a reload.
  const { mutate: syncNow } = sync;
  useEffect(() => {
    if (!loggedIn) return;
    const sendWaiting = () => {
      if (listAccountSavedResults().length > 0) syncNow();
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
  const notInAccount = local.filter((item) => !keptIds.has(item.id));
  const items = [...notInAccount, ...inAccount].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const guests = loggedIn ? notInAccount.filter(madeAsGuest).length : 0;

  return {
    items,
    /** The account's results of this browser not yet in the account (offline or refused): they go by themselves. */
    waiting: loggedIn ? notInAccount.length - guests : 0,
    /** Logged in: this calculator's results a guest made in this browser, which go to the account on `syncGuest`. */
    guests,
    /** Sending the guest's results (and the account's own waiting ones). */
    syncing: sync.isPending,
    loggedIn,
    /** The user's "Sinkronkan": this calculator's guest results (and the account's own waiting) go to the account. */
    syncGuest(): void {
      syncNow(
        { guestOf: calculator },
        {
          onSuccess: (kept) =>
            kept.length > 0
              ? toast.success(calculatorToasts.synced(kept.length))
              : toast.error(calculatorToasts.syncFailed),
          onError: (error) => {
            // The mutation's own onError says nothing offline: here the user asked, so it is said.
            if (isNoResponse(error)) toastApiError(error);
          },
        },
      );
    },
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
