import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorResultMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';

// The specialised calculators' results kept in the account: saved once per browser id, listed per calculator,
// the owner's alone, gone with the account.

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(who.token),
    ...(payload !== undefined && { payload: payload as object }),
  });

const brick = (id: string, bricks: number, createdAt = '2026-11-20T03:00:00.000Z') => ({
  id,
  calculator: 'bata',
  title: 'Kalkulator Bata',
  created_at: createdAt,
  inputs: { wallLength: '5', wallHeight: '3', openings: '2', brick: 'bata_merah' },
  rows: [
    { key: 'area', label: 'Luas dinding bersih', value: 13, unit: 'm²', decimals: 2 },
    { key: 'bricks', label: 'Jumlah bata', value: bricks, unit: 'bh', decimals: 0 },
  ],
});

describe('calculator results in the account', () => {
  it('saves once per browser id, however often it is sent, and lists newest first per calculator', async () => {
    const first = await call(user, 'POST', '/api/calculator-results', { results: [brick('calc_a1', 990)] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ saved: 1, skipped: 0 });
    const again = await call(user, 'POST', '/api/calculator-results', {
      results: [brick('calc_a1', 990), brick('calc_a2', 1_100, '2026-11-21T03:00:00.000Z')],
    });
    expect(again.json()).toMatchObject({ saved: 1, skipped: 1 });
    expect(again.json().results.map((r: { local_id: string }) => r.local_id)).toEqual(['calc_a2', 'calc_a1']);
    await call(user, 'POST', '/api/calculator-results', {
      results: [
        {
          id: 'calc_len',
          calculator: 'panjang',
          title: 'Kalkulator Panjang',
          inputs: { segments: [{ value: '2', unit: 'm' }] },
          rows: [{ key: 'total-m', label: 'Total dalam meter', value: 2, unit: 'm' }],
        },
      ],
    });

    const bricks = (await call(user, 'GET', '/api/calculator-results?calculator=bata')).json().results;
    expect(bricks.map((r: { local_id: string }) => r.local_id)).toEqual(['calc_a2', 'calc_a1']);
    expect(bricks[1]).toMatchObject({
      calculator: 'bata',
      title: 'Kalkulator Bata',
      created_at: '2026-11-20T03:00:00.000Z',
      inputs: { openings: '2' },
      rows: [
        { key: 'area', value: 13 },
        { key: 'bricks', value: 990 },
      ],
    });
    expect((await call(user, 'GET', '/api/calculator-results')).json().results).toHaveLength(3);
    const count = await t.db
      .selectFrom('calculator_results')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(3);
  });

  it("keeps each account's results its own: others see none and delete none (404)", async () => {
    expect((await call(other, 'GET', '/api/calculator-results')).json().results).toEqual([]);
    // The same browser id from another account is another result.
    expect(
      (await call(other, 'POST', '/api/calculator-results', { results: [brick('calc_a1', 5)] })).json(),
    ).toMatchObject({
      saved: 1,
    });
    const mine = (await call(user, 'GET', '/api/calculator-results?calculator=bata')).json().results;
    expect(mine.find((r: { local_id: string }) => r.local_id === 'calc_a1').rows[1].value).toBe(990);
    const refused = await call(other, 'DELETE', `/api/calculator-results/${mine[0].id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(calculatorResultMessages.notFound);
    const deleted = await call(user, 'DELETE', `/api/calculator-results/${mine[0].id}`);
    expect(deleted.json()).toEqual({ message: calculatorResultMessages.deleted });
    expect((await call(user, 'GET', '/api/calculator-results?calculator=bata')).json().results).toHaveLength(
      1,
    );
  });

  it('refuses a bad result with Indonesian details and writes none of the batch', async () => {
    const before = (await call(user, 'GET', '/api/calculator-results')).json().results.length;
    const bad = await call(user, 'POST', '/api/calculator-results', {
      results: [
        brick('calc_ok', 700),
        {
          ...brick('calc_bad', 1),
          calculator: 'roket',
          rows: [{ key: 'x', label: 'X', value: 'banyak', unit: '' }],
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual(
      expect.arrayContaining([
        { param: 'results.1.calculator', msg: calculatorResultMessages.calculator },
        { param: 'results.1.rows.0.value', msg: calculatorResultMessages.rows },
      ]),
    );
    expect((await call(user, 'POST', '/api/calculator-results', { results: [] })).json().details).toEqual([
      { param: 'results', msg: calculatorResultMessages.results },
    ]);
    expect((await call(user, 'GET', '/api/calculator-results')).json().results).toHaveLength(before);
  });

  it('keeps a browser time from 2000 to now and stores now for one before 2000 or ahead of the clock', async () => {
    const owner = await registerUser(t.app);
    const before = Date.now();
    const sent = await call(owner, 'POST', '/api/calculator-results', {
      results: [
        brick('calc_t0', 1, '0000-01-01T00:00:00Z'),
        brick('calc_t1', 2, '1999-12-31T23:59:59Z'),
        brick('calc_t2', 3, '2999-01-01T00:00:00Z'),
        brick('calc_t3', 4, '2000-01-01T00:00:00.000Z'),
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const made = Object.fromEntries(
      sent.json().results.map((r: { local_id: string; created_at: string }) => [r.local_id, r.created_at]),
    );
    expect(made.calc_t3).toBe('2000-01-01T00:00:00.000Z');
    for (const id of ['calc_t0', 'calc_t1', 'calc_t2']) {
      expect(Date.parse(made[id]), id).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(made[id]), id).toBeLessThanOrEqual(Date.now());
    }
  });

  it('goes with the account when an admin deletes it', async () => {
    const spare = await registerUser(t.app);
    await call(spare, 'POST', '/api/calculator-results', { results: [brick('calc_gone', 10)] });
    expect((await call(admin, 'DELETE', `/api/auth/users/${spare.id}`)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('calculator_results')
      .selectAll()
      .where('user_id', '=', spare.id)
      .execute();
    expect(left).toEqual([]);
  });
});
