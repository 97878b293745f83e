import { listLocalCalculations } from '../../../lib/storage';
import toast from '../../../lib/toast';
import { listLocalProjects } from '../../projects/local';

// After logging in or registering: what this browser still holds that is not in the account (a guest's calculations
// and projects move only when the user syncs them, SPEC.md §1), said once, with where to move it from.

/** "3 kalkulasi dan 1 proyek …", or null when nothing waits. */
export function pendingSyncText(calculations: number, projects: number): string | null {
  const parts = [
    ...(calculations > 0 ? [`${calculations} kalkulasi`] : []),
    ...(projects > 0 ? [`${projects} proyek`] : []),
  ];
  if (parts.length === 0) return null;
  const where = [
    ...(calculations > 0 ? ['“Sinkronkan” di History'] : []),
    ...(projects > 0 ? ['“Sinkronkan ke akun” di Proyek'] : []),
  ];
  return `Di browser ini ada ${parts.join(' dan ')} yang belum tersimpan di akun. Pindahkan dengan ${where.join(' dan ')}.`;
}

/** Toasts pendingSyncText for what this browser holds now, if anything. */
export function notePendingSync(): void {
  const text = pendingSyncText(listLocalCalculations().length, listLocalProjects().length);
  if (text) toast(text, { id: 'pending-sync', duration: 10_000 });
}
