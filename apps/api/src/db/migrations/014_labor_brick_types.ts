import { sql, type Kysely } from 'kysely';

// A job type's labour lines may differ by brick type, as its materials do (job_type_materials.brick_type): the wall
// A.4.4.1.9 "bata merah, batako atau bata ringan" had one set of labour rows, bata merah's (SNI 6897: pekerja 0,3,
// mandor 0,015 OH), so a batako or bata ringan wall picked there cost ~Rp 12.100/m² more than the same wall picked as
// A.4.4.1.20 or A.4.4.1.30 (pekerja 0,2, mandor 0,01). The seed now gives it per-brick labour; an installation seeded
// before gets it here, but only while its rows are still the seed's own: an admin's edits are never overwritten.

const WALL = 'A.4.4.1.9';

/** The labour rows A.4.4.1.9 was seeded with, by labour rate code. */
const ORIGINAL: Record<string, number> = { 'L.01': 0.3, 'L.02': 0.1, 'L.06': 0.01, 'L.07': 0.015 };

type Brick = 'bata_merah' | 'batako' | 'bata_ringan' | null;

/** The seed's rows now (catalogue.ts), in its order: tukang and kepala tukang shared, pekerja and mandor per brick. */
const REWRITTEN: [code: string, coefficient: number, brick: Brick][] = [
  ['L.01', 0.3, 'bata_merah'],
  ['L.02', 0.1, null],
  ['L.06', 0.01, null],
  ['L.07', 0.015, 'bata_merah'],
  ['L.01', 0.2, 'batako'],
  ['L.07', 0.01, 'batako'],
  ['L.01', 0.2, 'bata_ringan'],
  ['L.07', 0.01, 'bata_ringan'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('job_type_labor')
    .addColumn('brick_type', 'text', (column) =>
      column.check(sql`brick_type is null or brick_type in ('bata_merah', 'batako', 'bata_ringan')`),
    )
    .execute();
  await db.schema.alterTable('job_type_labor').dropConstraint('job_type_labor_unique').execute();
  await sql`create unique index job_type_labor_unique on job_type_labor (job_type_id, labor_rate_id, coalesce(brick_type, ''))`.execute(
    db,
  );
  await rewriteSeededWall(db);
}

async function rewriteSeededWall(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{
    job_type_id: number;
    code: string;
    labor_rate_id: number;
    coefficient: number;
  }>`
    select a.job_type_id, r.code, a.labor_rate_id, a.coefficient
    from job_type_labor a
    join job_types jt on jt.id = a.job_type_id
    join labor_rates r on r.id = a.labor_rate_id
    where jt.code = ${WALL}`.execute(db);
  const codes = Object.keys(ORIGINAL);
  const untouched =
    rows.length === codes.length &&
    codes.every((code) =>
      rows.some((row) => row.code === code && Number(row.coefficient) === ORIGINAL[code]),
    );
  if (!untouched) return;
  const jobTypeId = rows[0]!.job_type_id;
  const rateOf = (code: string) => rows.find((row) => row.code === code)!.labor_rate_id;
  await sql`delete from job_type_labor where job_type_id = ${jobTypeId}`.execute(db);
  for (const [code, coefficient, brick] of REWRITTEN) {
    await sql`insert into job_type_labor (job_type_id, labor_rate_id, coefficient, brick_type)
      values (${jobTypeId}, ${rateOf(code)}, ${coefficient}, ${brick})`.execute(db);
  }
  // The analysis changed: an editor opened on the old one is refused on save (expected_updated_at), as after a write.
  await sql`update job_types set updated_at = now() where id = ${jobTypeId}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to one labour row per rate: the bata merah rows stand for all (as before), the other variants' go.
  await sql`delete from job_type_labor where brick_type in ('batako', 'bata_ringan')`.execute(db);
  await sql`delete from job_type_labor a where a.brick_type = 'bata_merah' and exists (
    select 1 from job_type_labor b
    where b.job_type_id = a.job_type_id and b.labor_rate_id = a.labor_rate_id and b.brick_type is null)`.execute(
    db,
  );
  await sql`drop index if exists job_type_labor_unique`.execute(db);
  await db.schema.alterTable('job_type_labor').dropColumn('brick_type').execute();
  await db.schema
    .alterTable('job_type_labor')
    .addUniqueConstraint('job_type_labor_unique', ['job_type_id', 'labor_rate_id'])
    .execute();
}
