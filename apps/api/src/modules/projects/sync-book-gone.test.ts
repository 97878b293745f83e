import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';

// A browser project whose shared price book an admin deleted moves to the account like an account project in the
// same place: its frozen prices kept, its book gone (null), and the sync answer says which project lost its book.
// Worked on the seeded excavation A.2.3.1.1: 0,75 OH pekerja (L.01) and 0,025 OH mandor (L.07, Rp 200.000). The
// catalogue's pekerja is Rp 100.000 (A = 80.000); the book's Rp 90.000 (A = 67.500 + 5.000 = 72.500).

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let other: TestAccount;
let excavation: number;
let pekerja: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
  pekerja = (
    await t.db.selectFrom('labor_rates').select('id').where('code', '=', 'L.01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const call = (
  who: TestAccount | null,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload && { payload }) });

async function sharedBook(name: string) {
  const created = await call(admin, 'POST', '/api/price-books', {
    name,
    region: 'DI Yogyakarta',
    year: 2026,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().price_book.id as number;
  const put = await call(admin, 'PUT', `/api/price-books/${id}/prices`, {
    prices: [{ kind: 'labor', item_id: pekerja, price: '90.000' }],
  });
  expect(put.statusCode, put.body).toBe(200);
  return id;
}

/** A project as a guest's browser keeps it: its line priced with the book when it was added (A, B, C frozen). */
async function guestProject(localId: string, bookId: number) {
  const price = (
    await call(null, 'GET', `/api/job-types/${excavation}/unit-price?price_book_id=${bookId}`)
  ).json().unit_price as { A: number; B: number; C: number };
  expect(price.A).toBe(72_500);
  return {
    id: localId,
    name: 'Gudang Sleman',
    overhead_percentage: 0,
    ppn_percentage: 0,
    rounding: 'none',
    price_book_id: bookId,
    divisions: [
      {
        code: 'A',
        name: 'TANAH',
        items: [
          {
            id: 'line1',
            job_type_id: excavation,
            volume: '10',
            price_source: 'ahsp',
            unit_price: { A: price.A, B: price.B, C: price.C },
          },
        ],
      },
    ],
  };
}

describe('syncing a browser project whose price book is gone', () => {
  it('moves it with its frozen prices and no book, as an account project keeps them, and says so', async () => {
    const bookId = await sharedBook('Kab. Sleman 2026');
    const local = await guestProject('local_sleman1', bookId);
    const account = (
      await call(user, 'POST', '/api/projects', { ...local, id: undefined, name: 'Gudang akun' })
    ).json().project;
    expect(account).toMatchObject({ price_book_id: bookId, totals: { subtotal: 725_000 } });

    expect((await call(admin, 'DELETE', `/api/price-books/${bookId}`)).statusCode).toBe(200);

    // The account project: on the catalogue now, still at the book's prices.
    expect((await call(user, 'GET', `/api/projects/${account.id}`)).json().project).toMatchObject({
      price_book_id: null,
      totals: { subtotal: 725_000 },
    });
    // The browser project: the same, instead of "tidak dapat dipindahkan".
    const answer = (await call(user, 'POST', '/api/projects/sync', { projects: [local] })).json();
    expect(answer).toMatchObject({
      synced: 1,
      skipped: 0,
      failed: [],
      book_gone: [{ local_id: 'local_sleman1', price_book_id: bookId }],
    });
    expect(answer.projects[0]).toMatchObject({
      local_id: 'local_sleman1',
      price_book_id: null,
      totals: { subtotal: 725_000 },
    });
    expect(answer.projects[0].divisions[0].items[0].unit_price).toMatchObject({ A: 72_500, F: 72_500 });

    // A project written now still cannot name the deleted book: the user picks a book they can use.
    const refused = await call(user, 'POST', '/api/projects', { ...local, id: undefined });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'price_book_id', msg: 'Daftar harga tidak ditemukan atau tidak dapat Anda pakai' },
    ]);
  });

  it('never prices with a book the account may not use: a line without prices takes the catalogue’s', async () => {
    const created = await call(other, 'POST', '/api/price-books', {
      name: 'Penawaran toko',
      region: 'DI Yogyakarta',
      year: 2026,
    });
    const privateBook = created.json().price_book.id as number;
    await call(other, 'PUT', `/api/price-books/${privateBook}/prices`, {
      prices: [{ kind: 'labor', item_id: pekerja, price: '10.000' }],
    });
    const local = {
      ...(await guestProject('local_orang_lain', await sharedBook('Kab. Bantul 2026'))),
      price_book_id: privateBook,
    };
    local.divisions[0]!.items.push({
      id: 'line2',
      job_type_id: excavation,
      volume: '1',
      price_source: 'ahsp',
    } as never);

    const answer = (await call(user, 'POST', '/api/projects/sync', { projects: [local] })).json();
    expect(answer).toMatchObject({
      synced: 1,
      book_gone: [{ local_id: 'local_orang_lain', price_book_id: privateBook }],
    });
    const [kept, added] = answer.projects[0].divisions[0].items;
    expect(answer.projects[0].price_book_id).toBeNull();
    expect(kept.unit_price.A).toBe(72_500);
    // The catalogue's 80.000, not the private book's 0,75 × 10.000 + 5.000 = 12.500.
    expect(added.unit_price.A).toBe(80_000);
  });

  it('moves a project whose book is still there with it, and says nothing', async () => {
    const bookId = await sharedBook('Kab. Kulon Progo 2026');
    const answer = (
      await call(user, 'POST', '/api/projects/sync', { projects: [await guestProject('local_ada', bookId)] })
    ).json();
    expect(answer).toMatchObject({ synced: 1, failed: [], book_gone: [] });
    expect(answer.projects[0]).toMatchObject({ price_book_id: bookId, totals: { subtotal: 725_000 } });
  });
});
