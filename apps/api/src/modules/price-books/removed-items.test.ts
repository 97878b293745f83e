import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// A book keeps prices by item id. Removing an item removes its prices with it, and renumbering ids ("Atur ulang
// penghitung ID") first drops any a book kept for an item removed before: a new item that gets the old id back
// must start at the catalogue's price, not at the removed item's.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

async function newMaterial(name: string) {
  const response = await call('POST', '/api/materials/public', { name, unit: 'bh', price: 1_000 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().material.id as number;
}

const bookPrice = async (bookId: number, itemId: number) =>
  (
    (await call('GET', `/api/price-books/${bookId}/prices`)).json().prices as {
      kind: string;
      item_id: number;
      book_price: number | null;
    }[]
  ).find((line) => line.kind === 'material' && line.item_id === itemId)?.book_price;

describe('book prices of removed items', () => {
  it('go with the item, and a renumbered id never inherits one', async () => {
    const book = (
      await call('POST', '/api/price-books', { name: 'Uji hapus', region: 'Uji', year: 2026 })
    ).json().price_book.id as number;
    const first = await newMaterial('Klem pipa uji');
    const put = await call('PUT', `/api/price-books/${book}/prices`, {
      prices: [{ kind: 'material', item_id: first, price: 999_999 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await bookPrice(book, first)).toBe(999_999);

    expect((await call('DELETE', `/api/materials/${first}`)).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('price_book_prices')
      .select('item_id')
      .where('book_id', '=', book)
      .execute();
    expect(kept).toEqual([]);

    // A price left behind by an older version (before deletes removed it), for the id renumbering hands out next.
    const { max } = await t.db
      .selectFrom('materials')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const next = Number(max) + 1;
    await t.db
      .insertInto('price_book_prices')
      .values({ book_id: book, kind: 'material', item_id: next, price: 888_888 })
      .execute();
    const reset = await call('POST', '/api/materials/reset-auto-increment');
    expect(reset.statusCode, reset.body).toBe(200);
    const reused = await newMaterial('Klem pipa baru');
    expect(reused).toBe(next);
    expect(await bookPrice(book, reused)).toBeNull();
  });
});
