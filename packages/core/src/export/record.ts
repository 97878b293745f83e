import { roundRupiah } from '../format/number';
import type { CalculationRecord, LaborLine, MaterialDetail } from '../calculation/types';
import { exportLabels } from './labels';

/**
 * What an export may be handed: a history record, a fresh result turned into a record, or an older stored
 * record with fields missing. Everything is optional so that the fall-backs of SPEC.md §3 are checked.
 */
export type ExportSource = DeepPartial<CalculationRecord> & {
  calculation_data?: DeepPartial<CalculationRecord['calculation_data']> & {
    input?: DeepPartial<CalculationRecord['input']>;
  };
};

type DeepPartial<T> = T extends readonly (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> | null }
    : T;

/** One labour line of the report: workers × daily rate × days for the crew, AHSP orang-hari for supervision. */
export interface ExportLaborLine {
  name: string;
  workers: number;
  dailyRate: number;
  days: number;
  /** Orang-hari the line pays for. */
  personDays: number;
  total: number;
  supervision: boolean;
}

export interface ExportMaterialLine {
  name: string;
  unit: string;
  price: number;
  quantityPerUnit: number;
  totalQuantity: number;
  total: number;
}

/** A record with every fall-back resolved and every figure of the report computed (SPEC.md §9 formulas). */
export interface ExportRecord {
  id: string;
  projectName: string;
  jobTypeName: string;
  categoryName: string;
  unit: string;
  isLocal: boolean;
  createdAt: string | null;
  volume: number;
  productivity: number;
  workerRatio: string;
  estimatedDays: number;
  totalWorkers: number;
  profitPercentage: number;
  laborCost: number;
  materialCost: number;
  totalHpp: number;
  hppPerUnit: number;
  totalRab: number;
  rabPerUnit: number;
  profitValue: number;
  laborLines: ExportLaborLine[];
  materialLines: ExportMaterialLine[];
}

const text = (...values: unknown[]): string | null => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
};

const num = (...values: unknown[]): number | null => {
  for (const value of values) {
    const parsed = typeof value === 'string' && value.trim() ? Number(value) : value;
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return parsed;
  }
  return null;
};

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

const SUPERVISION = new Set(['kepala_tukang', 'mandor']);

function laborLines(source: ExportSource, days: number): ExportLaborLine[] {
  const lines = (source.labor?.lines ?? []).filter(Boolean) as DeepPartial<LaborLine>[];
  if (lines.length > 0) {
    return lines.map((line) => {
      const workers = num(line.workers) ?? 0;
      const dailyRate = num(line.daily_rate) ?? 0;
      const lineDays = num(line.days) ?? days;
      const supervision = SUPERVISION.has(line.role ?? '');
      // Crew: workers × daily rate × days. Supervision was priced from the AHSP orang-hari and rounded once.
      const total = supervision
        ? (num(line.cost) ?? roundRupiah(workers * dailyRate * lineDays))
        : roundRupiah(workers * dailyRate * lineDays);
      const personDays = supervision && dailyRate > 0 ? total / dailyRate : workers * lineDays;
      return {
        name: text(line.name) ?? exportLabels.unknown,
        workers,
        dailyRate,
        days: lineDays,
        personDays,
        total,
        supervision,
      };
    });
  }
  // Older records without lines: the crew from the labour summary.
  const labor = source.labor ?? {};
  const crew: [string, number | null, number | null][] = [
    ['Tukang', num(labor.num_tukang), num(labor.tukang_daily_rate)],
    ['Pekerja', num(labor.num_pekerja), num(labor.pekerja_daily_rate)],
  ];
  return crew
    .filter(([, workers]) => (workers ?? 0) > 0)
    .map(([name, workers, rate]) => ({
      name,
      workers: workers ?? 0,
      dailyRate: rate ?? 0,
      days,
      personDays: (workers ?? 0) * days,
      total: roundRupiah((workers ?? 0) * (rate ?? 0) * days),
      supervision: false,
    }));
}

function materialLines(source: ExportSource): ExportMaterialLine[] {
  const details = (source.materials?.details ?? []).filter(Boolean) as DeepPartial<MaterialDetail>[];
  return details.map((line) => {
    const price = num(line.material_price) ?? 0;
    const totalQuantity = num(line.total_quantity) ?? 0;
    return {
      name: text(line.material_name) ?? exportLabels.unknown,
      unit: text(line.material_unit) ?? '',
      price,
      quantityPerUnit: num(line.quantity_per_unit) ?? 0,
      totalQuantity,
      total: num(line.material_cost) ?? roundRupiah(totalQuantity * price),
    };
  });
}

/**
 * Reads a record the way SPEC.md §3 says the PDF export does: the top-level field first, then
 * calculation_data.input, calculation_data (the stored form) or job_type; 'Tidak ada' for a missing project,
 * 'Tidak diketahui' for a missing job type or category. Browser records (is_local) take their costs from the
 * summary; account records add labour and material for the HPP.
 */
export function readExportRecord(source: ExportSource): ExportRecord {
  const input = source.input ?? {};
  const stored = source.calculation_data ?? {};
  const storedInput = stored.input ?? {};
  const jobType = source.job_type ?? {};
  const summary = source.summary ?? {};
  const id = source.id === null || source.id === undefined ? '' : String(source.id);
  const isLocal = source.is_local === true || id.startsWith('local_');

  const volume =
    num(source.volume, input.volume, storedInput.volume, stored.manual_volume, stored.volume) ?? 0;
  const estimatedDays = Math.round(num(input.estimated_days, storedInput.estimated_days) ?? 0);
  const lines = laborLines(source, estimatedDays);
  const materials = materialLines(source);
  const profitPercentage =
    num(
      source.profit_percentage,
      summary.profit_percentage,
      input.profit_percentage,
      storedInput.profit_percentage,
      stored.profit_percentage,
    ) ?? 0;

  const laborCost = isLocal
    ? (num(summary.total_labor_cost, source.labor_cost) ?? 0)
    : (num(source.labor_cost, summary.total_labor_cost) ?? 0);
  const materialCost = isLocal
    ? (num(summary.total_material_cost, source.material_cost) ?? 0)
    : (num(source.material_cost, summary.total_material_cost) ?? 0);
  const totalHpp = isLocal
    ? (num(summary.total_cost, source.total_cost) ?? laborCost + materialCost)
    : laborCost + materialCost;
  const totalRab = isLocal
    ? (num(summary.rab_total, source.total_rab) ?? 0)
    : (num(source.total_rab, summary.rab_total) ?? 0);
  // HPP and RAB per unit: total / volume, with 1 when the volume is missing.
  const divisor = volume > 0 ? volume : 1;

  return {
    id,
    projectName:
      text(source.project_name, input.project_name, storedInput.project_name, stored.project_name) ??
      exportLabels.noProject,
    jobTypeName: text(source.job_type_name, jobType.name) ?? exportLabels.unknown,
    categoryName: text(source.category_name, jobType.category_name) ?? exportLabels.unknown,
    unit: text(source.job_type_unit, jobType.unit) ?? 'unit',
    isLocal,
    createdAt: text(source.created_at),
    volume,
    productivity:
      num(source.productivity, input.productivity, storedInput.productivity, stored.productivity) ?? 0,
    workerRatio: text(input.worker_ratio, storedInput.worker_ratio, stored.worker_ratio) ?? '-',
    estimatedDays,
    totalWorkers: num(source.labor?.total_workers) ?? 0,
    profitPercentage,
    laborCost,
    materialCost,
    totalHpp,
    hppPerUnit: finite(Math.round(totalHpp / divisor)),
    totalRab,
    rabPerUnit: finite(Math.round(totalRab / divisor)),
    profitValue: totalRab - totalHpp,
    laborLines: lines,
    materialLines: materials,
  };
}
