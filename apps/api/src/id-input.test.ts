import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin, registerUser } from './test/auth';
import { jobTypeId } from './test/catalogue';

// An id, a page or a quantity of another type is refused (422, the field's Indonesian message), never read as some
// other number: "0x106" was material 262, "25e1" job type 250, true category 1, [7] a productivity of 7.

let t: TestApp;
let admin: ReturnType<typeof bearer>;
let user: ReturnType<typeof bearer>;
let jobType: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await createAdmin(t.app, t.db)).token);
  user = bearer((await registerUser(t.app)).token);
  jobType = await jobTypeId(t.db, 'A.2.3.1.1');
});
afterAll(() => t.close());

const invalidId = 'ID harus berupa bilangan bulat positif.';
const looseTexts = (id: number) => [`0x${id.toString(16)}`, `${id}e0`, `+${id}`, `${id}.0`, `${id} 1`];

async function newMaterial(name: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/materials/public',
    headers: admin,
    payload: { name, unit: 'kg', price: 1000 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().material.id;
}

const materialExists = async (id: number) =>
  (await t.db.selectFrom('materials').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('path ids', () => {
  it('deletes a material by its plain decimal id only: hex, an exponent, a sign are refused and delete nothing', async () => {
    const id = await newMaterial('Paku uji id');
    for (const text of looseTexts(id)) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/materials/${encodeURIComponent(text)}`,
        headers: admin,
      });
      expect(response.statusCode, `${text} ${response.body}`).toBe(422);
      expect(response.json().details).toEqual([{ param: 'id', msg: invalidId }]);
      expect(await materialExists(id)).toBe(true);
    }
    const plain = await t.app.inject({ method: 'DELETE', url: `/api/materials/${id}`, headers: admin });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await materialExists(id)).toBe(false);
  });

  it('reads a job type by its digits, not by an exponent ("25e1" was job type 250)', async () => {
    for (const exponent of [`${jobType}e0`, `${jobType * 10}e-1`]) {
      const loose = await t.app.inject({ method: 'GET', url: `/api/jobs/type/${exponent}` });
      expect(loose.statusCode, `${exponent} ${loose.body}`).toBe(422);
      expect(loose.json().details).toEqual([{ param: 'id', msg: invalidId }]);
    }
    const plain = await t.app.inject({ method: 'GET', url: `/api/jobs/type/${jobType}` });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().job_type.id).toBe(jobType);
  });
});

describe('body ids', () => {
  const categoryOf = async () =>
    (
      await t.db
        .selectFrom('job_types')
        .select('category_id')
        .where('id', '=', jobType)
        .executeTakeFirstOrThrow()
    ).category_id;
  const moveTo = (category_id: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/jobs/type/${jobType}/public`,
      headers: admin,
      payload: { category_id },
    });

  it('never moves a job type to category 1 for true, nor to 3 for "0x3"', async () => {
    const before = await categoryOf();
    for (const category_id of [true, '0x3', '3e0', [3], -3, 1.5, '']) {
      const response = await moveTo(category_id);
      expect(response.statusCode, `${JSON.stringify(category_id)} ${response.body}`).toBe(422);
      expect(response.json().details).toEqual([{ param: 'category_id', msg: 'Kategori tidak valid' }]);
      expect(await categoryOf()).toBe(before);
    }
  });

  it('moves it for a JSON integer or a text of digits', async () => {
    const before = await categoryOf();
    const other = await t.db
      .selectFrom('job_categories')
      .select('id')
      .where('id', '!=', before)
      .executeTakeFirstOrThrow();
    expect((await moveTo(String(other.id))).statusCode).toBe(200);
    expect(await categoryOf()).toBe(other.id);
    expect((await moveTo(before)).statusCode).toBe(200);
    expect(await categoryOf()).toBe(before);
  });

  it('refuses true as a material, labour rate or equipment id of an analysis, and leaves the analysis as it was', async () => {
    const analysis = async () =>
      JSON.stringify(
        await Promise.all(
          (['job_type_labor', 'job_type_materials', 'job_type_equipment'] as const).map((table) =>
            t.db.selectFrom(table).selectAll().where('job_type_id', '=', jobType).execute(),
          ),
        ),
      );
    const before = await analysis();
    const cases = [
      { path: 'labor', body: { labor_assignments: [{ labor_rate_id: true, coefficient: 1 }] } },
      { path: 'materials', body: { material_assignments: [{ material_id: true, quantity_per_unit: 1 }] } },
      { path: 'equipment', body: { equipment_assignments: [{ equipment_id: true, quantity_per_unit: 1 }] } },
    ];
    for (const { path, body } of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/job-types/${jobType}/${path}`,
        headers: admin,
        payload: body,
      });
      expect(response.statusCode, `${path} ${response.body}`).toBe(422);
      const [list] = Object.keys(body);
      const field = Object.keys(Object.values(body)[0][0])[0];
      expect(response.json().details).toEqual([{ param: `${list}.0.${field}`, msg: 'ID tidak valid' }]);
    }
    const single = await t.app.inject({
      method: 'POST',
      url: `/api/materials/job-type/${jobType}/materials`,
      headers: admin,
      payload: { material_id: true, quantity_per_unit: 1 },
    });
    expect(single.statusCode, single.body).toBe(422);
    expect(single.json().details).toEqual([{ param: 'material_id', msg: 'ID tidak valid' }]);
    expect(await analysis()).toBe(before);
  });

  it('refuses true among the calculations to delete', async () => {
    for (const ids of [[true], ['0x1'], [[1]]]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/calculations/history/bulk',
        headers: user,
        payload: { calculation_ids: ids },
      });
      expect(response.statusCode, `${JSON.stringify(ids)} ${response.body}`).toBe(422);
      expect(response.json().details).toEqual([{ param: 'calculation_ids.0', msg: invalidId }]);
    }
  });
});

describe('ids and years of core schemas', () => {
  it("refuses a calculation's material id of true, hex or a megabyte of zeros before a 1", async () => {
    for (const materialId of [true, '0x1', [1], `${'0'.repeat(100_000)}1`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/calculations/${jobType}`,
        headers: user,
        payload: { volume: '10', productivity: '5', material_specs: [{ material_id: materialId }] },
      });
      expect(response.statusCode, String(materialId).slice(0, 20)).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'material_specs.0.material_id', msg: 'ID material tidak valid' },
      ]);
    }
  });

  it('refuses a price book id of a megabyte of zeros before a 1', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${jobType}`,
      headers: user,
      payload: { volume: '10', productivity: '5', price_book_id: `${'0'.repeat(100_000)}1` },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([{ param: 'price_book_id', msg: 'Daftar harga tidak valid' }]);
  });

  it('refuses a price book year of hex or an exponent, and reads "2026"', async () => {
    const create = (year: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/price-books',
        headers: user,
        payload: { name: 'Penawaran toko', region: 'Kab. Sleman', year },
      });
    for (const year of ['0x7EA', '2.026e3', true]) {
      const response = await create(year);
      expect(response.statusCode, `${String(year)} ${response.body}`).toBe(422);
      expect(response.json().details.map((detail: { param: string }) => detail.param)).toEqual(['year']);
    }
    const plain = await create('2026');
    expect(plain.statusCode, plain.body).toBe(201);
  });
});

describe('quantities', () => {
  const productivityOf = async () =>
    (
      await t.db
        .selectFrom('job_types')
        .select('default_productivity')
        .where('id', '=', jobType)
        .executeTakeFirstOrThrow()
    ).default_productivity;
  const setProductivity = (default_productivity: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/jobs/type/${jobType}/public`,
      headers: admin,
      payload: { default_productivity },
    });

  it('refuses a productivity of true, [7] or an object, and stores none of them', async () => {
    const before = await productivityOf();
    for (const value of [true, [7], { value: 7 }, '0x10', '1e3', '']) {
      const response = await setProductivity(value);
      expect(response.statusCode, `${JSON.stringify(value)} ${response.body}`).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'default_productivity', msg: 'Produktivitas bawaan harus lebih dari 0' },
      ]);
    }
    const ambiguous = await setProductivity('1.650');
    expect(ambiguous.json().details).toEqual([
      {
        param: 'default_productivity',
        msg: 'Produktivitas bawaan "1.650" meragukan: titik diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 1,65 atau 1650.',
      },
    ]);
    expect(await productivityOf()).toBe(before);
  });

  it('stores a productivity sent as a number or as text, with a decimal point or comma', async () => {
    for (const [value, stored] of [
      [2.5, 2.5],
      ['3,25', 3.25],
      ['4.5', 4.5],
      [' 6 ', 6],
    ] as const) {
      const response = await setProductivity(value);
      expect(response.statusCode, `${JSON.stringify(value)} ${response.body}`).toBe(200);
      expect(await productivityOf()).toBe(stored);
    }
  });

  it('refuses a quantity per unit of true or [7] for one material of an analysis, and reads "0,25"', async () => {
    const material = await newMaterial('Kawat uji koefisien');
    const assign = (quantity_per_unit: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/materials/job-type/${jobType}/materials`,
        headers: admin,
        payload: { material_id: material, quantity_per_unit },
      });
    const line = () =>
      t.db
        .selectFrom('job_type_materials')
        .select('quantity_per_unit')
        .where('job_type_id', '=', jobType)
        .where('material_id', '=', material)
        .execute();
    const refusals: [unknown, string][] = [
      [true, 'Koefisien harus berupa angka'],
      [[7], 'Koefisien harus berupa angka'],
      [{ value: 7 }, 'Koefisien harus berupa angka'],
      ['0x10', 'Koefisien "0x10" bukan angka'],
      ['abc', 'Koefisien "abc" bukan angka'],
      [' ', 'Koefisien harus diisi'],
      ['0', 'Koefisien harus lebih dari 0'],
    ];
    for (const [value, msg] of refusals) {
      const response = await assign(value);
      expect(response.statusCode, `${JSON.stringify(value)} ${response.body}`).toBe(422);
      expect(response.json().details).toEqual([{ param: 'quantity_per_unit', msg }]);
    }
    expect(await line()).toEqual([]);
    const comma = await assign('0,25');
    expect(comma.statusCode, comma.body).toBe(201);
    expect(await line()).toEqual([{ quantity_per_unit: 0.25 }]);
  });
});

describe('paging', () => {
  const detailsOf = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/calculations/history?${query}`,
      headers: user,
    });
    expect(response.statusCode, `${query} ${response.body}`).toBe(422);
    return response.json().details;
  };

  it('says what is wrong with a page or a limit', async () => {
    expect(await detailsOf('page=0x2')).toEqual([{ param: 'page', msg: 'Halaman harus berupa angka' }]);
    expect(await detailsOf('limit=0x10')).toEqual([{ param: 'limit', msg: 'Batas harus berupa angka' }]);
    expect(await detailsOf('limit=1e1')).toEqual([{ param: 'limit', msg: 'Batas harus berupa angka' }]);
    expect(await detailsOf('limit=1.5')).toEqual([{ param: 'limit', msg: 'Batas harus bilangan bulat' }]);
    expect(await detailsOf('page=1.5')).toEqual([{ param: 'page', msg: 'Halaman harus bilangan bulat' }]);
    expect(await detailsOf('limit=1&limit=2')).toEqual([
      { param: 'limit', msg: 'Batas muncul lebih dari sekali' },
    ]);
    expect(await detailsOf('page=1&page=2')).toEqual([
      { param: 'page', msg: 'Halaman muncul lebih dari sekali' },
    ]);
    expect(await detailsOf('limit=0')).toEqual([{ param: 'limit', msg: 'Batas minimal 1' }]);
    expect(await detailsOf('page=-1')).toEqual([{ param: 'page', msg: 'Halaman minimal 1' }]);
  });

  it('reads a page and a limit in decimal digits', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calculations/history?page=2&limit=10',
      headers: user,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
