import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { brickWallJob, jobTypeId, NO_SUCH_ID, seedMaterial } from '../../test/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/materials/job-type/{id}', () => {
  it('lists the materials assigned to a job type with quantity per unit and price', async () => {
    const wall = brickWallJob();
    const id = await jobTypeId(t.db, wall.code);
    const response = await t.app.inject({ method: 'GET', url: `/api/materials/job-type/${id}` });
    expect(response.statusCode).toBe(200);
    const { materials } = response.json();
    expect(materials).toHaveLength(wall.materials.length);
    const first = wall.materials[0]!;
    const material = seedMaterial(first.material);
    expect(materials[0]).toMatchObject({
      code: material.code,
      name: material.name,
      price: material.price,
      quantity_per_unit: first.quantity_per_unit,
    });
    expect(Number.isInteger(materials[0].material_id)).toBe(true);
  });

  it('answers 404 for an unknown job type and 422 for a bad id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/materials/job-type/${NO_SUCH_ID}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Jenis pekerjaan tidak ditemukan.');
    const bad = await t.app.inject({ method: 'GET', url: '/api/materials/job-type/0' });
    expect(bad.statusCode).toBe(422);
  });
});
