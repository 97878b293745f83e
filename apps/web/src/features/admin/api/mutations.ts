import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '../../../lib/toast';
import { apiClient, isConflict } from '../../../lib/api-client';
import { CATALOGUE_KEYS } from './keys';

interface Answer {
  message?: string;
}

/**
 * Every admin write: no retry (a write is not repeated behind the admin's back), the server's message as a
 * toast, and every cache that shows catalogue or calculation data emptied.
 */
export function useAdminWrite<TInput>(write: (input: TInput) => Promise<Answer | undefined>) {
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
