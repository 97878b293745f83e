import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { bearer, createAdmin } from '../test/auth';
import { findNul } from './nul-guard';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

describe('findNul', () => {
  it('names the first string holding a NUL, however deep', () => {
    expect(findNul({ a: 'x', b: [{ c: 'y' }, { c: 'z\u0000' }] }, '')).toBe('b.1.c');
    expect(findNul('\u0000', '')).toBe('');
    expect(findNul({ a: 'tanpa', b: [1, null, true] }, '')).toBeUndefined();
  });
});

describe('the NUL character', () => {
  it('is refused with a 422 naming the field, in bodies and queries, and nothing is written', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/jobs/categories' });
    const name = (count: number) => `Kategori\u0000${count}`;
    const refused = [
      await t.app.inject({
        method: 'POST',
        url: '/api/jobs/categories',
        headers: bearer(token),
        payload: { code: 'NUL1', name: name(1) },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/materials/bulk-import',
        headers: bearer(token),
        payload: { materials_data: [{ name: 'Semen' }, { name: 'Pasir\u0000' }], update_existing: false },
      }),
      await t.app.inject({
        method: 'GET',
        url: '/api/calculations/history?search=a%00b',
        headers: bearer(token),
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([422, 422, 422]);
    expect(refused.map((response) => response.json().details[0].param)).toEqual([
      'name',
      'materials_data.1.name',
      'search',
    ]);
    expect(refused[0]!.json().details[0].msg).toBe('Teks tidak boleh berisi karakter kosong (NUL, \\u0000).');
    const after = await t.app.inject({ method: 'GET', url: '/api/jobs/categories' });
    expect(after.body).toBe(before.body);
  });
});
