import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin } from './test/auth';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.db)).token;
});
afterAll(() => t.close());

const junkBodies: unknown[] = [
  [1, 2],
  'teks',
  42,
  null,
  { volume: { $gt: 1 } },
  { username: ['a'], password: 7 },
  // A NUL in a key and lone surrogates (in a key, in a value): jsonb and text columns cannot hold them.
  { 'a\u0000': 1, name: 'x\ud800', '\udfff': 'y' },
];
const junkIds = ['abc', '-1', '0', '1.5', '99999999999', "1' or '1'='1"];

// Before the junk run below, which may log the admin out.
describe('paged lists', () => {
  it('says a page past the furthest one is too large, not that it is no number', async () => {
    for (const url of ['/api/projects', '/api/calculations/history', '/api/materials', '/api/auth/users']) {
      for (const page of ['92233720368547758', '1000001']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${url}?page=${page}`,
          headers: bearer(token),
        });
        expect(response.statusCode, `${url} ${response.body}`).toBe(422);
        expect(response.json().details).toEqual([{ param: 'page', msg: 'Halaman maksimal 1.000.000' }]);
      }
      const last = await t.app.inject({ method: 'GET', url: `${url}?page=1000000`, headers: bearer(token) });
      expect(last.statusCode, `${url} ${last.body}`).toBe(200);
      const words = await t.app.inject({ method: 'GET', url: `${url}?page=dua`, headers: bearer(token) });
      expect(words.json().details).toEqual([{ param: 'page', msg: 'Halaman harus berupa angka' }]);
    }
  });

  it('documents only the query parameters a list route reads: the labour rates take a search, not pages', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = document.paths['/api/materials/labor/rates'].get.parameters as { name: string }[];
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(['_t', 'search']);
  });
});

describe('bad input never gets a 500', () => {
  it('answers every documented route with a 4xx (or a success) for junk ids, queries and bodies', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const routes = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods).map((method) => ({
          path,
          method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        })),
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const { path, method } of routes) {
      for (const id of junkIds) {
        const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(id)) + '?search=%27%22%5C&page=-1&limit=x';
        const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : junkBodies;
        for (const body of bodies) {
          const response = await t.app.inject({
            method,
            url,
            headers: { ...bearer(token), 'content-type': 'application/json' },
            ...(body !== undefined && { payload: JSON.stringify(body) }),
          });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (response.statusCode === 422) {
            expect(response.json().details.length, `${method} ${url}`).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});
