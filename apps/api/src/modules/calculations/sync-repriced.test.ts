import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

// A guest's brick wall (24 m²) priced with a shared price book; an admin then raises the book's Pasir pasang (M.02) from
// Rp 220.000 to Rp 240.000. The sync stores it with the book's price as it is now (on purpose) and its answer names
// the results whose totals changed, with the totals the browser showed and the stored ones.

let t: TestApp;
let admin: TestAccount;
let wallId: number;
let sandId: number;
let bookId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  wallId = await jobTypeId(t.db, brickWallJob().code);
  sandId = (
    await t.db.selectFrom('materials').select('id').where('code', '=', 'M.02').executeTakeFirstOrThrow()
  ).id;
  const created = await call(admin, 'POST', '/api/price-books', {
    name: 'Kab. Sleman 2026',
    region: 'DI Yogyakarta',
    year: 2026,
  });
  expect(created.statusCode, created.body).toBe(201);
  bookId = created.json().price_book.id;
  await setSandPrice('220.000');
});
afterAll(() => t.close());

const call = (who: TestAccount | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload && { payload }) });

async function setSandPrice(price: string) {
  const put = await call(admin, 'PUT', `/api/price-books/${bookId}/prices`, {
    prices: [{ kind: 'material', item_id: sandId, price }],
  });
  expect(put.statusCode, put.body).toBe(200);
}

/** A result as a guest's browser keeps it: computed with the book, the book named beside the form. */
async function guestResult(id: string, volume: number) {
  const answer = await call(null, 'POST', `/api/calculations/${wallId}`, {
    volume,
    productivity: 10,
    worker_ratio: '1:3',
    brick_type: 'bata_merah',
    profit_percentage: 20,
    project_name: `Rumah ${id}`,
    price_book_id: bookId,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { calculation_data: form, ...calculation } = answer.json().calculation;
  const { price_book_id: _book, ...kept } = form as Record<string, unknown>;
  return { ...calculation, calculation_data: kept, id, is_local: true };
}

describe('a sync after a price changed', () => {
  it('stores the current prices and names each result whose RAB or HPP changed, with both totals', async () => {
    const before = await guestResult('local_dinding_1', 24);
    const untouched = await guestResult('local_dinding_2', 10);
    await setSandPrice('240.000');
    // Made after the change: the same figures once stored.
    const fresh = await guestResult('local_dinding_3', 12);
    const user = await registerUser(t.app);

    const answer = await call(user, 'POST', '/api/calculations/sync', {
      calculations: [before, { ...untouched, summary: undefined }, fresh],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ synced: 3, skipped: 0, failed: [] });
    expect(body.message).toBe('3 kalkulasi lokal disinkronkan ke akun Anda.');
    const stored = body.calculations.find(
      (row: { project_name: string }) => row.project_name === 'Rumah local_dinding_1',
    );
    // 24 m² of wall take 0,043 m³ of sand each: 1,032 m³ at Rp 20.000 more is Rp 20.640 more HPP.
    expect(stored.total_cost - before.summary.total_cost).toBe(20_640);
    expect(body.repriced).toEqual([
      {
        local_id: 'local_dinding_1',
        calculation_id: stored.id,
        before_rab: 4_013_550,
        after_rab: 4_039_350,
        before_hpp: 3_210_840,
        after_hpp: 3_231_480,
      },
    ]);
    expect([before.summary.rab_total, stored.total_rab]).toEqual([4_013_550, 4_039_350]);

    // Sent again: nothing stored, nothing said to have changed.
    const again = await call(user, 'POST', '/api/calculations/sync', { calculations: [before] });
    expect(again.json()).toMatchObject({ synced: 0, skipped: 1, repriced: [] });
  });
});
