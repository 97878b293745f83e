import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculationRecord, CalculationResult } from '@kalkulator/core';
import { apiClient, isNotFound } from '../../../lib/api-client';
import type { SyncAnswer } from '../sync';
import { HISTORY_KEY } from './keys';

/**
 * Every history change refreshes the list and the stats, and so does a 404 (the row deleted on another device, or
 * in another tab): the list would otherwise keep showing it until a reload, each Duplikat or Hapus on it toasting
 * the same 404.
 */
function useHistoryMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: refresh,
    onError: (error) => (isNotFound(error) ? refresh() : undefined),
  });
}

export function useDeleteCalculation() {
  return useHistoryMutation(async (id: number | string) => {
    await apiClient.delete(`/calculations/history/${id}`);
  });
}

export function useBulkDelete() {
  return useHistoryMutation(
    async (ids: number[]) =>
      (
        await apiClient.delete<{ deleted: number }>('/calculations/history/bulk', {
          data: { calculation_ids: ids },
        })
      ).data,
  );
}

export function useDuplicateCalculation() {
  return useHistoryMutation(
    async (id: number | string) =>
      (
        await apiClient.post<{ calculation: CalculationRecord; message?: string }>(
          `/calculations/history/${id}/duplicate`,
        )
      ).data,
  );
}

export function useSyncLocal() {
  return useHistoryMutation(
    async (calculations: CalculationResult[]) =>
      (await apiClient.post<SyncAnswer>('/calculations/sync', { calculations })).data,
  );
}
