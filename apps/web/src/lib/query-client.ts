import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { isClientError, isNoAnswerOffline } from './api-client';

// SPEC.md §9 client behaviour.

/**
 * Mutations run at once whatever the browser says about the network ('always'): in TanStack Query's default mode
 * ('online') a mutation started offline is paused until the signal returns, so "Hitung" spun for ever instead of
 * failing at once into the browser estimate (issue #23). A request without an answer while the browser is offline
 * is not retried either: the action ends now, in the browser or with a message, and nothing is sent later behind
 * the user's back.
 */
export function retryMutationOnce(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || isNoAnswerOffline(error)) return false;
  if (!(error instanceof AxiosError)) return true;
  // The server answered no (a refused form, a missing item, too many requests): the same request gets the same no.
  if (isClientError(error)) return false;
  // A POST whose answer was lost may have been done already: sent again, a "+10 %" became +21 % and a new book two
  // books. Only one the server recognises when it comes again (an Idempotency-Key) is repeated; PUT and DELETE
  // set a state, so repeating them changes nothing.
  const config = error.config;
  if (config?.method?.toLowerCase() !== 'post') return true;
  return Boolean(AxiosHeaders.from(config.headers as AxiosHeaders).get('Idempotency-Key'));
}
/**
 * A read that has a copy on this device (an account project) does not wait through the retries' seconds for an
 * answer that cannot come while the browser is offline: the copy shows at once. Online, twice more, as every read.
 */
export function retryReadUnlessOffline(failureCount: number, error: unknown): boolean {
  if (isNoAnswerOffline(error)) return false;
  // A refusal (403 on a temporary password, 404) comes again: it is shown at once, not after seconds of retries.
  if (isClientError(error)) return false;
  return failureCount < 2;
}

/**
 * An answer that came while the browser says it is offline is the service worker's kept copy, as old as the day it
 * was kept, not fresh for the next five minutes: it is marked stale, so the connection's return (refetchOnReconnect)
 * or the next screen that shows it asks the server again (an admin's new price reaches the calculator's panel).
 */
function staleIfAnsweredOffline(_data: unknown, query: Query<unknown, unknown, unknown>): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) query.invalidate();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onSuccess: staleIfAnsweredOffline }),
    defaultOptions: {
      queries: {
        retry: 2,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 300_000,
        gcTime: 600_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { networkMode: 'always', retry: retryMutationOnce, retryDelay: 1000 },
    },
  });
}

/** The app's one cache: logout empties it (SPEC.md §4), so it lives outside React. */
export const queryClient = createQueryClient();
