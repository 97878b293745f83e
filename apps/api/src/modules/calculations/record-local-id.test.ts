import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

// A sync whose answer never reached the browser: the account holds the results, the browser still has its copies.
// Each record names the browser result it came from (local_id), so the browser shows and counts it once.

let t: TestApp;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

const form = {
  volume: 12,
  productivity: 10,
  worker_ratio: '1:1',
  num_workers: 2,
  project_name: 'Ruko Pak Dedi',
};

const call = (user: TestAccount, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(user.token), ...(key && { 'idempotency-key': key }) },
    ...(payload && { payload }),
  });

const browserCopy = (id: string) => ({ id, job_type: { id: wallId }, calculation_data: form });

describe('local_id in the calculation records the API answers', () => {
  it('names the browser result a synced record came from, in the sync answer, the list and the record', async () => {
    const user = await registerUser(t.app);
    const synced = await call(user, 'POST', '/api/calculations/sync', {
      calculations: [browserCopy('local_dedi_1'), browserCopy('local_dedi_2')],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const answer = synced.json();
    expect(answer.calculations.map((record: { local_id: string }) => record.local_id).sort()).toEqual([
      'local_dedi_1',
      'local_dedi_2',
    ]);

    const list = (await call(user, 'GET', '/api/calculations/history')).json();
    expect(list.calculations.map((record: { local_id: string }) => record.local_id).sort()).toEqual([
      'local_dedi_1',
      'local_dedi_2',
    ]);
    const [first] = list.calculations;
    const one = (await call(user, 'GET', `/api/calculations/history/${first.id}`)).json();
    expect(one.calculation.local_id).toBe(first.local_id);
  });

  it('is null for a result saved to the account directly, and stays null on its copy', async () => {
    const user = await registerUser(t.app);
    const saved = await call(user, 'POST', `/api/calculations/${wallId}/save`, form);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().calculation).toHaveProperty('local_id', null);

    const copy = await call(
      user,
      'POST',
      `/api/calculations/history/${saved.json().calculation.id}/duplicate`,
    );
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().calculation).toHaveProperty('local_id', null);
  });

  it("names a save's browser copy (local_save_<key>) for a save sent with an Idempotency-Key", async () => {
    const user = await registerUser(t.app);
    const saved = await call(user, 'POST', `/api/calculations/${wallId}/save`, form, 'simpan-dedi-0001');
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().calculation.local_id).toBe('local_save_simpan-dedi-0001');
    const list = (await call(user, 'GET', '/api/calculations/history')).json();
    expect(list.calculations[0].local_id).toBe('local_save_simpan-dedi-0001');
  });
});
