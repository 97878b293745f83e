import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { loneSurrogateMessage } from '../../plugins/nul-guard';
import { syncItemNotStored } from './sync';

// A sync of several browser copies, one of which the account cannot take: it never stores some of them and then
// answers 500 (the browser would not know which ones are in the account).

let t: TestApp;
let wallId: number;
const REFUSED_NAME = 'Ditolak basis data';
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  // The database refusing one row, as it would a value it cannot hold: a trigger on a marked project name.
  await sql`create function fail_on_name() returns trigger language plpgsql as $$
    begin
      if new.project_name = tg_argv[0] then
        raise exception 'injected failure on %', tg_table_name;
      end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger fail_calculations before insert or update on calculations
    for each row execute function fail_on_name(${sql.lit(REFUSED_NAME)})`.execute(t.db);
});
afterAll(() => t.close());

const copy = (id: string, form: object = {}) => ({
  id,
  job_type: { id: wallId },
  calculation_data: { volume: 10, productivity: 10, worker_ratio: '1:1', num_workers: 2, ...form },
});

const sync = (user: TestAccount, calculations: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calculations/sync',
    headers: bearer(user.token),
    payload: { calculations },
  });

const storedIds = async (user: TestAccount) =>
  (
    await t.db
      .selectFrom('calculations')
      .select('local_id')
      .where('user_id', '=', user.id)
      .orderBy('local_id')
      .execute()
  ).map((row) => row.local_id);

describe('a sync with a copy the account cannot take', () => {
  it('refuses the whole sync with a 422 before storing any copy when one holds a lone surrogate', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [copy('local_p1'), copy('local_p2', { zz: 'a\ud800' })]);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().details).toEqual([
      { param: 'calculations.1.calculation_data.zz', msg: loneSurrogateMessage },
    ]);
    expect(await storedIds(user)).toEqual([]);
  });

  it('stores the others and names the copy the database refused, in Indonesian, instead of a 500', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [
      copy('local_p1'),
      copy('local_p2', { project_name: REFUSED_NAME }),
      copy('local_p3'),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.failed).toEqual([{ local_id: 'local_p2', msg: syncItemNotStored }]);
    expect(body.synced).toBe(2);
    expect(body.results.map((result: { local_id: string }) => result.local_id)).toEqual([
      'local_p1',
      'local_p3',
    ]);
    expect(await storedIds(user)).toEqual(['local_p1', 'local_p3']);

    // Sent again, the stored ones are there already and the refused one still fails: nothing is stored twice.
    const again = (
      await sync(user, [copy('local_p1'), copy('local_p2', { project_name: REFUSED_NAME })])
    ).json();
    expect(again).toMatchObject({ synced: 0, skipped: 1, failed: [{ local_id: 'local_p2' }] });
    expect(await storedIds(user)).toEqual(['local_p1', 'local_p3']);
  });

  it('answers 422 with the reason when the only copy is refused by the database', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [copy('local_only', { project_name: REFUSED_NAME })]);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().details).toEqual([{ param: 'local_only', msg: syncItemNotStored }]);
    expect(await storedIds(user)).toEqual([]);
  });
});
