import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { categoryId } from '../../test/catalogue';

// A job type's (and a material's, a piece of equipment's) unit is written as the catalogue spells it: a typed "m2" next to the catalogue's "m²" showed two
// spellings of one unit side by side in a RAB.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload });

describe('job type units from the admin form', () => {
  it('writes m2 as m² when a job type is added, and M3 as m³ when it is changed', async () => {
    const created = await call('POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'TANAH'),
      name: 'Pembersihan lahan satuan uji',
      unit: 'm2',
      default_productivity: 50,
      default_worker_ratio: '1:2',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().job_type.unit).toBe('m²');

    const id = created.json().job_type.id as number;
    // No analysis yet: a change of unit needs no confirmation.
    const changed = await call('PUT', `/api/jobs/type/${id}/public`, { unit: 'M^3' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().job_type.unit).toBe('m³');
  });

  it("keeps a unit that is a word or another spelling (m', buah) as the admin wrote it", async () => {
    const created = await call('POST', '/api/jobs/types/public', {
      category_id: await categoryId(t.db, 'TANAH'),
      name: 'Pemasangan patok satuan uji',
      unit: 'buah',
      default_productivity: 20,
      default_worker_ratio: '1:1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().job_type.unit).toBe('buah');
    const changed = await call('PUT', `/api/jobs/type/${created.json().job_type.id}/public`, { unit: "m'" });
    expect(changed.json().job_type.unit).toBe("m'");
  });
});

describe('material and equipment units from the admin forms and the bulk import', () => {
  it('writes m3 as m³ on add, change and import, and takes "m2" for the stored "m²" without a unit change', async () => {
    const added = await call('POST', '/api/materials/public', {
      name: 'Pasir uji satuan',
      unit: 'm3',
      price: 250_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().material.unit).toBe('m³');
    const changed = await call('PUT', `/api/materials/${added.json().material.id}`, { unit: 'M^2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().material.unit).toBe('m²');

    const equipment = await call('POST', '/api/equipment', {
      name: 'Alat uji satuan',
      unit: 'KG',
      price: 1_000,
    });
    expect(equipment.statusCode, equipment.body).toBe(201);
    expect(equipment.json().equipment.unit).toBe('kg');

    const imported = await call('POST', '/api/materials/bulk-import', {
      materials_data: [{ name: 'Kerikil uji satuan', unit: 'm3', price: 300_000 }],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const rows = await t.db
      .selectFrom('materials')
      .select('unit')
      .where('name', '=', 'Kerikil uji satuan')
      .execute();
    expect(rows).toEqual([{ unit: 'm³' }]);
  });
});
