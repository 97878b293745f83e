import type { LaborRole } from '../calculation/types';

/** Three significant digits: 1 / 0,275 = 3,64; 1 / 650 = 0,00154 (never 0). */
function significant(value: number): number {
  return Number(value.toPrecision(3));
}

/**
 * A group of more tukang than this per pekerja is no crew anyone hires (a lock's 0,5 OH tukang to 0,01 OH pekerja
 * made "50 tukang + 1 pekerja" at 100 locks a day, and ten locks cost a day of fifty tukang): such work is one
 * tukang's alone. Pekerja-heavy work keeps its proportion (concrete 1:6) up to MAX_PEKERJA_PER_TUKANG.
 */
const MAX_TUKANG_PER_PEKERJA = 4;
const MAX_PEKERJA_PER_TUKANG = 10;

/**
 * The calculator's crew defaults of a job type from its AHSP labour coefficients: one ratio group in the analysis's
 * proportion of tukang to pekerja (small whole numbers), and the units that group finishes per day (a group with
 * t tukang does t / (tukang OH per unit) units a day; labourer-only work 1 / pekerja OH). A role with a share too
 * small for a crew of its own is left out (MAX_TUKANG_PER_PEKERJA).
 */
export function crewDefaults(labor: { role: LaborRole; coefficient: number }[]): {
  default_worker_ratio: string;
  default_productivity: number;
} {
  const sum = (role: LaborRole) =>
    labor.filter((line) => line.role === role).reduce((total, line) => total + line.coefficient, 0);
  const tukang = sum('tukang');
  const pekerja = sum('pekerja');
  if (tukang <= 0 && pekerja <= 0) return { default_worker_ratio: '1:1', default_productivity: 1 };
  if (tukang <= 0 || pekerja / tukang > MAX_PEKERJA_PER_TUKANG)
    return { default_worker_ratio: '0:1', default_productivity: significant(1 / pekerja) };
  if (pekerja <= 0 || tukang / pekerja > MAX_TUKANG_PER_PEKERJA)
    return { default_worker_ratio: '1:0', default_productivity: significant(1 / tukang) };
  if (pekerja >= tukang) {
    return {
      default_worker_ratio: `1:${Math.max(1, Math.round(pekerja / tukang))}`,
      default_productivity: significant(1 / tukang),
    };
  }
  const tukangPerGroup = Math.max(1, Math.round(tukang / pekerja));
  return {
    default_worker_ratio: `${tukangPerGroup}:1`,
    default_productivity: significant(tukangPerGroup / tukang),
  };
}
