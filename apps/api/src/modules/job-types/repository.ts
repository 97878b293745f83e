import type { Kysely } from 'kysely';
import type { JobTypeDetails, JobTypeLabor, JobTypeMaterial } from '@kalkulator/core';
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
  const [labor, materials] = await Promise.all([listJobTypeLabor(db, id), listJobTypeMaterials(db, id)]);
  return { ...jobType, labor, materials };
}
