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

const SAVE_COPY_PREFIX = 'local_save_';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The browser copy kept when an account save got no answer is named after the save's Idempotency-Key: the save may
 * have reached the server after all, and a sync of the copy must then find it instead of storing it twice.
 */
export const saveCopyLocalId = (idempotencyKey: string): string => `${SAVE_COPY_PREFIX}${idempotencyKey}`;

/** The Idempotency-Key of the save a browser copy stands for, or null for any other browser result. */
export function saveKeyOfLocalId(localId: string): string | null {
  if (!localId.startsWith(SAVE_COPY_PREFIX)) return null;
  const key = localId.slice(SAVE_COPY_PREFIX.length);
  return IDEMPOTENCY_KEY.test(key) ? key : null;
}
