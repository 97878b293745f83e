import { useMutation } from '@tanstack/react-query';
import type { CalculationFormData, CalculationResult } from '@kalkulator/core';
import { apiClient } from '../../../lib/api-client';

export function useCalculate(jobTypeId: number) {
  return useMutation({
    mutationFn: async (form: CalculationFormData) =>
      (await apiClient.post<{ calculation: CalculationResult }>(`/calculations/${jobTypeId}`, form)).data
        .calculation,
    // Invalid input never gets better on a second try; a lost connection falls back to the browser estimate.
    retry: false,
  });
}
