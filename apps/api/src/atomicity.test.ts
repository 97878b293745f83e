import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin, type TestAccount } from './test/auth';
import { brickWallJob, jobTypeId } from './test/catalogue';

// A failure in the middle of a multi-row write (injected by a trigger that raises on one marked row, after the
// rows before it were written) leaves the data exactly as it was: imports and assignment replacements are
// all-or-nothing even when the database itself fails, not only when validation refuses.

let t: TestApp;
let admin: TestAccount;
let wallId: number;
const FAIL_MARK = 777;
type LaborLine = { labor_rate_id: number; coefficient: number; brick_type: string | null };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  wallId = await jobTypeId(t.db, brickWallJob().code);
  await sql`create function fail_on_mark() returns trigger language plpgsql as $$
    begin
      if to_jsonb(new) ->> tg_argv[0] = tg_argv[1] then
        raise exception 'injected failure on %', tg_table_name;
      end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger fail_materials before insert or update on materials
    for each row execute function fail_on_mark('name', 'Gagal di tengah')`.execute(t.db);
  await sql`create trigger fail_job_type_materials before insert on job_type_materials
    for each row execute function fail_on_mark('quantity_per_unit', ${sql.lit(String(FAIL_MARK))})`.execute(
    t.db,
  );
  await sql`create trigger fail_job_type_labor before insert on job_type_labor
    for each row execute function fail_on_mark('coefficient', ${sql.lit(String(FAIL_MARK))})`.execute(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });
const details = async () => (await call('GET', `/api/job-types/${wallId}/details`)).json().job_type;
const materialCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from materials`.execute(t.db)).rows[0]!.n);

describe('a database failure in the middle of a write', () => {
  it('rolls back a material import after its first rows were written', async () => {
    const before = await materialCount();
    const answer = await call('POST', '/api/materials/bulk-import', {
      materials_data: [
        { name: 'Impor tengah 1', unit: 'bh', price: '1.000' },
        { name: 'Impor tengah 2', unit: 'bh', price: '2.000' },
        { name: 'Gagal di tengah', unit: 'bh', price: '3.000' },
      ],
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.' });
    expect(await materialCount()).toBe(before);
  });

  it('keeps the old material assignments when replacing them fails half-way', async () => {
    const before = await details();
    const [first, second] = before.materials as { material_id: number; quantity_per_unit: number }[];
    const answer = await call('PUT', `/api/job-types/${wallId}/materials`, {
      material_assignments: [
        { material_id: first!.material_id, quantity_per_unit: 1 },
        { material_id: second!.material_id, quantity_per_unit: FAIL_MARK },
      ],
    });
    expect(answer.statusCode).toBe(500);
    expect((await details()).materials).toEqual(before.materials);
  });

  it('keeps the old labour assignments when replacing them fails half-way', async () => {
    const before = await details();
    const lines = before.labor as LaborLine[];
    expect(lines.length).toBeGreaterThan(1);
    const answer = await call('PUT', `/api/job-types/${wallId}/labor`, {
      labor_assignments: lines.map((line, index) => ({
        labor_rate_id: line.labor_rate_id,
        // The wall's labour differs by brick type: each row keeps its own (the same rate twice is no repeat then).
        brick_type: line.brick_type,
        coefficient: index === lines.length - 1 ? FAIL_MARK : line.coefficient * 3,
      })),
    });
    expect(answer.statusCode).toBe(500);
    expect((await details()).labor).toEqual(before.labor);
  });

  it('keeps the materials and equipment when the whole analysis fails on its labour list', async () => {
    const before = await details();
    const labor = before.labor as LaborLine[];
    const molen = await t.db
      .selectFrom('equipment')
      .select('id')
      .where('code', '=', 'E.01')
      .executeTakeFirstOrThrow();
    const answer = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      material_assignments: before.materials.map(
        (line: { material_id: number; quantity_per_unit: number; brick_type: string | null }) => ({
          material_id: line.material_id,
          quantity_per_unit: line.quantity_per_unit * 3,
          brick_type: line.brick_type,
        }),
      ),
      equipment_assignments: [{ equipment_id: molen.id, quantity_per_unit: 0.5 }],
      labor_assignments: labor.map((line) => ({
        labor_rate_id: line.labor_rate_id,
        brick_type: line.brick_type,
        coefficient: FAIL_MARK,
      })),
    });
    expect(answer.statusCode).toBe(500);
    const after = await details();
    expect(after.materials).toEqual(before.materials);
    expect(after.equipment).toEqual(before.equipment);
    expect(after.labor).toEqual(before.labor);
  });

  it('still writes when nothing fails (the triggers only catch the marked rows)', async () => {
    const before = await details();
    const answer = await call('PUT', `/api/job-types/${wallId}/materials`, {
      material_assignments: before.materials.map(
        (line: { material_id: number; quantity_per_unit: number; brick_type: string | null }) => ({
          material_id: line.material_id,
          quantity_per_unit: line.quantity_per_unit * 2,
          brick_type: line.brick_type,
        }),
      ),
    });
    expect(answer.statusCode).toBe(200);
    expect(
      (await details()).materials.map((line: { quantity_per_unit: number }) => line.quantity_per_unit),
    ).toEqual(before.materials.map((line: { quantity_per_unit: number }) => line.quantity_per_unit * 2));
  });
});
