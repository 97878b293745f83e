import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectBodySchema } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { loneSurrogateMessage } from '../../plugins/nul-guard';
import { projectNotStored } from './service';

// Browser projects moving to the account, one of which the account cannot take: every failure says why, in
// Indonesian (a failure with no detail left the user with no reason), and the others move.

let t: TestApp;
const REFUSED_NAME = 'Ditolak basis data';
beforeAll(async () => {
  t = await createTestApp();
  // The database refusing one row, as it would a value it cannot hold: a trigger on a marked project name.
  await sql`create function fail_on_project_name() returns trigger language plpgsql as $$
    begin
      if new.name = tg_argv[0] then
        raise exception 'injected failure on %', tg_table_name;
      end if;
      return new;
    end $$`.execute(t.db);
  await sql`create trigger fail_projects before insert or update on projects
    for each row execute function fail_on_project_name(${sql.lit(REFUSED_NAME)})`.execute(t.db);
});
afterAll(() => t.close());

const browserProject = (id: string, name = 'Rumah', divisionName = 'PERSIAPAN') => ({
  id,
  name,
  divisions: [
    {
      code: 'A',
      name: divisionName,
      items: [{ job_type_id: null, description: 'Mobilisasi', unit: 'ls', volume: 1, unit_price: '1000' }],
    },
  ],
});

const sync = (user: TestAccount, projects: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects/sync',
    headers: bearer(user.token),
    payload: { projects },
  });

const storedIds = async (user: TestAccount) =>
  (
    await t.db
      .selectFrom('projects')
      .select('local_id')
      .where('user_id', '=', user.id)
      .orderBy('local_id')
      .execute()
  ).map((row) => row.local_id);

describe('a project sync with a project the account cannot take', () => {
  it('refuses the whole sync with a 422 before storing any project when a name holds a lone surrogate', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [
      browserProject('local_a'),
      browserProject('local_b', 'Rumah', 'x\ud800'),
    ]);
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().details).toEqual([
      { param: 'projects.1.divisions.0.name', msg: loneSurrogateMessage },
    ]);
    expect(await storedIds(user)).toEqual([]);
  });

  it('moves the others and names the refused one with an Indonesian reason, never an empty one', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [
      browserProject('local_a'),
      browserProject('local_b', REFUSED_NAME),
      browserProject('local_c'),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      synced: 2,
      skipped: 0,
      failed: [{ local_id: 'local_b', details: [{ param: 'project', msg: projectNotStored }] }],
    });
    expect(await storedIds(user)).toEqual(['local_a', 'local_c']);
  });

  it('lists a copy whose volume is nested past reading as refused, stores the others, and a retry does the same', async () => {
    const user = await registerUser(t.app);
    const deep = browserProject('local_deep');
    deep.divisions[0]!.items[0]!.volume = `${'-'.repeat(10_000)}1` as unknown as number;
    for (const round of [1, 2]) {
      const answer = await sync(user, [browserProject('local_ok'), deep]);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        synced: round === 1 ? 1 : 0,
        skipped: round === 1 ? 0 : 1,
        failed: [{ local_id: 'local_deep', details: [{ param: 'divisions.0.items.0.volume' }] }],
      });
      expect(answer.json().failed[0].details[0].msg).toMatch(/^Volume ".{1,60}" tidak dapat dihitung/);
    }
    expect(await storedIds(user)).toEqual(['local_ok']);
  });

  it('lists a copy whose reading throws as not stored, and stores the others', async () => {
    const user = await registerUser(t.app);
    const read = projectBodySchema.safeParse.bind(projectBodySchema);
    const spy = vi.spyOn(projectBodySchema, 'safeParse').mockImplementation((raw, params) => {
      if ((raw as { id?: string }).id === 'local_throws')
        throw new RangeError('Maximum call stack size exceeded');
      return read(raw, params);
    });
    try {
      const answer = await sync(user, [browserProject('local_before'), browserProject('local_throws')]);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        synced: 1,
        failed: [{ local_id: 'local_throws', details: [{ param: 'project', msg: projectNotStored }] }],
      });
    } finally {
      spy.mockRestore();
    }
    expect(await storedIds(user)).toEqual(['local_before']);
  });

  it('gives every refused project at least one detail, whatever refused it', async () => {
    const user = await registerUser(t.app);
    const answer = await sync(user, [
      browserProject('local_d', REFUSED_NAME),
      { ...browserProject('local_e'), price_book_id: 999_999 },
      { ...browserProject('local_f'), overhead_percentage: 99 },
      { id: 'bukan-lokal', name: 'Rumah' },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const failed: { local_id: string | null; details: { param: string; msg: string }[] }[] =
      answer.json().failed;
    expect(failed.map((failure) => failure.local_id)).toEqual(['local_d', 'local_f', null]);
    for (const failure of failed) {
      expect(failure.details.length, JSON.stringify(failure)).toBeGreaterThan(0);
      for (const detail of failure.details) expect(detail.msg).toMatch(/\S/);
    }
  });
});
