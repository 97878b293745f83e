import type { Kysely } from 'kysely';
import { defaultCatalogue } from '../db/seed/catalogue';
import type { SeedJobType } from '../db/seed/types';
import type { Database } from '../db/schema';

// Looks seeded rows up by their stable code, so tests never depend on auto-increment ids.

export async function jobTypeId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('job_types')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function categoryId(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('job_categories')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The seeded wall job whose materials differ by brick type. */
export function brickWallJob(): SeedJobType {
  const job = defaultCatalogue.jobTypes.find((candidate) =>
    ['bata_merah', 'batako', 'bata_ringan'].every((brick) =>
      candidate.materials.some((line) => line.brick_type === brick),
    ),
  );
  if (!job) throw new Error('The default catalogue has no job type with all three brick variants');
  return job;
}

export function seedMaterial(code: string) {
  const material = defaultCatalogue.materials.find((candidate) => candidate.code === code);
  if (!material) throw new Error(`No seed material ${code}`);
  return material;
}

export function seedRate(code: string) {
  const rate = defaultCatalogue.laborRates.find((candidate) => candidate.code === code);
  if (!rate) throw new Error(`No seed labour rate ${code}`);
  return rate;
}

export const NO_SUCH_ID = 999_999;
