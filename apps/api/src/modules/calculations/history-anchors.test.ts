import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { HistoryAnchors } from './history-anchors';
import { listCalculations, type HistorySort } from './history-list';
import { HISTORY_SORTS } from './schemas';

// Deep pages by page number start at the nearest anchor (issue #22). Every page must hold exactly the rows of
// the full list in every sort and order, and a set of anchors read before any insert, update or delete of the
// owner's rows must never be used after it.

let t: TestApp;
let owner: TestAccount;
let wallId: number;
let savedId: number;

/** `count` rows for the user (each a copy of a real save's form and result), with ties in every sort. */
async function seed(userId: number, count: number, from = 1) {
  await sql`insert into calculations (user_id, job_type_id, project_name, calculation_data, result, volume,
      total_cost, rab_total, job_type_name, category_name, created_at, updated_at)
    select ${userId}, ${wallId}, 'Proyek ' || (g % 7), saved.calculation_data, saved.result, 1, (g % 11) * 1000,
      (g % 13) * 1000, 'Pekerjaan ' || (g % 3), 'Kategori',
      timestamptz '2026-01-01' + (g / 4) * interval '1 hour', timestamptz '2026-01-01' + (g % 9) * interval '1 day'
    from generate_series(${from}::int, ${from + count - 1}::int) g,
      (select calculation_data, result from calculations where id = ${savedId}) as saved`.execute(t.db);
}

async function fullList(userId: number, sort: HistorySort, order: 'asc' | 'desc') {
  const rows = await t.db
    .selectFrom('calculations')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy(sort, order)
    .orderBy('id', order)
    .execute();
  return rows.map(({ id }) => id);
}

async function page(anchors: HistoryAnchors, sort: HistorySort, order: 'asc' | 'desc', number: number) {
  const answer = await listCalculations(
    t.db,
    { page: number, limit: 7, sort, order, userId: owner.id },
    { anchors },
  );
  return answer.rows.map(({ id }) => id);
}

async function expectEveryPage(anchors: HistoryAnchors, sort: HistorySort, order: 'asc' | 'desc') {
  const all = await fullList(owner.id, sort, order);
  const pages = Math.ceil(all.length / 7);
  for (let number = 1; number <= pages; number += 1) {
    expect(await page(anchors, sort, order, number), `${sort} ${order} page ${number}`).toEqual(
      all.slice((number - 1) * 7, number * 7),
    );
  }
}

const versionOf = async (userId: number) =>
  (
    await t.db
      .selectFrom('calculation_counts')
      .select([sql<string>`version::text`.as('version'), 'count'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).version;

beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  owner = await registerUser(t.app);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/calculations/${wallId}/save`,
    headers: bearer(owner.token),
    payload: { volume: 2, productivity: 10, worker_ratio: '1:3', brick_type: 'bata_merah' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  savedId = saved.json().calculation.id;
  await seed(owner.id, 156);
});
afterAll(() => t.close());

describe('deep history pages from anchors', () => {
  it.each(HISTORY_SORTS.flatMap((sort) => [[sort, 'asc'] as const, [sort, 'desc'] as const]))(
    'hold exactly the rows of the full list on every page (%s %s), reading the anchors once',
    async (sort, order) => {
      const anchors = new HistoryAnchors(10);
      await expectEveryPage(anchors, sort, order);
      // Pages 3 to 20 of 23 lie an anchor step from both ends; one read of the anchors serves all of them.
      expect(anchors.reads).toBe(1);
    },
  );

  it('reads the anchors again after an insert, an update or a delete, and the pages stay exact', async () => {
    const anchors = new HistoryAnchors(10);
    await expectEveryPage(anchors, 'rab_total', 'asc');
    const changes = [
      () => seed(owner.id, 5, 1000),
      () =>
        t.db
          .updateTable('calculations')
          .set({ rab_total: 12_345, updated_at: new Date('2030-01-01') })
          .where('id', '=', sql<number>`(select min(id) from calculations where user_id = ${owner.id})`)
          .execute(),
      () =>
        t.db
          .deleteFrom('calculations')
          .where(
            'id',
            'in',
            sql<number>`(select id from calculations where user_id = ${owner.id} order by id desc limit 3)`,
          )
          .execute(),
    ];
    for (const [index, change] of changes.entries()) {
      const before = await versionOf(owner.id);
      await change();
      expect(await versionOf(owner.id), `change ${index}`).not.toBe(before);
      for (const sort of ['rab_total', 'updated_at'] as const) await expectEveryPage(anchors, sort, 'asc');
      await expectEveryPage(anchors, 'rab_total', 'desc');
    }
    // The first set, then one per change and per sort read after it.
    expect(anchors.reads).toBe(1 + 3 * 2);
  });

  it('keeps the counts and versions of both owners when an update moves rows between them', async () => {
    const other = await registerUser(t.app);
    await seed(other.id, 4);
    const [ownerBefore, otherBefore] = [await versionOf(owner.id), await versionOf(other.id)];
    await t.db
      .updateTable('calculations')
      .set({ user_id: owner.id })
      .where('user_id', '=', other.id)
      .where('id', '<', sql<number>`(select max(id) from calculations where user_id = ${other.id})`)
      .execute();
    const counted = await t.db
      .selectFrom('calculation_counts')
      .select(['user_id', 'count'])
      .where('user_id', 'in', [owner.id, other.id])
      .execute();
    const actual = await t.db
      .selectFrom('calculations')
      .select(['user_id', (eb) => eb.fn.countAll<string>().as('count')])
      .where('user_id', 'in', [owner.id, other.id])
      .groupBy('user_id')
      .execute();
    const byUser = (rows: { user_id: number | null; count: unknown }[]) =>
      Object.fromEntries(rows.map((row) => [row.user_id, Number(row.count)]));
    expect(byUser(counted)).toEqual(byUser(actual));
    expect(byUser(counted)[other.id]).toBe(1);
    expect(await versionOf(owner.id)).not.toBe(ownerBefore);
    expect(await versionOf(other.id)).not.toBe(otherBefore);
  });
});

describe('the history route', () => {
  it('starts a deep page at an anchor and answers the same rows as the full list', async () => {
    const reader = await registerUser(t.app);
    await seed(reader.id, 1_234);
    const all = await fullList(reader.id, 'created_at', 'desc');
    const before = t.app.historyAnchors.reads;
    for (const number of [30, 31, 32]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calculations/history?limit=20&page=${number}`,
        headers: bearer(reader.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { calculations: { id: number }[]; pagination: { total: number } };
      expect(answer.pagination.total).toBe(1_234);
      expect(answer.calculations.map(({ id }) => id)).toEqual(all.slice((number - 1) * 20, number * 20));
    }
    expect(t.app.historyAnchors.reads - before).toBe(1);
  });
});
