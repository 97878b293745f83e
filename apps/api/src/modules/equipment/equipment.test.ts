import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId, NO_SUCH_ID } from '../../test/catalogue';

// Equipment (peralatan): CRUD, assignments to a job type, and its cost as C in the calculation and the unit price.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let concrete: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  concrete = await jobTypeId(t.db, 'A.4.1.1.7');
});
afterAll(() => t.close());

const as = (who: TestAccount) => bearer(who.token);

async function createMixer(overrides: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/equipment',
    headers: as(admin),
    payload: { name: 'Concrete mixer 0,35 m³', unit: 'hari', price: 'Rp 350.000', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().equipment as { id: number; code: string; price: number };
}

describe('equipment CRUD', () => {
  it('creates, lists to anyone, reads, updates and deletes', async () => {
    const mixer = await createMixer({ code: 'E.TEST1', description: 'Sewa harian termasuk operator' });
    expect(mixer).toMatchObject({ code: 'E.TEST1', price: 350_000 });

    const list = await t.app.inject({ method: 'GET', url: '/api/equipment?search=mixer' });
    expect(list.statusCode).toBe(200);
    expect(list.json().equipment.map((row: { id: number }) => row.id)).toContain(mixer.id);
    expect(list.json().pagination).toMatchObject({ page: 1, total: expect.any(Number) });

    const one = await t.app.inject({ method: 'GET', url: `/api/equipment/${mixer.id}` });
    expect(one.json().equipment).toMatchObject({ name: 'Concrete mixer 0,35 m³', unit: 'hari' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/equipment/${mixer.id}`,
      headers: as(admin),
      payload: { price: '400.000' },
    });
    expect(updated.json().equipment.price).toBe(400_000);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/equipment/${mixer.id}`,
      headers: as(admin),
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/equipment/${mixer.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Peralatan tidak ditemukan.');
  });

  it('refuses bad input in Indonesian and writes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/equipment?limit=500' })).json().pagination
      .total;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: as(admin),
      payload: { name: '', unit: '', price: 'mahal' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((detail: { param: string }) => detail.param)
        .sort(),
    ).toEqual(['name', 'price', 'unit']);
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/equipment',
      headers: as(user),
      payload: { name: 'Stamper', unit: 'jam', price: 50_000 },
    });
    expect(forbidden.statusCode).toBe(403);
    const after = (await t.app.inject({ method: 'GET', url: '/api/equipment?limit=500' })).json().pagination
      .total;
    expect(after).toBe(before);
  });

  it('imports a list all or nothing, and updates existing rows when asked', async () => {
    const rows = [
      { code: 'E.IMP1', name: 'Vibrator beton', unit: 'jam', price: '45.000' },
      { code: 'E.IMP2', name: 'Stamper kodok', unit: 'hari', price: 250_000 },
    ];
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/equipment/bulk-import',
      headers: as(admin),
      payload: { equipment_data: rows },
    });
    expect(first.json()).toMatchObject({ created: 2, updated: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/equipment/bulk-import',
      headers: as(admin),
      payload: { equipment_data: rows },
    });
    expect(again.statusCode).toBe(422);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/equipment/bulk-import',
      headers: as(admin),
      payload: { equipment_data: [{ ...rows[0], price: 50_000 }], update_existing: true },
    });
    expect(updated.json()).toMatchObject({ created: 0, updated: 1 });
  });
});

describe('equipment assigned to a job type', () => {
  it('joins the details, the unit price (C) and the calculation (HPP = A + B + C)', async () => {
    const mixer = await createMixer();
    const assigned = await t.app.inject({
      method: 'PUT',
      url: `/api/job-types/${concrete}/equipment`,
      headers: as(admin),
      payload: { equipment_assignments: [{ equipment_id: mixer.id, quantity_per_unit: '0,25' }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().job_type.equipment).toEqual([
      expect.objectContaining({
        equipment_id: mixer.id,
        quantity_per_unit: 0.25,
        price: 350_000,
        unit: 'hari',
      }),
    ]);

    const details = (await t.app.inject({ method: 'GET', url: `/api/job-types/${concrete}/details` })).json()
      .job_type;
    expect(details.equipment).toHaveLength(1);

    const price = (await t.app.inject({ method: 'GET', url: `/api/job-types/${concrete}/unit-price` })).json()
      .unit_price;
    expect(price.equipment).toEqual([
      expect.objectContaining({ coefficient: 0.25, price: 350_000, amount: 87_500 }),
    ]);
    expect(price.C).toBe(87_500);
    const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);
    expect(price.A).toBe(sum(price.labor));
    expect(price.B).toBe(sum(price.materials));
    expect(price.D).toBe(price.A + price.B + price.C);
    expect(price.E).toBe(Math.round(price.D * 0.1));
    expect(price.F).toBe(price.D + price.E);

    const calculation = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${concrete}/save`,
      headers: as(user),
      payload: { volume: 4, productivity: 2, worker_ratio: '1:6', profit_percentage: 20 },
    });
    const saved = calculation.json().calculation;
    expect(saved.equipment.total_equipment_cost).toBe(350_000); // 0,25 × 4 × 350.000
    expect(saved.summary.total_cost).toBe(
      saved.summary.total_labor_cost + saved.summary.total_material_cost + 350_000,
    );
    expect(saved.equipment_cost).toBe(350_000);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/calculations/stats', headers: as(user) })
    ).json().stats;
    expect(stats.total_equipment_cost).toBe(350_000);
  });

  it('refuses an unknown or repeated equipment id and keeps the assignments', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/job-types/${concrete}/details` })).json()
      .job_type.equipment;
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/job-types/${concrete}/equipment`,
      headers: as(admin),
      payload: { equipment_assignments: [{ equipment_id: NO_SUCH_ID, quantity_per_unit: 1 }] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'equipment_assignments.0', msg: 'Peralatan tidak ditemukan.' },
    ]);
    const zero = await t.app.inject({
      method: 'PUT',
      url: `/api/job-types/${concrete}/equipment`,
      headers: as(admin),
      payload: { equipment_assignments: [{ equipment_id: before[0].equipment_id, quantity_per_unit: 0 }] },
    });
    expect(zero.statusCode).toBe(422);
    const after = (await t.app.inject({ method: 'GET', url: `/api/job-types/${concrete}/details` })).json()
      .job_type.equipment;
    expect(after).toEqual(before);
  });
});

describe('GET /api/job-types/{id}/unit-price', () => {
  it('takes overhead 0–15 % and refuses more with the Permen PUPR message', async () => {
    const at = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/job-types/${concrete}/unit-price${query}` });
    const fifteen = (await at('?overhead_percentage=15')).json().unit_price;
    expect(fifteen.overhead_percentage).toBe(15);
    expect(fifteen.E).toBe(Math.round(fifteen.D * 0.15));
    const refused = await at('?overhead_percentage=16');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].msg).toMatch(/antara 0 dan 15% \(Permen PUPR 8\/2023\)/);
    expect((await at('?overhead_percentage=abc')).statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'GET', url: `/api/job-types/${NO_SUCH_ID}/unit-price` });
    expect(missing.statusCode).toBe(404);
  });
});
