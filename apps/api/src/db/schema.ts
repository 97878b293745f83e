import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  BrickType,
  CalculationFormData,
  CalculationResult,
  ItemSchedule,
  LaborRole,
  ProjectRounding,
  Role,
} from '@kalkulator/core';

// One typed view of every table (Kysely). Migrations in ./migrations create exactly these.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface JobCategoryTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobTypeTable {
  id: Generated<number>;
  code: string;
  category_id: number;
  name: string;
  unit: string;
  description: string | null;
  default_productivity: number;
  default_worker_ratio: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MaterialTable {
  id: Generated<number>;
  code: string;
  name: string;
  unit: string;
  price: number;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LaborRateTable {
  id: Generated<number>;
  code: string;
  role: LaborRole;
  name: string;
  daily_rate: number;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EquipmentTable {
  id: Generated<number>;
  code: string;
  name: string;
  unit: string;
  price: number;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobTypeEquipmentTable {
  id: Generated<number>;
  job_type_id: number;
  equipment_id: number;
  quantity_per_unit: number;
}

export interface JobTypeMaterialTable {
  id: Generated<number>;
  job_type_id: number;
  material_id: number;
  quantity_per_unit: number;
  brick_type: BrickType | null;
}

export interface JobTypeLaborTable {
  id: Generated<number>;
  job_type_id: number;
  labor_rate_id: number;
  coefficient: number;
  /** A wall's labour of one brick type only (migration 014); null = every brick type. */
  brick_type: BrickType | null;
}

export interface CalculationTable {
  id: Generated<number>;
  user_id: number | null;
  job_type_id: number | null;
  project_name: string;
  calculation_data: ColumnType<CalculationFormData, string, string>;
  result: ColumnType<CalculationResult, string, string>;
  volume: number;
  total_cost: number;
  rab_total: number;
  local_id: string | null;
  job_type_name: string;
  category_name: string;
  category_id: number | null;
  total_labor_cost: number;
  total_material_cost: number;
  total_equipment_cost: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  full_name: string;
  role: ColumnType<Role, Role | undefined, Role>;
  password_hash: string;
  token_version: ColumnType<number, number | undefined, number>;
  /** Refused at login and on every request while true (an admin disabled the account). */
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** A temporary password set by an admin: the user must change it before anything else. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A logged-out token (its jti), kept until the token would have expired. */
export interface EndedSessionTable {
  jti: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ended_at: Timestamp;
}

export interface AdminAuditTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_username: string;
  action: string;
  target_id: number | null;
  target_username: string;
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** One line item as stored: the frozen A/B/C of a catalogue item, or a free item's typed harga satuan. */
export interface StoredProjectItem {
  id: string;
  job_type_id: number | null;
  description: string;
  unit: string;
  volume: number;
  volume_text: string | null;
  /** A job type with brick variants: the line's brick type (absent in lines stored before it: bata merah). */
  brick_type?: BrickType | null;
  parts: { A: number; B: number; C: number } | null;
  free_price: number | null;
  price_source: 'ahsp' | 'calculation' | 'free';
  /** The line's place in the time schedule where the user set it (absent in items stored before schedules). */
  schedule?: ItemSchedule | null;
}

export interface StoredProjectData {
  divisions: { code: string; name: string; items: StoredProjectItem[] }[];
}

export interface ProjectTable {
  id: Generated<number>;
  user_id: number;
  local_id: string | null;
  /** The Idempotency-Key the project was created with (unique per account): a retried create finds it. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  location: string | null;
  owner: string | null;
  contractor: string | null;
  description: string | null;
  fiscal_year: number | null;
  start_date: string | null;
  overhead_percentage: number;
  ppn_percentage: number;
  rounding: ProjectRounding;
  version: ColumnType<number, number | undefined, number>;
  data: ColumnType<StoredProjectData, string, string>;
  total: number;
  item_count: number;
  /** The price book new and re-priced lines take their prices from (null: the catalogue's). */
  price_book_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PriceBookTable {
  id: Generated<number>;
  name: string;
  region: string;
  year: number;
  source: string | null;
  valid_until: string | null;
  /** null: shared (published by an admin); else the private book of this user. */
  owner_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PriceBookPriceTable {
  book_id: number;
  kind: 'labor' | 'material' | 'equipment';
  item_id: number;
  price: number;
}

export interface ProjectRevisionTable {
  id: Generated<number>;
  project_id: number;
  version: number;
  snapshot: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** A specialised calculator's saved result (migration 010); rows are the labelled quantities the screen showed. */
export interface CalculatorResultTable {
  id: Generated<number>;
  user_id: number;
  /** The id the browser gave it ("calc_…"): saving or syncing it again finds this row. */
  local_id: string;
  calculator: string;
  title: string;
  inputs: ColumnType<unknown, string, string>;
  rows: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

/** Calculations per owner (0: no owner), kept by triggers (migration 004). */
export interface CalculationCountTable {
  user_id: number;
  count: number;
  /** Changed (to a random value) by every insert, update and delete of the owner's calculations (migration 011). */
  version: Generated<string>;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UserTable;
  job_categories: JobCategoryTable;
  job_types: JobTypeTable;
  materials: MaterialTable;
  labor_rates: LaborRateTable;
  job_type_materials: JobTypeMaterialTable;
  job_type_labor: JobTypeLaborTable;
  equipment: EquipmentTable;
  job_type_equipment: JobTypeEquipmentTable;
  calculations: CalculationTable;
  calculation_counts: CalculationCountTable;
  projects: ProjectTable;
  project_revisions: ProjectRevisionTable;
  price_books: PriceBookTable;
  price_book_prices: PriceBookPriceTable;
  admin_audit: AdminAuditTable;
  ended_sessions: EndedSessionTable;
  calculator_results: CalculatorResultTable;
}

export type JobCategoryRow = Selectable<JobCategoryTable>;
export type JobTypeRow = Selectable<JobTypeTable>;
export type NewJobType = Insertable<JobTypeTable>;
export type JobTypeUpdate = Updateable<JobTypeTable>;
export type UserRow = Selectable<UserTable>;
export type CalculationRow = Selectable<CalculationTable>;
export type ProjectRow = Selectable<ProjectTable>;
export type NewProject = Insertable<ProjectTable>;
export type PriceBookRow = Selectable<PriceBookTable>;
