import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// One book read (or written) counts its prices as the list does (it said 0 for a book of 14), and an adjustment
// answers the prices it replaced, which PUT …/prices puts back: the screen's "Urungkan", followed catalogue included.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin.token), ...(payload && { payload }) });

type Line = { kind: string; item_id: number; book_price: number | null; price: number; price_source: string };
const pricesOf = async (bookId: number) =>
  (await call('GET', `/api/price-books/${bookId}/prices`)).json().prices as Line[];

async function newBook(name: string) {
  const response = await call('POST', '/api/price-books', { name, region: 'Kab. Sleman', year: 2026 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().price_book.id as number;
}

describe('one price book', () => {
  it('counts its prices as the list does, when read and when renamed', async () => {
    const bookId = await newBook('Hitung harga');
    const materials = (await pricesOf(bookId)).filter((line) => line.kind === 'material').slice(0, 3);
    expect(materials).toHaveLength(3);
    const put = await call('PUT', `/api/price-books/${bookId}/prices`, {
      prices: materials.map((line, index) => ({
        kind: 'material',
        item_id: line.item_id,
        price: 1_000 + index,
      })),
    });
    expect(put.statusCode, put.body).toBe(200);

    const listed = (await call('GET', '/api/price-books')).json().price_books as {
      id: number;
      price_count: number;
    }[];
    expect(listed.find((book) => book.id === bookId)?.price_count).toBe(3);
    const read = await call('GET', `/api/price-books/${bookId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().price_book.price_count).toBe(3);
    const renamed = await call('PUT', `/api/price-books/${bookId}`, {
      name: 'Hitung harga 2',
      region: 'Kab. Sleman',
      year: 2026,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().price_book).toMatchObject({ name: 'Hitung harga 2', price_count: 3 });
  });

  it('answers the prices an adjustment replaced; sending them back restores the book, catalogue lines included', async () => {
    const bookId = await newBook('Urungkan penyesuaian');
    const before = (await pricesOf(bookId)).filter((line) => line.kind === 'labor');
    expect(before.length).toBeGreaterThan(1);
    // One wage the book sets, the others follow the catalogue.
    const own = before[0]!;
    await call('PUT', `/api/price-books/${bookId}/prices`, {
      prices: [{ kind: 'labor', item_id: own.item_id, price: 90_000 }],
    });

    const adjusted = await call('POST', `/api/price-books/${bookId}/adjust`, {
      kind: 'labor',
      percent: '2,5',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const { adjusted: count, previous } = adjusted.json() as {
      adjusted: number;
      previous: { kind: string; item_id: number; price: number | null }[];
    };
    expect(count).toBe(before.length);
    expect(previous).toEqual(
      before.map((line) => ({
        kind: 'labor',
        item_id: line.item_id,
        price: line.item_id === own.item_id ? 90_000 : null,
      })),
    );
    // Every wage is the book's now: 90.000 + 2,5 % = 92.250.
    const after = (await pricesOf(bookId)).filter((line) => line.kind === 'labor');
    expect(after.every((line) => line.price_source === 'book')).toBe(true);
    expect(after.find((line) => line.item_id === own.item_id)?.price).toBe(92_250);

    const undone = await call('PUT', `/api/price-books/${bookId}/prices`, { prices: previous });
    expect(undone.statusCode, undone.body).toBe(200);
    const restored = (await pricesOf(bookId)).filter((line) => line.kind === 'labor');
    expect(restored).toEqual(
      before.map((line) =>
        line.item_id === own.item_id
          ? { ...line, book_price: 90_000, price: 90_000, price_source: 'book' }
          : line,
      ),
    );
    expect((await call('GET', `/api/price-books/${bookId}`)).json().price_book.price_count).toBe(1);
  });
});
