import { listWithDan } from '@kalkulator/core';
import { listLocalCalculations } from '../../../lib/storage';
import toast from '../../../lib/toast';
import { listGuestSavedResults } from '../../calculators/saved';
import { listLocalProjects } from '../../projects/local';

// After logging in or registering: what this browser still holds that is not in the account (a guest's
// calculations, specialised calculators' saved results and projects move only when the user syncs them, SPEC.md
// §1), said once, with where to move it from.

export interface PendingWork {
  calculations: number;
  projects: number;
  /** A guest's saved results of the specialised calculators, and those calculators' names. */
  results?: number;
  calculators?: readonly string[];
}

/** "3 kalkulasi dan 1 proyek …", or null when nothing waits. */
export function pendingSyncText({
  calculations,
  projects,
  results = 0,
  calculators = [],
}: PendingWork): string | null {
  const parts = [
    ...(calculations > 0 ? [`${calculations} kalkulasi`] : []),
    ...(results > 0 ? [`${results} hasil kalkulator`] : []),
    ...(projects > 0 ? [`${projects} proyek`] : []),
  ];
  if (parts.length === 0) return null;
  const named = calculators.length > 0 ? ` (${calculators.join(', ')})` : '';
  const where = [
    ...(calculations > 0 ? ['“Sinkronkan” di History'] : []),
    ...(results > 0 ? [`“Sinkronkan” di hasil tersimpan kalkulator${named}`] : []),
    ...(projects > 0 ? ['“Sinkronkan ke akun” di Proyek'] : []),
  ];
  return `Di browser ini ada ${listWithDan(parts)} yang belum tersimpan di akun. Pindahkan dengan ${listWithDan(where)}.`;
}

/** Toasts pendingSyncText for what this browser holds now, if anything. */
export function notePendingSync(): void {
  const results = listGuestSavedResults();
  const text = pendingSyncText({
    calculations: listLocalCalculations().length,
    projects: listLocalProjects().length,
    results: results.length,
    calculators: [...new Set(results.map((item) => item.title))],
  });
  if (text) toast(text, { id: 'pending-sync', duration: 10_000 });
}
