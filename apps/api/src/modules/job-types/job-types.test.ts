import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { brickWallJob, jobTypeId, NO_SUCH_ID, seedMaterial, seedRate } from '../../test/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/job-types/{id}/details', () => {
  it('returns the job type with its AHSP labour and material coefficients and current prices', async () => {
    const wall = brickWallJob();
    const id = await jobTypeId(t.db, wall.code);
    const response = await t.app.inject({ method: 'GET', url: `/api/job-types/${id}/details` });
    expect(response.statusCode).toBe(200);
    const details = response.json().job_type;
    expect(details).toMatchObject({ id, code: wall.code, has_brick_variants: true });
    expect(details.labor).toHaveLength(wall.labor.length);
    for (const line of wall.labor) {
      const rate = seedRate(line.rate);
      expect(details.labor).toContainEqual(
        expect.objectContaining({
          code: rate.code,
          role: rate.role,
          daily_rate: rate.daily_rate,
          coefficient: line.coefficient,
        }),
      );
    }
    expect(details.materials).toHaveLength(wall.materials.length);
    for (const line of wall.materials) {
      const material = seedMaterial(line.material);
      expect(details.materials).toContainEqual(
        expect.objectContaining({
          code: material.code,
          price: material.price,
          unit: material.unit,
          quantity_per_unit: line.quantity_per_unit,
          brick_type: line.brick_type ?? null,
        }),
      );
    }
  });

  it('answers 404 for an unknown job type and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/job-types/${NO_SUCH_ID}/details` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Jenis pekerjaan tidak ditemukan.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/job-types/x/details' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'id', msg: 'ID harus berupa bilangan bulat positif.' }]);
  });
});
