import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { encodeCursor } from './history-list';
import { HISTORY_SORTS } from './schemas';

// Paging at scale (issue #9): pages read through the sort's index, pages past the middle read from the other
// end, cursors, and totals from the per-owner counter. Each page must hold exactly the rows of the full list.

let t: TestApp;
let user: TestAccount;
let wallId: number;
const SAVED = 11;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  user = await registerUser(t.app);
  // Names repeat so the id must break ties; volumes vary the totals.
  for (let i = 0; i < SAVED; i += 1)
    await save(user, 1 + ((i * 7) % 5), `Proyek ${['Tono', 'Sari', 'Tono'][i % 3]}`);
});
afterAll(() => t.close());

async function save(account: TestAccount, volume: number, project: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/calculations/${wallId}/save`,
    headers: bearer(account.token),
    payload: {
      volume,
      productivity: 10,
      worker_ratio: '1:3',
      brick_type: 'bata_merah',
      project_name: project,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().calculation.id as number;
}

interface ListAnswer {
  calculations: { id: number }[];
  pagination: {
    page: number;
    limit: number;
    total: number;
    pages: number;
    total_exact: boolean;
    next_cursor: string | null;
  };
}

async function list(
  account: TestAccount,
  query: string,
  url = '/api/calculations/history',
): Promise<ListAnswer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${url}?${query}`,
    headers: bearer(account.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (answer: ListAnswer) => answer.calculations.map((row) => row.id);

describe('history pages', () => {
  it.each(HISTORY_SORTS.flatMap((sort) => [`sort=${sort}&order=desc`, `sort=${sort}&order=asc`]))(
    'first, middle and last pages and the cursor walk hold exactly the full list (%s)',
    async (sorting) => {
      const all = ids(await list(user, `${sorting}&limit=100`));
      expect(all).toHaveLength(SAVED);
      const limit = 3;
      const pages: number[][] = [];
      for (let page = 1; page <= 4; page += 1) {
        const answer = await list(user, `${sorting}&limit=${limit}&page=${page}`);
        expect(answer.pagination).toMatchObject({ page, limit, total: SAVED, pages: 4, total_exact: true });
        pages.push(ids(answer));
      }
      // Page 3 and 4 lie past the middle and are read from the other end.
      expect(pages).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6, 9), all.slice(9, 11)]);
      expect(ids(await list(user, `${sorting}&limit=${limit}&page=5`))).toEqual([]);

      const walked: number[] = [];
      let cursor: string | null = null;
      for (let step = 0; step < 10; step += 1) {
        const answer: ListAnswer = await list(
          user,
          `${sorting}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        walked.push(...ids(answer));
        cursor = answer.pagination.next_cursor;
        if (!cursor) break;
      }
      expect(walked).toEqual(all);
    },
  );

  it('pages a search by the cursor and counts the matches exactly', async () => {
    const all = ids(await list(user, 'search=tono&limit=100'));
    expect(all).toHaveLength(7);
    const first = await list(user, 'search=tono&limit=5');
    expect(first.pagination).toMatchObject({ total: 7, pages: 2, total_exact: true });
    const second = await list(user, `search=tono&limit=5&cursor=${first.pagination.next_cursor}`);
    expect([...ids(first), ...ids(second)]).toEqual(all);
    expect(second.pagination.next_cursor).toBeNull();
    expect(ids(await list(user, 'search=tono&limit=5&page=2'))).toEqual(all.slice(5));
  });

  it('searches inside a word of the project or the job, in any case, and takes % and _ literally', async () => {
    const other = await registerUser(t.app);
    const projects = ['Gudang Pak BUDI', 'Rumah 100% Bu_Sari', 'Rumah 1000 BuXSari'];
    const saved = [];
    for (const project of projects) saved.push(await save(other, 2, project));
    const found = async (term: string) =>
      ids(await list(other, `search=${encodeURIComponent(term)}&limit=100`)).sort((a, b) => a - b);
    expect(await found('dang pak bu')).toEqual([saved[0]]);
    expect(await found('budi')).toEqual([saved[0]]);
    expect(await found('0%')).toEqual([saved[1]]);
    expect(await found('u_s')).toEqual([saved[1]]);
    // Every row carries the job's name: a piece from inside it, in capitals, finds them all.
    const job = await t.db
      .selectFrom('job_types')
      .select('name')
      .where('id', '=', wallId)
      .executeTakeFirstOrThrow();
    expect(await found(job.name.slice(2, 8).toUpperCase())).toEqual(saved);
    // A page of a search, newest first or oldest first, with the matches counted.
    const second = await list(other, 'search=rumah&limit=1&page=2');
    expect(ids(second)).toEqual([saved[1]]);
    expect(second.pagination).toMatchObject({ total: 2, pages: 2, total_exact: true });
    expect(ids(await list(other, 'search=rumah&limit=1&page=2&order=asc'))).toEqual([saved[2]]);
    expect(ids(await list(other, 'search=rumah&limit=1&page=3'))).toEqual([]);
    // A term never spans the project and the job's name.
    expect(await found(`budi ${job.name.slice(0, 3)}`)).toEqual([]);
  });

  it('refuses a damaged cursor or one made for another sort in Indonesian', async () => {
    for (const cursor of [
      'rusak',
      encodeCursor('rab_total', 'bukan-angka', 1),
      encodeCursor('created_at', 'kemarin', 1),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/calculations/history?sort=created_at&cursor=${cursor}`,
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().details[0]).toEqual({
        param: 'cursor',
        msg: 'Penanda halaman tidak valid; muat ulang daftar dari halaman pertama.',
      });
    }
  });
});

describe('history totals', () => {
  it('follow saves, duplicates, deletes and the deletion of the account, for the user and the admin', async () => {
    const owner = await registerUser(t.app);
    const admin = await createAdmin(t.app, t.db);
    const everyone = async () =>
      (await list(admin, 'limit=1', '/api/calculations/admin/all')).pagination.total;
    const before = await everyone();
    const saved = [];
    for (let i = 0; i < 4; i += 1) saved.push(await save(owner, 2 + i, 'Gudang'));
    expect((await list(owner, 'limit=1')).pagination.total).toBe(4);
    expect(await everyone()).toBe(before + 4);

    const duplicate = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/history/${saved[0]}/duplicate`,
      headers: bearer(owner.token),
    });
    expect(duplicate.statusCode).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/calculations/history/bulk',
      headers: bearer(owner.token),
      payload: { calculation_ids: [saved[1], saved[2]] },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/calculations/history/${saved[3]}`,
      headers: bearer(owner.token),
    });
    const left = await list(owner, 'limit=100');
    expect(left.pagination.total).toBe(2);
    expect(left.calculations).toHaveLength(2);
    expect(
      (await list(admin, `limit=1&user_id=${owner.id}`, '/api/calculations/admin/all')).pagination.total,
    ).toBe(2);

    await t.db.deleteFrom('users').where('id', '=', owner.id).execute();
    expect(
      (await list(admin, `limit=1&user_id=${owner.id}`, '/api/calculations/admin/all')).pagination.total,
    ).toBe(0);
    expect(await everyone()).toBe(before);
  });
});
