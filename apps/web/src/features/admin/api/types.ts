import type { CalculationRecord, JobCategory, JobType, JobTypeDetails } from '@kalkulator/core';

// The shapes of the admin routes' answers (docs/architecture.md, "Catalogue administration").

/**
 * The row's updated_at: the version an admin's form opens and sends back as expected_updated_at, so the server
 * refuses the change (409) if another admin changed the row since.
 */
interface Versioned {
  updated_at?: string;
}

export type AdminCategory = JobCategory & { job_type_count?: number } & Versioned;
export type AdminJobType = JobType & Versioned;
/** A job type with its analysis; its updated_at moves on with every change of the job type or its analysis. */
export type AdminJobTypeDetails = JobTypeDetails & Versioned;

export interface Material {
  id: number;
  code: string;
  name: string;
  unit: string;
  price: number;
  description: string | null;
  /** How many job types' analyses use it (the admin list's answer). */
  job_type_count?: number;
}

/** Peralatan: the C part of an AHSP analysis. */
export type Equipment = Material;

export type LaborRole = 'tukang' | 'pekerja' | 'kepala_tukang' | 'mandor';

export interface LaborRate {
  id: number;
  code: string;
  role: LaborRole;
  name: string;
  daily_rate: number;
  description: string | null;
  /** How many job types' analyses use it (the admin list's answer). */
  job_type_count?: number;
}

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  full_name: string;
  role: string;
  created_at?: string;
  disabled?: boolean;
  calculation_count?: number;
  project_count?: number;
  calculator_result_count?: number;
  price_book_count?: number;
}

export type AdminCalculation = CalculationRecord & { user_id?: number; username?: string };

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

export interface MaterialAssignment {
  material_id: number;
  quantity_per_unit: number;
  brick_type: string | null;
}

export interface LaborAssignment {
  labor_rate_id: number;
  coefficient: number;
  /** A wall's labour of one brick type only (batako needs fewer pekerja OH than bata merah); null: all. */
  brick_type: string | null;
}

export interface EquipmentAssignment {
  equipment_id: number;
  quantity_per_unit: number;
}
