import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

// A guest's brick wall is synced, but the answer never reaches the browser (lost on the way, or after the client's
// 10 s timeout): the browser still holds its copy and may change it before it syncs again.

let t: TestApp;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload && { payload }) });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** The guest's result as the browser keeps it: made an hour ago. */
async function guestCopy(id: string, volume: number) {
  const answer = await call(null, 'POST', `/api/calculations/${wallId}`, {
    volume,
    productivity: 10,
    worker_ratio: '1:3',
    profit_percentage: 20,
    project_name: 'Rumah Bu Sari',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const made = minutesAgo(60);
  return { ...answer.json().calculation, id, is_local: true, created_at: made, updated_at: made };
}

/** The copy after 'Ubah' in the browser: another volume, its figures as the browser estimated them. */
function editedCopy(copy: Awaited<ReturnType<typeof guestCopy>>, volume: number, at: string, rab: number) {
  return {
    ...copy,
    calculation_data: { ...copy.calculation_data, volume: String(volume) },
    input: { ...copy.input, volume },
    summary: { ...copy.summary, rab_total: rab },
    updated_at: at,
  };
}

const sync = async (user: TestAccount, calculations: object[]) => {
  const answer = await call(user, 'POST', '/api/calculations/sync', { calculations });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const stored = async (user: TestAccount, id: number) =>
  (await call(user, 'GET', `/api/calculations/history/${id}`)).json().calculation;

describe('a browser copy synced again after the answer was lost', () => {
  it('brings the changes made in the browser since into the account instead of skipping them', async () => {
    const user = await registerUser(t.app);
    const copy = await guestCopy('local_sari_1', 4);
    const first = await sync(user, [copy]);
    const id = first.calculations[0].id;
    expect(first.results).toEqual([{ local_id: 'local_sari_1', calculation_id: id, status: 'stored' }]);

    // The answer was lost: the browser still has the copy, and the user changes it to 40 m².
    const edited = editedCopy(copy, 40, minutesAgo(1), 5_320_000);
    const again = await sync(user, [edited]);

    expect(again).toMatchObject({
      synced: 0,
      skipped: 0,
      updated: 1,
      failed: [],
      message: '1 kalkulasi di akun diperbarui dengan perubahan dari browser ini.',
      results: [{ local_id: 'local_sari_1', calculation_id: id, status: 'updated' }],
    });
    const record = await stored(user, id);
    expect(record.volume).toBe(40);
    expect(record.updated_at).toBe(edited.updated_at);
    expect(again.calculations).toEqual([record]);
    // The browser's estimate (Rp 5.320.000) is not what the account computes with its prices: said, as for a new one.
    expect(again.repriced).toEqual([
      {
        local_id: 'local_sari_1',
        calculation_id: id,
        before_rab: 5_320_000,
        after_rab: record.total_rab,
        before_hpp: copy.summary.total_cost,
        after_hpp: record.total_cost,
      },
    ]);
    expect(record.total_rab).not.toBe(5_320_000);
    // The figures of a 40 m² wall, as the server computes them.
    expect(record.total_rab).toBe((await guestCopy('local_x', 40)).summary.rab_total);

    // The same copy once more: the account holds it as the browser has it.
    const third = await sync(user, [edited]);
    expect(third).toMatchObject({
      synced: 0,
      skipped: 1,
      updated: 0,
      calculations: [],
      message: '1 kalkulasi lokal sudah ada di akun Anda; tidak ada yang perlu disinkronkan.',
      results: [{ local_id: 'local_sari_1', calculation_id: id, status: 'unchanged' }],
    });
    expect((await call(user, 'GET', '/api/calculations/history')).json().pagination.total).toBe(1);
  });

  it('leaves the account version that was changed later than the browser copy, and says the copy stays', async () => {
    const user = await registerUser(t.app);
    const copy = await guestCopy('local_sari_2', 4);
    const id = (await sync(user, [copy])).calculations[0].id;
    // Changed in the browser half an hour ago, but in the account (another device) just now.
    const edited = editedCopy(copy, 40, minutesAgo(30), 5_320_000);
    const put = await call(user, 'PUT', `/api/calculations/history/${id}`, { volume: 12 });
    expect(put.statusCode, put.body).toBe(200);

    for (const sent of [copy, edited]) {
      const answer = await sync(user, [sent]);
      expect(answer).toMatchObject({
        synced: 0,
        skipped: 1,
        updated: 0,
        calculations: [],
        repriced: [],
        message:
          '1 kalkulasi lokal tidak disinkronkan karena versinya di akun diubah lebih baru; salinannya tetap di browser ini.',
        results: [{ local_id: 'local_sari_2', calculation_id: id, status: 'account_newer' }],
      });
    }
    expect((await stored(user, id)).volume).toBe(12);
  });

  it('names each outcome when a sync stores, updates and finds results already there at once', async () => {
    const user = await registerUser(t.app);
    const kept = await guestCopy('local_sari_3', 4);
    const changed = await guestCopy('local_sari_4', 5);
    await sync(user, [kept, changed]);
    const fresh = await guestCopy('local_sari_5', 6);

    const answer = await sync(user, [kept, editedCopy(changed, 50, minutesAgo(2), 1), fresh]);
    expect(answer).toMatchObject({ synced: 1, skipped: 1, updated: 1 });
    expect(answer.message).toBe(
      '1 kalkulasi lokal disinkronkan ke akun Anda. ' +
        '1 kalkulasi di akun diperbarui dengan perubahan dari browser ini. 1 lainnya sudah ada di akun.',
    );
    expect(answer.results.map((item: { status: string }) => item.status)).toEqual([
      'unchanged',
      'updated',
      'stored',
    ]);
    expect(answer.calculations.map((item: { volume: number }) => item.volume)).toEqual([50, 6]);
  });

  it('does not call a copy without a readable time newer than the account', async () => {
    const user = await registerUser(t.app);
    const copy = await guestCopy('local_sari_6', 4);
    const id = (await sync(user, [copy])).calculations[0].id;
    const timeless = { ...editedCopy(copy, 40, 'kemarin', 1), created_at: undefined };
    expect((await sync(user, [timeless])).results).toEqual([
      { local_id: 'local_sari_6', calculation_id: id, status: 'account_newer' },
    ]);
    expect((await stored(user, id)).volume).toBe(4);
  });
});
