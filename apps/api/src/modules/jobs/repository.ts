import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  compareCodes,
  searchAlternatives,
  searchRank,
  type JobCategory,
  type JobType,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { likePattern } from '../../db/search';

// All SQL of the catalogue's categories and job types.

/**
 * The words of a search, each to be found somewhere (in any order): "bata merah 1/2 batu campuran 1PC:4PP" finds
 * "Pasangan dinding bata merah 1/2 batu campuran 1PC:4PP" and "Pasangan 1/2 batu bata merah …" alike. Each word
 * as its LIKE patterns: itself, or the catalogue's word for it ("cor" is found as "beton", searchAlternatives).
 */
function searchWords(search: string): string[][] {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => searchAlternatives(word).map(likePattern));
}

/** Every word of the search (or the catalogue's word for it) in the job type's name, code or description. */
function jobTypeMatches(eb: ExpressionBuilder<JobTypeScope, 'jt'>, search: string) {
  return eb.and(
    searchWords(search).map((patterns) =>
      eb.or(
        patterns.flatMap((pattern) => [
          eb('jt.name', 'ilike', pattern),
          eb('jt.code', 'ilike', pattern),
          eb('jt.description', 'ilike', pattern),
        ]),
      ),
    ),
  );
}
type JobTypeScope = Database & { jt: Database['job_types'] };

function selectJobTypes(db: Kysely<Database>) {
  return db
    .selectFrom('job_types as jt')
    .innerJoin('job_categories as c', 'c.id', 'jt.category_id')
    .select([
      'jt.id',
      'jt.code',
      'jt.category_id',
      'c.name as category_name',
      'jt.name',
      'jt.unit',
      'jt.description',
      'jt.default_productivity',
      'jt.default_worker_ratio',
      // The version an admin's form opens (expected_updated_at of its PUT); an analysis write moves it on too.
      'jt.updated_at',
    ])
    .select((eb) =>
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('job_type_materials as m')
              .select('m.id')
              .whereRef('m.job_type_id', '=', 'jt.id')
              .where('m.brick_type', 'is not', null),
          ),
          // Labour alone may differ by brick type too (a wall whose materials an admin made shared).
          eb.exists(
            eb
              .selectFrom('job_type_labor as l')
              .select('l.id')
              .whereRef('l.job_type_id', '=', 'jt.id')
              .where('l.brick_type', 'is not', null),
          ),
        ])
        .$castTo<boolean>()
        .as('has_brick_variants'),
    );
}

function selectCategories(db: Kysely<Database>) {
  return db
    .selectFrom('job_categories as c')
    .select(['c.id', 'c.code', 'c.name', 'c.description', 'c.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('job_types as jt')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('jt.category_id', '=', 'c.id')
        .as('job_type_count'),
    )
    .orderBy('c.id');
}

function withCount(
  row: Omit<JobCategory, 'job_type_count'> & { job_type_count: number | null },
): JobCategory {
  return { ...row, job_type_count: Number(row.job_type_count ?? 0) };
}

/** Categories; with a search, those whose name or description match or that hold a matching job type. */
export async function listCategories(db: Kysely<Database>, search?: string): Promise<JobCategory[]> {
  let query = selectCategories(db);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('c.name', 'ilike', pattern),
        eb('c.description', 'ilike', pattern),
        eb.exists(
          eb
            .selectFrom('job_types as jt')
            .select('jt.id')
            .whereRef('jt.category_id', '=', 'c.id')
            .where((inner) => jobTypeMatches(inner, search)),
        ),
      ]),
    );
  }
  return (await query.execute()).map(withCount);
}

export async function findCategory(db: Kysely<Database>, id: number): Promise<JobCategory | undefined> {
  const row = await selectCategories(db).where('c.id', '=', id).executeTakeFirst();
  return row && withCount(row);
}

export async function searchJobTypes(
  db: Kysely<Database>,
  search: string,
  categoryId?: number,
): Promise<JobType[]> {
  let query = selectJobTypes(db)
    .where((eb) => jobTypeMatches(eb, search))
    .orderBy('jt.category_id')
    .orderBy('jt.id')
    .limit(100);
  if (categoryId !== undefined) query = query.where('jt.category_id', '=', categoryId);
  // The best answers first (searchRank), each rank in AHSP order (the sort keeps the order of equals).
  return inAhspOrder(await query.execute()).sort(
    (a, b) => searchRank(a.name, search) - searchRank(b.name, search),
  );
}

/** A category's job types in AHSP order of their codes (compareCodes), not in the order they were added. */
function inAhspOrder(jobTypes: JobType[]): JobType[] {
  return jobTypes.sort(
    (a, b) => a.category_id - b.category_id || compareCodes(a.code, b.code) || a.id - b.id,
  );
}

export async function listJobTypes(
  db: Kysely<Database>,
  categoryId: number,
  search?: string,
): Promise<JobType[]> {
  if (search) return searchJobTypes(db, search, categoryId);
  return inAhspOrder(await selectJobTypes(db).where('jt.category_id', '=', categoryId).execute());
}

export async function findJobType(db: Kysely<Database>, id: number): Promise<JobType | undefined> {
  return selectJobTypes(db).where('jt.id', '=', id).executeTakeFirst();
}

/** Used by the health check: a cheap query proving the database answers. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
