// The shapes of SPEC.md §3. Field names are snake_case because they are the API's wire format.

/** Worker kinds priced by the job calculator. tukang and pekerja form the crew; the others supervise. */
export type LaborRole = 'tukang' | 'pekerja' | 'kepala_tukang' | 'mandor';

export const BRICK_TYPES = ['bata_merah', 'batako', 'bata_ringan'] as const;
export type BrickType = (typeof BRICK_TYPES)[number];

export interface JobCategory {
  id: number;
  code: string;
  name: string;
  description: string | null;
  job_type_count?: number;
}

export interface JobType {
  id: number;
  code: string;
  category_id: number;
  category_name: string;
  name: string;
  unit: string;
  description: string | null;
  /** Units of work one ratio group (e.g. 1 tukang + 3 pekerja) finishes per day. */
  default_productivity: number;
  /** "tukang:pekerja", e.g. "1:3". */
  default_worker_ratio: string;
  /** True when the job type has materials that differ by brick type. */
  has_brick_variants: boolean;
}

export interface Material {
  id: number;
  code: string;
  name: string;
  unit: string;
  /** Whole rupiah per unit. */
  price: number;
  description: string | null;
}

export interface LaborRate {
  id: number;
  code: string;
  role: LaborRole;
  name: string;
  /** Whole rupiah per day (orang-hari). */
  daily_rate: number;
  description?: string | null;
}

/** A price of a price book, or the catalogue's own (the national default) where the book has none. */
export type PriceSource = 'book' | 'catalogue';

/** Equipment (peralatan): the C part of an AHSP analysis, priced per jam, hari, sewa-hari, ls … */
export interface Equipment {
  id: number;
  code: string;
  name: string;
  unit: string;
  /** Whole rupiah per unit. */
  price: number;
  description: string | null;
}

/** Equipment assigned to a job type, with the AHSP coefficient (units of equipment per unit of work). */
export interface JobTypeEquipment extends Equipment {
  equipment_id: number;
  /** Where the price came from when a price book was applied (price-book/resolve.ts). */
  price_source?: PriceSource;
  quantity_per_unit: number;
}

/** A material assigned to a job type, with the AHSP coefficient per unit of work. */
export interface JobTypeMaterial extends Material {
  material_id: number;
  price_source?: PriceSource;
  quantity_per_unit: number;
  /** Only used when the calculation's brick_type matches; null = always used. */
  brick_type: BrickType | null;
}

/** A labour rate assigned to a job type, with the AHSP coefficient (OH per unit of work). */
export interface JobTypeLabor extends LaborRate {
  labor_rate_id: number;
  price_source?: PriceSource;
  coefficient: number;
  /**
   * Only used when the calculation's brick type matches (a wall of batako needs fewer pekerja OH than one of bata
   * merah); null or absent (answers kept before labour had brick types) = always used.
   */
  brick_type?: BrickType | null;
}

/** A crew wage of the catalogue (name and daily rate), for a role the job type has no assignment of. */
export interface CrewRate {
  /** The catalogue's labour rate, so a price book prices it too (absent in answers kept before it was sent). */
  labor_rate_id?: number;
  name: string;
  daily_rate: number;
  price_source?: PriceSource;
}

/** Everything the calculation needs about one job type (GET /api/job-types/{id}/details). */
export interface JobTypeDetails extends JobType {
  labor: JobTypeLabor[];
  materials: JobTypeMaterial[];
  /** C. Peralatan. Absent in answers kept by browsers before equipment existed: read as none. */
  equipment?: JobTypeEquipment[];
  /**
   * The catalogue's tukang and pekerja wages (its first rate of the role, by code) for a role the job type has no
   * labour assignment of; the calculation uses them before the browser estimate's fixed wages.
   */
  crew_rates?: Partial<Record<'tukang' | 'pekerja', CrewRate>>;
  /** The price book these prices come from (GET …/details?price_book_id=); absent: the catalogue's. */
  price_book?: { id: number; name: string } | null;
}

export interface MaterialSpec {
  material_id: number;
  quantity_override?: number | string | null;
}

/** Calculation form data (SPEC.md §3). Numbers may arrive as strings from the form. */
export interface CalculationFormData {
  volume: number | string;
  productivity: number | string;
  worker_ratio: string;
  num_workers?: number | string | null;
  num_tukang?: number | string | null;
  num_pekerja?: number | string | null;
  brick_type: BrickType;
  /** Absent: every assigned material with its catalogue coefficient. Present: exactly these (may be empty). */
  material_specs?: MaterialSpec[];
  profit_percentage: number | string;
  project_name: string;
  custom_waste_factor: number | string;
  manual_volume?: number | string | null;
  /** The price book the job is priced with (issue #20); absent or null: the catalogue's prices. */
  price_book_id?: number | null;
}

export interface LaborLine {
  role: LaborRole;
  name: string;
  /** Crew roles: number of workers. Supervision roles: orang-hari from the AHSP coefficient. */
  workers: number;
  daily_rate: number;
  days: number;
  /** Whole rupiah. Crew: workers × daily_rate × days. Supervision: round(coefficient × volume × daily_rate). */
  cost: number;
  /** Priced with a price book: whether the wage is the book's or the catalogue's (absent without a book). */
  price_source?: PriceSource;
}

export interface MaterialDetail {
  material_id: number;
  material_code?: string;
  material_name: string;
  material_unit: string;
  material_price: number;
  quantity_per_unit: number;
  total_quantity: number;
  material_cost: number;
  price_source?: PriceSource;
}

export interface EquipmentDetail {
  equipment_id: number;
  equipment_code?: string;
  equipment_name: string;
  equipment_unit: string;
  equipment_price: number;
  quantity_per_unit: number;
  total_quantity: number;
  equipment_cost: number;
  price_source?: PriceSource;
}

export interface CalculationResult {
  id: number | string | null;
  created_at: string;
  updated_at: string;
  calculation_data: CalculationFormData;
  is_local: boolean;
  /** True when computed in the browser without the server catalogue (offline / fallback estimate). */
  is_estimate?: boolean;
  /** The price book it was priced with (issue #20); absent or null: the catalogue's national prices. */
  price_book?: { id: number; name: string } | null;
  job_type: {
    id: number;
    name: string;
    unit: string;
    category_name: string;
    category_id?: number;
    code?: string;
  };
  input: {
    volume: number;
    productivity: number;
    worker_ratio: string;
    estimated_days: number;
    profit_percentage: number;
    project_name: string;
  };
  summary: {
    total_cost: number;
    total_labor_cost: number;
    total_material_cost: number;
    /** C. Peralatan. Absent on results computed before equipment existed (they had none). */
    total_equipment_cost?: number;
    hpp_per_unit: number;
    rab_total: number;
    rab_per_unit: number;
    profit_percentage: number;
    profit_amount: number;
  };
  labor: {
    num_tukang: number;
    num_pekerja: number;
    tukang_daily_rate: number;
    pekerja_daily_rate: number;
    daily_labor_cost: number;
    total_labor_cost: number;
    labor_cost_per_unit: number;
    total_workers: number;
    /** Complete ratio groups working in parallel. */
    groups: number;
    lines: LaborLine[];
  };
  materials: {
    total_material_cost: number;
    waste_factor: number;
    details: MaterialDetail[];
  };
  /** C. Peralatan. Absent on results computed before equipment existed. */
  equipment?: {
    total_equipment_cost: number;
    details: EquipmentDetail[];
  };
  warnings: string[];
}

/**
 * A stored calculation as the history answers it: the result plus the flat fields SPEC.md §3 names for the
 * PDF export (project_name, job_type_name, category_name, job_type_unit, volume, labor_cost, material_cost,
 * total_rab …).
 */
export interface CalculationRecord extends CalculationResult {
  id: number | string;
  project_name: string;
  job_type_name: string;
  category_name: string;
  job_type_unit: string;
  volume: number;
  productivity: number;
  profit_percentage: number;
  labor_cost: number;
  material_cost: number;
  equipment_cost: number;
  total_cost: number;
  total_rab: number;
}

/** Turns a result (server or browser) into the flat record the history and the exports read. */
export function toCalculationRecord(result: CalculationResult): CalculationRecord {
  return {
    ...result,
    id: result.id ?? '',
    project_name: result.input.project_name,
    job_type_name: result.job_type.name,
    category_name: result.job_type.category_name,
    job_type_unit: result.job_type.unit,
    volume: result.input.volume,
    productivity: result.input.productivity,
    profit_percentage: result.summary.profit_percentage,
    labor_cost: result.summary.total_labor_cost,
    material_cost: result.summary.total_material_cost,
    equipment_cost: result.summary.total_equipment_cost ?? 0,
    total_cost: result.summary.total_cost,
    total_rab: result.summary.rab_total,
  };
}
