import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { categoryId } from '../../test/catalogue';

// The codes the AHSP import gives analyses written without one (U.001 …): past the catalogue's highest, skipping
// every code of the file's own analyses, as its preview says; no unique violation of an import answers 500.

let t: TestApp;
let admin: TestAccount;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  category = await categoryId(t.db, 'PASANGAN');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

/** The job types' next U.nnn code, as the admin's form would give it. */
async function nextU(after = 0) {
  const { rows } = await sql<{ highest: number | null }>`
    select max(substring(code from '^U\\.(\\d+)$')::int) as highest from job_types`.execute(t.db);
  return `U.${String(Number(rows[0]?.highest ?? 0) + 1 + after).padStart(3, '0')}`;
}

const codeOf = async (name: string) =>
  (await t.db.selectFrom('job_types').select('code').where('name', '=', name).executeTakeFirstOrThrow()).code;

describe('AHSP import: codes of new analyses', () => {
  it('gives a code-less analysis the code after the file’s own next code, as the preview said', async () => {
    const [next, after] = [await nextU(), await nextU(1)];
    const text = [
      '[AHSP];;Urugan pasir uji;m³',
      'Pekerja;0,3',
      '',
      `[AHSP];${next};Urugan sirtu uji;m³`,
      'Pekerja;0,25',
    ].join('\n');
    const preview = await post('/api/ahsp/parse', { text });
    expect(preview.statusCode, preview.body).toBe(200);
    const { analyses } = preview.json();
    const imported = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ created: 2, updated: 0 });
    expect(await codeOf('Urugan pasir uji')).toBe(after);
    expect(await codeOf('Urugan sirtu uji')).toBe(next);
    expect(analyses.map((analysis: { code: string | null; new_code?: string }) => analysis.new_code)).toEqual(
      [after, undefined],
    );
  });

  it('refuses a code another admin wrote meanwhile with 422 naming the analysis, writing nothing', async () => {
    const next = await nextU();
    const before = await t.db.selectFrom('job_types').select('code').orderBy('code').execute();
    await sql`create function take_code() returns trigger language plpgsql as $$
      begin
        if new.name = 'Urugan tanah uji' then
          insert into job_types (code, category_id, name, unit, default_productivity)
            values (${sql.lit(next)}, new.category_id, 'Urugan lain', 'm³', 1);
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger take_code before insert on job_types for each row execute function take_code()`.execute(
      t.db,
    );
    try {
      const { analyses } = (
        await post('/api/ahsp/parse', { text: `[AHSP];${next};Urugan tanah uji;m³\nPekerja;0,3` })
      ).json();
      const response = await post('/api/ahsp/import', { category_id: category, analyses });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'analyses.0.code', msg: `Baris 1: Kode sudah digunakan (${next})` },
      ]);
    } finally {
      await sql`drop trigger take_code on job_types`.execute(t.db);
      await sql`drop function take_code()`.execute(t.db);
    }
    expect(await t.db.selectFrom('job_types').select('code').orderBy('code').execute()).toEqual(before);
  });

  it('updates a wall whose variant has its own row of an item all variants share, adding the two up', async () => {
    const wall = await t.db
      .selectFrom('job_types')
      .select('id')
      .where('code', '=', 'A.4.4.1.9')
      .executeTakeFirstOrThrow();
    const tukang = await t.db
      .selectFrom('labor_rates')
      .select('id')
      .where('code', '=', 'L.02')
      .executeTakeFirstOrThrow();
    const air = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', 'M.05')
      .executeTakeFirstOrThrow();
    // Tukang batu 0,1 OH for every brick (seeded) and 0,05 OH more for batako, as the admin's form allows; water
    // likewise.
    await t.db
      .insertInto('job_type_labor')
      .values({ job_type_id: wall.id, labor_rate_id: tukang.id, coefficient: 0.05, brick_type: 'batako' })
      .execute();
    await t.db
      .insertInto('job_type_materials')
      .values([
        { job_type_id: wall.id, material_id: air.id, quantity_per_unit: 5, brick_type: null },
        { job_type_id: wall.id, material_id: air.id, quantity_per_unit: 2.5, brick_type: 'batako' },
      ])
      .execute();
    const unitPrice = async (brickType: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/job-types/${wall.id}/unit-price?brick_type=${brickType}`,
        })
      ).json().unit_price;
    const batako = await unitPrice('batako');
    const text = [
      '[AHSP];A.4.4.1.9;Pasangan dinding bata merah 1/2 batu 1PC:4PP;m²',
      'Pekerja;0,300',
      'Tukang batu;0,100',
      'Bata merah;70',
    ].join('\n');
    const { analyses } = (await post('/api/ahsp/parse', { text })).json();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      update_existing: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = await unitPrice('batako');
    expect({ A: after.A, B: after.B }).toEqual({ A: batako.A, B: batako.B });
    const rows = await t.db
      .selectFrom('job_type_labor')
      .select(['coefficient', 'brick_type'])
      .where('job_type_id', '=', wall.id)
      .where('labor_rate_id', '=', tukang.id)
      .orderBy('brick_type')
      .execute();
    expect(rows.map((row) => [row.brick_type, Number(row.coefficient)])).toEqual([
      ['bata_merah', 0.1],
      ['bata_ringan', 0.1],
      ['batako', 0.15],
    ]);
    const water = await t.db
      .selectFrom('job_type_materials')
      .select('quantity_per_unit')
      .where('job_type_id', '=', wall.id)
      .where('material_id', '=', air.id)
      .where('brick_type', '=', 'batako')
      .execute();
    expect(water.map((row) => Number(row.quantity_per_unit))).toEqual([7.5]);
  });
});
