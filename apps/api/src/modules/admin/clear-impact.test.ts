import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

// The "Zona berbahaya" clears of a whole catalogue list: a preview counts, before the admin confirms, what each takes
// from projects, calculations and price books (a single job type delete names the same and is refused until forced),
// and a material clear takes the books' material prices with it, as one material's delete does.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let wall: number;
/** A seeded job type whose analysis has no material: its project lines survive a material clear untouched. */
let noMaterials: number;
let bookId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  wall = await jobTypeId(t.db, brickWallJob().code);
  const bare = await t.db
    .selectFrom('job_types')
    .select('id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_type_materials').select('job_type_id').whereRef('job_type_id', '=', 'job_types.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  noMaterials = bare.id;

  // Two projects: three wall lines and a free line, then one line of the job type without materials.
  const project = async (items: object[]) => {
    const response = await call(user, 'POST', '/api/projects', {
      name: 'Rumah',
      divisions: [{ code: 'A', name: 'PEKERJAAN', items }],
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  await project([
    { job_type_id: wall, volume: 10 },
    { job_type_id: wall, brick_type: 'bata_ringan', volume: 4 },
    { job_type_id: null, description: 'Pagar', unit: 'ls', volume: 1, unit_price: '1000' },
  ]);
  await project([{ job_type_id: noMaterials, volume: 2 }]);
  const saved = await call(user, 'POST', `/api/calculations/${wall}/save`, {
    volume: 10,
    productivity: 10,
    worker_ratio: '1:1',
    num_workers: 2,
  });
  expect(saved.statusCode, saved.body).toBe(201);

  // A shared book pricing two materials and one wage.
  const book = await call(admin, 'POST', '/api/price-books', {
    name: 'Sleman',
    region: 'Sleman',
    year: 2026,
  });
  expect(book.statusCode, book.body).toBe(201);
  bookId = book.json().price_book.id;
  const [first, second] = await t.db.selectFrom('materials').select('id').orderBy('id').limit(2).execute();
  const wage = await t.db.selectFrom('labor_rates').select('id').orderBy('id').executeTakeFirstOrThrow();
  const put = await call(admin, 'PUT', `/api/price-books/${bookId}/prices`, {
    prices: [
      { kind: 'material', item_id: first!.id, price: 1_000 },
      { kind: 'material', item_id: second!.id, price: 2_000 },
      { kind: 'labor', item_id: wage.id, price: 150_000 },
    ],
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload && { payload }) });

const rows = async (table: 'job_categories' | 'job_types' | 'materials') =>
  Number(
    (await sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`.execute(t.db)).rows[0]!
      .count,
  );
const bookPrices = async (kind: 'material' | 'labor') =>
  (await t.db.selectFrom('price_book_prices').select('item_id').where('kind', '=', kind).execute()).length;

async function preview(path: string) {
  const response = await call(admin, 'GET', `/api/${path}/clear-all/preview`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { impact: Record<string, number>; message: string };
}

describe('clearing a whole catalogue list', () => {
  it('previews a job type clear with the projects and calculations that use them, deleting nothing', async () => {
    const jobTypes = await rows('job_types');
    const { impact, message } = await preview('jobs/types');
    expect(impact).toMatchObject({
      items: jobTypes,
      job_types: jobTypes,
      project_lines: 3,
      projects: 2,
      calculations: 1,
      price_book_prices: 0,
    });
    expect(message).toBe(
      `Akan dihapus: ${formatNumber(jobTypes)} jenis pekerjaan beserta analisanya. 3 baris di 2 proyek memakai jenis pekerjaan itu: harganya tetap seperti tersimpan, tetapi baris itu kehilangan tautan ke analisanya dan tidak dapat diperbarui harganya lagi ("Perbarui harga"). 1 kalkulasi kehilangan jenis pekerjaannya; hasilnya tetap tersimpan di riwayat.`,
    );
    expect(await rows('job_types')).toBe(jobTypes);
  });

  it('previews a category clear with the job types inside them', async () => {
    const categories = await rows('job_categories');
    const jobTypes = await rows('job_types');
    const { impact, message } = await preview('jobs/categories');
    expect(impact).toMatchObject({
      items: categories,
      job_types: jobTypes,
      project_lines: 3,
      projects: 2,
      calculations: 1,
    });
    expect(message).toContain(
      `Akan dihapus: ${formatNumber(categories)} kategori beserta ${formatNumber(jobTypes)} jenis pekerjaan di dalamnya dan analisanya.`,
    );
    expect(message).toContain('3 baris di 2 proyek');
    expect(await rows('job_categories')).toBe(categories);
  });

  it('previews a material clear: the analyses it changes, their project lines and the book prices that go', async () => {
    const materials = await rows('materials');
    const { rows: used } = await sql<{ count: string }>`
      select count(distinct job_type_id) as count from job_type_materials`.execute(t.db);
    const { impact, message } = await preview('materials');
    // Only the wall's lines: the other project's job type has no material in its analysis.
    expect(impact).toMatchObject({
      items: materials,
      analyses: Number(used[0]!.count),
      project_lines: 2,
      projects: 1,
      price_book_prices: 2,
    });
    expect(message).toContain(
      `Akan dihapus: ${formatNumber(materials)} material, dilepas dari analisa ${formatNumber(impact.analyses!)}`,
    );
    expect(message).toContain('2 baris di 1 proyek');
    expect(message).toContain('2 harga material di daftar harga ikut dihapus.');
    expect(await bookPrices('material')).toBe(2);
  });

  it('deletes the books’ material prices with the materials, leaving their other prices', async () => {
    const cleared = await call(admin, 'DELETE', '/api/materials/clear-all');
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ price_book_prices: 2 });
    expect(await rows('materials')).toBe(0);
    expect(await bookPrices('material')).toBe(0);
    expect(await bookPrices('labor')).toBe(1);
    expect((await preview('materials')).message).toBe(
      'Daftar material sudah kosong; tidak ada yang dihapus.',
    );
  });

  it('clears the job types the preview counted: the calculation loses its job type, the project lines stay', async () => {
    const cleared = await call(admin, 'DELETE', '/api/jobs/types/clear-all');
    expect(cleared.statusCode, cleared.body).toBe(200);
    const calculations = await t.db.selectFrom('calculations').select('job_type_id').execute();
    expect(calculations).toEqual([{ job_type_id: null }]);
    // The lines keep their frozen prices and the id of a job type that is gone.
    const { rows: lines } = await sql<{ ref: number }>`
      select ref from projects, jsonb_path_query(data, '$.divisions[*].items[*].job_type_id') as line(ref)
      where ref <> 'null'::jsonb order by ref`.execute(t.db);
    expect(lines.map((line) => Number(line.ref))).toEqual([wall, wall, noMaterials].sort((a, b) => a - b));
    const after = await preview('jobs/types');
    expect(after.impact).toMatchObject({ items: 0, project_lines: 0, projects: 0, calculations: 0 });
    expect(after.message).toBe('Daftar jenis pekerjaan sudah kosong; tidak ada yang dihapus.');
  });
});
