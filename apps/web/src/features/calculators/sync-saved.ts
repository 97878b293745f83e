import { calculatorResultSchema } from '@kalkulator/core';
import { apiClient } from '../../lib/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';
import type { SavedResult } from './rows';
import { listAllSavedResults, removeSavedResults } from './saved';

// Moving the specialised calculators' saved results from this browser to the account: once signed in (the account
// menu, auth/components/UserMenu.tsx) and on each calculator's screen. Sending again is harmless: the account finds a result by the id the browser
// gave it.

export interface AccountResult extends Omit<SavedResult, 'id' | 'server_id'> {
  id: number;
  local_id: string;
}

export const RESULTS_KEY = ['calculator-results'] as const;

/** The browser's results the account accepts (a damaged entry stays in the browser rather than block the rest). */
const sendable = (results: SavedResult[]) =>
  results.filter((result) => calculatorResultSchema.safeParse(result).success).slice(0, 200);

async function postSavedResults(): Promise<string[]> {
  const results = sendable(listAllSavedResults());
  if (results.length === 0) return [];
  const answer = await apiClient.post<{ results: AccountResult[] }>('/calculator-results', { results });
  const kept = answer.data.results.map((result) => result.local_id);
  removeSavedResults(kept);
  return kept;
}

/** The send under way: the account menu and a calculator's screen both send when the connection returns. */
let sending: Promise<string[]> | null = null;

/**
 * Sends the signed-in person's browser results to the account, one request at a time (a second caller meanwhile
 * waits for the same one); those it kept leave the browser, and the account's lists in `client` are read again.
 * Their ids.
 */
export async function sendSavedResults(client: QueryClient = queryClient): Promise<string[]> {
  sending ??= postSavedResults().finally(() => {
    sending = null;
  });
  const kept = await sending;
  await client.invalidateQueries({ queryKey: RESULTS_KEY });
  return kept;
}
