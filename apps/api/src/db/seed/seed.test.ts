import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { defaultCatalogue } from './catalogue';
import { seedNewDefaults, seedOnce, upsertCatalogue } from './seed';
import type { SeedCatalogue } from './types';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function counts() {
  const count = async (
    table:
      'job_categories' | 'job_types' | 'materials' | 'labor_rates' | 'job_type_materials' | 'job_type_labor',
  ) => {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return {
    categories: await count('job_categories'),
    jobTypes: await count('job_types'),
    materials: await count('materials'),
    laborRates: await count('labor_rates'),
    materialLines: await count('job_type_materials'),
    laborLines: await count('job_type_labor'),
  };
}

describe('the default catalogue seed', () => {
  it('holds every category, job type, material, labour rate and assignment of the catalogue', async () => {
    expect(await counts()).toEqual({
      categories: defaultCatalogue.categories.length,
      jobTypes: defaultCatalogue.jobTypes.length,
      materials: defaultCatalogue.materials.length,
      laborRates: defaultCatalogue.laborRates.length,
      materialLines: defaultCatalogue.jobTypes.reduce((sum, job) => sum + job.materials.length, 0),
      laborLines: defaultCatalogue.jobTypes.reduce((sum, job) => sum + job.labor.length, 0),
    });
  });

  it('is keyed by code: upserting again changes no id and duplicates nothing', async () => {
    const before = await counts();
    const idsBefore = await database.db
      .selectFrom('job_types')
      .select(['id', 'code'])
      .orderBy('code')
      .execute();
    await upsertCatalogue(database.db, defaultCatalogue);
    expect(await counts()).toEqual(before);
    expect(
      await database.db.selectFrom('job_types').select(['id', 'code']).orderBy('code').execute(),
    ).toEqual(idsBefore);
  });

  it('gives an installation seeded by an earlier release the new default rows, keeping its edits', async () => {
    const fresh = await createTestDatabase();
    try {
      // An older release: the first ten divisions, no equipment, fewer job types.
      const oldCodes = new Set(defaultCatalogue.categories.slice(0, 10).map((category) => category.code));
      const older: SeedCatalogue = {
        ...defaultCatalogue,
        equipment: [],
        jobTypes: defaultCatalogue.jobTypes.filter(
          (job) => oldCodes.has(job.category) && (job.equipment ?? []).length === 0,
        ),
      };
      await fresh.db.deleteFrom('job_categories').execute();
      await fresh.db.deleteFrom('materials').execute();
      await fresh.db.deleteFrom('labor_rates').execute();
      await fresh.db.deleteFrom('equipment').execute();
      await upsertCatalogue(fresh.db, { ...older, categories: defaultCatalogue.categories.slice(0, 10) });
      await fresh.db.updateTable('materials').set({ price: 77_777 }).where('code', '=', 'M.01').execute();
      const wall = await fresh.db
        .selectFrom('job_types')
        .select('id')
        .where('code', '=', 'A.4.4.1.9')
        .executeTakeFirstOrThrow();
      await fresh.db.deleteFrom('job_type_labor').where('job_type_id', '=', wall.id).execute();

      const added = await seedNewDefaults(fresh.db, defaultCatalogue);
      expect(added).toMatchObject({
        categories: defaultCatalogue.categories.length - 10,
        jobTypes: defaultCatalogue.jobTypes.length - older.jobTypes.length,
        equipment: defaultCatalogue.equipment.length,
        materials: 0,
      });
      const count = async (table: 'job_types' | 'equipment' | 'job_type_equipment') =>
        Number(
          (
            await fresh.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('job_types')).toBe(defaultCatalogue.jobTypes.length);
      expect(await count('job_type_equipment')).toBe(
        defaultCatalogue.jobTypes.reduce((sum, job) => sum + (job.equipment ?? []).length, 0),
      );
      // The admin's price and the admin's edit of an existing analysis stay as they were.
      const cement = await fresh.db
        .selectFrom('materials')
        .select('price')
        .where('code', '=', 'M.01')
        .executeTakeFirstOrThrow();
      expect(cement.price).toBe(77_777);
      const labor = await fresh.db
        .selectFrom('job_type_labor')
        .select('id')
        .where('job_type_id', '=', wall.id)
        .execute();
      expect(labor).toEqual([]);
      // Once per catalogue version: a second start writes nothing.
      expect(await seedNewDefaults(fresh.db, defaultCatalogue)).toBeNull();
    } finally {
      await fresh.destroy();
    }
  });

  it('adds no default row whose name an admin row has: its job types count with that row instead', async () => {
    const fresh = await createTestDatabase();
    try {
      const water = defaultCatalogue.materials.find((row) => row.code === 'M.05')!;
      const job = defaultCatalogue.jobTypes.find((row) =>
        row.materials.some((line) => line.material === 'M.05'),
      )!;
      // The admin deleted the default water and one job type using it, then added "Air kerja" under a code of theirs.
      await fresh.db.deleteFrom('materials').where('code', '=', water.code).execute();
      await fresh.db.deleteFrom('job_types').where('code', '=', job.code).execute();
      const own = await fresh.db
        .insertInto('materials')
        .values({ code: 'M.90', name: water.name.toUpperCase(), unit: 'liter', price: 25, description: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A later release changes the catalogue.
      await fresh.db.deleteFrom('app_meta').where('key', '=', 'default_catalogue_version').execute();

      const added = await seedNewDefaults(fresh.db, defaultCatalogue);
      expect(added).toMatchObject({ materials: 0, jobTypes: 1 });
      expect(added!.skipped).toEqual([
        { kind: 'materials', code: water.code, name: water.name, existing_code: 'M.90' },
      ]);
      const named = await fresh.db
        .selectFrom('materials')
        .select('code')
        .where(sql`lower(name)`, '=', water.name.toLowerCase())
        .execute();
      expect(named).toEqual([{ code: 'M.90' }]);
      const lines = await fresh.db
        .selectFrom('job_type_materials as jtm')
        .innerJoin('job_types as jt', 'jt.id', 'jtm.job_type_id')
        .select('jtm.quantity_per_unit')
        .where('jt.code', '=', job.code)
        .where('jtm.material_id', '=', own.id)
        .execute();
      expect(lines.map((line) => Number(line.quantity_per_unit))).toEqual(
        job.materials.filter((line) => line.material === 'M.05').map((line) => line.quantity_per_unit),
      );
    } finally {
      await fresh.destroy();
    }
  });

  it('seeds on first start only, so deleted catalogue rows stay deleted', async () => {
    const first = await seedOnce(database.db, defaultCatalogue);
    expect(first.seeded).toBe(true);
    await database.db.deleteFrom('job_categories').execute();
    const second = await seedOnce(database.db, defaultCatalogue);
    expect(second.seeded).toBe(false);
    expect((await counts()).categories).toBe(0);
  });
});
