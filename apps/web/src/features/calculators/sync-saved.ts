import { calculatorResultSchema } from '@kalkulator/core';
import { apiClient } from '../../lib/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import type { SavedResult } from './rows';
import { listAccountSavedResults, listGuestSavedResults, removeSavedResults } from './saved';

// Moving the specialised calculators' saved results from this browser to the account. The account's own (saved here
// while signed in, offline) go by themselves: once signed in (the account menu, auth/components/UserMenu.tsx) and on
// each calculator's screen. A guest's (made here without logging in: perhaps by somebody else on a shared device)
// go only when the signed-in user asks, calculator by calculator, as a guest's calculations go by "Sinkronkan" in
// History. Sending again is harmless: the account finds a result by the id the browser gave it.

export interface AccountResult extends Omit<SavedResult, 'id' | 'server_id'> {
  id: number;
  local_id: string;
}

export const RESULTS_KEY = ['calculator-results'] as const;

/** The browser's results the account accepts (a damaged entry stays in the browser rather than block the rest). */
const sendable = (results: SavedResult[]) =>
  results.filter((result) => calculatorResultSchema.safeParse(result).success).slice(0, 200);

async function postSavedResults(guestOf: string | undefined): Promise<string[]> {
  const guests =
    guestOf === undefined ? [] : listGuestSavedResults().filter((item) => item.calculator === guestOf);
  const results = sendable([...listAccountSavedResults(), ...guests]);
  if (results.length === 0) return [];
  const answer = await apiClient.post<{ results: AccountResult[] }>('/calculator-results', { results });
  const kept = answer.data.results.map((result) => result.local_id);
  removeSavedResults(kept);
  return kept;
}

/** The send under way (the account menu and a calculator's screen both send when the connection returns). */
let sending: { promise: Promise<string[]>; guestOf: string | undefined } | null = null;

/**
 * Sends the signed-in account's own browser results to the account, with `guestOf` also a guest's results of that
 * calculator (the user asked), one request at a time: a second caller meanwhile waits for the same one when it
 * carries what it would send, else for its end before sending its own. Those the account kept leave the browser,
 * and the account's lists in `client` are read again. Their ids.
 */
export async function sendSavedResults(
  client: QueryClient = queryClient,
  { guestOf }: { guestOf?: string } = {},
): Promise<string[]> {
  while (sending && guestOf !== undefined && sending.guestOf !== guestOf)
    await sending.promise.catch(() => undefined);
  if (!sending) {
    const promise = postSavedResults(guestOf).finally(() => {
      sending = null;
    });
    sending = { promise, guestOf };
  }
  const kept = await sending.promise;
  await client.invalidateQueries({ queryKey: RESULTS_KEY });
  return kept;
}
