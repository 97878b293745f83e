import { formatRupiah } from '../format/format';
import { roundRupiah, roundTo } from '../format/number';
import { LOCAL_DAILY_RATES } from './defaults';
import { completeGroups, estimateDays, type WorkerRatio } from './ratio';
import type {
  CalculationResult,
  JobTypeDetails,
  JobTypeLabor,
  LaborLine,
  LaborRole,
  PriceSource,
} from './types';
import type { NormalizedCalculationForm } from '../validation/form';

export interface Crew {
  numTukang: number;
  numPekerja: number;
  groups: number;
  totalWorkers: number;
}

/** Ratio mode: num_workers groups (default 1) of the ratio. Count mode: the complete groups the counts form. */
export function resolveCrew(form: NormalizedCalculationForm, ratio: WorkerRatio): Crew {
  if (form.num_tukang !== null && form.num_pekerja !== null) {
    const groups = completeGroups(form.num_tukang, form.num_pekerja, ratio);
    return {
      numTukang: form.num_tukang,
      numPekerja: form.num_pekerja,
      groups,
      totalWorkers: form.num_tukang + form.num_pekerja,
    };
  }
  const multiplier = form.num_workers ?? 1;
  return {
    numTukang: ratio.tukang * multiplier,
    numPekerja: ratio.pekerja * multiplier,
    groups: multiplier,
    totalWorkers: (ratio.tukang + ratio.pekerja) * multiplier,
  };
}

interface RateChoice {
  name: string;
  daily_rate: number;
  coefficient: number;
  price_source?: PriceSource;
}

/** One source for wages of several trades when they agree; none when a book priced only some of them. */
function commonSource(lines: { price_source?: PriceSource }[]): PriceSource | undefined {
  const first = lines[0]?.price_source;
  return lines.every((line) => line.price_source === first) ? first : undefined;
}

const sourceOf = (line: { price_source?: PriceSource }) =>
  line.price_source && { price_source: line.price_source };

const ROLE_NAMES: Record<LaborRole, string> = {
  tukang: 'Tukang',
  pekerja: 'Pekerja',
  kepala_tukang: 'Kepala Tukang',
  mandor: 'Mandor',
};

/**
 * The crew's rate of a role. An analysis may list several trades of one role (tukang batu 0,1 and tukang besi 0,05
 * OH): the crew's tukang are then paid the coefficient-weighted mean of their wages, in whole rupiah, under the
 * trades' names joined.
 */
function pickRate(labor: JobTypeLabor[], role: LaborRole): RateChoice | null {
  const lines = labor.filter((l) => l.role === role);
  if (lines.length === 0) return null;
  if (lines.length === 1) {
    const [only] = lines as [JobTypeLabor];
    return { name: only.name, daily_rate: only.daily_rate, coefficient: only.coefficient, ...sourceOf(only) };
  }
  const coefficient = lines.reduce((sum, l) => sum + l.coefficient, 0);
  const weighted = lines.reduce((sum, l) => sum + l.coefficient * l.daily_rate, 0);
  return {
    name: lines.map((l) => l.name).join(' / '),
    daily_rate: coefficient > 0 ? roundRupiah(weighted / coefficient) : lines[0]!.daily_rate,
    coefficient,
    ...sourceOf({ price_source: commonSource(lines) }),
  };
}

/**
 * Said when the crew's workers of a role are paid the fixed wage of SPEC.md §9 because neither the job type nor the
 * catalogue has a wage of the role (an admin deleted the catalogue's last Pekerja): the figure is the code's, which
 * no list shows and the AHSP beside the result leaves out.
 */
function estimatedWageWarning(role: 'tukang' | 'pekerja'): string {
  return (
    `Upah ${role} tidak ada di katalog: ${role} dihitung dengan upah perkiraan ` +
    `${formatRupiah(LOCAL_DAILY_RATES[role])} per hari. Tambahkan upah ${role} di katalog agar biayanya tepat.`
  );
}

/**
 * Crew labour (workers × daily rate × days) plus supervision from the AHSP coefficients
 * (kepala tukang and mandor: coefficient × volume orang-hari × daily rate). Warns of each role of the crew paid the
 * fixed wage.
 */
export function calculateLabor(
  labor: JobTypeLabor[],
  crew: Crew,
  volume: number,
  productivity: number,
  crewRates: JobTypeDetails['crew_rates'] = {},
): { days: number; result: CalculationResult['labor']; warnings: string[] } {
  const days = estimateDays(volume, productivity, crew.groups);
  const estimated: ('tukang' | 'pekerja')[] = [];
  // The job type's own rate; else the catalogue's wage of the role; only when neither has one, the fixed wage.
  const crewRate = (role: 'tukang' | 'pekerja'): RateChoice => {
    const rate = pickRate(labor, role) ?? (crewRates[role] && { ...crewRates[role], coefficient: 0 });
    if (rate) return rate;
    estimated.push(role);
    return { name: ROLE_NAMES[role], daily_rate: LOCAL_DAILY_RATES[role], coefficient: 0 };
  };
  const tukang = crewRate('tukang');
  const pekerja = crewRate('pekerja');
  const workersOf = { tukang: crew.numTukang, pekerja: crew.numPekerja };
  const warnings = estimated.filter((role) => workersOf[role] > 0).map(estimatedWageWarning);

  const lines: LaborLine[] = [];
  const crewLine = (role: LaborRole, rate: RateChoice, workers: number) => {
    if (workers <= 0) return;
    lines.push({
      role,
      name: rate.name,
      workers,
      daily_rate: rate.daily_rate,
      days,
      cost: workers * rate.daily_rate * days,
      ...sourceOf(rate),
    });
  };
  crewLine('tukang', tukang, crew.numTukang);
  crewLine('pekerja', pekerja, crew.numPekerja);

  // Supervision: one line per assigned rate (an analysis may list a mandor and a kepala tukang of two trades).
  for (const role of ['kepala_tukang', 'mandor'] as const) {
    for (const rate of labor.filter((l) => l.role === role)) {
      if (rate.coefficient <= 0 || days <= 0) continue;
      const personDays = rate.coefficient * volume;
      lines.push({
        role,
        name: rate.name,
        workers: roundTo(personDays / days, 3),
        daily_rate: rate.daily_rate,
        days,
        cost: roundRupiah(personDays * rate.daily_rate),
        ...sourceOf(rate),
      });
    }
  }

  const dailyLaborCost = crew.numTukang * tukang.daily_rate + crew.numPekerja * pekerja.daily_rate;
  const totalLaborCost = lines.reduce((sum, line) => sum + line.cost, 0);
  return {
    days,
    warnings,
    result: {
      num_tukang: crew.numTukang,
      num_pekerja: crew.numPekerja,
      tukang_daily_rate: tukang.daily_rate,
      pekerja_daily_rate: pekerja.daily_rate,
      daily_labor_cost: dailyLaborCost,
      total_labor_cost: totalLaborCost,
      labor_cost_per_unit: volume > 0 ? roundRupiah(totalLaborCost / volume) : 0,
      total_workers: crew.totalWorkers,
      groups: crew.groups,
      lines,
    },
  };
}
