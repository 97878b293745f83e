import { PassThrough } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/app';
import { appliedMigrations, checkBackup, restoreBackup, writeBackup } from '../backup';
import { defaultCatalogue } from '../seed/catalogue';
import { down, up } from './014_labor_brick_types';
import { down as canonicalUnitsDown } from './015_canonical_units';
import { migrateToLatest } from './index';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const untyped = (db = database.db) => db as unknown as Kysely<unknown>;

/** The database as the release before 014 left it: its schema, and neither 014 nor a later one in its list applied. */
async function beforeThisMigration(db: Kysely<unknown>) {
  await canonicalUnitsDown();
  await down(db);
  await sql`delete from kysely_migration where name >= '014_labor_brick_types'`.execute(db);
}

/** A.4.4.1.9's labour rows in their order: rate code, coefficient and (after the migration) brick type. */
async function wallLabor({ withBrick = true, db = database.db } = {}) {
  const { rows } = await sql<{ code: string; coefficient: number; brick_type?: string | null }>`
    select r.code, a.coefficient ${withBrick ? sql`, a.brick_type` : sql``}
    from job_type_labor a
    join job_types jt on jt.id = a.job_type_id
    join labor_rates r on r.id = a.labor_rate_id
    where jt.code = 'A.4.4.1.9'
    order by a.id`.execute(db);
  return rows.map((row) => [row.code, Number(row.coefficient), ...(withBrick ? [row.brick_type] : [])]);
}

const seeded = defaultCatalogue.jobTypes
  .find((job) => job.code === 'A.4.4.1.9')!
  .labor.map((line) => [line.rate, line.coefficient, line.brick_type ?? null]);

describe('migration 014: labour by brick type', () => {
  it("gives a wall still seeded with bata merah's labour for every brick the seed's labour per brick type", async () => {
    // Before 014 (its down): one labour row per rate, bata merah's SNI 6897 figures for all three bricks.
    await down(untyped());
    expect(await wallLabor({ withBrick: false })).toEqual([
      ['L.01', 0.3],
      ['L.02', 0.1],
      ['L.06', 0.01],
      ['L.07', 0.015],
    ]);

    await up(untyped());
    expect(await wallLabor()).toEqual(seeded);
    expect(seeded).toContainEqual(['L.01', 0.2, 'batako']);
    expect(seeded).toContainEqual(['L.07', 0.01, 'bata_ringan']);
  });

  it('leaves a wall whose labour an admin edited as the admin left it (one row per rate, for every brick)', async () => {
    await down(untyped());
    await sql`update job_type_labor set coefficient = 0.25
      where labor_rate_id = (select id from labor_rates where code = 'L.01')
        and job_type_id = (select id from job_types where code = 'A.4.4.1.9')`.execute(database.db);

    await up(untyped());
    expect(await wallLabor()).toEqual([
      ['L.01', 0.25, null],
      ['L.02', 0.1, null],
      ['L.06', 0.01, null],
      ['L.07', 0.015, null],
    ]);
  });

  it('keeps one row per rate and brick type, and only the three brick types', async () => {
    const wall = await database.db
      .selectFrom('job_types')
      .select('id')
      .where('code', '=', 'A.4.4.1.9')
      .executeTakeFirstOrThrow();
    const pekerja = await database.db
      .selectFrom('labor_rates')
      .select('id')
      .where('code', '=', 'L.01')
      .executeTakeFirstOrThrow();
    const add = (brick_type: string | null) =>
      sql`insert into job_type_labor (job_type_id, labor_rate_id, coefficient, brick_type)
        values (${wall.id}, ${pekerja.id}, 0.1, ${brick_type})`.execute(database.db);
    // The seed's L.01 rows are bata merah's, batako's and bata ringan's: a shared one is a fourth, a twin is refused.
    await add(null);
    await expect(add(null)).rejects.toThrow();
    await expect(add('batako')).rejects.toThrow();
    await expect(add('bata_kuning')).rejects.toThrow();
  });

  it('restores a backup taken before it on the release that took it, and the upgrade then rewrites the wall', async () => {
    await beforeThisMigration(untyped());
    const chunks: Buffer[] = [];
    const out = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    await writeBackup(database.db, out, { databaseKind: testDatabaseKind });
    const backup = await checkBackup(Buffer.concat(chunks));
    const labor = backup.header.tables.find((table) => table.name === 'job_type_labor')!;
    expect(labor.columns).not.toContain('brick_type');

    // Another installation of that release: the backup goes back in, then the new release's migrations run.
    const other = await createTestDatabase();
    try {
      await beforeThisMigration(untyped(other.db));
      await restoreBackup(other.db, backup);
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(other.db);
      await migrateToLatest(other.db, testDatabaseKind === 'postgres' ? { schema: rows[0]!.schema } : {});
      expect(await appliedMigrations(other.db)).toContain('014_labor_brick_types');
      expect(await wallLabor({ db: other.db })).toEqual(seeded);
    } finally {
      await other.destroy();
    }
  });
});
