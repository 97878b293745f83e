import { useMemo } from 'react';
import type { CalculatorValidation } from '@kalkulator/core';

/** Validates the typed values on every change and computes the result when they are valid. */
export function useLiveCalculation<T, R>(
  values: unknown,
  validate: (input: unknown) => CalculatorValidation<T>,
  calculate: (input: T) => R,
): { result: R | null; errors: Record<string, string> } {
  return useMemo(() => {
    const validation = validate(values);
    if (!validation.success) return { result: null, errors: validation.errors };
    return { result: calculate(validation.data), errors: {} };
  }, [values, validate, calculate]);
}
