import { forBrickType } from '../ahsp/unit-price';
import { formatQuantity } from '../format/format';
import { messages } from '../validation/messages';
import {
  CalculationValidationError,
  validateCalculationForm,
  type NormalizedCalculationForm,
} from '../validation/form';
import { LOCAL_DAILY_RATES, LOCAL_MATERIAL_COST_PER_UNIT } from './defaults';
import { calculateLabor, resolveCrew } from './labor';
import { calculateEquipment, calculateMaterials } from './materials';
import { parseWorkerRatio } from './ratio';
import { summarize } from './summary';
import type { CalculationResult, JobTypeDetails } from './types';

export interface CalculateOptions {
  now?: Date;
  id?: number | string | null;
  isLocal?: boolean;
  createdAt?: string;
}

/**
 * Refuses a result whose money no longer fits: above 2^53 rupiah sums lose whole rupiah and the database's 64-bit
 * columns overflow (a save answered 500). Only absurd forms get there (volume 10.000.000 at a productivity of
 * 0,000001 with 100:100 crews), so the message points at the inputs.
 */
function withinLimits<Result extends Pick<CalculationResult, 'summary' | 'input'>>(result: Result): Result {
  const { rab_total: rab } = result.summary;
  if (Number.isSafeInteger(rab) && Number.isFinite(result.input.estimated_days)) return result;
  throw new CalculationValidationError([{ param: 'volume', msg: messages.resultTooLarge }]);
}

function validated(form: unknown): NormalizedCalculationForm {
  const check = validateCalculationForm(form);
  if (!check.success) throw new CalculationValidationError(check.details);
  return check.data;
}

function crewWarnings(form: NormalizedCalculationForm, labor: CalculationResult['labor']): string[] {
  if (form.num_tukang === null || form.num_pekerja === null) return [];
  const ratio = parseWorkerRatio(form.worker_ratio);
  if (!ratio) return [];
  const idleTukang = form.num_tukang - ratio.tukang * labor.groups;
  const idlePekerja = form.num_pekerja - ratio.pekerja * labor.groups;
  // Both roles can be left over (2 tukang and 5 pekerja at 1:3 leave 1 tukang and 2 pekerja); each is paid,
  // so each is named.
  const idle = [
    ...(idleTukang > 0 ? [`${idleTukang} tukang`] : []),
    ...(idlePekerja > 0 ? [`${idlePekerja} pekerja`] : []),
  ];
  if (idle.length === 0) return [];
  return [
    `Dengan rasio ${form.worker_ratio}, terbentuk ${labor.groups} kelompok kerja lengkap. ` +
      `${idle.join(' dan ')} di luar kelompok tetap dihitung upahnya ` +
      'tetapi tidak menambah produktivitas.',
  ];
}

/**
 * Days are whole (SPEC.md §9 rounds them up), so a job far smaller than the crew's day still pays every worker a
 * full day: 0,001 m² of wall costs what a day of wall costs. Said on the result, so a slip in the volume (0,001 for
 * 1.000) or the productivity shows before the figure is trusted.
 */
function shortJobWarnings(volume: number, productivity: number, groups: number, unit: string): string[] {
  if (!(volume / (productivity * Math.max(groups, 1)) < 0.5)) return [];
  return [
    `Volume ${formatQuantity(volume)} ${unit} selesai dalam kurang dari setengah hari kerja, tetapi upah ` +
      'tenaga kerja tetap dihitung 1 hari penuh. Periksa volume dan produktivitas bila ini tidak disengaja.',
  ];
}

/** What the result says it was computed from. */
function inputOf(form: NormalizedCalculationForm, volume: number, days: number): CalculationResult['input'] {
  return {
    volume,
    productivity: form.productivity,
    worker_ratio: form.worker_ratio,
    estimated_days: days,
    profit_percentage: form.profit_percentage,
    project_name: form.project_name,
  };
}

/**
 * The result's first fields. Callers add the rest with Object.assign, not by spreading it into a literal: in V8 the
 * spread made a result that cost 11 µs to build (three quarters of a calculation) and more to serialise.
 */
function envelope(
  details: Pick<JobTypeDetails, 'id' | 'name' | 'unit' | 'category_name'> & Partial<JobTypeDetails>,
  form: NormalizedCalculationForm,
  options: CalculateOptions,
): Pick<
  CalculationResult,
  'id' | 'created_at' | 'updated_at' | 'calculation_data' | 'is_local' | 'job_type' | 'price_book'
> {
  const now = (options.now ?? new Date()).toISOString();
  const jobType: CalculationResult['job_type'] = {
    id: details.id,
    name: details.name,
    unit: details.unit,
    category_name: details.category_name,
  };
  if (details.category_id !== undefined) jobType.category_id = details.category_id;
  if (details.code !== undefined) jobType.code = details.code;
  return {
    id: options.id ?? null,
    created_at: options.createdAt ?? now,
    updated_at: now,
    calculation_data: form,
    is_local: options.isLocal ?? false,
    job_type: jobType,
    // Priced under a book (the details say which): the result names it, in the browser as on the server.
    ...(details.price_book && { price_book: details.price_book }),
  };
}

/** The one job calculation (docs/architecture.md). Throws CalculationValidationError on invalid form data. */
export function calculateJob(
  details: JobTypeDetails,
  rawForm: unknown,
  options: CalculateOptions = {},
): CalculationResult {
  const form = validated(rawForm);
  const volume = form.manual_volume ?? form.volume;
  const ratio = parseWorkerRatio(form.worker_ratio) ?? { tukang: 1, pekerja: 1 };
  const crew = resolveCrew(form, ratio);
  // A wall's labour of another brick type is not this wall's: batako needs fewer pekerja OH than bata merah.
  const {
    days,
    result: labor,
    warnings: laborWarnings,
  } = calculateLabor(
    details.labor.filter((line) => forBrickType(line, form.brick_type)),
    crew,
    volume,
    form.productivity,
    details.crew_rates,
  );
  const materials = calculateMaterials(details.materials, form, volume);
  const equipment = calculateEquipment(details.equipment, volume);
  return withinLimits(
    Object.assign(envelope(details, form, options), {
      input: inputOf(form, volume, days),
      summary: summarize(
        labor.total_labor_cost,
        materials.result.total_material_cost,
        volume,
        form.profit_percentage,
        equipment.total_equipment_cost,
      ),
      labor,
      materials: materials.result,
      equipment,
      warnings: [
        ...crewWarnings(form, labor),
        ...laborWarnings,
        ...shortJobWarnings(volume, form.productivity, labor.groups, details.unit),
        ...materials.warnings,
      ],
    }),
  );
}

/**
 * SPEC.md §9 browser-only estimate, used only when no catalogue is at hand: tukang Rp 150.000 and pekerja
 * Rp 135.000 a day, materials Rp 50.000 per unit of volume when material specs exist.
 */
export function estimateJobLocally(
  jobType: Pick<JobTypeDetails, 'id' | 'name' | 'unit' | 'category_name'>,
  rawForm: unknown,
  options: CalculateOptions = {},
): CalculationResult {
  const form = validated(rawForm);
  const volume = form.manual_volume ?? form.volume;
  const ratio = parseWorkerRatio(form.worker_ratio) ?? { tukang: 1, pekerja: 1 };
  const crew = resolveCrew(form, ratio);
  const noCatalogue = [
    {
      id: 0,
      labor_rate_id: 0,
      code: 'LOCAL-T',
      role: 'tukang' as const,
      name: 'Tukang',
      daily_rate: LOCAL_DAILY_RATES.tukang,
      coefficient: 0,
    },
    {
      id: 0,
      labor_rate_id: 0,
      code: 'LOCAL-P',
      role: 'pekerja' as const,
      name: 'Pekerja',
      daily_rate: LOCAL_DAILY_RATES.pekerja,
      coefficient: 0,
    },
  ];
  const { days, result: labor } = calculateLabor(noCatalogue, crew, volume, form.productivity);
  const materialCost =
    (form.material_specs?.length ?? 0) > 0 ? Math.round(LOCAL_MATERIAL_COST_PER_UNIT * volume) : 0;
  return withinLimits(
    Object.assign(envelope(jobType, form, options), {
      is_estimate: true,
      input: inputOf(form, volume, days),
      summary: summarize(labor.total_labor_cost, materialCost, volume, form.profit_percentage),
      labor,
      materials: { total_material_cost: materialCost, waste_factor: form.custom_waste_factor, details: [] },
      equipment: { total_equipment_cost: 0, details: [] },
      warnings: [
        'Perkiraan tanpa katalog: upah dan harga material memakai nilai standar, bukan harga katalog.',
        ...shortJobWarnings(volume, form.productivity, labor.groups, jobType.unit),
      ],
    }),
  );
}
