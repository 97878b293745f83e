import type { Kysely } from 'kysely';
import {
  analysisKey,
  BRICK_TYPES,
  computeUnitPrice,
  forBrickType,
  priceDetails,
  type BookPrices,
  type BrickType,
  type JobTypeDetails,
  type JobTypeEquipment,
  type JobTypeLabor,
  type JobTypeMaterial,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { findJobType } from '../jobs/repository';

// Everything the calculation needs about one job type: its labour and material assignments with AHSP coefficients.

export async function listJobTypeMaterials(
  db: Kysely<Database>,
  jobTypeId: number,
): Promise<JobTypeMaterial[]> {
  return db
    .selectFrom('job_type_materials as a')
    .innerJoin('materials as m', 'm.id', 'a.material_id')
    .select([
      'm.id',
      'a.material_id',
      'm.code',
      'm.name',
      'm.unit',
      'm.price',
      'm.description',
      'a.quantity_per_unit',
      'a.brick_type',
    ])
    .where('a.job_type_id', '=', jobTypeId)
    .orderBy('a.id')
    .execute();
}

export async function listJobTypeEquipment(
  db: Kysely<Database>,
  jobTypeId: number,
): Promise<JobTypeEquipment[]> {
  return db
    .selectFrom('job_type_equipment as a')
    .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
    .select([
      'e.id',
      'a.equipment_id',
      'e.code',
      'e.name',
      'e.unit',
      'e.price',
      'e.description',
      'a.quantity_per_unit',
    ])
    .where('a.job_type_id', '=', jobTypeId)
    .orderBy('a.id')
    .execute();
}

export async function listJobTypeLabor(db: Kysely<Database>, jobTypeId: number): Promise<JobTypeLabor[]> {
  return db
    .selectFrom('job_type_labor as a')
    .innerJoin('labor_rates as r', 'r.id', 'a.labor_rate_id')
    .select([
      'r.id',
      'a.labor_rate_id',
      'r.code',
      'r.role',
      'r.name',
      'r.daily_rate',
      'r.description',
      'a.coefficient',
      'a.brick_type',
    ])
    .where('a.job_type_id', '=', jobTypeId)
    .orderBy('a.id')
    .execute();
}

export async function findJobTypeDetails(
  db: Kysely<Database>,
  id: number,
): Promise<JobTypeDetails | undefined> {
  const jobType = await findJobType(db, id);
  if (!jobType) return undefined;
  const [labor, materials, equipment] = await Promise.all([
    listJobTypeLabor(db, id),
    listJobTypeMaterials(db, id),
    listJobTypeEquipment(db, id),
  ]);
  // A role missing for one brick type (a wall whose pekerja are all per brick, none for bata ringan) is missing too.
  const missing = CREW_ROLES.filter((role) =>
    BRICK_TYPES.some(
      (brickType) => !labor.some((line) => line.role === role && forBrickType(line, brickType)),
    ),
  );
  const crewRates = missing.length > 0 ? await catalogueCrewRates(db, missing) : {};
  return {
    ...jobType,
    labor,
    materials,
    equipment,
    ...(Object.keys(crewRates).length > 0 && { crew_rates: crewRates }),
  };
}

const CREW_ROLES = ['tukang', 'pekerja'] as const;

/**
 * The catalogue's wage of each crew role a job type has no assignment of (its first rate of the role by code), so
 * a job type an admin made with only a tukang prices its pekerja at the catalogue's Pekerja wage, which the admin
 * sees and changes under Upah, not at a fixed figure of the code.
 */
async function catalogueCrewRates(
  db: Kysely<Database>,
  roles: (typeof CREW_ROLES)[number][],
): Promise<NonNullable<JobTypeDetails['crew_rates']>> {
  const rows = await db
    .selectFrom('labor_rates')
    .select(['id', 'role', 'name', 'daily_rate'])
    .where('role', 'in', roles)
    .orderBy('code')
    .execute();
  const rates: NonNullable<JobTypeDetails['crew_rates']> = {};
  for (const row of rows) {
    const role = row.role as (typeof CREW_ROLES)[number];
    rates[role] ??= { labor_rate_id: row.id, name: row.name, daily_rate: Number(row.daily_rate) };
  }
  return rates;
}

export interface JobTypeUnitParts {
  name: string;
  unit: string;
  /** Whether the job type's materials or labour differ by brick type (a line's brick type means something). */
  has_brick_variants: boolean;
  parts: { A: number; B: number; C: number };
}

/** A project line's analysis asked for: its job type, and its brick type where it has one. */
export interface UnitPartsWanted {
  job_type_id: number;
  brick_type?: BrickType | null;
}

/**
 * A, B and C per unit of many job types at once (a 1.000-item project names hundreds): four queries in all, priced
 * with core's computeUnitPrice like the single unit-price route, under a price book when one is given. By core's
 * `analysisKey`: a job type's own (bata merah) and one per other brick type asked for, so each wall line is priced
 * with its own bricks (a job type without variants answers the same parts under every key asked).
 */
export async function findUnitParts(
  db: Kysely<Database>,
  wanted: UnitPartsWanted[],
  book: BookPrices | null = null,
): Promise<Map<string, JobTypeUnitParts>> {
  const unique = [...new Set(wanted.map((line) => line.job_type_id))];
  const found = new Map<string, JobTypeUnitParts>();
  if (unique.length === 0) return found;
  const [jobTypes, labor, materials, equipment] = await Promise.all([
    db.selectFrom('job_types').select(['id', 'code', 'name', 'unit']).where('id', 'in', unique).execute(),
    db
      .selectFrom('job_type_labor as a')
      .innerJoin('labor_rates as r', 'r.id', 'a.labor_rate_id')
      .select([
        'a.job_type_id',
        'r.id',
        'a.labor_rate_id',
        'r.code',
        'r.role',
        'r.name',
        'r.daily_rate',
        'a.coefficient',
        'a.brick_type',
      ])
      .where('a.job_type_id', 'in', unique)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('job_type_materials as a')
      .innerJoin('materials as m', 'm.id', 'a.material_id')
      .select([
        'a.job_type_id',
        'm.id',
        'a.material_id',
        'm.code',
        'm.name',
        'm.unit',
        'm.price',
        'm.description',
        'a.quantity_per_unit',
        'a.brick_type',
      ])
      .where('a.job_type_id', 'in', unique)
      .orderBy('a.id')
      .execute(),
    db
      .selectFrom('job_type_equipment as a')
      .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
      .select([
        'a.job_type_id',
        'e.id',
        'a.equipment_id',
        'e.code',
        'e.name',
        'e.unit',
        'e.price',
        'e.description',
        'a.quantity_per_unit',
      ])
      .where('a.job_type_id', 'in', unique)
      .orderBy('a.id')
      .execute(),
  ]);
  const of = <Row extends { job_type_id: number }>(rows: Row[], id: number) =>
    rows.filter((row) => row.job_type_id === id);
  for (const jobType of jobTypes) {
    const ownMaterials = of(materials, jobType.id);
    const ownLabor = of(labor, jobType.id);
    const hasVariants = [...ownMaterials, ...ownLabor].some((line) => line.brick_type !== null);
    const details = priceDetails(
      {
        ...jobType,
        category_id: 0,
        category_name: '',
        description: null,
        default_productivity: 1,
        default_worker_ratio: '1:1',
        has_brick_variants: hasVariants,
        labor: ownLabor,
        materials: ownMaterials,
        equipment: of(equipment, jobType.id),
      },
      book,
    );
    const brickTypes = new Set(
      wanted.filter((line) => line.job_type_id === jobType.id).map((line) => line.brick_type ?? null),
    );
    brickTypes.add(null);
    for (const brickType of brickTypes) {
      const key = analysisKey(jobType.id, brickType);
      if (found.has(key)) continue;
      const price = computeUnitPrice(details, {
        overheadPercentage: 0,
        ...(hasVariants && brickType && { brickType }),
      });
      found.set(key, {
        name: jobType.name,
        unit: jobType.unit,
        has_brick_variants: hasVariants,
        parts: { A: price.A, B: price.B, C: price.C },
      });
    }
  }
  return found;
}
