import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@kalkulator/core';
import { defaultCatalogue } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { brickWallJob, jobTypeId, NO_SUCH_ID, seedMaterial, seedRate } from '../../test/catalogue';

let t: TestApp;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, payload: payload as object });
}

/** The expected figures, worked out here from the seed's coefficients and prices. */
function expectedWall(volume: number, brick: 'bata_merah' | 'batako' | 'bata_ringan', profit: number) {
  const wall = brickWallJob();
  const [tukangPerGroup, pekerjaPerGroup] = wall.default_worker_ratio.split(':').map(Number) as [
    number,
    number,
  ];
  const days = Math.ceil(volume / wall.default_productivity);
  const rateOf = (role: string) => {
    const line = wall.labor.find((candidate) => seedRate(candidate.rate).role === role);
    return line ? { daily: seedRate(line.rate).daily_rate, coefficient: line.coefficient } : undefined;
  };
  let labor =
    tukangPerGroup * rateOf('tukang')!.daily * days + pekerjaPerGroup * rateOf('pekerja')!.daily * days;
  for (const role of ['kepala_tukang', 'mandor']) {
    const rate = rateOf(role);
    if (rate) labor += Math.round(rate.coefficient * volume * rate.daily);
  }
  const lines = wall.materials.filter((line) => !line.brick_type || line.brick_type === brick);
  const material = lines.reduce(
    (sum, line) => sum + Math.round(line.quantity_per_unit * volume * seedMaterial(line.material).price),
    0,
  );
  const total = labor + material;
  const rab = Math.round(total / (1 - profit / 100));
  return { days, labor, material, total, rab, profit: Math.round((rab * profit) / 100), lines };
}

describe('POST /api/calculations/{jobTypeId}', () => {
  it('prices a brick wall from the catalogue: labour, materials, HPP, RAB and profit', async () => {
    const wall = brickWallJob();
    const response = await post(`/api/calculations/${wallId}`, {
      volume: '25',
      productivity: String(wall.default_productivity),
      worker_ratio: wall.default_worker_ratio,
      brick_type: 'bata_merah',
      profit_percentage: '20',
      project_name: 'Rumah Pak Budi',
      custom_waste_factor: '0',
    });
    expect(response.statusCode).toBe(200);
    const { calculation } = response.json();
    const expected = expectedWall(25, 'bata_merah', 20);
    expect(calculation).toMatchObject({
      id: null,
      is_local: false,
      job_type: { id: wallId, name: wall.name, unit: wall.unit },
      input: {
        volume: 25,
        estimated_days: expected.days,
        profit_percentage: 20,
        project_name: 'Rumah Pak Budi',
      },
      summary: {
        total_labor_cost: expected.labor,
        total_material_cost: expected.material,
        total_cost: expected.total,
        hpp_per_unit: Math.round(expected.total / 25),
        rab_total: expected.rab,
        rab_per_unit: Math.round(expected.rab / 25),
        profit_percentage: 20,
        profit_amount: expected.profit,
      },
    });
    expect(calculation.materials.details).toHaveLength(expected.lines.length);
    expect(calculation.summary.rab_total).toBeGreaterThan(calculation.summary.total_cost);
    for (const value of Object.values(calculation.summary) as number[])
      expect(Number.isInteger(value)).toBe(true);
  });

  it('uses the materials of the chosen brick type', async () => {
    const wall = brickWallJob();
    const base = {
      volume: 10,
      productivity: wall.default_productivity,
      worker_ratio: wall.default_worker_ratio,
    };
    const merah = (await post(`/api/calculations/${wallId}`, { ...base, brick_type: 'bata_merah' })).json()
      .calculation;
    const ringan = (await post(`/api/calculations/${wallId}`, { ...base, brick_type: 'bata_ringan' })).json()
      .calculation;
    expect(merah.summary.total_material_cost).toBe(expectedWall(10, 'bata_merah', 20).material);
    expect(ringan.summary.total_material_cost).toBe(expectedWall(10, 'bata_ringan', 20).material);
    expect(merah.summary.total_material_cost).not.toBe(ringan.summary.total_material_cost);
  });

  it('applies quantity overrides, material selection and the waste factor', async () => {
    const wall = brickWallJob();
    const details = (await t.app.inject({ method: 'GET', url: `/api/job-types/${wallId}/details` })).json()
      .job_type;
    const chosen = details.materials.find(
      (line: { brick_type: string | null }) => line.brick_type === 'bata_merah',
    );
    const response = await post(`/api/calculations/${wallId}`, {
      volume: 10,
      productivity: wall.default_productivity,
      worker_ratio: wall.default_worker_ratio,
      brick_type: 'bata_merah',
      custom_waste_factor: '10',
      material_specs: [{ material_id: chosen.material_id, quantity_override: 80 }],
    });
    expect(response.statusCode).toBe(200);
    const { materials } = response.json().calculation;
    expect(materials.details).toHaveLength(1);
    expect(materials.details[0].total_quantity).toBeCloseTo(80 * 10 * 1.1, 6);
    expect(materials.total_material_cost).toBe(Math.round(80 * 10 * 1.1 * chosen.price));
  });

  it('answers 422 with the Indonesian message of each invalid field', async () => {
    const response = await post(`/api/calculations/${wallId}`, {
      volume: '',
      productivity: '0',
      worker_ratio: 'satu banding satu',
      profit_percentage: '100',
    });
    expect(response.statusCode).toBe(422);
    const { details } = response.json();
    expect(details).toEqual(
      expect.arrayContaining([
        { param: 'volume', msg: messages.volume },
        { param: 'productivity', msg: messages.productivity },
        { param: 'worker_ratio', msg: messages.workerRatioFormat },
        { param: 'profit_percentage', msg: messages.profitTooHigh },
      ]),
    );
  });

  it('refuses a crew that cannot form one complete ratio group instead of pricing zero days', async () => {
    const response = await post(`/api/calculations/${wallId}`, {
      volume: 10,
      productivity: 8,
      worker_ratio: '1:1',
      num_tukang: 0,
      num_pekerja: 2,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0].msg).toBe(messages.incompleteGroup('1:1'));
    const none = await post(`/api/calculations/${wallId}`, {
      volume: 10,
      productivity: 8,
      num_tukang: 0,
      num_pekerja: 0,
    });
    expect(none.json().details).toContainEqual({ param: 'num_tukang', msg: messages.noWorkers });
  });

  it('reads the Indonesian decimal comma, and refuses text it would otherwise misread', async () => {
    const comma = await post(`/api/calculations/${wallId}`, { volume: '12,5', productivity: '10' });
    expect(comma.statusCode).toBe(200);
    expect(comma.json().calculation.input.volume).toBe(12.5);
    for (const volume of ['12 m2', '1e3', '1.250,5']) {
      const response = await post(`/api/calculations/${wallId}`, { volume, productivity: '10' });
      expect(response.statusCode, volume).toBe(422);
      expect(response.json().details).toEqual([{ param: 'volume', msg: messages.notANumber }]);
    }
    const profit = await post(`/api/calculations/${wallId}`, {
      volume: 10,
      productivity: 10,
      profit_percentage: 'abc',
    });
    expect(profit.json().details).toEqual([{ param: 'profit_percentage', msg: messages.profitRequired }]);
  });

  it('answers 422, not 500, for a result too large to store, on every route that computes one', async () => {
    const absurd = { volume: '10000000', productivity: '0,000001', worker_ratio: '100:100' };
    const user = await registerUser(t.app);
    const sent = [
      await post(`/api/calculations/${wallId}`, absurd),
      await t.app.inject({
        method: 'POST',
        url: `/api/calculations/${wallId}/save`,
        headers: bearer(user.token),
        payload: absurd,
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/calculations/sync',
        headers: bearer(user.token),
        payload: {
          calculations: [{ id: 'local_1', job_type: { id: wallId }, calculation_data: absurd }],
        },
      }),
    ];
    for (const response of sent) {
      expect(response.statusCode, response.body).toBe(422);
      // The sync names the local result that failed; the others the field.
      expect(response.json().details.map((detail: { msg: string }) => detail.msg)).toEqual([
        messages.resultTooLarge,
      ]);
    }
  });

  it('answers 422 for a body that is not an object and 400 for broken JSON', async () => {
    const list = await post(`/api/calculations/${wallId}`, [1, 2]);
    expect(list.statusCode).toBe(422);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${wallId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"volume": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: 'Format JSON tidak valid.',
      details: [{ param: 'body', msg: 'Format JSON tidak valid.' }],
    });
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${wallId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'volume=10',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().details).toEqual([
      { param: 'body', msg: 'Data harus dikirim sebagai JSON (Content-Type: application/json).' },
    ]);
  });

  it('prices with the catalogue as it is after a change is announced', async () => {
    const wall = brickWallJob();
    const form = {
      volume: 10,
      productivity: wall.default_productivity,
      worker_ratio: wall.default_worker_ratio,
    };
    const before = (await post(`/api/calculations/${wallId}`, form)).json().calculation;
    const brick = wall.materials.find((line) => line.brick_type === 'bata_merah')!;
    await t.db
      .updateTable('materials')
      .set({ price: seedMaterial(brick.material).price + 100 })
      .where('code', '=', brick.material)
      .execute();
    t.app.detailsCache.invalidate();
    const after = (await post(`/api/calculations/${wallId}`, form)).json().calculation;
    const extra =
      Math.round(brick.quantity_per_unit * 10 * (seedMaterial(brick.material).price + 100)) -
      Math.round(brick.quantity_per_unit * 10 * seedMaterial(brick.material).price);
    expect(after.summary.total_material_cost - before.summary.total_material_cost).toBe(extra);
    await t.db
      .updateTable('materials')
      .set({ price: seedMaterial(brick.material).price })
      .where('code', '=', brick.material)
      .execute();
    t.app.detailsCache.invalidate();
  });

  it('answers 404 for an unknown job type', async () => {
    const response = await post(`/api/calculations/${NO_SUCH_ID}`, { volume: 1, productivity: 1 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Jenis pekerjaan tidak ditemukan.' });
  });
});

describe('POST /api/calculations/quick/{jobTypeId}', () => {
  it("uses the job type's default productivity and ratio", async () => {
    const response = await post(`/api/calculations/quick/${wallId}`, { volume: 25 });
    expect(response.statusCode).toBe(200);
    const { calculation } = response.json();
    const expected = expectedWall(25, 'bata_merah', 20);
    expect(calculation.input).toMatchObject({ volume: 25, estimated_days: expected.days });
    expect(calculation.summary.rab_total).toBe(expected.rab);
  });

  it('answers 422 without a volume and 404 for an unknown job type', async () => {
    const invalid = await post(`/api/calculations/quick/${wallId}`, {});
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual([{ param: 'volume', msg: messages.volume }]);
    const missing = await post(`/api/calculations/quick/${NO_SUCH_ID}`, { volume: 3 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('every seeded job type', () => {
  it('prices 10 units with its defaults', async () => {
    for (const job of defaultCatalogue.jobTypes) {
      const id = await jobTypeId(t.db, job.code);
      const response = await post(`/api/calculations/quick/${id}`, { volume: 10 });
      expect(response.statusCode, job.code).toBe(200);
      const { summary, input } = response.json().calculation;
      expect(input.estimated_days, job.code).toBeGreaterThanOrEqual(1);
      expect(summary.total_labor_cost, job.code).toBeGreaterThan(0);
      expect(summary.rab_total, job.code).toBeGreaterThan(summary.total_cost);
    }
  });
});
