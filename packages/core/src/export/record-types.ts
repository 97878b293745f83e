import type { CalculationRecord } from '../calculation/types';

/**
 * What an export may be handed: a history record, a fresh result turned into a record, or an older stored
 * record with fields missing. Everything is optional so that the fall-backs of SPEC.md §3 are checked.
 */
export type ExportSource = DeepPartial<CalculationRecord> & {
  calculation_data?: DeepPartial<CalculationRecord['calculation_data']> & {
    input?: DeepPartial<CalculationRecord['input']>;
  };
};

export type DeepPartial<T> = T extends readonly (infer U)[]
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

/** C. Peralatan: the same shape as a material line (coefficient per unit, quantity, price, cost). */
export type ExportEquipmentLine = ExportMaterialLine;

/** A record with every fall-back resolved and every figure of the report computed (SPEC.md §9 formulas). */
export interface ExportRecord {
  id: string;
  projectName: string;
  jobTypeName: string;
  categoryName: string;
  unit: string;
  isLocal: boolean;
  /** The price book the result was priced with, or the national catalogue. */
  priceBook: string;
  createdAt: string | null;
  volume: number;
  productivity: number;
  workerRatio: string;
  estimatedDays: number;
  totalWorkers: number;
  profitPercentage: number;
  laborCost: number;
  materialCost: number;
  /** 0 for results from before equipment existed. */
  equipmentCost: number;
  totalHpp: number;
  hppPerUnit: number;
  totalRab: number;
  rabPerUnit: number;
  profitValue: number;
  laborLines: ExportLaborLine[];
  materialLines: ExportMaterialLine[];
  equipmentLines: ExportEquipmentLine[];
}

export const firstText = (...values: unknown[]): string | null => {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
};

export const firstNumber = (...values: unknown[]): number | null => {
  for (const value of values) {
    const parsed = typeof value === 'string' && value.trim() ? Number(value) : value;
    if (typeof parsed === 'number' && Number.isFinite(parsed)) return parsed;
  }
  return null;
};

export const finite = (value: number) => (Number.isFinite(value) ? value : 0);
