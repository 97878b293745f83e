import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId, NO_SUCH_ID } from '../../test/catalogue';
import { adminMessages } from '../admin/schemas';

// PUT /job-types/:id/analysis: the admin's Analisa editor saves labour, materials and equipment in one transaction.

let t: TestApp;
let admin: TestAccount;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

interface Details {
  updated_at: string;
  labor: {
    labor_rate_id: number;
    name: string;
    daily_rate: number;
    coefficient: number;
    brick_type: string | null;
  }[];
  materials: { material_id: number; quantity_per_unit: number; brick_type: string | null }[];
  equipment: { equipment_id: number; quantity_per_unit: number }[];
}
const details = async (): Promise<Details> =>
  (await call('GET', `/api/job-types/${wallId}/details`)).json().job_type;

/** The stored analysis as the request that would write it again. */
function asBody(analysis: Details) {
  return {
    labor_assignments: analysis.labor.map(({ labor_rate_id, coefficient, brick_type }) => ({
      labor_rate_id,
      coefficient,
      brick_type,
    })),
    material_assignments: analysis.materials.map(({ material_id, quantity_per_unit, brick_type }) => ({
      material_id,
      quantity_per_unit,
      brick_type,
    })),
    equipment_assignments: analysis.equipment.map(({ equipment_id, quantity_per_unit }) => ({
      equipment_id,
      quantity_per_unit,
    })),
  };
}

async function molen(): Promise<number> {
  const { equipment } = (await call('GET', '/api/equipment?limit=500')).json();
  return (equipment as { id: number; code: string }[]).find((row) => row.code === 'E.01')!.id;
}

describe('PUT /api/job-types/:id/analysis', () => {
  it('replaces labour, materials and equipment together and answers the new analysis', async () => {
    const before = asBody(await details());
    const body = {
      labor_assignments: before.labor_assignments.map((line) => ({ ...line, coefficient: '0,5' })),
      material_assignments: before.material_assignments.slice(1),
      equipment_assignments: [{ equipment_id: await molen(), quantity_per_unit: '0,02' }],
    };
    const answer = await call('PUT', `/api/job-types/${wallId}/analysis`, body);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().message).toBe('Penugasan berhasil disimpan');
    const after = await details();
    expect(after.labor.map((line) => line.coefficient)).toEqual(before.labor_assignments.map(() => 0.5));
    expect(after.materials).toHaveLength(before.material_assignments.length - 1);
    expect(after.equipment.map((line) => line.quantity_per_unit)).toEqual([0.02]);
    expect(answer.json().job_type.equipment).toEqual(after.equipment);
  });

  it('writes nothing when one labour rate was deleted meanwhile, and names its line', async () => {
    // Another admin adds a wage, this admin puts it in the analysis, the other deletes it before the save.
    const wage = await call('POST', '/api/materials/labor', {
      name: 'Tukang las pagar',
      role: 'tukang',
      daily_rate: 180_000,
    });
    const wageId = wage.json().labor_rate.id as number;
    expect((await call('DELETE', `/api/materials/labor/${wageId}`)).statusCode).toBe(200);
    const before = await details();
    const body = asBody(before);
    const answer = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      // Materials and equipment changed too: none of it may be written.
      material_assignments: body.material_assignments.map((line) => ({ ...line, quantity_per_unit: 9 })),
      equipment_assignments: [],
      labor_assignments: [...body.labor_assignments, { labor_rate_id: wageId, coefficient: 0.2 }],
    });
    const line = body.labor_assignments.length;
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: `Analisa tidak disimpan, tidak ada yang berubah. Baris upah ${line + 1}: Upah tenaga kerja tidak ditemukan.`,
      details: [{ param: `labor_assignments.${line}`, msg: 'Upah tenaga kerja tidak ditemukan.' }],
    });
    expect(await details()).toEqual(before);
  });

  it('names every refused line of every list at once', async () => {
    const before = await details();
    const body = asBody(before);
    const answer = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      labor_assignments: body.labor_assignments,
      material_assignments: [...body.material_assignments, body.material_assignments[0]],
      equipment_assignments: [{ equipment_id: NO_SUCH_ID, quantity_per_unit: 1 }],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().details).toEqual([
      {
        param: `material_assignments.${body.material_assignments.length}`,
        msg: 'Item yang sama muncul dua kali',
      },
      { param: 'equipment_assignments.0', msg: 'Peralatan tidak ditemukan.' },
    ]);
    expect(answer.json().message).toBe(
      `Analisa tidak disimpan, tidak ada yang berubah. Baris material ${body.material_assignments.length + 1}: ` +
        'Item yang sama muncul dua kali. Baris peralatan 1: Peralatan tidak ditemukan.',
    );
    expect(await details()).toEqual(before);
  });

  it('refuses an analysis saved over a version another admin changed since the editor opened (409)', async () => {
    const changedElsewhere =
      'Jenis pekerjaan ini atau analisanya sudah diubah admin lain sejak Anda membukanya; analisa Anda belum disimpan. Muat ulang analisa untuk melihat versi terbaru.';
    const url = `/api/job-types/${wallId}/analysis`;
    const opened = await details();
    const body = asBody(opened);
    // Admin B saves the analysis first, over the version both editors opened: the job type's version moves on.
    const first = await call('PUT', url, {
      ...body,
      labor_assignments: body.labor_assignments.map((line) => ({ ...line, coefficient: 0.7 })),
      expected_updated_at: opened.updated_at,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json().job_type as Details;
    expect(stored.updated_at).not.toBe(opened.updated_at);
    // Admin A saves the version it opened: refused, B's analysis stays.
    const late = await call('PUT', url, {
      ...body,
      equipment_assignments: [],
      expected_updated_at: opened.updated_at,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(changedElsewhere);
    expect(await details()).toEqual(stored);
    // A change of the job type's own form moves the version on too.
    const form = await call('PUT', `/api/jobs/type/${wallId}/public`, { description: 'Diubah admin B' });
    expect(form.statusCode, form.body).toBe(200);
    expect((await call('PUT', url, { ...body, expected_updated_at: stored.updated_at })).statusCode).toBe(
      409,
    );
    // Opened again, A's analysis goes through; without the field the last write wins, as for older callers.
    const again = await call('PUT', url, { ...body, expected_updated_at: (await details()).updated_at });
    expect(again.statusCode, again.body).toBe(200);
    expect(asBody(await details())).toEqual(body);
    expect((await call('PUT', url, body)).statusCode).toBe(200);
    // A job type that is gone is still not found, whatever version is named.
    const missing = await call('PUT', `/api/job-types/${NO_SUCH_ID}/analysis`, {
      ...body,
      expected_updated_at: opened.updated_at,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps labour per brick type: one rate once per brick type, only the three brick types', async () => {
    const url = `/api/job-types/${wallId}/analysis`;
    const body = asBody(await details());
    const pekerja = body.labor_assignments.find((line) => line.brick_type === 'batako')!;
    // Batako's pekerja beside bata merah's and bata ringan's is no repeat; a second one of batako is.
    const twice = await call('PUT', url, {
      ...body,
      labor_assignments: [...body.labor_assignments, { ...pekerja, coefficient: 0.4 }],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      { param: `labor_assignments.${body.labor_assignments.length}`, msg: 'Item yang sama muncul dua kali' },
    ]);
    const unknown = await call('PUT', url, {
      ...body,
      labor_assignments: [{ ...pekerja, brick_type: 'bata_kuning' }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([
      { param: 'labor_assignments.0.brick_type', msg: adminMessages.brickTypeInvalid },
    ]);

    // Batako's pekerja to 0,25 OH: the batako wall's A follows, bata merah's does not.
    const unitA = async (brick: string) =>
      (await call('GET', `/api/job-types/${wallId}/unit-price?brick_type=${brick}`)).json().unit_price
        .A as number;
    const [merahBefore, batakoBefore] = [await unitA('bata_merah'), await unitA('batako')];
    const edited = await call('PUT', url, {
      ...body,
      labor_assignments: body.labor_assignments.map((line) =>
        line === pekerja ? { ...line, coefficient: pekerja.coefficient + 0.05 } : line,
      ),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().job_type.labor).toContainEqual(
      expect.objectContaining({ labor_rate_id: pekerja.labor_rate_id, brick_type: 'batako' }),
    );
    const wage = (await details()).labor.find((line) => line.labor_rate_id === pekerja.labor_rate_id)!;
    expect(await unitA('bata_merah')).toBe(merahBefore);
    expect(await unitA('batako')).toBe(batakoBefore + Math.round(0.05 * wage.daily_rate));
    // A line sent without a brick type counts for every brick, as before.
    const shared = await call('PUT', url, {
      ...body,
      labor_assignments: [{ labor_rate_id: pekerja.labor_rate_id, coefficient: 0.3 }],
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().job_type.labor).toEqual([expect.objectContaining({ brick_type: null })]);
    expect(await unitA('batako')).toBe(await unitA('bata_merah'));
    expect((await call('PUT', url, body)).statusCode).toBe(200);
  });

  it('needs all three lists and an existing job type', async () => {
    const body = asBody(await details());
    const partial = await call('PUT', `/api/job-types/${wallId}/analysis`, {
      labor_assignments: body.labor_assignments,
    });
    expect(partial.statusCode).toBe(422);
    expect(
      partial
        .json()
        .details.map((detail: { param: string }) => detail.param)
        .sort(),
    ).toEqual(['equipment_assignments', 'material_assignments']);
    const missing = await call('PUT', `/api/job-types/${NO_SUCH_ID}/analysis`, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Jenis pekerjaan tidak ditemukan.');
  });

  it('is in the API documentation beside the single-list routes', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/job-types/{id}/analysis'].put.tags).toEqual(
      paths['/api/job-types/{id}/labor'].put.tags,
    );
  });
});
