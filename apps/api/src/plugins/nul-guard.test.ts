import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { bearer, createAdmin } from '../test/auth';
import { errorMessages } from '../errors';
import { findRefusal, MAX_NESTING, nestingTooDeep } from './nul-guard';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

/** A value `depth` objects (or arrays) deep, as JSON: built as text, since JSON.stringify overflows on it. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('findRefusal', () => {
  it('names the first string holding a NUL, with its path', () => {
    expect(findRefusal({ a: 'x', b: [{ c: 'y' }, { c: 'z\u0000' }] })?.param).toBe('b.1.c');
    expect(findRefusal('\u0000')).toEqual({ param: 'body', msg: errorMessages.nulCharacter });
    expect(findRefusal({ a: 'tanpa', b: [1, null, true] })).toBeUndefined();
  });

  it(`lets ${MAX_NESTING} levels of nesting through and names the field nesting deeper, at any depth`, () => {
    expect(findRefusal(JSON.parse(`{"x":${nestedObject(MAX_NESTING - 1)}}`))).toBeUndefined();
    expect(findRefusal(JSON.parse(`{"x":${nestedObject(MAX_NESTING)}}`))).toEqual({
      param: 'x',
      msg: nestingTooDeep,
    });
    expect(findRefusal(JSON.parse(nestedArray(MAX_NESTING)))).toBeUndefined();
    expect(findRefusal(JSON.parse(nestedArray(MAX_NESTING + 1)))?.param).toBe('body');
    expect(findRefusal(JSON.parse(`{"ok":1,"x":[${nestedArray(100_000)}]}`))?.param).toBe('x');
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

describe('deeply nested bodies', () => {
  const tooDeep = (param: string) => ({
    message: errorMessages.invalidInput,
    details: [{ param, msg: nestingTooDeep }],
  });
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  it('are refused with a 422 naming the field, not a 500 from a stack overflow, on public routes', async () => {
    const login = await post(
      '/api/auth/login',
      `{"username":"a","password":"b","x":${nestedObject(20_000)}}`,
    );
    expect(login.statusCode, login.body).toBe(422);
    expect(login.json()).toEqual(tooDeep('x'));
    const calculation = await post('/api/calculations/1', nestedArray(30_000));
    expect(calculation.statusCode, calculation.body).toBe(422);
    expect(calculation.json()).toEqual(tooDeep('body'));
    const hidden = await post('/api/auth/login', `{"username":"a","password":[${nestedObject(20_000)}]}`);
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json()).toEqual(tooDeep('password'));
  });

  it('are refused on a write route and nothing is written, while shallower bodies go on as before', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) });
    const project = (extra: string) =>
      `{"name":"Rumah","divisions":[{"code":"A","name":"PERSIAPAN","items":[{"job_type_id":null,` +
      `"description":"Mobilisasi","unit":"ls","volume":1,"unit_price":"1000"}]}]${extra}}`;
    const refused = [
      await post('/api/projects', project(`,"x":${nestedObject(20_000)}`), bearer(token)),
      await post('/api/projects', project(`,"x":${nestedArray(30_000)}`), bearer(token)),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([422, 422]);
    expect(refused.map((response) => response.json())).toEqual([tooDeep('x'), tooDeep('x')]);
    const after = await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) });
    expect(after.body).toBe(before.body);

    // The deepest allowed reach the route: its validation answers, or it ignores the unknown key.
    const allowed = nestedObject(MAX_NESTING - 1);
    const login = await post('/api/auth/login', `{"username":"a","password":"b","x":${allowed}}`);
    expect(login.statusCode).toBe(401);
    const created = await post('/api/projects', project(`,"x":${allowed}`), bearer(token));
    expect(created.statusCode, created.body).toBe(201);
    const invalid = await post('/api/projects', `{"name":${nestedArray(MAX_NESTING - 1)}}`, bearer(token));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details[0].param).toBe('name');
    expect(invalid.json().details[0].msg).not.toBe(nestingTooDeep);
  });
});
