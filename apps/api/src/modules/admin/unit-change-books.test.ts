import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';

// A book's price is per the catalogue's unit. Changing a material's or equipment's unit asks first, naming the books
// that price it as well as the analyses, and once confirmed takes the item's prices out of every book: Rp 215.000 a
// m³ of sand must not become Rp 215.000 a truck of it.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestAccount | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who.token) : {}, ...(payload && { payload }) });

async function newBook(who: TestAccount, name: string) {
  const response = await call(who, 'POST', '/api/price-books', { name, region: 'Sleman', year: 2026 });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().price_book.id as number;
}

async function price(
  who: TestAccount,
  book: number,
  prices: { kind: 'material' | 'equipment'; item_id: number; price: number }[],
) {
  const response = await call(who, 'PUT', `/api/price-books/${book}/prices`, { prices });
  expect(response.statusCode, response.body).toBe(200);
}

/** The prices the books keep of an item, by book. */
async function bookPrices(kind: 'material' | 'equipment', itemId: number) {
  const rows = await t.db
    .selectFrom('price_book_prices')
    .select(['book_id', 'price'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('book_id')
    .execute();
  return rows.map((row) => ({ book_id: row.book_id, price: Number(row.price) }));
}

describe('a unit change of an item price books price', () => {
  it('names the books, and once confirmed removes their prices so they take the catalogue price', async () => {
    const sand = await t.db
      .selectFrom('materials')
      .select(['id', 'unit', 'updated_at'])
      .where('code', '=', 'M.02')
      .executeTakeFirstOrThrow();
    const cement = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', 'M.01')
      .executeTakeFirstOrThrow();
    const lines = await t.db
      .selectFrom('job_type_materials')
      .select(['job_type_id', 'brick_type'])
      .where('material_id', '=', sand.id)
      .execute();
    const analyses = new Set(lines.map((line) => line.job_type_id)).size;
    // One whose analysis counts the sand without a brick type, so its unit price lists it.
    const jobType = lines.find((line) => line.brick_type === null)!.job_type_id;
    expect(analyses).toBeGreaterThan(0);

    const sleman = await newBook(admin, 'Sleman 2026 uji satuan');
    const quote = await newBook(user, 'Penawaran pasir uji');
    await price(admin, sleman, [
      { kind: 'material', item_id: sand.id, price: 215_000 },
      { kind: 'material', item_id: cement.id, price: 1_500 },
    ]);
    await price(user, quote, [{ kind: 'material', item_id: sand.id, price: 210_000 }]);

    const truck = { unit: 'truk', price: 1_400_000 };
    const refused = await call(admin, 'PUT', `/api/materials/${sand.id}`, truck);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'unit',
        msg:
          `Satuan tidak diubah: item ini dipakai dalam analisa ${analyses} jenis pekerjaan dengan koefisien per ` +
          'm³. Koefisien itu tidak ikut berubah menjadi per truk, sehingga harga analisa itu berubah. Harganya di ' +
          '2 daftar harga (per m³, satuan lama) akan dihapus, sehingga daftar harga itu memakai harga katalog. ' +
          `Ubah satuan hanya dengan konfirmasi, lalu periksa koefisien ${analyses} analisa tersebut.`,
      },
    ]);
    expect(await bookPrices('material', sand.id)).toEqual([
      { book_id: sleman, price: 215_000 },
      { book_id: quote, price: 210_000 },
    ]);

    // Another spelling of the same unit is no change: no question, and the books keep their prices.
    expect((await call(admin, 'PUT', `/api/materials/${sand.id}`, { unit: 'm3' })).statusCode).toBe(200);
    expect(await bookPrices('material', sand.id)).toHaveLength(2);

    // A confirmed change over a version another admin has since replaced (409) writes nothing, the books neither.
    const stale = await call(admin, 'PUT', `/api/materials/${sand.id}`, {
      ...truck,
      confirm_unit_change: true,
      expected_updated_at: sand.updated_at.toISOString(),
    });
    expect(stale.statusCode).toBe(409);
    expect(await bookPrices('material', sand.id)).toHaveLength(2);

    const confirmed = await call(admin, 'PUT', `/api/materials/${sand.id}`, {
      ...truck,
      confirm_unit_change: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().material).toMatchObject(truck);
    expect(await bookPrices('material', sand.id)).toEqual([]);
    // The book's other prices stay.
    expect(await bookPrices('material', cement.id)).toEqual([{ book_id: sleman, price: 1_500 }]);

    const unitPrice = await call(null, 'GET', `/api/job-types/${jobType}/unit-price?price_book_id=${sleman}`);
    expect(unitPrice.statusCode, unitPrice.body).toBe(200);
    const sandLine = (unitPrice.json().unit_price.materials as { code: string }[]).find(
      (line) => line.code === 'M.02',
    );
    expect(sandLine).toMatchObject({ unit: 'truk', price: 1_400_000, price_source: 'catalogue' });
  });

  it('asks about an item only books price, and removes those prices on confirmation', async () => {
    const created = await call(admin, 'POST', '/api/equipment', {
      name: 'Molen uji satuan',
      unit: 'hari',
      price: 250_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mixer = created.json().equipment.id as number;
    const book = await newBook(admin, 'Sewa alat uji satuan');
    await price(admin, book, [{ kind: 'equipment', item_id: mixer, price: 300_000 }]);

    const refused = await call(admin, 'PUT', `/api/equipment/${mixer}`, { unit: 'jam' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'unit',
        msg:
          'Satuan tidak diubah: bila satuan diubah menjadi jam, harga item ini di 1 daftar harga (per hari, ' +
          'satuan lama) akan dihapus, sehingga daftar harga itu memakai harga katalog; ubah satuan hanya dengan ' +
          'konfirmasi.',
      },
    ]);
    expect(await bookPrices('equipment', mixer)).toEqual([{ book_id: book, price: 300_000 }]);

    const confirmed = await call(admin, 'PUT', `/api/equipment/${mixer}`, {
      unit: 'jam',
      confirm_unit_change: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await bookPrices('equipment', mixer)).toEqual([]);
    const listed = (await call(admin, 'GET', `/api/price-books/${book}/prices`)).json().prices as {
      kind: string;
      item_id: number;
      book_price: number | null;
    }[];
    expect(listed.find((line) => line.kind === 'equipment' && line.item_id === mixer)?.book_price).toBeNull();
  });
});
