import type { CalculationFormData } from './types';

/** SPEC.md §3 defaults of the calculation form. */
export const DEFAULT_FORM_DATA: CalculationFormData = {
  volume: '',
  productivity: '',
  worker_ratio: '1:1',
  num_workers: '',
  num_tukang: '',
  num_pekerja: '',
  brick_type: 'bata_merah',
  profit_percentage: '20',
  project_name: '',
  custom_waste_factor: '0',
  manual_volume: '',
};

export const DEFAULT_PROFIT_PERCENTAGE = 20;

/** SPEC.md §9: the browser-only estimate's daily wages, also the fallback when a job type lacks a rate. */
export const LOCAL_DAILY_RATES = { tukang: 150_000, pekerja: 135_000 } as const;

/** SPEC.md §9: the browser-only estimate's material cost per unit of volume when material specs exist. */
export const LOCAL_MATERIAL_COST_PER_UNIT = 50_000;

let localCounter = 0;

/** Ids of browser-held results start with "local_" (SPEC.md §3). */
export function createLocalId(now: number = Date.now()): string {
  localCounter = (localCounter + 1) % 1_000_000;
  const random = Math.random().toString(36).slice(2, 8);
  return `local_${now}_${localCounter}${random}`;
}

export function isLocalId(id: unknown): boolean {
  return typeof id === 'string' && id.startsWith('local_');
}
