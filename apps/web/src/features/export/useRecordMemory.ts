import { useRef } from 'react';
import type { CalculationRecord } from '@kalkulator/core';

/**
 * Remembers every record shown so far by id, so a selection made across pages of the history can still be
 * exported after the page changed.
 */
export function useRecordMemory(records: readonly CalculationRecord[]) {
  const memory = useRef(new Map<string, CalculationRecord>());
  for (const record of records) memory.current.set(String(record.id), record);
  return (ids: Iterable<number | string>): CalculationRecord[] =>
    [...ids].flatMap((id) => memory.current.get(String(id)) ?? []);
}
