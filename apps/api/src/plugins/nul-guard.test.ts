import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { bearer, createAdmin } from '../test/auth';
import { brickWallJob, jobTypeId } from '../test/catalogue';
import { errorMessages } from '../errors';
import { findRefusal, loneSurrogateMessage, MAX_NESTING, nestingTooDeep } from './nul-guard';

let t: TestApp;
let token: string;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.db)).token;
  wallId = await jobTypeId(t.db, brickWallJob().code);
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

  it('names a key holding a NUL or a lone surrogate, the key written with \\u escapes', () => {
    expect(findRefusal({ volume: 10, 'a\u0000': 1 })).toEqual({
      param: 'a\\u0000',
      msg: errorMessages.nulCharacter,
    });
    expect(findRefusal({ inputs: { 'a\u0000b': '1' } })?.param).toBe('inputs.a\\u0000b');
    expect(findRefusal({ form: { 'k\udc00': 1 } })).toEqual({
      param: 'form.k\\udc00',
      msg: loneSurrogateMessage,
    });
    // A clean key is named as it is, with the string below it that holds the character.
    expect(findRefusal({ rows: [{ label: 'x\ud800' }] })?.param).toBe('rows.0.label');
  });

  it('refuses lone surrogates in strings, wherever they stand, and lets whole pairs (emoji) through', () => {
    for (const text of ['\ud800', 'x\ud800', '\udfff', 'd\udfffx', '\ud83d\ud83d\ude00', '\ude00\ud83d'])
      expect(findRefusal({ name: text }), JSON.stringify(text)).toEqual({
        param: 'name',
        msg: loneSurrogateMessage,
      });
    for (const text of ['🧱 Bata', '\ud83d\ude00', '𝟙𝟚𝟛', 'Rp 1.000 ✓', '\uffff'])
      expect(findRefusal({ name: text, [text]: 1 }), text).toBeUndefined();
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

describe('JSON columns and text columns', () => {
  /** A digest of every table a refused body could have written to. */
  async function fingerprint(): Promise<string> {
    const tables = ['calculations', 'projects', 'project_revisions', 'calculator_results'] as const;
    const parts: string[] = [];
    for (const table of tables) {
      const row = await sql<{ digest: string | null }>`select md5(string_agg(t::text, '|' order by t::text))
        as digest from ${sql.table(table)} t`.execute(t.db);
      parts.push(`${table}:${row.rows[0]?.digest ?? ''}`);
    }
    return parts.join(',');
  }
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const form = { volume: 10, productivity: 10, worker_ratio: '1:1', num_workers: 2 };
  const project = (divisionName: string, description = 'Mobilisasi') => ({
    name: 'Rumah',
    divisions: [
      {
        code: 'A',
        name: divisionName,
        items: [{ job_type_id: null, description, unit: 'ls', volume: 1, unit_price: '1000' }],
      },
    ],
  });
  const result = (inputs: object, label = 'Jumlah bata') => ({
    results: [
      {
        id: 'calc_guard',
        calculator: 'bata',
        title: 'Kalkulator Bata',
        inputs,
        rows: [{ key: 'bricks', label, value: 990, unit: 'bh', decimals: 0 }],
      },
    ],
  });

  it('refuses a NUL in a key and a lone surrogate anywhere with a 422 naming the field, and writes nothing', async () => {
    const saved = await call('POST', `/api/calculations/${wallId}/save`, form);
    expect(saved.statusCode, saved.body).toBe(201);
    const calculationId = saved.json().calculation.id;
    const created = await call('POST', '/api/projects', project('PERSIAPAN'));
    expect(created.statusCode, created.body).toBe(201);
    const projectId = created.json().project.id;
    const before = await fingerprint();

    const cases: [string, 'POST' | 'PUT', string, object, string, string][] = [
      [
        'key NUL, save',
        'POST',
        `/api/calculations/${wallId}/save`,
        { ...form, 'a\u0000': 1 },
        'a\\u0000',
        errorMessages.nulCharacter,
      ],
      [
        'surrogate, save',
        'POST',
        `/api/calculations/${wallId}/save`,
        { ...form, project_name: 'x\ud800' },
        'project_name',
        loneSurrogateMessage,
      ],
      [
        'key NUL, edit',
        'PUT',
        `/api/calculations/history/${calculationId}`,
        { 'k\u0000': 1 },
        'k\\u0000',
        errorMessages.nulCharacter,
      ],
      [
        'name, new project',
        'POST',
        '/api/projects',
        { ...project('PERSIAPAN'), name: 'Rumah \ud800' },
        'name',
        loneSurrogateMessage,
      ],
      [
        'division, new project',
        'POST',
        '/api/projects',
        project('x\ud800'),
        'divisions.0.name',
        loneSurrogateMessage,
      ],
      [
        'division, project',
        'PUT',
        `/api/projects/${projectId}`,
        project('x\ud800'),
        'divisions.0.name',
        loneSurrogateMessage,
      ],
      [
        'item, project',
        'PUT',
        `/api/projects/${projectId}`,
        project('PERSIAPAN', 'd\udfff'),
        'divisions.0.items.0.description',
        loneSurrogateMessage,
      ],
      [
        'key NUL, calculator',
        'POST',
        '/api/calculator-results',
        result({ 'a\u0000b': '1' }),
        'results.0.inputs.a\\u0000b',
        errorMessages.nulCharacter,
      ],
      [
        'surrogate, calculator',
        'POST',
        '/api/calculator-results',
        result({}, 'Bata \udc00'),
        'results.0.rows.0.label',
        loneSurrogateMessage,
      ],
    ];
    for (const [label, method, url, payload, param, msg] of cases) {
      const answer = await call(method, url, payload);
      expect(answer.statusCode, `${label}: ${answer.body}`).toBe(422);
      expect(answer.json(), label).toEqual({
        message: errorMessages.invalidInput,
        details: [{ param, msg }],
      });
    }
    expect(await fingerprint()).toBe(before);
  });

  it('stores a name with an emoji (a whole surrogate pair) as it was sent', async () => {
    const created = await call('POST', '/api/projects', project('PERSIAPAN 🧱'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().project.divisions[0].name).toBe('PERSIAPAN 🧱');
  });
});
