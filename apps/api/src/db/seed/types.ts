import type { BrickType, LaborRole } from '@kalkulator/core';

// The default catalogue is keyed by stable codes, never by auto-increment ids: the seed upserts by code.
// Every figure carries `source`: where it was read (SNI number, Permen/SE table, price survey).

export interface SeedCategory {
  code: string;
  name: string;
  description: string;
}

export interface SeedMaterial {
  code: string;
  name: string;
  unit: string;
  /** Whole rupiah per unit, 2025–2026. */
  price: number;
  description?: string;
  source: string;
}

export interface SeedLaborRate {
  code: string;
  role: LaborRole;
  name: string;
  /** Whole rupiah per day. */
  daily_rate: number;
  source: string;
}

export interface SeedEquipment {
  code: string;
  name: string;
  /** jam, hari, sewa-hari, ls … */
  unit: string;
  /** Whole rupiah per unit (rental, fuel and operator included as the source states). */
  price: number;
  description?: string;
  source: string;
}

export interface SeedJobType {
  code: string;
  /** SeedCategory.code */
  category: string;
  name: string;
  unit: string;
  description: string;
  /** Units of work one ratio group finishes per day (1 / tukang coefficient when the ratio is per tukang). */
  default_productivity: number;
  /** "tukang:pekerja" */
  default_worker_ratio: string;
  /**
   * AHSP labour coefficients in OH per unit; `rate` is a SeedLaborRate.code. A wall's line with a brick type counts
   * for that brick only, as its materials do.
   */
  labor: { rate: string; coefficient: number; brick_type?: BrickType }[];
  /** AHSP material coefficients per unit; `material` is a SeedMaterial.code. */
  materials: { material: string; quantity_per_unit: number; brick_type?: BrickType }[];
  /** AHSP equipment coefficients per unit (C. Peralatan); `equipment` is a SeedEquipment.code. */
  equipment?: { equipment: string; quantity_per_unit: number }[];
  source: string;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  materials: SeedMaterial[];
  laborRates: SeedLaborRate[];
  equipment: SeedEquipment[];
  jobTypes: SeedJobType[];
}
