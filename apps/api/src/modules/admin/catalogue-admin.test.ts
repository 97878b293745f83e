import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senMessage } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { defaultCatalogue } from '../../db/seed/catalogue';
import { brickWallJob, categoryId, jobTypeId } from '../../test/catalogue';
import type { MasterClearCounts } from './schemas';

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestAccount | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });

const wallForm = {
  volume: 10,
  productivity: 10,
  worker_ratio: '1:3',
  brick_type: 'bata_merah',
  profit_percentage: 20,
};
/** A listed category or job type as the admin's form opens it. */
interface Versioned {
  id: number;
  name: string;
  description: string | null;
  updated_at: string;
}

const materialCost = async () =>
  (await call(null, 'POST', `/api/calculations/${wallId}`, wallForm)).json().calculation.summary
    .total_material_cost as number;

describe('catalogue administration', () => {
  it('refuses guests (401) and users (403) on every write route', async () => {
    const routes: [Method, string][] = [
      ['POST', '/api/jobs/categories'],
      ['PUT', '/api/jobs/categories/1'],
      ['DELETE', '/api/jobs/categories/1'],
      ['POST', '/api/jobs/categories/bulk-import'],
      ['DELETE', '/api/jobs/categories/clear-all'],
      ['POST', '/api/jobs/categories/reset-auto-increment'],
      ['GET', '/api/jobs/auto-increment-status'],
      ['POST', '/api/jobs/types/public'],
      ['PUT', '/api/jobs/type/1/public'],
      ['DELETE', '/api/jobs/type/1'],
      ['DELETE', '/api/jobs/types/clear-all'],
      ['POST', '/api/jobs/types/reset-auto-increment'],
      ['PUT', '/api/job-types/1/labor'],
      ['PUT', '/api/job-types/1/materials'],
      ['GET', '/api/materials'],
      ['GET', '/api/materials/1'],
      ['PUT', '/api/materials/1'],
      ['DELETE', '/api/materials/1'],
      ['POST', '/api/materials/public'],
      ['POST', '/api/materials/bulk-import'],
      ['POST', '/api/materials/parse-paste'],
      ['POST', '/api/materials/job-type/1/materials'],
      ['DELETE', '/api/materials/job-type/1/materials/1'],
      ['DELETE', '/api/materials/clear-all'],
      ['POST', '/api/materials/reset-auto-increment'],
      ['GET', '/api/materials/labor/rates'],
      ['GET', '/api/materials/labor/1'],
      ['PUT', '/api/materials/labor/1'],
      ['DELETE', '/api/materials/labor/1'],
      ['POST', '/api/materials/labor'],
      ['POST', '/api/materials/master/reset-all-auto-increment'],
      ['GET', '/api/materials/master/auto-increment-status'],
      ['DELETE', '/api/materials/master/clear-all-data'],
    ];
    for (const [method, url] of routes) {
      expect(
        (await call(null, method, url, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(401);
      expect(
        (await call(user, method, url, method === 'GET' ? undefined : {})).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });

  it('adds a material priced the Indonesian way, assigns it, and the next calculation uses it', async () => {
    const before = await materialCost();
    const created = await call(admin, 'POST', '/api/materials/public', {
      name: 'Kawat ayam',
      unit: 'm²',
      price: 'Rp 7.500',
    });
    expect(created.statusCode).toBe(201);
    const material = created.json().material;
    expect(material).toMatchObject({
      name: 'Kawat ayam',
      price: 7_500,
      code: expect.stringMatching(/^M\.\d{2,}$/),
    });

    const assigned = await call(admin, 'POST', `/api/materials/job-type/${wallId}/materials`, {
      material_id: material.id,
      quantity_per_unit: 0.5,
    });
    expect(assigned.statusCode).toBe(201);
    expect(await materialCost()).toBe(before + Math.round(0.5 * 10 * 7_500));

    await call(admin, 'PUT', `/api/materials/${material.id}`, { price: '8.000' });
    expect(await materialCost()).toBe(before + Math.round(0.5 * 10 * 8_000));

    expect(
      (await call(admin, 'DELETE', `/api/materials/job-type/${wallId}/materials/${material.id}`)).statusCode,
    ).toBe(200);
    expect(await materialCost()).toBe(before);
  });

  it('replaces labour and material assignments in one go, refusing unknown or repeated rows', async () => {
    const { job_type: details } = (await call(null, 'GET', `/api/job-types/${wallId}/details`)).json();
    const labor = details.labor.map(
      (line: { labor_rate_id: number; coefficient: number; brick_type: string | null }) => ({
        labor_rate_id: line.labor_rate_id,
        coefficient: line.coefficient * 2,
        brick_type: line.brick_type,
      }),
    );
    const saved = await call(admin, 'PUT', `/api/job-types/${wallId}/labor`, { labor_assignments: labor });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().job_type.labor.map((line: { coefficient: number }) => line.coefficient)).toEqual(
      labor.map((line: { coefficient: number }) => line.coefficient),
    );
    const repeated = await call(admin, 'PUT', `/api/job-types/${wallId}/labor`, {
      labor_assignments: [labor[0], labor[0]],
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().details).toEqual([
      { param: 'labor_assignments.1', msg: 'Item yang sama muncul dua kali' },
    ]);
    const unknown = await call(admin, 'PUT', `/api/job-types/${wallId}/materials`, {
      material_assignments: [{ material_id: 999_999, quantity_per_unit: 1 }],
    });
    expect(unknown.statusCode).toBe(422);
    // Nothing changed by the refused writes.
    const after = (await call(null, 'GET', `/api/job-types/${wallId}/details`)).json().job_type;
    expect(after.labor).toHaveLength(labor.length);
    expect(after.materials).toHaveLength(details.materials.length);
  });

  it('refuses to delete a category that has job types, deletes an empty one', async () => {
    const full = await categoryId(t.db, brickWallJob().category);
    const refused = await call(admin, 'DELETE', `/api/jobs/categories/${full}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/masih memiliki \d+ jenis pekerjaan/);
    const created = (
      await call(admin, 'POST', '/api/jobs/categories', { name: 'Pekerjaan Kolam Renang', code: 'KOLAM' })
    ).json();
    expect((await call(admin, 'DELETE', `/api/jobs/categories/${created.category.id}`)).statusCode).toBe(200);
    const duplicate = await call(admin, 'POST', '/api/jobs/categories', { name: 'Lain', code: 'tanah' });
    expect(duplicate.json().details).toEqual([{ param: 'code', msg: 'Kode sudah digunakan' }]);
    const twin = await call(admin, 'POST', '/api/jobs/categories', { name: ' pekerjaan tanah ' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().details).toEqual([{ param: 'name', msg: 'Nama kategori sudah digunakan' }]);
    const other = (await call(admin, 'POST', '/api/jobs/categories', { name: 'Pekerjaan Taman' })).json();
    const renamed = await call(admin, 'PUT', `/api/jobs/categories/${other.category.id}`, {
      name: 'PEKERJAAN TANAH',
    });
    expect(renamed.statusCode).toBe(422);
    // Its own name again is no conflict.
    const same = await call(admin, 'PUT', `/api/jobs/categories/${other.category.id}`, {
      name: 'Pekerjaan Taman',
    });
    expect(same.statusCode).toBe(200);
  });

  it("prices a crew role the job type has no rate for at the catalogue's wage, which follows the admin's change", async () => {
    // 0:0 is refused in the calculator's words, not as a wrong format.
    const idle = await call(admin, 'POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'TANAH'),
      name: 'Tanpa pekerja',
      unit: 'm',
      default_productivity: 10,
      default_worker_ratio: '0:0',
    });
    expect(idle.statusCode).toBe(422);
    expect(idle.json().details).toEqual([
      { param: 'default_worker_ratio', msg: 'Rasio pekerja tidak boleh 0:0' },
    ]);
    const created = await call(admin, 'POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'TANAH'),
      name: 'Pemasangan pipa PVC 1/2"',
      unit: "m'",
      default_productivity: 10,
      default_worker_ratio: '1:1',
    });
    const id = created.json().job_type.id;
    const rates = (await t.db.selectFrom('labor_rates').selectAll().orderBy('code').execute()).map(
      (rate) => ({
        ...rate,
        daily_rate: Number(rate.daily_rate),
      }),
    );
    const tukang = rates.find((rate) => rate.role === 'tukang')!;
    const pekerja = rates.find((rate) => rate.role === 'pekerja')!;
    await call(admin, 'PUT', `/api/job-types/${id}/labor`, {
      labor_assignments: [{ labor_rate_id: tukang.id, coefficient: 0.1 }],
    });
    const pekerjaLine = async () => {
      const answer = await call(null, 'POST', `/api/calculations/${id}`, { volume: 10, productivity: 10 });
      return answer.json().calculation.labor.lines.find((line: { role: string }) => line.role === 'pekerja');
    };
    // Not the fixed 135.000 of the browser estimate: the catalogue's own Pekerja wage, named as there.
    expect(await pekerjaLine()).toMatchObject({ name: pekerja.name, daily_rate: pekerja.daily_rate });
    await call(admin, 'PUT', `/api/materials/labor/${pekerja.id}`, {
      daily_rate: pekerja.daily_rate + 5_000,
    });
    expect((await pekerjaLine()).daily_rate).toBe(pekerja.daily_rate + 5_000);
    // The details say it too, apart from the assignments an admin edits.
    const { job_type: details } = (await call(null, 'GET', `/api/job-types/${id}/details`)).json();
    expect(details.labor).toHaveLength(1);
    expect(details.crew_rates).toEqual({
      pekerja: { labor_rate_id: pekerja.id, name: pekerja.name, daily_rate: pekerja.daily_rate + 5_000 },
    });
  });

  it('keeps a job type that calculations use unless forced, and the history survives the forced delete', async () => {
    const category = await categoryId(t.db, 'TANAH');
    const created = await call(admin, 'POST', '/api/jobs/types/public', {
      category_id: category,
      name: 'Galian saluran',
      unit: "m'",
      default_productivity: 5,
      default_worker_ratio: '0:1',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().job_type.id;
    await call(admin, 'PUT', `/api/job-types/${id}/labor`, {
      labor_assignments: [{ labor_rate_id: 1, coefficient: 0.2 }],
    });
    const saved = await call(user, 'POST', `/api/calculations/${id}/save`, {
      volume: 12,
      productivity: 5,
      worker_ratio: '0:1',
    });
    expect(saved.statusCode).toBe(201);

    const refused = await call(admin, 'DELETE', `/api/jobs/type/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Jenis pekerjaan dipakai oleh 1 kalkulasi. Hapus dengan force=true untuk tetap menghapusnya; riwayat ' +
        'kalkulasi tetap tersimpan.',
    );
    expect((await call(admin, 'DELETE', `/api/jobs/type/${id}?force=true`)).statusCode).toBe(200);
    const kept = await call(user, 'GET', `/api/calculations/history/${saved.json().calculation.id}`);
    expect(kept.json().calculation).toMatchObject({ job_type_name: 'Galian saluran', volume: 12 });
    // Its stored figures can still be copied (a 500 from the foreign key before); the copy cannot be recomputed
    // either, and says so.
    const copy = await call(
      user,
      'POST',
      `/api/calculations/history/${saved.json().calculation.id}/duplicate`,
    );
    expect(copy.statusCode, copy.body).toBe(201);
    expect(kept.json().calculation.total_rab).toBeGreaterThan(0);
    expect(copy.json().calculation).toMatchObject({
      job_type_name: 'Galian saluran',
      volume: 12,
      total_rab: kept.json().calculation.total_rab,
    });
    const recompute = await call(user, 'PUT', `/api/calculations/history/${copy.json().calculation.id}`, {
      volume: 13,
    });
    expect(recompute.statusCode).toBe(422);
    expect(recompute.json().details[0].msg).toContain('sudah dihapus dari katalog');
  });

  it('imports all rows or none, naming the bad row', async () => {
    const count = async () =>
      Number((await call(admin, 'GET', '/api/materials?limit=1')).json().pagination.total);
    const before = await count();
    const bad = await call(admin, 'POST', '/api/materials/bulk-import', {
      materials_data: [
        { name: 'Impor A', unit: 'bh', price: '1.000' },
        { name: 'Impor B', unit: '', price: 'mahal' },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { msg: string }) => d.msg)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Baris 2: /)]),
    );
    expect(await count()).toBe(before);

    const existing = await call(admin, 'POST', '/api/materials/bulk-import', {
      materials_data: [
        { name: 'Impor C', unit: 'bh', price: 100 },
        { code: 'M.06', name: 'Bata merah', unit: 'bh', price: 900 },
      ],
    });
    expect(existing.statusCode).toBe(422);
    expect(existing.json().details[0].msg).toMatch(/^Baris 2: /);
    expect(await count()).toBe(before);

    const good = await call(admin, 'POST', '/api/materials/bulk-import', {
      update_existing: true,
      materials_data: [
        { name: 'Impor C', unit: 'bh', price: 100 },
        { code: 'M.06', name: 'Bata merah', unit: 'bh', price: 'Rp 900' },
      ],
    });
    expect(good.json()).toMatchObject({ created: 1, updated: 1 });
    expect(await count()).toBe(before + 1);
    const brick = (await call(admin, 'GET', '/api/materials?search=M.06')).json().materials[0];
    expect(brick.price).toBe(900);
  });

  it('says the maximum of a coefficient, a price, a wage and a productivity, not that the value is invalid', async () => {
    const tooLarge = async (method: Method, url: string, payload: unknown) => {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().details;
    };
    const { job_type: details } = (await call(null, 'GET', `/api/job-types/${wallId}/details`)).json();
    expect(
      await tooLarge('PUT', `/api/job-types/${wallId}/labor`, {
        labor_assignments: [{ labor_rate_id: details.labor[0].labor_rate_id, coefficient: 100_001 }],
      }),
    ).toEqual([{ param: 'labor_assignments.0.coefficient', msg: 'Koefisien maksimal 100.000' }]);
    expect(
      await tooLarge('POST', `/api/materials/job-type/${wallId}/materials`, {
        material_id: details.materials[0].material_id,
        quantity_per_unit: 250_000,
      }),
    ).toEqual([{ param: 'quantity_per_unit', msg: 'Koefisien maksimal 100.000' }]);
    expect(
      await tooLarge('POST', '/api/materials/public', {
        name: 'Material uji mahal',
        unit: 'bh',
        price: '999.999.999.999.999',
      }),
    ).toEqual([{ param: 'price', msg: 'Harga maksimal Rp 1.000.000.000.000' }]);
    expect(
      await tooLarge('POST', '/api/materials/labor', {
        role: 'tukang',
        name: 'Tukang uji mahal',
        daily_rate: 2e12,
      }),
    ).toEqual([{ param: 'daily_rate', msg: 'Upah harian maksimal Rp 1.000.000.000.000' }]);
    expect(
      await tooLarge('POST', '/api/jobs/types/public', {
        category_id: await categoryId(t.db, 'PASANGAN'),
        name: 'Pasangan uji cepat',
        unit: 'm²',
        default_productivity: 2_000_000,
      }),
    ).toEqual([
      { param: 'default_productivity', msg: 'Produktivitas terlalu besar (maksimal 1.000.000 per hari)' },
    ]);
    // Below the limits the old messages stay.
    expect(
      await tooLarge('POST', '/api/materials/public', { name: 'Material uji minus', unit: 'bh', price: -1 }),
    ).toEqual([{ param: 'price', msg: 'Harga harus berupa angka tidak negatif, misal 65.000' }]);
  });

  it('lists with each material, labour rate and piece of equipment how many job types’ analyses use it', async () => {
    const countIn = async (
      table: 'job_type_materials' | 'job_type_labor' | 'job_type_equipment',
      column: string,
      id: number,
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.count<string>(sql.ref('job_type_id')).distinct().as('count'))
            .where(sql.ref(column), '=', id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const { materials } = (await call(admin, 'GET', '/api/materials?limit=500')).json();
    const semen = materials.find((row: { code: string }) => row.code === 'M.01');
    expect(semen.job_type_count).toBeGreaterThan(10);
    expect(semen.job_type_count).toBe(await countIn('job_type_materials', 'material_id', semen.id));
    const { labor_rates: rates } = (await call(admin, 'GET', '/api/materials/labor/rates')).json();
    const pekerja = rates.find((row: { code: string }) => row.code === 'L.01');
    expect(pekerja.job_type_count).toBe(await countIn('job_type_labor', 'labor_rate_id', pekerja.id));
    expect(pekerja.job_type_count).toBeGreaterThan(10);
    const { equipment } = (await call(admin, 'GET', '/api/equipment?limit=500')).json();
    for (const row of equipment)
      expect(row.job_type_count).toBe(await countIn('job_type_equipment', 'equipment_id', row.id));
    // An item no analysis uses says 0.
    const spare = (
      await call(admin, 'POST', '/api/materials/public', {
        name: 'Material uji tanpa analisa',
        unit: 'bh',
        price: 1,
      })
    ).json().material;
    const search = (await call(admin, 'GET', '/api/materials?search=uji%20tanpa%20analisa')).json().materials;
    expect(search).toEqual([expect.objectContaining({ id: spare.id, job_type_count: 0 })]);
  });

  it('says a too-long name or unit is too long, not empty', async () => {
    const response = await call(admin, 'POST', '/api/materials/public', {
      name: 'N'.repeat(201),
      unit: 'U'.repeat(33),
      price: 1_000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'name', msg: 'Nama maksimal 200 karakter' },
      { param: 'unit', msg: 'Satuan maksimal 20 karakter' },
    ]);
    const jobType = await call(admin, 'POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'PASANGAN'),
      name: 'Pasangan uji',
      unit: 'meter persegi bidang dinding',
      default_productivity: 10,
    });
    expect(jobType.json().details).toEqual([{ param: 'unit', msg: 'Satuan maksimal 20 karakter' }]);
  });

  it('refuses a change over a version another admin changed since the form opened, for each priced item', async () => {
    const changedElsewhere =
      'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.';
    for (const [path, field, item, change] of [
      ['/api/materials', 'material', 'M.05', { price: 1_900 }],
      ['/api/materials/labor/rates', 'labor_rate', 'L.01', { daily_rate: 111_000 }],
      ['/api/equipment', 'equipment', 'E.01', { price: 360_000 }],
    ] as const) {
      const listed = (await call(admin, 'GET', path)).json();
      const rows = Object.values(listed).find(Array.isArray) as {
        id: number;
        code: string;
        updated_at: string;
      }[];
      const opened = rows.find((row) => row.code === item)!;
      const one =
        path === '/api/materials/labor/rates' ? `/api/materials/labor/${opened.id}` : `${path}/${opened.id}`;
      // Admin B saves first, over the version both opened.
      const first = await call(admin, 'PUT', one, { ...change, expected_updated_at: opened.updated_at });
      expect(first.statusCode, first.body).toBe(200);
      const stored = first.json()[field];
      // Admin A changes only the description of the version it opened: refused, B's price stays.
      const late = await call(admin, 'PUT', one, {
        description: 'Versi A',
        expected_updated_at: opened.updated_at,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(changedElsewhere);
      expect((await call(admin, 'GET', one)).json()[field]).toMatchObject({
        ...change,
        description: stored.description,
      });
      // Opened again, A's change goes through; without the field the last write wins, as before.
      const again = await call(admin, 'PUT', one, {
        description: 'Versi A',
        expected_updated_at: stored.updated_at,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect((await call(admin, 'PUT', one, { description: null })).statusCode).toBe(200);
    }
    const bad = await call(admin, 'PUT', '/api/equipment/1', { price: 1, expected_updated_at: 'kemarin' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      {
        param: 'expected_updated_at',
        msg: 'expected_updated_at harus berupa waktu ISO 8601 (updated_at data yang dibuka)',
      },
    ]);
  });

  it('refuses a change of a category or job type another admin changed since the form opened (409)', async () => {
    const changedElsewhere =
      'Data ini sudah diubah admin lain sejak Anda membukanya; isian Anda belum disimpan. Tutup formulir dan buka lagi untuk melihat versi terbaru.';
    // What the admin panel lists: the categories, then each category's job types, each row with its updated_at.
    const wall = (await call(null, 'GET', `/api/jobs/type/${wallId}`)).json().job_type;
    const categories = (await call(null, 'GET', '/api/jobs/categories')).json().categories as Versioned[];
    const jobTypes = (await call(null, 'GET', `/api/jobs/types/${wall.category_id}`)).json()
      .job_types as Versioned[];
    for (const [read, write, field, opened, change] of [
      [
        `/api/jobs/categories/${wall.category_id}`,
        `/api/jobs/categories/${wall.category_id}`,
        'category',
        categories.find((row) => row.id === wall.category_id)!,
        { description: 'Versi B' },
      ],
      [
        `/api/jobs/type/${wallId}`,
        `/api/jobs/type/${wallId}/public`,
        'job_type',
        jobTypes.find((row) => row.id === wallId)!,
        { default_productivity: 9, default_worker_ratio: '1:2' },
      ],
    ] as const) {
      expect(opened.updated_at).toMatch(/^\d{4}-\d\d-\d\dT/);
      // Admin B saves first, over the version both opened.
      const first = await call(admin, 'PUT', write, { ...change, expected_updated_at: opened.updated_at });
      expect(first.statusCode, first.body).toBe(200);
      const stored = first.json()[field] as Versioned;
      expect(stored.updated_at).not.toBe(opened.updated_at);
      // Admin A changes only the name of the version it opened: refused, B's change stays and A's name is not written.
      const late = await call(admin, 'PUT', write, {
        name: `${opened.name} (versi A)`,
        expected_updated_at: opened.updated_at,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(changedElsewhere);
      expect((await call(admin, 'GET', read)).json()[field]).toMatchObject({ ...change, name: opened.name });
      // Opened again, A's change goes through; without the field the last write wins, as before.
      const again = await call(admin, 'PUT', write, {
        description: 'Versi A',
        expected_updated_at: stored.updated_at,
      });
      expect(again.statusCode, again.body).toBe(200);
      const restored = { description: opened.description ?? null };
      expect((await call(admin, 'PUT', write, restored)).statusCode).toBe(200);
    }
    await call(admin, 'PUT', `/api/jobs/type/${wallId}/public`, {
      default_productivity: wall.default_productivity,
      default_worker_ratio: wall.default_worker_ratio,
    });
    const bad = await call(admin, 'PUT', `/api/jobs/categories/${wall.category_id}`, {
      expected_updated_at: 'kemarin',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      {
        param: 'expected_updated_at',
        msg: 'expected_updated_at harus berupa waktu ISO 8601 (updated_at data yang dibuka)',
      },
    ]);
  });

  it('refuses a material, labour rate or equipment named like another (any case, spaces trimmed)', async () => {
    const taken = { param: 'name', msg: 'Nama sudah digunakan oleh M.01' };
    for (const name of ['Semen Portland (PC)', ' semen portland (pc) ']) {
      const twin = await call(admin, 'POST', '/api/materials/public', { name, unit: 'kg', price: 1_300 });
      expect(twin.statusCode).toBe(422);
      expect(twin.json().details).toEqual([taken]);
    }
    const pekerja = await call(admin, 'POST', '/api/materials/labor', {
      name: 'Pekerja',
      role: 'pekerja',
      daily_rate: 100_000,
    });
    expect(pekerja.statusCode).toBe(422);
    expect(pekerja.json().details).toEqual([{ param: 'name', msg: 'Nama sudah digunakan oleh L.01' }]);
    const molen = await call(admin, 'POST', '/api/equipment', {
      name: 'SEWA MOLEN (PENGADUK BETON) 0,35 M³',
      unit: 'hari',
      price: 1,
    });
    expect(molen.json().details).toEqual([{ param: 'name', msg: 'Nama sudah digunakan oleh E.01' }]);

    const sand = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', 'M.02')
      .executeTakeFirstOrThrow();
    const renamed = await call(admin, 'PUT', `/api/materials/${sand.id}`, { name: 'semen portland (PC)' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().details).toEqual([taken]);
    // Its own name (another case) is no twin.
    const same = await call(admin, 'PUT', `/api/materials/${sand.id}`, { name: 'Pasir Pasang' });
    expect(same.statusCode, same.body).toBe(200);
    await call(admin, 'PUT', `/api/materials/${sand.id}`, { name: 'Pasir pasang' });
  });

  it('refuses a job type named like another, in any category (any case, spaces trimmed)', async () => {
    const taken = { param: 'name', msg: 'Nama sudah digunakan oleh A.4.4.3.35' };
    for (const category of ['LANTAI', 'PASANGAN'])
      for (const name of ['Pasangan lantai keramik 40 × 40 cm', '  PASANGAN LANTAI KERAMIK 40 × 40 CM ']) {
        const twin = await call(admin, 'POST', '/api/jobs/types/public', {
          category_id: await categoryId(t.db, category),
          name,
          unit: 'm²',
          default_productivity: 8,
        });
        expect(twin.statusCode, `${category} ${name}`).toBe(422);
        expect(twin.json().details).toEqual([taken]);
      }

    const floor30 = await jobTypeId(t.db, 'A.4.4.3.34');
    const renamed = await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, {
      name: 'pasangan lantai keramik 40 × 40 cm',
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().details).toEqual([taken]);
    expect((await call(null, 'GET', `/api/jobs/type/${floor30}`)).json().job_type.name).toBe(
      'Pasangan lantai keramik 30 × 30 cm',
    );
    // Its own name (another case) is no twin.
    const same = await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, {
      name: 'PASANGAN LANTAI KERAMIK 30 × 30 CM',
    });
    expect(same.statusCode, same.body).toBe(200);
    await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, {
      name: 'Pasangan lantai keramik 30 × 30 cm',
    });
  });

  it('parses pasted spreadsheet rows without saving', async () => {
    const response = await call(admin, 'POST', '/api/materials/parse-paste', {
      pasted_data: 'Nama\tSatuan\tHarga\nSemen 50 kg\tzak\tRp 65.000\nBesi\tkg\t16.250,50\nRusak\tkg\tabc',
    });
    expect(response.json()).toEqual({
      rows: [{ line: 2, kind: 'material', name: 'Semen 50 kg', unit: 'zak', price: 65_000 }],
      errors: [
        { line: 3, msg: senMessage() },
        { line: 4, msg: 'Harga "abc" bukan angka' },
      ],
    });
  });

  it('refuses prices with sen (whole rupiah) in forms, imports and price books, and keeps what was stored', async () => {
    const created = await call(admin, 'POST', '/api/materials/public', {
      name: 'Paku 5 cm',
      unit: 'kg',
      price: '2.500,50',
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().details).toEqual([{ param: 'price', msg: senMessage() }]);
    const wage = await call(admin, 'POST', '/api/materials/labor', {
      name: 'Tukang kayu',
      role: 'tukang',
      daily_rate: 150000.5,
    });
    expect(wage.statusCode).toBe(422);
    expect(wage.json().details).toEqual([{ param: 'daily_rate', msg: senMessage('Upah harian') }]);
    const imported = await call(admin, 'POST', '/api/materials/bulk-import', {
      materials_data: [{ name: 'Impor sen', unit: 'bh', price: '1.000,25' }],
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().details[0].msg).toMatch(/^Baris 1: .*rupiah bulat tanpa sen/);
    const brick = (await call(admin, 'GET', '/api/materials?search=M.06')).json().materials[0];
    const changed = await call(admin, 'PUT', `/api/materials/${brick.id}`, { price: '900,5' });
    expect(changed.statusCode).toBe(422);
    expect((await call(admin, 'GET', '/api/materials?search=M.06')).json().materials[0].price).toBe(
      brick.price,
    );
  });

  it('refuses to change the unit of an item or job type whose analyses count per the old unit, unless confirmed', async () => {
    const floor40 = await jobTypeId(t.db, 'A.4.4.3.35');
    const floor30 = await jobTypeId(t.db, 'A.4.4.3.34');
    const unitPrice = async () =>
      (await call(null, 'GET', `/api/job-types/${floor40}/unit-price`)).json().unit_price.F as number;
    const cement = (
      await call(admin, 'POST', '/api/materials/public', {
        name: 'Semen uji satuan',
        unit: 'kg',
        price: 1_300,
      })
    ).json().material;
    for (const floor of [floor40, floor30])
      await call(admin, 'POST', `/api/materials/job-type/${floor}/materials`, {
        material_id: cement.id,
        quantity_per_unit: 10,
      });
    const before = await unitPrice();

    // kg → zak at 65.000 with the coefficient still 10 kg per m² would make the floor 10 × 63.700 dearer.
    const refused = await call(admin, 'PUT', `/api/materials/${cement.id}`, { unit: 'zak', price: 65_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'unit',
        msg:
          'Satuan tidak diubah: item ini dipakai dalam analisa 2 jenis pekerjaan dengan koefisien per kg. ' +
          'Koefisien itu tidak ikut berubah menjadi per zak, sehingga harga analisa itu berubah; ubah satuan ' +
          'hanya dengan konfirmasi, lalu periksa koefisien 2 analisa tersebut.',
      },
    ]);
    // Nothing of the refused change was written, the price neither.
    expect((await call(admin, 'GET', `/api/materials/${cement.id}`)).json().material).toMatchObject({
      unit: 'kg',
      price: 1_300,
    });
    expect(await unitPrice()).toBe(before);
    // Only the spelling of the same unit, or the price alone: no question.
    expect(
      (await call(admin, 'PUT', `/api/materials/${cement.id}`, { unit: ' KG', price: 1_400 })).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/api/materials/${cement.id}`, { unit: 'kilogram', price: 1_400 }))
        .statusCode,
    ).toBe(200);
    const confirmed = await call(admin, 'PUT', `/api/materials/${cement.id}`, {
      unit: 'zak',
      price: 65_000,
      confirm_unit_change: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().material).toMatchObject({ unit: 'zak', price: 65_000 });
    expect(confirmed.json().material).not.toHaveProperty('confirm_unit_change');

    // An item no analysis uses changes its unit freely; so does equipment, until an analysis uses it.
    const spare = (
      await call(admin, 'POST', '/api/materials/public', {
        name: 'Kawat uji satuan',
        unit: 'kg',
        price: 20_000,
      })
    ).json().material;
    expect((await call(admin, 'PUT', `/api/materials/${spare.id}`, { unit: 'rol' })).statusCode).toBe(200);
    const pump = (
      await call(admin, 'POST', '/api/equipment', { name: 'Pompa uji satuan', unit: 'hari', price: 150_000 })
    ).json().equipment;
    await call(admin, 'PUT', `/api/job-types/${floor40}/equipment`, {
      equipment_assignments: [{ equipment_id: pump.id, quantity_per_unit: 0.1 }],
    });
    const hourly = await call(admin, 'PUT', `/api/equipment/${pump.id}`, { unit: 'jam' });
    expect(hourly.statusCode).toBe(422);
    expect(hourly.json().details[0]).toMatchObject({ param: 'unit' });
    expect(hourly.json().details[0].msg).toContain(
      'dipakai dalam analisa 1 jenis pekerjaan dengan koefisien per hari',
    );

    // A job type's own unit: its coefficients and productivity are per that unit.
    const { job_type: analysis } = (await call(null, 'GET', `/api/job-types/${floor30}/details`)).json();
    const components = analysis.labor.length + analysis.materials.length + analysis.equipment.length;
    expect(components).toBeGreaterThan(4);
    const cubic = await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, { unit: 'm³' });
    expect(cubic.statusCode).toBe(422);
    expect(cubic.json().details).toEqual([
      {
        param: 'unit',
        msg:
          `Satuan tidak diubah: analisa jenis pekerjaan ini berisi ${components} komponen dengan koefisien (dan ` +
          'produktivitas) per m². Nilai itu tidak ikut berubah menjadi per m³; ubah satuan hanya dengan ' +
          'konfirmasi, lalu periksa koefisien analisanya.',
      },
    ]);
    expect((await call(null, 'GET', `/api/jobs/type/${floor30}`)).json().job_type.unit).toBe('m²');
    // m2 is how a spreadsheet writes m²: the same unit, no question.
    expect((await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, { unit: 'm2' })).statusCode).toBe(
      200,
    );
    const knowingly = await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, {
      unit: 'm³',
      confirm_unit_change: true,
    });
    expect(knowingly.json().job_type.unit).toBe('m³');
    await call(admin, 'PUT', `/api/jobs/type/${floor30}/public`, { unit: 'm²', confirm_unit_change: true });
    // A job type without an analysis yet changes its unit at once.
    const empty = (
      await call(admin, 'POST', '/api/jobs/types/public', {
        category_id: await categoryId(t.db, 'LANTAI'),
        name: 'Lantai uji tanpa analisa',
        unit: 'm²',
        default_productivity: 10,
      })
    ).json().job_type;
    expect((await call(admin, 'PUT', `/api/jobs/type/${empty.id}/public`, { unit: 'm¹' })).statusCode).toBe(
      200,
    );

    for (const url of [
      `/api/materials/${cement.id}`,
      `/api/materials/${spare.id}`,
      `/api/equipment/${pump.id}`,
      `/api/jobs/type/${empty.id}`,
    ])
      await call(admin, 'DELETE', url);
  });

  it('clears all catalogue data only with the exact confirmation', async () => {
    const refused = await call(admin, 'DELETE', '/api/materials/master/clear-all-data', {
      confirm_clear: 'ya',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].param).toBe('confirm_clear');

    // A shared book pricing one material, and a user's project: the book and the project stay, the price goes.
    const book = (
      await call(admin, 'POST', '/api/price-books', {
        name: 'Kab. Sleman 2026',
        region: 'Sleman',
        year: 2026,
      })
    ).json().price_book;
    const cement = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', 'M.01')
      .executeTakeFirstOrThrow();
    await call(admin, 'PUT', `/api/price-books/${book.id}/prices`, {
      prices: [{ kind: 'material', item_id: cement.id, price: 1_450 }],
    });
    const project = (
      await call(user, 'POST', '/api/projects', { name: 'Rumah Pak Budi', divisions: [] })
    ).json().project;
    const rows = async (table: keyof MasterClearCounts) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = {
      calculations: await rows('calculations'),
      job_types: await rows('job_types'),
      job_categories: await rows('job_categories'),
      materials: await rows('materials'),
      labor_rates: await rows('labor_rates'),
      equipment: await rows('equipment'),
      price_book_prices: await rows('price_book_prices'),
    };
    expect(before.job_types).toBeGreaterThan(100);
    expect(before.price_book_prices).toBe(1);

    const done = await call(admin, 'DELETE', '/api/materials/master/clear-all-data', {
      confirm_clear: 'HAPUS SEMUA DATA',
    });
    expect(done.statusCode).toBe(200);
    // Every row deleted is counted, the job types (gone with their categories) too.
    expect(done.json().deleted).toEqual(before);
    const total = Object.values(before).reduce((sum, count) => sum + count, 0);
    expect(done.json().message).toBe(
      `${total} data dihapus: ${before.job_categories} kategori, ${before.job_types} jenis pekerjaan beserta ` +
        `analisanya, ${before.materials} material, ${before.labor_rates} upah, ${before.equipment} peralatan, ` +
        `${before.calculations} kalkulasi dan 1 harga di daftar harga`,
    );
    expect((await call(null, 'GET', '/api/jobs/categories')).json().categories).toEqual([]);
    expect((await call(admin, 'GET', '/api/auth/verify')).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/price-books/${book.id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).json().project.name).toBe(
      'Rumah Pak Budi',
    );
    const jobTypeIds = (await call(admin, 'GET', '/api/jobs/auto-increment-status')).json().job_types;
    const reset = (await call(admin, 'POST', '/api/materials/master/reset-all-auto-increment')).json();
    type Status = { table: string; next_id: number };
    expect(
      reset.statuses.every((status: Status) => status.table === 'job_types' || status.next_id === 1),
    ).toBe(true);
    // Except the job types': a project line keeps its job type's id, which no new job type may get.
    expect(reset.statuses.find((status: Status) => status.table === 'job_types').next_id).toBe(
      jobTypeIds.next_id,
    );
    expect(jobTypeIds.next_id).toBeGreaterThan(before.job_types);

    // The way back: the default catalogue, calculable again.
    const restored = await call(admin, 'POST', '/api/materials/master/restore-default-catalogue');
    expect(restored.statusCode).toBe(200);
    const { categories, jobTypes } = defaultCatalogue;
    expect(restored.json().message).toBe(
      `Katalog bawaan dipulihkan: ${categories.length} kategori, ${jobTypes.length} jenis pekerjaan.`,
    );
    expect((await call(null, 'GET', '/api/jobs/categories')).json().categories).toHaveLength(
      categories.length,
    );
    const wall = await jobTypeId(t.db, brickWallJob().code);
    const priced = await call(null, 'POST', `/api/calculations/${wall}`, {
      volume: 10,
      productivity: 10,
      worker_ratio: '1:3',
      brick_type: 'bata_merah',
    });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().calculation.summary.total_material_cost).toBeGreaterThan(0);
    expect((await call(user, 'POST', '/api/materials/master/restore-default-catalogue')).statusCode).toBe(
      403,
    );
  });

  it("gives rows created without a code the next code of the catalogue's pattern, also at the same time", async () => {
    const highest = async (table: 'materials' | 'labor_rates' | 'equipment', prefix: string) => {
      const codes = (await t.db.selectFrom(table).select('code').execute()).map((row) => row.code);
      return Math.max(
        0,
        ...codes
          .filter((code) => new RegExp(`^${prefix}\\.\\d+$`).test(code))
          .map((code) => Number(code.slice(2))),
      );
    };
    const two = (n: number) => String(n).padStart(2, '0');
    // A code of an earlier release's random pattern stays and does not disturb the sequence.
    await t.db
      .insertInto('materials')
      .values({ code: 'MAT-LZ3K9ABC', name: 'Lama', unit: 'bh', price: 1 })
      .execute();
    const m = await highest('materials', 'M');
    const material = await call(admin, 'POST', '/api/materials/public', {
      name: 'Paku beton',
      unit: 'kg',
      price: 30_000,
    });
    expect(material.json().material.code).toBe(`M.${two(m + 1)}`);
    const l = await highest('labor_rates', 'L');
    const labor = await call(admin, 'POST', '/api/materials/labor', {
      role: 'tukang',
      name: 'Tukang las argon',
      daily_rate: 160_000,
    });
    expect(labor.json().labor_rate.code).toBe(`L.${two(l + 1)}`);
    const e = await highest('equipment', 'E');
    const equipment = await call(admin, 'POST', '/api/equipment', {
      name: 'Mesin las',
      unit: 'jam',
      price: 25_000,
    });
    expect(equipment.json().equipment.code).toBe(`E.${two(e + 1)}`);
    const category = await call(admin, 'POST', '/api/jobs/categories', {
      name: 'Pekerjaan Atap Baja Ringan',
    });
    expect(category.json().category.code).toBe('ATAP_BAJA_RINGAN');
    const jobType = await call(admin, 'POST', '/api/jobs/types/public', {
      category_id: category.json().category.id,
      name: 'Rangka atap baja ringan',
      unit: 'm2',
      default_productivity: 12,
      default_worker_ratio: '1:1',
    });
    expect(jobType.json().job_type.code).toMatch(/^U\.\d{3}$/);

    // An import numbers its new rows one after another; five admins adding at once get five codes.
    const imported = await call(admin, 'POST', '/api/materials/bulk-import', {
      materials_data: [
        { name: 'Impor kode 1', unit: 'bh', price: 100 },
        { name: 'Impor kode 2', unit: 'bh', price: 200 },
      ],
    });
    expect(imported.statusCode).toBe(200);
    const importedCodes = await t.db
      .selectFrom('materials')
      .select('code')
      .where('name', 'like', 'Impor kode %')
      .orderBy('name')
      .execute();
    expect(importedCodes.map((row) => row.code)).toEqual([`M.${two(m + 2)}`, `M.${two(m + 3)}`]);
    const together = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call(admin, 'POST', '/api/materials/public', { name: `Bersamaan ${n}`, unit: 'bh', price: n }),
      ),
    );
    expect(together.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(together.map((response) => response.json().material.code).sort()).toEqual(
      [4, 5, 6, 7, 8].map((n) => `M.${two(m + n)}`),
    );
  });
});
