import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { categoryId } from '../../test/catalogue';

// A job type projects use, deleted by an admin: asked first (409 naming the projects), its id never given to a new
// job type, and a line whose id names a job type in another unit is never priced with it ("Perbarui harga" leaves
// it at its frozen price and lists it). Found in the browser: a concrete line in m3 re-priced with a paint analysis
// in m² (F 876.756 → 29.849) after a delete and "reset-auto-increment".

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let other: TestAccount;
let category: number;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  category = await categoryId(t.db, 'BETON');
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(who.token),
    ...(payload !== undefined && { payload: payload as object }),
  });

/** A job type with one labour line (coefficient per unit), so its unit price is not 0. */
async function jobType(name: string, unit: string, coefficient: number): Promise<number> {
  serial += 1;
  const created = await call(admin, 'POST', '/api/jobs/types/public', {
    category_id: category,
    name: `${name} ${serial}`,
    unit,
    default_productivity: 5,
    default_worker_ratio: '1:1',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().job_type.id;
  await assignLabour(id, coefficient);
  return id;
}

async function assignLabour(id: number, coefficient: number) {
  const assigned = await call(admin, 'PUT', `/api/job-types/${id}/labor`, {
    labor_assignments: [{ labor_rate_id: 1, coefficient }],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
}

function project(name: string, line: object) {
  return {
    name,
    overhead_percentage: 10,
    ppn_percentage: 11,
    rounding: '1000',
    divisions: [{ code: 'A', name: 'PEKERJAAN BETON', items: [{ volume: 10, ...line }] }],
  };
}

async function createProject(who: TestAccount, name: string, line: object) {
  const created = await call(who, 'POST', '/api/projects', project(name, line));
  expect(created.statusCode, created.body).toBe(201);
  return created.json().project;
}

describe('deleting a job type projects use', () => {
  it('is refused with 409 naming the projects, and done when forced; the projects keep their prices', async () => {
    const concrete = await jobType('Beton uji K-225', 'm3', 2);
    const mine = await createProject(user, 'Rumah Pak Budi', { job_type_id: concrete });
    await createProject(other, 'Gudang Bu Sari', { job_type_id: concrete });

    const refused = await call(admin, 'DELETE', `/api/jobs/type/${concrete}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Jenis pekerjaan dipakai oleh 2 proyek. Hapus dengan force=true untuk tetap menghapusnya; proyek tetap ' +
        'memakai harga yang sudah tersimpan, tetapi barisnya tidak dapat diperbarui harganya lagi.',
    );
    expect(refused.json()).toMatchObject({ projects: 2, calculations: 0 });
    expect((await call(admin, 'GET', `/api/jobs/type/${concrete}`)).statusCode).toBe(200);

    expect((await call(admin, 'DELETE', `/api/jobs/type/${concrete}?force=true`)).statusCode).toBe(200);
    const kept = (await call(user, 'GET', `/api/projects/${mine.id}`)).json().project;
    expect(kept.totals).toEqual(mine.totals);
    const preview = (await call(user, 'POST', `/api/projects/${mine.id}/reprice`, { apply: false })).json();
    expect(preview.changes).toEqual([]);
    expect(preview.after).toEqual(preview.before);
    expect(preview.missing).toEqual([
      { division: 0, item: 0, description: kept.divisions[0].items[0].description, reason: 'removed' },
    ]);
  });

  it('names projects and calculations together', async () => {
    const slab = await jobType('Plat lantai uji', 'm3', 1);
    await createProject(user, 'Ruko', { job_type_id: slab });
    const saved = await call(user, 'POST', `/api/calculations/${slab}/save`, {
      volume: 3,
      productivity: 5,
      worker_ratio: '1:1',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const refused = await call(admin, 'DELETE', `/api/jobs/type/${slab}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Jenis pekerjaan dipakai oleh 1 proyek dan 1 kalkulasi. Hapus dengan force=true untuk tetap menghapusnya; ' +
        'proyek tetap memakai harga yang sudah tersimpan, tetapi barisnya tidak dapat diperbarui harganya lagi; ' +
        'riwayat kalkulasi tetap tersimpan.',
    );
    expect(refused.json()).toMatchObject({ projects: 1, calculations: 1 });
  });

  it('still deletes a job type nothing uses without asking', async () => {
    const unused = await jobType('Bekisting uji', 'm2', 1);
    expect((await call(admin, 'DELETE', `/api/jobs/type/${unused}`)).statusCode).toBe(200);
  });
});

describe('the id of a deleted job type', () => {
  it('is never given to a new job type, even after reset-auto-increment', async () => {
    const concrete = await jobType('Beton uji K-250', 'm3', 2);
    const rebar = await jobType('Pembesian uji', 'kg', 1);
    const mine = await createProject(user, 'Rumah Pak Andi', { job_type_id: concrete });
    for (const id of [concrete, rebar])
      expect((await call(admin, 'DELETE', `/api/jobs/type/${id}?force=true`)).statusCode).toBe(200);

    const reset = await call(admin, 'POST', '/api/jobs/types/reset-auto-increment');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().status.next_id).toBe(rebar + 1);
    expect(reset.json().message).toBe(
      'Penghitung ID jenis pekerjaan tidak dimundurkan: ID yang pernah dipakai tidak diberikan lagi, karena ' +
        `baris proyek tetap menyimpan ID jenis pekerjaannya. ID berikutnya ${rebar + 1}.`,
    );
    const paint = await jobType('Pengecatan pagar besi 2 lapis', 'm²', 0.1);
    expect(paint).toBe(rebar + 1);

    const preview = (await call(user, 'POST', `/api/projects/${mine.id}/reprice`, { apply: false })).json();
    expect(preview.changes).toEqual([]);
    expect(preview.missing).toEqual([expect.objectContaining({ reason: 'removed' })]);
  });
});

describe('a line whose job type id now names a job type in another unit', () => {
  /** The id given to another job type, as a counter lowered by an older version of the app did. */
  async function reuse(id: number, unit: string) {
    await t.db
      .insertInto('job_types')
      .values({
        id,
        code: `UJI.REUSE.${id}`,
        category_id: category,
        name: `Pengecatan pagar besi ${id}`,
        unit,
        description: null,
        default_productivity: 20,
        default_worker_ratio: '1:1',
      })
      .execute();
    await assignLabour(id, 0.05);
  }

  it('keeps its frozen price on "Perbarui harga" and is listed as changed, the other lines re-priced', async () => {
    const concrete = await jobType('Beton uji K-300', 'm3', 2);
    const floor = await jobType('Rabat uji', 'm³', 1);
    const created = await call(
      user,
      'POST',
      '/api/projects',
      project('Rumah Pak Joko', { job_type_id: concrete }),
    );
    expect(created.statusCode, created.body).toBe(201);
    // A second line in "m3" whose job type writes "m³": one unit (core's sameUnit), re-priced as before.
    const withFloor = project('Rumah Pak Joko', { job_type_id: concrete });
    withFloor.divisions[0]!.items.push({ job_type_id: floor, unit: 'm3', volume: 4 } as never);
    const first = created.json().project;
    const put = await call(user, 'PUT', `/api/projects/${first.id}`, {
      ...withFloor,
      divisions: [
        {
          ...withFloor.divisions[0],
          items: [{ ...first.divisions[0].items[0], volume: 10 }, withFloor.divisions[0]!.items[1]],
        },
      ],
      version: first.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json().project;
    const frozenF = saved.divisions[0].items[0].unit_price.F;

    expect((await call(admin, 'DELETE', `/api/jobs/type/${concrete}?force=true`)).statusCode).toBe(200);
    await reuse(concrete, 'm²');
    await assignLabour(floor, 2);

    const preview = await call(user, 'POST', `/api/projects/${saved.id}/reprice`, { apply: false });
    expect(preview.statusCode, preview.body).toBe(200);
    const diff = preview.json();
    expect(diff.missing).toEqual([
      {
        division: 0,
        item: 0,
        description: saved.divisions[0].items[0].description,
        reason: 'unit_changed',
      },
    ]);
    expect(diff.changes).toEqual([expect.objectContaining({ division: 0, item: 1 })]);

    const applied = (await call(user, 'POST', `/api/projects/${saved.id}/reprice`, { apply: true })).json();
    const [concreteLine, floorLine] = applied.project.divisions[0].items;
    expect(concreteLine.unit_price.F).toBe(frozenF);
    expect(concreteLine.amount).toBe(saved.divisions[0].items[0].amount);
    expect(floorLine.unit_price.F).toBe(diff.changes[0].after.F);
  });

  it('is not priced with it when added: 422 as for a job type not in the catalogue', async () => {
    const concrete = await jobType('Beton uji K-350', 'm3', 2);
    expect((await call(admin, 'DELETE', `/api/jobs/type/${concrete}`)).statusCode).toBe(200);
    await reuse(concrete, 'm²');
    const refused = await call(
      user,
      'POST',
      '/api/projects',
      project('Rumah Pak Tono', { job_type_id: concrete, description: 'Beton K-350', unit: 'm3' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'divisions.0.items.0.job_type_id', msg: projectMessages.jobTypeNotFound },
    ]);
    // In its own unit the line is the new job type's, priced with it.
    const m2 = await createProject(user, 'Pagar', { job_type_id: concrete, unit: 'm2' });
    expect(m2.divisions[0].items[0].unit_price.F).toBeGreaterThan(0);
  });
});
