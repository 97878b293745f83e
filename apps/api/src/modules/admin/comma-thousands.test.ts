import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ahspMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// "150,000" sent to the catalogue's API was saved as Rp 150 (the comma read as the Indonesian decimal comma): a
// material, wage or piece of equipment a thousand times too cheap. It is refused with core's words for it, as the
// import and the web's price fields refuse it; the unambiguous ways to write a price still go through.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), payload });

const ambiguous = (text: string, grouped: string, plain: string) =>
  ahspMessages.priceCommaThousands(text, grouped, plain);

describe('a price written "150,000"', () => {
  it('is refused for a material, a wage and a piece of equipment, created or changed', async () => {
    const material = await call('POST', '/api/materials/public', {
      name: 'Kayu kamper uji',
      unit: 'm3',
      price: '150,000',
    });
    expect(material.statusCode).toBe(422);
    expect(material.json().details).toEqual([
      { param: 'price', msg: ambiguous('150,000', '150.000', '150000') },
    ]);

    const wage = await call('POST', '/api/materials/labor', {
      name: 'Tukang kayu uji',
      role: 'tukang',
      daily_rate: 'Rp 150,000',
    });
    expect(wage.statusCode).toBe(422);
    expect(wage.json().details).toEqual([
      { param: 'daily_rate', msg: ambiguous('Rp 150,000', '150.000', '150000') },
    ]);

    const equipment = await call('POST', '/api/equipment', {
      name: 'Molen uji',
      unit: 'hari',
      price: '350,000',
    });
    expect(equipment.statusCode).toBe(422);
    expect(equipment.json().details).toEqual([
      { param: 'price', msg: ambiguous('350,000', '350.000', '350000') },
    ]);

    const created = await call('POST', '/api/materials/public', {
      name: 'Paku uji',
      unit: 'kg',
      price: 25_000,
    });
    const { id, price } = created.json().material;
    const changed = await call('PUT', `/api/materials/${id}`, { price: '25,000' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().details[0].msg).toBe(ambiguous('25,000', '25.000', '25000'));
    expect(price).toBe(25_000);
  });

  it('is refused in a bulk import too, naming the row', async () => {
    const imported = await call('POST', '/api/materials/bulk-import', {
      materials_data: [{ name: 'Impor koma', unit: 'bh', price: '65,000' }],
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().details[0].msg).toContain(ambiguous('65,000', '65.000', '65000'));
  });

  it('leaves the unambiguous ways to write it as they were', async () => {
    for (const [text, value] of [
      ['150.000', 150_000],
      ['Rp 150.000,-', 150_000],
      ['150000', 150_000],
      ['1,250,000', 1_250_000],
    ] as const) {
      const created = await call('POST', '/api/materials/labor', {
        name: `Tukang uji ${text}`,
        role: 'tukang',
        daily_rate: text,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().labor_rate.daily_rate).toBe(value);
    }
    const numeric = await call('POST', '/api/equipment', {
      name: 'Stamper uji',
      unit: 'hari',
      price: 150_000,
    });
    expect(numeric.statusCode, numeric.body).toBe(201);
  });
});
