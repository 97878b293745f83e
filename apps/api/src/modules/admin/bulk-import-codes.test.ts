import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// The codes a table's bulk import gives its code-less rows: past the catalogue's highest and past every code the
// file's own rows use, so a code-less row above the file's next code (M.88 after M.87) does not collide with it on
// the insert (a 500: materials_code_key), as in the price-list import.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

/** The highest number of the table's `<prefix>.<n>` codes (M.87 → 87), 0 when none. */
async function highest(table: 'materials' | 'equipment', prefix: string) {
  const { rows } = await sql<{ highest: number | null }>`
    select max(substring(code from ${`^${prefix}\\.(\\d+)$`})::int) as highest from ${sql.table(table)}`.execute(
    t.db,
  );
  return Number(rows[0]!.highest ?? 0);
}

const codeOf = async (table: 'materials' | 'equipment' | 'job_categories', name: string) =>
  (await t.db.selectFrom(table).select('code').where('name', '=', name).executeTakeFirstOrThrow()).code;

describe('bulk import: codes of code-less rows', () => {
  it('gives a code-less material the code after the file’s own next code', async () => {
    const top = await highest('materials', 'M');
    const [next, second] = [top + 1, top + 2].map((n) => `M.${n}`);
    const response = await post('/api/materials/bulk-import', {
      materials_data: [
        { name: 'Lem keramik curah', unit: 'kg', price: 8_000 },
        { code: next, name: 'Nat epoxy curah', unit: 'kg', price: 45_000 },
        { name: 'Plamir tembok curah', unit: 'kg', price: 20_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 3, updated: 0 });
    expect(await codeOf('materials', 'Lem keramik curah')).toBe(second);
    expect(await codeOf('materials', 'Nat epoxy curah')).toBe(next);
    expect(await codeOf('materials', 'Plamir tembok curah')).toBe(`M.${top + 3}`);
  });

  it('does the same for equipment, in its E.nn pattern', async () => {
    const top = await highest('equipment', 'E');
    const next = `E.${String(top + 1).padStart(2, '0')}`;
    const response = await post('/api/equipment/bulk-import', {
      equipment_data: [
        { name: 'Pompa air curah', unit: 'hari', price: 150_000 },
        { code: next, name: 'Genset curah', unit: 'hari', price: 400_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await codeOf('equipment', 'Pompa air curah')).toBe(`E.${String(top + 2).padStart(2, '0')}`);
    expect(await codeOf('equipment', 'Genset curah')).toBe(next);
  });

  it('gives a code-less category a word the file’s own rows do not use', async () => {
    const response = await post('/api/jobs/categories/bulk-import', {
      categories_data: [
        { name: 'Pekerjaan Kolam Renang' },
        { code: 'KOLAM_RENANG', name: 'Kolam renang (lama)' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await codeOf('job_categories', 'Pekerjaan Kolam Renang')).toBe('KOLAM_RENANG_2');
    expect(await codeOf('job_categories', 'Kolam renang (lama)')).toBe('KOLAM_RENANG');
  });

  it('refuses a code another admin wrote meanwhile with 422 naming the row, writing nothing', async () => {
    const next = `M.${(await highest('materials', 'M')) + 1}`;
    const before = await t.db.selectFrom('materials').select('code').orderBy('code').execute();
    // The unique violation of a code written since the import read the catalogue (here: in its transaction, by a
    // trigger standing in for the other admin) is the row's refusal, not a 500.
    await sql`create function take_code() returns trigger language plpgsql as $$
      begin
        if new.name = 'Paku beton curah' then
          insert into materials (code, name, unit, price) values (${sql.lit(next)}, 'Paku lain', 'kg', 1);
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger take_code before insert on materials for each row execute function take_code()`.execute(
      t.db,
    );
    try {
      const response = await post('/api/materials/bulk-import', {
        materials_data: [
          { name: 'Kawat bendrat curah', unit: 'kg', price: 25_000 },
          { code: next, name: 'Paku beton curah', unit: 'kg', price: 30_000 },
        ],
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'materials_data.1.code', msg: `Baris 2: Kode sudah digunakan (${next})` },
      ]);
    } finally {
      await sql`drop trigger take_code on materials`.execute(t.db);
      await sql`drop function take_code()`.execute(t.db);
    }
    expect(await t.db.selectFrom('materials').select('code').orderBy('code').execute()).toEqual(before);
  });
});
