import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { analysisKey } from '@kalkulator/core';
import { brickWallJob, jobTypeId, NO_SUCH_ID, seedMaterial, seedRate } from '../../test/catalogue';
import { findUnitParts } from './repository';

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
          brick_type: line.brick_type ?? null,
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

  it('says a job type has brick variants when only its labour differs by brick type', async () => {
    // The batako wall's own job type, its pekerja made bata merah's only: its materials are shared by all bricks.
    const id = await jobTypeId(t.db, 'A.4.4.1.20');
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/job-types/${id}/details` })).json().job_type;
    expect((await read()).has_brick_variants).toBe(false);
    const pekerja = await t.db
      .selectFrom('labor_rates')
      .select('id')
      .where('code', '=', 'L.01')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('job_type_labor')
      .set({ brick_type: 'bata_merah' })
      .where('job_type_id', '=', id)
      .where('labor_rate_id', '=', pekerja.id)
      .execute();
    try {
      const details = await read();
      expect(details.has_brick_variants).toBe(true);
      expect(details.labor).toContainEqual(
        expect.objectContaining({ code: 'L.01', brick_type: 'bata_merah' }),
      );
      // Bata ringan has no pekerja line of its own now: the catalogue's Pekerja wage stands ready for its crew.
      expect(details.crew_rates?.pekerja).toMatchObject({ labor_rate_id: pekerja.id, name: 'Pekerja' });
      const parts = await findUnitParts(t.db, [{ job_type_id: id, brick_type: 'bata_ringan' }]);
      expect(parts.get(analysisKey(id, 'bata_ringan'))?.has_brick_variants).toBe(true);
      expect(parts.get(analysisKey(id, 'bata_ringan'))!.parts.A).toBeLessThan(
        parts.get(analysisKey(id, null))!.parts.A,
      );
    } finally {
      await t.db
        .updateTable('job_type_labor')
        .set({ brick_type: null })
        .where('job_type_id', '=', id)
        .execute();
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

describe("the wall of any brick type (A.4.4.1.9) and the brick's own job type", () => {
  const unitPrice = async (id: number, brickType?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/job-types/${id}/unit-price${brickType ? `?brick_type=${brickType}` : ''}`,
      })
    ).json().unit_price;

  it('cost the same per m²: batako as A.4.4.1.20, bata ringan as A.4.4.1.30 (labour included)', async () => {
    const wall = await jobTypeId(t.db, 'A.4.4.1.9');
    for (const [brickType, own] of [
      ['batako', 'A.4.4.1.20'],
      ['bata_ringan', 'A.4.4.1.30'],
    ] as const) {
      const dedicated = await jobTypeId(t.db, own);
      const variant = await unitPrice(wall, brickType);
      const expected = await unitPrice(dedicated);
      expect({ A: variant.A, B: variant.B, F: variant.F }, brickType).toEqual({
        A: expected.A,
        B: expected.B,
        F: expected.F,
      });
      // A project line prices the same way (findUnitParts: its A, B and C per brick type).
      const parts = await findUnitParts(t.db, [
        { job_type_id: wall, brick_type: brickType },
        { job_type_id: dedicated },
      ]);
      expect(parts.get(analysisKey(wall, brickType))!.parts).toEqual(
        parts.get(analysisKey(dedicated, null))!.parts,
      );
    }
    // Bata merah keeps SNI 6897's pekerja 0,3 and mandor 0,015 OH: more labour than the block walls.
    expect((await unitPrice(wall, 'bata_merah')).A).toBeGreaterThan((await unitPrice(wall, 'batako')).A);
  });
});
