import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// The codes a price list's new rows get: a row without a code takes one past the catalogue's highest that none of
// the file's own rows use, so a code-less row above the file's next code (M.88 after M.87) does not collide with it
// on the insert (a 500: materials_code_key), and the dry run shows the codes the import writes.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

/** The highest number of the table's `<prefix>.<n>` codes (M.87 → 87). */
async function highest(table: 'materials' | 'labor_rates', prefix: string) {
  const { rows } = await sql<{ highest: number }>`
    select max(substring(code from ${`^${prefix}\\.(\\d+)$`})::int) as highest from ${sql.table(table)}`.execute(
    t.db,
  );
  return Number(rows[0]!.highest);
}

const codeOf = async (table: 'materials' | 'labor_rates', name: string) =>
  (await t.db.selectFrom(table).select('code').where('name', '=', name).executeTakeFirstOrThrow()).code;

/** The file read as the import dialog reads it, checked (dry run), then imported. */
async function previewAndImport(pasted: string, defaultKind: 'material' | 'labor') {
  const parsed = await post('/api/catalogue/price-list/parse', {
    pasted_data: pasted,
    default_kind: defaultKind,
  });
  expect(parsed.statusCode, parsed.body).toBe(200);
  const { rows } = parsed.json();
  const preview = await post('/api/catalogue/price-list/import', {
    rows,
    update_existing: true,
    dry_run: true,
  });
  expect(preview.statusCode, preview.body).toBe(200);
  const imported = await post('/api/catalogue/price-list/import', { rows, update_existing: true });
  return { preview: preview.json(), imported };
}

describe('price list import: codes of new rows', () => {
  it('gives a code-less material the code after the file’s own next code, as the preview said', async () => {
    const next = `M.${(await highest('materials', 'M')) + 1}`;
    const after = `M.${(await highest('materials', 'M')) + 2}`;
    const { preview, imported } = await previewAndImport(
      ['Kode;Nama;Satuan;Harga', ';Lem keramik;kg;8.000', `${next};Nat epoxy;kg;45.000`].join('\n'),
      'material',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: { material: 2 } });
    expect(preview.rows).toEqual([
      { line: 2, action: 'create', code: after },
      { line: 3, action: 'create', code: next },
    ]);
    expect(preview.created).toEqual({ material: 2, labor: 0, equipment: 0 });
    expect(await codeOf('materials', 'Lem keramik')).toBe(after);
    expect(await codeOf('materials', 'Nat epoxy')).toBe(next);
  });

  it('does the same for labour, skipping every code the file uses', async () => {
    const top = await highest('labor_rates', 'L');
    const [next, second, third] = [top + 1, top + 2, top + 3].map((n) => `L.${n}`);
    const { preview, imported } = await previewAndImport(
      [
        'Kode\tNama\tSatuan\tHarga',
        '\tTukang keramik uji\tOH\t150.000',
        `${next}\tTukang cat uji\tOH\t140.000`,
        '\tPekerja galian uji\tOH\t110.000',
        `${second}\tMandor uji\tOH\t200.000`,
      ].join('\n'),
      'labor',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(preview.rows.map((row: { code?: string }) => row.code)).toEqual([
      third,
      next,
      `L.${top + 4}`,
      second,
    ]);
    expect(await codeOf('labor_rates', 'Tukang keramik uji')).toBe(third);
    expect(await codeOf('labor_rates', 'Tukang cat uji')).toBe(next);
    expect(await codeOf('labor_rates', 'Pekerja galian uji')).toBe(`L.${top + 4}`);
    expect(await codeOf('labor_rates', 'Mandor uji')).toBe(second);
  });

  it('refuses a code another admin wrote meanwhile with 422 naming the row, writing nothing', async () => {
    const next = `M.${(await highest('materials', 'M')) + 1}`;
    const before = await t.db.selectFrom('materials').select('code').orderBy('code').execute();
    // The unique violation of a code written since the import read the catalogue (here: in its transaction, by a
    // trigger standing in for the other admin) is the row's refusal, not a 500.
    await sql`create function take_code() returns trigger language plpgsql as $$
      begin
        if new.name = 'Paku beton uji' then
          insert into materials (code, name, unit, price) values (${sql.lit(next)}, 'Paku lain', 'kg', 1);
        end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger take_code before insert on materials for each row execute function take_code()`.execute(
      t.db,
    );
    try {
      const response = await post('/api/catalogue/price-list/import', {
        rows: [
          { line: 2, kind: 'material', name: 'Kawat bendrat uji', unit: 'kg', price: 25_000 },
          { line: 3, kind: 'material', code: next, name: 'Paku beton uji', unit: 'kg', price: 30_000 },
        ],
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([
        { param: 'rows.1', msg: `Baris 3: Kode sudah digunakan (${next})` },
      ]);
    } finally {
      await sql`drop trigger take_code on materials`.execute(t.db);
      await sql`drop function take_code()`.execute(t.db);
    }
    expect(await t.db.selectFrom('materials').select('code').orderBy('code').execute()).toEqual(before);
  });
});
