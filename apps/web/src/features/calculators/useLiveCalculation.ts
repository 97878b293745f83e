import { useMemo } from 'react';
import { useDraft } from '../../lib/drafts';
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

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A calculator screen's form: its values kept per route until Reset (`key`), validated and computed on every change;
 * `fieldProps` is what the field lists take.
 */
export function useCalculatorForm<T extends Record<string, string | boolean>, V, R>(
  key: string,
  defaults: T,
  validate: (input: unknown) => CalculatorValidation<V>,
  calculate: (input: V) => R,
) {
  const [values, setValues, reset] = useDraft(key, defaults);
  const { result, errors } = useLiveCalculation(values, validate, calculate);
  const set = (name: TextKeys<T>, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { values, setValues, reset, result, errors, set, fieldProps: { values, errors, onChange: set } };
}
