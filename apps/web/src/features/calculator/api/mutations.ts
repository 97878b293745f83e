import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalculationFormData, CalculationRecord, CalculationResult } from '@kalkulator/core';
import { apiClient, isNoResponse } from '../../../lib/api-client';
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

// One key per result the user saves: a retry, or a second tap on Simpan, sends the same key, so the server stores
// it once.
const saveKeys = new WeakMap<object, string>();
/** The Idempotency-Key of saving this result (the same object): made on first use, then kept. */
export function saveKey(result: object): string {
  let key = saveKeys.get(result);
  if (!key) {
    // getRandomValues, not randomUUID: the app also runs over plain http on a site's LAN.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    saveKeys.set(result, key);
  }
  return key;
}

/** POST /calculations/{jobTypeId}/save: the server recomputes and stores the form in the account. */
export function useSaveToAccount(jobTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, key }: { form: CalculationFormData; key: string }) =>
      (
        await apiClient.post<SavedCalculation>(`/calculations/${jobTypeId}/save`, form, {
          headers: { 'Idempotency-Key': key },
        })
      ).data,
    // Once after 1 s (SPEC.md §9) when the answer was lost; the idempotency key keeps it one record.
    retry: (failures, error) => failures < 1 && isNoResponse(error),
    retryDelay: 1000,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}

/** PUT /calculations/history/{id}: the server merges the new form fields and recomputes. */
export function useUpdateCalculation() {
  const queryClient = useQueryClient();
  return useMutation({
    // expected_updated_at: the version the edit stands on; 409 with the stored one if another device changed it.
    mutationFn: async ({
      id,
      form,
    }: {
      id: number | string;
      form: CalculationFormData & { expected_updated_at?: string };
    }) => (await apiClient.put<SavedCalculation>(`/calculations/history/${id}`, form)).data,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_KEY }),
  });
}
