import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { encodeCursor } from './history-list';

// The edges of what the history takes: filter days and cursors PostgreSQL could not read answer 422 in Indonesian,
// never 500; a copy of a long-named calculation keeps a name its owner can save again.

let t: TestApp;
let user: TestAccount;
let admin: TestAccount;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  user = await registerUser(t.app);
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload && { payload }) });

async function save(projectName: string) {
  const response = await call(user, 'POST', `/api/calculations/${wallId}/save`, {
    volume: 10,
    productivity: 10,
    worker_ratio: '1:3',
    brick_type: 'bata_merah',
    project_name: projectName,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().calculation as { id: number; project_name: string };
}

const CURSOR_INVALID = 'Penanda halaman tidak valid; muat ulang daftar dari halaman pertama.';
const OUT_OF_RANGE = 'Tanggal harus antara tahun 1900 dan 2200';

describe('history filter days', () => {
  it('refuses days outside 1900–2200 in Indonesian, for the user and the admin list', async () => {
    for (const url of ['/api/calculations/history', '/api/calculations/admin/all'])
      for (const [query, param] of [
        ['date_from=0001-01-01', 'date_from'],
        ['date_from=0000-01-01', 'date_from'],
        ['date_from=1899-12-31', 'date_from'],
        ['date_to=9999-12-31&tz_offset=0', 'date_to'],
        ['date_to=2201-01-01&tz_offset=-840', 'date_to'],
      ] as const) {
        const response = await call(url.includes('admin') ? admin : user, 'GET', `${url}?${query}`);
        expect(response.statusCode, `${url}?${query}: ${response.body}`).toBe(422);
        expect(response.json().details).toEqual([{ param, msg: OUT_OF_RANGE }]);
      }
  });

  it('still reads the first and last days of the range in every zone, and still names a bad format', async () => {
    for (const zone of ['-840', '0', '720']) {
      const response = await call(
        user,
        'GET',
        `/api/calculations/history?date_from=1900-01-01&date_to=2200-12-31&tz_offset=${zone}`,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const wrong = await call(user, 'GET', '/api/calculations/history?date_from=2026-02-30');
    expect(wrong.json().details).toEqual([{ param: 'date_from', msg: 'Tanggal harus berformat YYYY-MM-DD' }]);
  });
});

describe('history cursors', () => {
  it('refuses a time key PostgreSQL cannot read, even one Date.parse reads, as a bad cursor', async () => {
    for (const key of [
      '2026',
      '0',
      'Nov 2026',
      'x 1',
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01 00:00:00+00',
      '2026-02-30 00:00:00+00',
      '2026-11-26 25:00:00+00',
      '2026-11-26 06:30:00+16',
    ]) {
      const cursor = encodeCursor('created_at', key, 1);
      for (const url of ['/api/calculations/history', '/api/calculations/admin/all']) {
        const response = await call(url.includes('admin') ? admin : user, 'GET', `${url}?cursor=${cursor}`);
        expect(response.statusCode, `${key}: ${response.body}`).toBe(422);
        expect(response.json().details).toEqual([{ param: 'cursor', msg: CURSOR_INVALID }]);
      }
    }
  });

  it('takes a time key as PostgreSQL or ISO writes it, to the microsecond', async () => {
    const owner = await registerUser(t.app);
    for (const key of [
      '2026-11-26 06:30:00.123456+00',
      '2026-11-26 13:30:00.5+07',
      '2026-11-26 12:00:00+05:30',
      '2026-11-26T06:30:00.123Z',
    ]) {
      const response = await call(
        owner,
        'GET',
        `/api/calculations/history?cursor=${encodeCursor('updated_at', key, 7)}&sort=updated_at`,
      );
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
    }
  });
});

describe('duplicating a long-named calculation', () => {
  it('shortens the name so the copy stays within 200 characters and saves again', async () => {
    const original = await save(`Rumah ${'B'.repeat(192)}`);
    expect(original.project_name).toHaveLength(198);
    const copy = await call(user, 'POST', `/api/calculations/history/${original.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const name: string = copy.json().calculation.project_name;
    expect(name).toBe(`Rumah ${'B'.repeat(184)} (salinan)`);
    expect(name).toHaveLength(200);
    const edited = await call(user, 'PUT', `/api/calculations/history/${copy.json().calculation.id}`, {
      volume: 12,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().calculation.project_name).toBe(name);
  });

  it('never cuts through a character made of two UTF-16 units', async () => {
    // 100 bricks of two units each: 200 units, and the cut falls inside the 96th.
    const original = await save('🧱'.repeat(100));
    const copy = await call(user, 'POST', `/api/calculations/history/${original.id}/duplicate`);
    const name: string = copy.json().calculation.project_name;
    expect(name).toBe(`${'🧱'.repeat(95)} (salinan)`);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/); // no half of a pair left
    const edited = await call(user, 'PUT', `/api/calculations/history/${copy.json().calculation.id}`, {
      volume: 12,
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
