import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ahspMessages, priceBookMessages, rupiahTooLarge } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';

// What a price book's writes refuse, each whole with 422 and nothing written: an adjustment past the most a price
// may be (Rp 10.000.000.000.000, as typed), the same item twice in one save, and a price written "65,000"; an
// imported row above that maximum is refused with its reason.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  for (const [code, table] of [
    ['L.01', 'labor_rates'],
    ['L.07', 'labor_rates'],
    ['M.01', 'materials'],
    ['M.02', 'materials'],
  ] as const) {
    ids[code] = (
      await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who.token), ...(payload && { payload }) });

async function privateBook(name: string) {
  const response = await call(user, 'POST', '/api/price-books', { name, region: 'Uji', year: 2026 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().price_book.id as number;
}

/** The book's stored prices and its updated_at, to show a refused write left both as they were. */
async function stored(bookId: number) {
  const rows = await t.db
    .selectFrom('price_book_prices')
    .select(['kind', 'item_id', 'price'])
    .where('book_id', '=', bookId)
    .orderBy('kind')
    .orderBy('item_id')
    .execute();
  const { updated_at } = await t.db
    .selectFrom('price_books')
    .select('updated_at')
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
  return { prices: rows.map((row) => ({ ...row, price: Number(row.price) })), updated_at };
}

const ownPrice = async (bookId: number, kind: string, itemId: number) =>
  (await stored(bookId)).prices.find((row) => row.kind === kind && row.item_id === itemId)?.price;

describe('price book limits', () => {
  it('refuses an adjustment that would price an item above Rp 10.000.000.000.000, naming it, writing nothing', async () => {
    const bookId = await privateBook('Uji batas penyesuaian');
    // Typing Rp 10.000.000.000.000 is allowed; +10 % from it stored Rp 11.000.000.000.000, which typing refuses.
    expect(
      (
        await call(user, 'PUT', `/api/price-books/${bookId}/prices`, {
          prices: [
            { kind: 'labor', item_id: ids['L.01'], price: 'Rp 10.000.000.000.000' },
            { kind: 'labor', item_id: ids['L.07'], price: 5_000_000_000_000 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const before = await stored(bookId);
    const refused = await call(user, 'POST', `/api/price-books/${bookId}/adjust`, {
      kind: 'labor',
      percent: 10,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const pekerja = await t.db
      .selectFrom('labor_rates')
      .select(['code', 'name'])
      .where('id', '=', ids['L.01']!)
      .executeTakeFirstOrThrow();
    const msg = priceBookMessages.adjustTooLarge(10, [`${pekerja.name} (L.01)`], 0);
    expect(msg).toBe(
      `Penyesuaian +10% ditolak: harga ${pekerja.name} (L.01) akan melebihi maksimal Rp 10.000.000.000.000. Tidak ada harga yang diubah.`,
    );
    expect(refused.json()).toEqual({ message: msg, details: [{ param: 'percent', msg }] });
    // The whole adjustment was refused: mandor's 5.000.000.000.000 was not raised either, the book not touched.
    expect(await stored(bookId)).toEqual(before);

    // Down is fine, and up to the maximum exactly: 5.000.000.000.000 + 100 % = 10.000.000.000.000.
    const down = await call(user, 'POST', `/api/price-books/${bookId}/adjust`, {
      kind: 'labor',
      percent: -50,
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(await ownPrice(bookId, 'labor', ids['L.01']!)).toBe(5_000_000_000_000);
    const up = await call(user, 'POST', `/api/price-books/${bookId}/adjust`, { kind: 'labor', percent: 100 });
    expect(up.statusCode, up.body).toBe(200);
    expect(await ownPrice(bookId, 'labor', ids['L.01']!)).toBe(10_000_000_000_000);
  });

  it('stops "+500 %" repeated before any price passes the maximum: never a 500, never an inexact price', async () => {
    const bookId = await privateBook('Uji +500% berulang');
    const answers: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const response = await call(user, 'POST', `/api/price-books/${bookId}/adjust`, {
        kind: 'labor',
        percent: 500,
      });
      answers.push(response.statusCode);
      if (response.statusCode !== 200) {
        expect(response.statusCode, response.body).toBe(422);
        // Several wages pass the maximum together: the first five are named, the rest counted.
        expect(response.json().details).toHaveLength(1);
        expect(response.json().details[0].param).toBe('percent');
        break;
      }
    }
    expect(answers.at(-1)).toBe(422);
    expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true);
    const { prices } = await stored(bookId);
    expect(prices.length).toBeGreaterThan(0);
    for (const { price } of prices) {
      expect(Number.isSafeInteger(price)).toBe(true);
      expect(price).toBeLessThanOrEqual(10_000_000_000_000);
    }
    // The refused round wrote nothing: one more is refused the same way and leaves the same prices.
    const again = await call(user, 'POST', `/api/price-books/${bookId}/adjust`, {
      kind: 'labor',
      percent: 500,
    });
    expect(again.statusCode).toBe(422);
    expect((await stored(bookId)).prices).toEqual(prices);
  });

  it('refuses the same item twice in one save with 422 per repeated line (not a 500), writing nothing', async () => {
    const bookId = await privateBook('Uji item ganda');
    const before = await stored(bookId);
    const twice = await call(user, 'PUT', `/api/price-books/${bookId}/prices`, {
      prices: [
        { kind: 'material', item_id: ids['M.01'], price: 1_300 },
        { kind: 'material', item_id: ids['M.01'], price: 1_400 },
        { kind: 'material', item_id: ids['M.02'], price: 200_000 },
        { kind: 'material', item_id: ids['M.01'], price: null },
        { kind: 'labor', item_id: ids['L.01'], price: 90_000 },
      ],
    });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().details).toEqual([
      { param: 'prices.1.item_id', msg: 'Item yang sama muncul dua kali dalam satu simpan' },
      { param: 'prices.3.item_id', msg: priceBookMessages.itemTwice },
    ]);
    expect(await stored(bookId)).toEqual(before);
    // Once each, the same prices save.
    const once = await call(user, 'PUT', `/api/price-books/${bookId}/prices`, {
      prices: [
        { kind: 'material', item_id: ids['M.01'], price: 1_400 },
        { kind: 'material', item_id: ids['M.02'], price: 200_000 },
      ],
    });
    expect(once.statusCode, once.body).toBe(200);
    expect(await ownPrice(bookId, 'material', ids['M.01']!)).toBe(1_400);
  });

  it('refuses a price written "65,000" in a book and in a project’s free line, as the catalogue refuses "1,300"', async () => {
    const bookId = await privateBook('Uji 65,000');
    const before = await stored(bookId);
    const book = await call(user, 'PUT', `/api/price-books/${bookId}/prices`, {
      prices: [
        { kind: 'material', item_id: ids['M.02'], price: '65.000' },
        { kind: 'material', item_id: ids['M.01'], price: '65,000' },
      ],
    });
    expect(book.statusCode, book.body).toBe(422);
    expect(book.json().details).toEqual([
      { param: 'prices.1.price', msg: ahspMessages.priceCommaThousands('65,000', '65.000', '65000') },
    ]);
    expect(await stored(bookId)).toEqual(before);

    const projects = async () => (await call(user, 'GET', '/api/projects')).json().pagination.total as number;
    const count = await projects();
    const project = await call(user, 'POST', '/api/projects', {
      name: 'Uji harga satuan',
      fiscal_year: 2026,
      divisions: [
        {
          code: 'A',
          name: 'PEKERJAAN PERSIAPAN',
          items: [
            { job_type_id: null, description: 'Mobilisasi', unit: 'ls', volume: 1, unit_price: 'Rp 65,000' },
          ],
        },
      ],
    });
    expect(project.statusCode, project.body).toBe(422);
    expect(project.json().details).toEqual([
      {
        param: 'divisions.0.items.0.unit_price',
        msg: ahspMessages.priceCommaThousands('Rp 65,000', '65.000', '65000'),
      },
    ]);
    expect(await projects()).toBe(count);

    // The catalogue's own form refuses it with the same words, as it did before.
    const material = await call(admin, 'PUT', `/api/materials/${ids['M.01']}`, { price: '1,300' });
    expect(material.statusCode).toBe(422);
    expect(material.json().details).toEqual([
      { param: 'price', msg: ahspMessages.priceCommaThousands('1,300', '1.300', '1300') },
    ]);
  });

  it('refuses an imported row priced above Rp 10.000.000.000.000 with its reason, writing only the others', async () => {
    const bookId = await privateBook('Uji impor batas');
    const pasted = [
      'Kode;Nama;Satuan;Harga;Kategori',
      'M.02;Pasir pasang;m³;20.000.000.000.000;bahan',
      'M.01;Semen Portland (PC);kg;99.999.999.999.999.999.999;bahan',
      'L.01;Pekerja;OH;Rp 10.000.000.000.000;upah',
    ].join('\n');
    const response = await call(user, 'POST', `/api/price-books/${bookId}/import`, {
      pasted_data: pasted,
      dry_run: false,
    });
    // 10^20 was a 500 (bigint out of range), 2 × 10^13 was saved although typing it is refused.
    expect(response.statusCode, response.body).toBe(200);
    const tooLarge = rupiahTooLarge(10_000_000_000_000);
    expect(tooLarge).toBe('Harga maksimal Rp 10.000.000.000.000');
    expect(response.json().refused.map((row: { line: number; msg: string }) => [row.line, row.msg])).toEqual([
      [2, tooLarge],
      [3, tooLarge],
    ]);
    expect(response.json().written).toBe(1);
    expect((await stored(bookId)).prices).toEqual([
      { kind: 'labor', item_id: ids['L.01'], price: 10_000_000_000_000 },
    ]);
  });
});
