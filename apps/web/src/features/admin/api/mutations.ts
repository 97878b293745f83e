import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { apiClient, isConflict } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from './keys';

interface Answer {
  message?: string;
}

/** Where a write's answer carries the row as saved (`field`: material, job_type …) and which cached list shows it. */
export interface SavedRow {
  list: QueryKey;
  field: string;
}

type Row = Record<string, unknown> & { id?: unknown };

/**
 * The saved row of the answer put into the cached list at once, its version (updated_at) and the fields the list
 * shows: the list's refetch is not awaited (the job types are 1 + 14 requests), and a form opened from the row
 * meanwhile would send the version this save replaced and be refused (409) as if another admin had changed it.
 */
function keepSavedRow(queryClient: QueryClient, { list, field }: SavedRow, answer: Answer | undefined) {
  const saved = (answer as Record<string, Row | undefined> | undefined)?.[field];
  if (typeof saved?.id !== 'number') return;
  const shown = (row: Row) =>
    Object.fromEntries(Object.entries(saved).filter(([key]) => key in row || key === 'updated_at'));
  queryClient.setQueryData<Row[]>(list, (rows) =>
    rows?.map((row) => (row.id === saved.id ? { ...row, ...shown(row) } : row)),
  );
}

/**
 * Every admin write: no retry (a write is not repeated behind the admin's back), the server's message as a
 * toast, the saved row (`savedRow`) kept in its list, and every cache that shows catalogue or calculation data
 * emptied.
 */
export function useAdminWrite<TInput>(
  write: (input: TInput) => Promise<Answer | undefined>,
  savedRow?: SavedRow,
) {
  const queryClient = useQueryClient();
  // Not awaited: the dialog closes at once and the lists refresh behind it.
  const refresh = () => {
    for (const queryKey of CATALOGUE_KEYS) void queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: (answer) => {
      if (answer?.message) toast.success(answer.message);
      if (savedRow) keepSavedRow(queryClient, savedRow, answer);
      refresh();
    },
    // Refused because another admin changed it (409): the lists show that version when the form opens again.
    onError: (error) => (isConflict(error) ? refresh() : undefined),
  });
}

type Method = 'post' | 'put' | 'delete';

/** A call to one admin route, answering the body. */
export async function send(method: Method, path: string, body?: unknown): Promise<Answer> {
  const response =
    method === 'delete'
      ? await apiClient.delete<Answer>(path, body === undefined ? undefined : { data: body })
      : await apiClient[method]<Answer>(path, body ?? {});
  return response.data;
}
