import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin } from './test/auth';
import { brickWallJob, jobTypeId } from './test/catalogue';

// What a 422 says of a wrong type: in Indonesian, naming the type a user knows, never zod's English type names
// ("Input tidak valid: diharapkan object, diterima array").

let t: TestApp;
let token: string;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createAdmin(t.app, t.db)).token;
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

type Detail = { param: string; msg: string };
const ENGLISH = /\b(object|array|string|number|boolean|expected|received)\b|diharapkan|diterima/i;

async function details(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Detail[]> {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
  expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(422);
  const found = response.json().details as Detail[];
  for (const detail of found) expect(detail.msg, `${method} ${url}`).not.toMatch(ENGLISH);
  return found;
}

describe('422 details of a wrong type', () => {
  it('says a body that is a list, null, a number or text must be a JSON object', async () => {
    const routes: ['POST' | 'PUT', string][] = [
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/materials/public'],
      ['PUT', `/api/job-types/${wallId}/labor`],
    ];
    for (const [method, url] of routes) {
      for (const body of [[1, 2], null, 42, 'teks']) {
        expect(await details(method, url, body), `${url} ${JSON.stringify(body)}`).toEqual([
          { param: 'body', msg: 'Isi harus berupa objek JSON' },
        ]);
      }
    }
  });

  it('names the type a field wants in Indonesian', async () => {
    const found = await details('POST', '/api/materials/public', {
      code: 12345,
      name: 'Semen',
      unit: 'sak',
      price: 65000,
    });
    expect(found.map((detail) => detail.param)).toEqual(['code']);
    expect(found[0]!.msg).toMatch(/teks/);
  });

  it("says a project's text fields sent as another type must be text, not too long or empty", async () => {
    expect(await details('POST', '/api/projects', { name: 5, location: {}, description: 1 })).toEqual([
      { param: 'name', msg: 'Harus berupa teks, bukan angka' },
      { param: 'location', msg: 'Harus berupa teks, bukan objek' },
      { param: 'description', msg: 'Harus berupa teks, bukan angka' },
    ]);
    expect(await details('POST', '/api/projects', { location: 'Sleman' })).toEqual([
      { param: 'name', msg: 'Nama proyek harus diisi' },
    ]);
  });

  it('says a query parameter given twice so', async () => {
    expect(await details('GET', '/api/materials?_t=1&_t=2')).toEqual([
      { param: '_t', msg: 'Parameter ini diberikan lebih dari sekali' },
    ]);
    expect(await details('GET', '/api/calculations/stats?tz_offset=-420&tz_offset=0')).toEqual([
      { param: 'tz_offset', msg: 'Parameter ini diberikan lebih dari sekali' },
    ]);
    const search = await details('GET', '/api/materials?search=semen&search=pasir');
    expect(search.map((detail) => detail.param)).toEqual(['search']);
    expect(search[0]!.msg).toMatch(/lebih dari sekali/);
  });

  it('says a username sent as a number must be text, not that it must be filled', async () => {
    const account = {
      username: 12345,
      email: 'angka@contoh.id',
      full_name: 'Budi',
      password: 'rahasia-panjang-1',
    };
    expect(await details('POST', '/api/auth/register', account)).toEqual([
      { param: 'username', msg: 'Username harus berupa teks' },
    ]);
    expect(await details('POST', '/api/auth/login', { username: 12345, password: 12345678 })).toEqual([
      { param: 'username', msg: 'Username atau email harus berupa teks' },
      { param: 'password', msg: 'Password harus berupa teks' },
    ]);
    const { username: _left, ...withoutUsername } = account;
    expect(await details('POST', '/api/auth/register', withoutUsername)).toEqual([
      { param: 'username', msg: 'Username harus diisi' },
    ]);
  });

  it('says a coefficient with an exponent is not read, not that it must be above 0', async () => {
    const labor = (coefficient: unknown) => ({ labor_assignments: [{ labor_rate_id: 1, coefficient }] });
    expect(await details('PUT', `/api/job-types/${wallId}/labor`, labor('1e-3'))).toEqual([
      {
        param: 'labor_assignments.0.coefficient',
        msg: 'Koefisien "1e-3" memakai notasi eksponen, yang tidak dibaca: tulis sebagai angka biasa, misal 0,001',
      },
    ]);
  });
});
