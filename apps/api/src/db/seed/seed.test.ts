import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { defaultCatalogue } from './catalogue';
import { seedOnce, upsertCatalogue } from './seed';

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

  it('seeds on first start only, so deleted catalogue rows stay deleted', async () => {
    const first = await seedOnce(database.db, defaultCatalogue);
    expect(first.seeded).toBe(true);
    await database.db.deleteFrom('job_categories').execute();
    const second = await seedOnce(database.db, defaultCatalogue);
    expect(second.seeded).toBe(false);
    expect((await counts()).categories).toBe(0);
  });
});
