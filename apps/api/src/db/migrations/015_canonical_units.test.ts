import { canonicalUnit } from '@kalkulator/core';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/app';
import { appliedMigrations } from '../backup';
import { defaultCatalogue } from '../seed/catalogue';
import { down, up } from './015_canonical_units';
import { migrateToLatest } from './index';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const untyped = () => database.db as unknown as Kysely<unknown>;

/** The database as the release before 015 left it: 015 not in its list of migrations applied. */
async function beforeThisMigration() {
  await down();
  await sql`delete from kysely_migration where name = '015_canonical_units'`.execute(database.db);
}

/** The release's migrations, as the server runs them at start. */
async function upgrade() {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  await migrateToLatest(database.db, testDatabaseKind === 'postgres' ? { schema: rows[0]!.schema } : {});
}

const TABLES = ['materials', 'equipment', 'job_types'] as const;

/**
 * Every row's unit, updated_at and xmin (the transaction that last wrote it) by table and code: a row the migration
 * writes, even with its own unit, gets another xmin.
 */
async function snapshot() {
  const tables: Record<string, Record<string, { unit: string; updated: string; xmin: string }>> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ code: string; unit: string; updated: string; xmin: string }>`
      select code, unit, updated_at::text as updated, xmin::text as xmin from ${sql.table(table)}`.execute(
      database.db,
    );
    tables[table] = Object.fromEntries(rows.map(({ code, ...row }) => [code, row]));
  }
  return tables;
}

/** Spellings stored before the forms and imports wrote the catalogue's, and what the migration makes of each. */
const MATERIALS: [unit: string, respelt: string][] = [
  ['m2', 'm²'],
  ['M2', 'm²'],
  ['m^2', 'm²'],
  ['M^2', 'm²'],
  ['m 2', 'm²'],
  [' m2 ', 'm²'],
  ['m3', 'm³'],
  ['M3', 'm³'],
  ['m^3', 'm³'],
  ['KG', 'kg'],
  ['Kg.', 'kg'],
  ['M', 'm'],
  ['CM', 'cm'],
  ['MM', 'mm'],
  // Words, other spellings and units not listed keep their text (trimmed), as canonicalUnit keeps them.
  ["m'", "m'"],
  ['m1', 'm1'],
  ['buah', 'buah'],
  ['liter', 'liter'],
  ['meter persegi', 'meter persegi'],
  ['kubik', 'kubik'],
  ['zak', 'zak'],
  ['OH', 'OH'],
  ['Dus', 'Dus'],
  ['  Pail ', 'Pail'],
  ['m²', 'm²'],
];

const EQUIPMENT: [unit: string, respelt: string][] = [
  ['M3', 'm³'],
  ['jam', 'jam'],
  ['hari', 'hari'],
];

const JOB_TYPES: [unit: string, respelt: string][] = [
  ['m2', 'm²'],
  ['M^3', 'm³'],
  ['KG', 'kg'],
  ["m'", "m'"],
  ['titik', 'titik'],
];

/** Rows with the old spellings, coded X.<table>.<n>, in a database at 014. */
async function insertOldSpellings() {
  const db = database.db;
  await db
    .insertInto('materials')
    .values(MATERIALS.map(([unit], n) => ({ code: `X.M.${n}`, name: `Bahan ${n}`, unit, price: 1000 })))
    .execute();
  await db
    .insertInto('equipment')
    .values(EQUIPMENT.map(([unit], n) => ({ code: `X.E.${n}`, name: `Alat ${n}`, unit, price: 1000 })))
    .execute();
  const category = await db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
  await db
    .insertInto('job_types')
    .values(
      JOB_TYPES.map(([unit], n) => ({
        code: `X.J.${n}`,
        category_id: category.id,
        name: `Pekerjaan ${n}`,
        unit,
        default_productivity: 10,
        default_worker_ratio: '1:1',
      })),
    )
    .execute();
}

const respelt = (prefix: string, rows: [string, string][]) =>
  Object.fromEntries(rows.map(([, unit], n) => [`${prefix}.${n}`, unit]));

const units = (rows: Record<string, { unit: string }>, prefix: string) =>
  Object.fromEntries(
    Object.entries(rows)
      .filter(([code]) => code.startsWith(`${prefix}.`))
      .map(([code, row]) => [code, row.unit]),
  );

describe("migration 015: stored units in the catalogue's spelling", () => {
  it('respells m2, M^2, m3, KG … stored before as m², m³, kg and leaves every other unit and row as it was', async () => {
    await beforeThisMigration();
    await insertOldSpellings();
    const before = await snapshot();
    expect(units(before.materials!, 'X.M')).toEqual(
      Object.fromEntries(MATERIALS.map(([unit], n) => [`X.M.${n}`, unit])),
    );

    await upgrade();
    expect(await appliedMigrations(database.db)).toContain('015_canonical_units');
    const after = await snapshot();
    expect(units(after.materials!, 'X.M')).toEqual(respelt('X.M', MATERIALS));
    expect(units(after.equipment!, 'X.E')).toEqual(respelt('X.E', EQUIPMENT));
    expect(units(after.job_types!, 'X.J')).toEqual(respelt('X.J', JOB_TYPES));

    for (const table of TABLES) {
      for (const [code, row] of Object.entries(before[table]!)) {
        const now = after[table]![code]!;
        // The same unit written the catalogue's way is no admin's edit: updated_at stays (an open form saves).
        expect(now.updated, `${table} ${code}`).toBe(row.updated);
        // Only a row whose unit changes is written.
        if (now.unit === row.unit) expect(now.xmin, `${table} ${code} ${row.unit}`).toBe(row.xmin);
        else expect(now.xmin, `${table} ${code} ${row.unit}`).not.toBe(row.xmin);
      }
    }
  });

  it('writes nothing when run again, nor on a catalogue seeded in its spelling', async () => {
    // The seed already writes the catalogue's spelling: a new installation has nothing to respell.
    for (const rows of [defaultCatalogue.materials, defaultCatalogue.equipment, defaultCatalogue.jobTypes])
      for (const row of rows) expect(canonicalUnit(row.unit), `${row.code} ${row.unit}`).toBe(row.unit);
    const seeded = await snapshot();
    await up(untyped());
    expect(await snapshot()).toEqual(seeded);

    await beforeThisMigration();
    await insertOldSpellings();
    await upgrade();
    const once = await snapshot();
    await up(untyped());
    expect(await snapshot()).toEqual(once);
  });

  it("leaves a saved project's document (its lines' units) as the user saved it", async () => {
    await beforeThisMigration();
    const db = database.db;
    const user = await db
      .insertInto('users')
      .values({ username: 'andi', email: 'andi@example.com', full_name: 'Andi', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const data = {
      divisions: [
        {
          code: 'A',
          name: 'Pekerjaan Persiapan',
          items: [
            {
              id: 'i1',
              job_type_id: null,
              description: 'Pembersihan lahan',
              unit: 'm2',
              volume: 100,
              volume_text: null,
              parts: null,
              free_price: 5000,
              price_source: 'free',
            },
          ],
        },
      ],
    };
    await db
      .insertInto('projects')
      .values({
        user_id: user.id,
        name: 'Rumah',
        data: JSON.stringify(data),
        rounding: '1000',
        overhead_percentage: 10,
        ppn_percentage: 11,
        total: 0,
        item_count: 1,
      })
      .execute();
    const { rows: saved } = await sql<{ data: string }>`select data::text as data from projects`.execute(db);

    await upgrade();
    const { rows } = await sql<{ data: string }>`select data::text as data from projects`.execute(db);
    expect(rows).toEqual(saved);
    expect(JSON.parse(rows[0]!.data).divisions[0].items[0].unit).toBe('m2');
  });
});
