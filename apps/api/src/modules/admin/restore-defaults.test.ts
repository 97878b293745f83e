import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { defaultCatalogue } from '../../db/seed/catalogue';
import { seedMaterial, seedRate } from '../../test/catalogue';

// "Pulihkan katalog bawaan" writes the default catalogue by code, but the catalogue names each item once: a default
// row whose name an admin's row has is left out and named, never written as a twin the admin can no longer edit.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });
const restore = () => call('POST', '/api/materials/master/restore-default-catalogue');

async function rowsNamed(table: 'materials' | 'labor_rates' | 'job_categories' | 'job_types', name: string) {
  const rows = await t.db.selectFrom(table).select(['id', 'code', 'name']).orderBy('code').execute();
  return rows.filter((row) => row.name.trim().toLowerCase() === name.trim().toLowerCase());
}

describe('restoring the default catalogue over items of the same name', () => {
  it('leaves out a deleted default material added again under a new code, names it, and keeps its price editable', async () => {
    const water = seedMaterial('M.05');
    const seeded = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', water.code)
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `/api/materials/${seeded.id}`)).statusCode).toBe(200);
    const added = await call('POST', '/api/materials/public', { name: water.name, unit: 'liter', price: 25 });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json().material as { id: number; code: string };

    const restored = await restore();
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toContain(
      `1 data bawaan dilewati karena namanya sudah dipakai: ${water.name} (ada sebagai ${own.code}).`,
    );
    expect(restored.json().report.skipped).toEqual([
      { kind: 'materials', code: water.code, name: water.name, existing_code: own.code },
    ]);
    expect(await rowsNamed('materials', water.name)).toEqual([
      { id: own.id, code: own.code, name: water.name },
    ]);
    // The form sends the name with the price: no "Nama sudah digunakan" any more.
    const edited = await call('PUT', `/api/materials/${own.id}`, { name: water.name, price: 30 });
    expect(edited.statusCode, edited.body).toBe(200);

    // The default analyses that count the water count it with the admin's row of that name.
    const users = defaultCatalogue.jobTypes.filter((job) =>
      job.materials.some((line) => line.material === water.code),
    );
    expect(users.length).toBeGreaterThan(0);
    const lines = await t.db
      .selectFrom('job_type_materials as jtm')
      .innerJoin('job_types as jt', 'jt.id', 'jtm.job_type_id')
      .select('jt.code')
      .where('jtm.material_id', '=', own.id)
      .execute();
    expect(new Set(lines.map((line) => line.code))).toEqual(new Set(users.map((job) => job.code)));

    // Once more: the same answer, still one row of that name.
    expect((await restore()).json().report.skipped).toHaveLength(1);
    expect(await rowsNamed('materials', water.name)).toHaveLength(1);
  });

  it('does not give a renamed default its name back while an admin row has it, in any case and spacing', async () => {
    const mason = seedRate('L.02');
    const seeded = await t.db
      .selectFrom('labor_rates')
      .select('id')
      .where('code', '=', mason.code)
      .executeTakeFirstOrThrow();
    expect(
      (await call('PUT', `/api/materials/labor/${seeded.id}`, { name: 'Tukang batu lama' })).statusCode,
    ).toBe(200);
    const added = await call('POST', '/api/materials/labor', {
      role: 'tukang',
      name: ` ${mason.name.toUpperCase()} `,
      daily_rate: 150_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    const own = added.json().labor_rate as { code: string };

    const restored = await restore();
    expect(restored.json().report.skipped).toContainEqual({
      kind: 'laborRates',
      code: mason.code,
      name: mason.name,
      existing_code: own.code,
    });
    expect(restored.json().message).toContain(`${mason.name} (ada sebagai ${own.code})`);
    expect((await rowsNamed('labor_rates', mason.name)).map((row) => row.code)).toEqual([own.code]);
    const kept = await t.db
      .selectFrom('labor_rates')
      .select('name')
      .where('code', '=', mason.code)
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe('Tukang batu lama');
  });

  it('gives two defaults whose names were swapped their own names back, leaving nothing out', async () => {
    const [first, second] = defaultCatalogue.categories;
    const id = async (code: string) =>
      (
        await t.db
          .selectFrom('job_categories')
          .select('id')
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    const rename = (code: string, name: string) =>
      t.db.updateTable('job_categories').set({ name }).where('code', '=', code).execute();
    await rename(first!.code, 'Kategori sementara');
    await rename(second!.code, first!.name);
    await rename(first!.code, second!.name);

    const restored = await restore();
    expect(
      restored.json().report.skipped.filter((row: { kind: string }) => row.kind === 'categories'),
    ).toEqual([]);
    expect(await rowsNamed('job_categories', first!.name)).toEqual([
      { id: await id(first!.code), code: first!.code, name: first!.name },
    ]);
    expect(await rowsNamed('job_categories', second!.name)).toEqual([
      { id: await id(second!.code), code: second!.code, name: second!.name },
    ]);
  });

  it('restores an analysis whose two defaults now meet in one row (a default renamed to a deleted one), once', async () => {
    const job = defaultCatalogue.jobTypes.find(
      (row) =>
        row.materials.some((line) => line.material === 'M.01' && !line.brick_type) &&
        row.materials.some((line) => line.material === 'M.02' && !line.brick_type),
    )!;
    const [cement, sand] = [seedMaterial('M.01'), seedMaterial('M.02')];
    // Sand deleted, cement renamed to sand's name, and an admin row named as cement.
    await t.db.deleteFrom('materials').where('code', '=', sand.code).execute();
    await t.db.updateTable('materials').set({ name: sand.name }).where('code', '=', cement.code).execute();
    await t.db
      .insertInto('materials')
      .values({ code: 'M.91', name: cement.name, unit: 'kg', price: 1_500, description: null })
      .execute();

    const restored = await restore();
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().report.skipped).toEqual(
      expect.arrayContaining([
        { kind: 'materials', code: cement.code, name: cement.name, existing_code: 'M.91' },
        { kind: 'materials', code: sand.code, name: sand.name, existing_code: cement.code },
      ]),
    );
    const lines = await t.db
      .selectFrom('job_type_materials as jtm')
      .innerJoin('job_types as jt', 'jt.id', 'jtm.job_type_id')
      .innerJoin('materials as m', 'm.id', 'jtm.material_id')
      .select(['m.code', 'jtm.quantity_per_unit'])
      .where('jt.code', '=', job.code)
      .where('m.code', '=', cement.code)
      .execute();
    expect(lines).toHaveLength(1);
  });

  it("puts a deleted default category's job types back into the admin's category of that name", async () => {
    const category = defaultCatalogue.categories.at(-1)!;
    const jobs = defaultCatalogue.jobTypes.filter((job) => job.category === category.code);
    expect(jobs.length).toBeGreaterThan(0);
    await t.db.deleteFrom('job_categories').where('code', '=', category.code).execute();
    const added = await call('POST', '/api/jobs/categories', { name: category.name, code: 'KAT.90' });
    expect(added.statusCode, added.body).toBe(201);

    const restored = await restore();
    expect(restored.json().report.skipped).toContainEqual({
      kind: 'categories',
      code: category.code,
      name: category.name,
      existing_code: 'KAT.90',
    });
    expect((await rowsNamed('job_categories', category.name)).map((row) => row.code)).toEqual(['KAT.90']);
    const placed = await t.db
      .selectFrom('job_types as jt')
      .innerJoin('job_categories as c', 'c.id', 'jt.category_id')
      .select(['jt.code', 'c.code as category'])
      .where(
        'jt.code',
        'in',
        jobs.map((job) => job.code),
      )
      .execute();
    expect(placed).toHaveLength(jobs.length);
    expect(new Set(placed.map((row) => row.category))).toEqual(new Set(['KAT.90']));
  });
});
