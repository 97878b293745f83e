import { formatQuantity } from '../format/format';
import { roundRupiah } from '../format/number';
import type { LaborRole } from './types';

// How a labour line is named and read on every screen and in every export, so they all say the same thing.

/** The role's name, for a line stored without the name of its rate, and for the crew's two roles. */
export const LABOR_ROLE_LABELS: Record<LaborRole, string> = {
  tukang: 'Tukang',
  pekerja: 'Pekerja',
  kepala_tukang: 'Kepala tukang',
  mandor: 'Mandor',
};

/** Supervision is priced from the AHSP coefficient (orang-hari), not as whole workers on site. */
export const SUPERVISION_ROLES: ReadonlySet<string> = new Set<LaborRole>(['kepala_tukang', 'mandor']);

export const SUPERVISION_NOTE =
  'OH = orang-hari pengawasan (kepala tukang, mandor) dari koefisien AHSP × volume.';

export const isSupervisionRole = (role: string | null | undefined) => SUPERVISION_ROLES.has(role ?? '');

/**
 * A line's name on the screen and in every export: the rate's name ("Tukang batu", "Tukang besi": the trade
 * sets the wage, so the reader must see it), else the role's label.
 */
export function laborLineName(role: string | null | undefined, name: string | null): string | null {
  return name?.trim() || (role && LABOR_ROLE_LABELS[role as LaborRole]) || null;
}

/**
 * The orang-hari a supervision line was priced from: its cost over the daily rate (the cost is
 * round(coefficient × volume × rate), while `workers` is that orang-hari over the days, rounded to 3 decimals).
 */
export function supervisionPersonDays(line: {
  workers: number;
  days: number;
  daily_rate: number;
  cost: number;
}): number {
  return line.daily_rate > 0 ? line.cost / line.daily_rate : line.workers * line.days;
}

/**
 * Orang-hari with as few decimals (3 to 6) as make "OH × daily rate" come back to the line's cost in whole
 * rupiah: 0,125 OH × Rp 175.000 = Rp 21.875, 0,1875 OH × Rp 200.000 = Rp 37.500 (0,188 would give 37.600).
 */
export function formatPersonDays(personDays: number, dailyRate: number, cost: number): string {
  for (let decimals = 3; decimals < 6; decimals += 1) {
    const text = formatQuantity(personDays, decimals);
    // The figure as printed ("1.234,5" → 1234.5) is the one a reader multiplies.
    const shown = Number(text.replace(/\./g, '').replace(',', '.'));
    if (roundRupiah(shown * dailyRate) === cost) return text;
  }
  return formatQuantity(personDays, 6);
}
