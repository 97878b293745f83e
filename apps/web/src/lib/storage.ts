import type { CalculationResult } from '@kalkulator/core';

// Browser-held calculations (SPEC.md §4): a JSON list in localStorage; a corrupt store reads as an empty list.

export const LOCAL_CALCULATIONS_KEY = 'local_calculations';

function isCalculation(value: unknown): value is CalculationResult {
  return typeof value === 'object' && value !== null && 'id' in value && 'summary' in value;
}

export function listLocalCalculations(): CalculationResult[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_CALCULATIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCalculation) : [];
  } catch {
    return [];
  }
}

function write(list: CalculationResult[]): void {
  localStorage.setItem(LOCAL_CALCULATIONS_KEY, JSON.stringify(list));
}

/** Newest first. */
export function saveLocalCalculation(calculation: CalculationResult): CalculationResult[] {
  const list = [calculation, ...listLocalCalculations().filter((item) => item.id !== calculation.id)];
  write(list);
  return list;
}

export function updateLocalCalculation(calculation: CalculationResult): CalculationResult[] {
  const list = listLocalCalculations().map((item) => (item.id === calculation.id ? calculation : item));
  write(list);
  return list;
}

export function removeLocalCalculation(id: CalculationResult['id']): CalculationResult[] {
  const list = listLocalCalculations().filter((item) => item.id !== id);
  write(list);
  return list;
}

/** Removes several at once (after a sync); answers the list that remains. */
export function removeLocalCalculations(ids: readonly CalculationResult['id'][]): CalculationResult[] {
  const gone = new Set(ids);
  const list = listLocalCalculations().filter((item) => !gone.has(item.id));
  write(list);
  return list;
}

/** Removes every browser-held calculation; answers how many there were. */
export function clearLocalCalculations(): number {
  const count = listLocalCalculations().length;
  localStorage.removeItem(LOCAL_CALCULATIONS_KEY);
  return count;
}
