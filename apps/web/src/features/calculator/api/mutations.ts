import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculationFormData, CalculationRecord, CalculationResult } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';
import { HISTORY_KEY } from '../../history';

export function useCalculate(jobTypeId: number) {
  return useMutation({
    mutationFn: async (form: CalculationFormData) =>
      (await apiClient.post<{ calculation: CalculationResult }>(`/calculations/${jobTypeId}`, form)).data
        .calculation,
    // Invalid input never gets better on a second try; a lost connection falls back to the browser estimate.
    retry: false,
  });
}

export interface SavedCalculation {
  calculation: CalculationRecord;
  message?: string;
}

/** POST /calculations/{jobTypeId}/save: the server recomputes and stores the form in the account. */
export function useSaveToAccount(jobTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: CalculationFormData) =>
      (await apiClient.post<SavedCalculation>(`/calculations/${jobTypeId}/save`, form)).data,
    // A retried save could store the calculation twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

/** PUT /calculations/history/{id}: the server merges the new form fields and recomputes. */
export function useUpdateCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number | string; form: CalculationFormData }) =>
      (await apiClient.put<SavedCalculation>(`/calculations/history/${id}`, form)).data,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
