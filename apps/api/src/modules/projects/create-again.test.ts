import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';
import { insertProjectOnce } from './repository';

// "Buat proyek" on a bad signal: the project is made but the answer is lost, and the user taps again. The create
// carries an Idempotency-Key (one per create form), so the second tap gets the first project, not a twin.

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
let excavation: number;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
});
afterAll(() => t.close());

const gudang = (name = 'Gudang Pak Budi') => ({
  name,
  divisions: [
    {
      code: 'A',
      name: 'PEKERJAAN TANAH',
      items: [{ job_type_id: excavation, volume: '3 × 4 × 0,8' }],
    },
  ],
});

const create = (who: TestAccount, key: string | undefined, body: object = gudang()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { ...bearer(who.token), ...(key !== undefined && { 'idempotency-key': key }) },
    payload: body,
  });

const countProjects = async (who: TestAccount) =>
  Number(
    (
      await t.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', who.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('creating a project again with the same Idempotency-Key', () => {
  it('answers 200 with the project the first create made, and makes no second one', async () => {
    const before = await countProjects(user);
    const first = await create(user, 'proyek-0001-abcd');
    expect(first.statusCode, first.body).toBe(201);
    // The retry after a lost answer (even with the name changed meanwhile) is the same create.
    const again = await create(user, 'proyek-0001-abcd', gudang('Gudang Pak Budi (lagi)'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().project).toMatchObject({
      id: first.json().project.id,
      name: 'Gudang Pak Budi',
      item_count: 1,
      total: first.json().project.total,
    });
    expect(await countProjects(user)).toBe(before + 1);
    // Another key is another project.
    const next = await create(user, 'proyek-0002-abcd');
    expect(next.statusCode).toBe(201);
    expect(next.json().project.id).not.toBe(first.json().project.id);
    expect(await countProjects(user)).toBe(before + 2);
  });

  it("makes the same key from another account that account's own project, never the first one's", async () => {
    const mine = await create(user, 'bersama-0001-abcd', gudang('Rumah rahasia'));
    expect(mine.statusCode).toBe(201);
    const theirs = await create(other, 'bersama-0001-abcd', gudang('Kios Bu Sari'));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().project.id).not.toBe(mine.json().project.id);
    expect(theirs.json().project.name).toBe('Kios Bu Sari');
    expect(theirs.body).not.toContain('Rumah rahasia');
    // Each account's retry finds its own.
    const theirsAgain = await create(other, 'bersama-0001-abcd');
    expect(theirsAgain.json().project.id).toBe(theirs.json().project.id);
    const mineAgain = await create(user, 'bersama-0001-abcd');
    expect(mineAgain.json().project.id).toBe(mine.json().project.id);
  });

  it('refuses a malformed key with a 422 naming the header, and makes nothing', async () => {
    const before = await countProjects(user);
    for (const key of ['x', 'kunci dengan spasi', 'a'.repeat(101), "'; drop table projects; --"]) {
      const answer = await create(user, key);
      expect(answer.statusCode, key).toBe(422);
      expect(answer.json().details).toEqual([
        { param: 'idempotency-key', msg: 'Kunci idempotensi harus 8–100 huruf, angka, "-" atau "_"' },
      ]);
    }
    expect(await countProjects(user)).toBe(before);
  });

  it('makes one project of copies of the same create sent at once', async () => {
    const before = await countProjects(user);
    const answers = await Promise.all(Array.from({ length: 4 }, () => create(user, 'serentak-0001-abcd')));
    const ids = new Set(answers.map((answer) => answer.json().project.id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await countProjects(user)).toBe(before + 1);
  });

  it('stores inserts racing past the first look-up once: the unique key decides', async () => {
    const before = await countProjects(user);
    const values = {
      user_id: user.id,
      client_key: 'balapan-0001-abcd',
      name: 'Ruko',
      data: JSON.stringify({ divisions: [] }),
      total: 0,
      item_count: 0,
      overhead_percentage: 10,
      ppn_percentage: 11,
      rounding: '1000' as const,
    };
    const outcomes = await Promise.all([
      insertProjectOnce(t.db, values),
      insertProjectOnce(t.db, values),
      insertProjectOnce(t.db, values),
    ]);
    expect(new Set(outcomes.map((outcome) => outcome.row.id)).size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.created)).toHaveLength(1);
    expect(await countProjects(user)).toBe(before + 1);
  });

  it('still makes a new project for each create without a key, and copies one made with a key', async () => {
    const before = await countProjects(user);
    expect((await create(user, undefined)).statusCode).toBe(201);
    expect((await create(user, undefined)).statusCode).toBe(201);
    expect(await countProjects(user)).toBe(before + 2);
    const keyed = (await create(user, 'salin-0001-abcd')).json().project;
    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${keyed.id}/duplicate`,
      headers: bearer(user.token),
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().project.id).not.toBe(keyed.id);
    // The key stays with the project created with it.
    expect((await create(user, 'salin-0001-abcd')).json().project.id).toBe(keyed.id);
  });
});
