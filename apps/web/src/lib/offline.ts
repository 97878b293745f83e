import { isNoAnswerOffline } from './api-client';

interface QueryView {
  data: unknown;
  fetchStatus: string;
  isError: boolean;
  error: unknown;
}

/**
 * A query with nothing to show because the device is offline and its answer was never kept for offline use: it
 * waits for the network (TanStack Query paused it), or it failed without an answer while the browser says it is
 * offline (after a reload offline the query still tries, and the service worker has no copy). The screen says so
 * instead of an endless skeleton or a bare "cannot connect".
 */
export function missingOffline(query: QueryView): boolean {
  if (query.data !== undefined) return false;
  if (query.fetchStatus === 'paused') return true;
  return query.isError && isNoAnswerOffline(query.error);
}
