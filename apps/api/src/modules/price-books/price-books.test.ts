import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';
import { senMessage } from '@kalkulator/core';

// Regional price books (issue #20), worked by hand on the seeded excavation A.2.3.1.1: 0,75 OH pekerja (L.01,
// Rp 100.000 in the catalogue) and 0,025 OH mandor (L.07, Rp 200.000): A = 75.000 + 5.000 = 80.000.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
let other: TestAccount;
let excavation: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
  for (const [code, table] of [
    ['L.01', 'labor_rates'],
    ['L.02', 'labor_rates'],
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

const call = (
  who: TestAccount | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who.token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });

async function book(who: TestAccount, body: object) {
  const response = await call(who, 'POST', '/api/price-books', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().price_book as { id: number; private: boolean };
}

const priceOf = async (who: TestAccount | null, bookId: number, kind: string, itemId: number) =>
  (
    (await call(who, 'GET', `/api/price-books/${bookId}/prices`)).json().prices as {
      kind: string;
      item_id: number;
      book_price: number | null;
      price: number;
      price_source: string;
    }[]
  ).find((line) => line.kind === kind && line.item_id === itemId)!;

const unitPrice = async (who: TestAccount | null, bookId?: number) =>
  (
    await call(
      who,
      'GET',
      `/api/job-types/${excavation}/unit-price${bookId ? `?price_book_id=${bookId}` : ''}`,
    )
  ).json().unit_price;

describe('price books', () => {
  it('copies a book, adjusts its labour −25 % to whole rupiah, and prices the analysis with it', async () => {
    const diy = await book(admin, {
      name: 'DIY 2025',
      region: 'DI Yogyakarta',
      year: 2025,
      source: 'BPS 2025',
    });
    expect(diy.private).toBe(false);
    const put = await call(admin, 'PUT', `/api/price-books/${diy.id}/prices`, {
      prices: [{ kind: 'labor', item_id: ids['L.01'], price: '90.000' }],
    });
    expect(put.statusCode, put.body).toBe(200);

    // DIY: pekerja 0,75 × 90.000 = 67.500 from the book; mandor 5.000 from the catalogue.
    const inDiy = await unitPrice(null, diy.id);
    expect(
      inDiy.labor.map((line: { price: number; price_source: string }) => [line.price, line.price_source]),
    ).toEqual([
      [90_000, 'book'],
      [200_000, 'catalogue'],
    ]);
    expect(inDiy).toMatchObject({ A: 72_500, price_book: { id: diy.id, name: 'DIY 2025' } });

    const copied = await call(admin, 'POST', `/api/price-books/${diy.id}/copy`, { name: 'Kab. Sleman 2026' });
    expect(copied.statusCode).toBe(201);
    const sleman = copied.json().price_book;
    expect(sleman).toMatchObject({
      name: 'Kab. Sleman 2026',
      region: 'DI Yogyakarta',
      private: false,
      price_count: 1,
    });
    expect((await priceOf(admin, sleman.id, 'labor', ids['L.01']!)).book_price).toBe(90_000);

    const adjusted = await call(admin, 'POST', `/api/price-books/${sleman.id}/adjust`, {
      kind: 'labor',
      percent: -25,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // Pekerja 90.000 (the copy's) − 25 % = 67.500; mandor 200.000 (the catalogue's) − 25 % = 150.000.
    expect(await priceOf(admin, sleman.id, 'labor', ids['L.01']!)).toMatchObject({
      price: 67_500,
      price_source: 'book',
    });
    expect(await priceOf(admin, sleman.id, 'labor', ids['L.07']!)).toMatchObject({
      price: 150_000,
      price_source: 'book',
    });
    expect(await priceOf(admin, sleman.id, 'material', ids['M.01']!)).toMatchObject({
      book_price: null,
      price_source: 'catalogue',
    });
    // The source book is untouched.
    expect((await priceOf(admin, diy.id, 'labor', ids['L.07']!)).book_price).toBeNull();

    // Sleman: 0,75 × 67.500 = 50.625; 0,025 × 150.000 = 3.750; A = D = 54.375; E = 10 % = 5.437,5 → 5.438.
    expect(await unitPrice(null, sleman.id)).toMatchObject({ A: 54_375, D: 54_375, E: 5_438, F: 59_813 });
    expect((await unitPrice(null)).A).toBe(80_000);
    ids.sleman = sleman.id;
    ids.diy = diy.id;
  });

  it('prices a calculation with the book its form names, and refuses a book the caller may not use', async () => {
    const form = { volume: 10, productivity: 5, worker_ratio: '0:2', profit_percentage: 20 };
    const plain = (await call(null, 'POST', `/api/calculations/${excavation}`, form)).json().calculation;
    const sleman = (
      await call(null, 'POST', `/api/calculations/${excavation}`, { ...form, price_book_id: ids.sleman })
    ).json().calculation;
    expect(sleman.price_book).toEqual({ id: ids.sleman, name: 'Kab. Sleman 2026' });
    const rate = (calculation: { labor: { pekerja_daily_rate: number } }) =>
      calculation.labor.pekerja_daily_rate;
    expect(rate(plain)).toBe(100_000);
    expect(rate(sleman)).toBe(67_500);
    expect(sleman.summary.total_labor_cost).toBeLessThan(plain.summary.total_labor_cost);
    // A tukang added to the excavation's crew (it has none of its own) is the catalogue's Tukang batu, which the
    // book priced −25 % too (145.000 → 108.750 with the seeded wage).
    const crewed = (
      await call(null, 'POST', `/api/calculations/${excavation}`, {
        ...form,
        worker_ratio: '1:2',
        price_book_id: ids.sleman,
      })
    ).json().calculation;
    const tukang = (
      await t.db
        .selectFrom('labor_rates')
        .select('daily_rate')
        .where('id', '=', ids['L.02']!)
        .executeTakeFirstOrThrow()
    ).daily_rate;
    expect(crewed.labor.tukang_daily_rate).toBe(Math.round(Number(tukang) * 0.75));
    expect(crewed.labor.tukang_daily_rate).not.toBe(Number(tukang));
    const bad = await call(null, 'POST', `/api/calculations/${excavation}`, { ...form, price_book_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'price_book_id', msg: 'Daftar harga tidak valid' }]);
  });

  it('moves a browser result priced with a book to the account with that book, or the catalogue’s when it is gone', async () => {
    const form = { volume: 10, productivity: 5, worker_ratio: '0:2', profit_percentage: 20 };
    const guest = (
      await call(null, 'POST', `/api/calculations/${excavation}`, { ...form, price_book_id: ids.sleman })
    ).json().calculation;
    // The browser keeps the answer as it came: its form has no price_book_id, the book is named beside it.
    expect(guest.calculation_data.price_book_id).toBeUndefined();
    const local = (id: string, priceBook: unknown) => ({
      ...guest,
      id,
      is_local: true,
      price_book: priceBook,
    });
    const synced = await call(user, 'POST', '/api/calculations/sync', {
      calculations: [
        local('local_buku_1', guest.price_book),
        local('local_buku_2', { id: 2_000_000, name: 'Dihapus' }),
      ],
    });
    expect(synced.statusCode, synced.body).toBe(200);
    const [inBook, gone] = synced.json().calculations;
    expect(inBook.price_book).toEqual({ id: ids.sleman, name: 'Kab. Sleman 2026' });
    expect(inBook.labor.pekerja_daily_rate).toBe(67_500);
    expect(inBook.rab_total ?? inBook.summary.rab_total).toBe(guest.summary.rab_total);
    expect(gone.price_book ?? null).toBeNull();
    expect(gone.labor.pekerja_daily_rate).toBe(100_000);
  });

  it('rounds a percentage to whole rupiah, half a rupiah up, and removes a price back to the catalogue', async () => {
    const shared = await book(admin, { name: 'Uji pembulatan', region: 'Uji', year: 2026 });
    await call(admin, 'PUT', `/api/price-books/${shared.id}/prices`, {
      prices: [{ kind: 'material', item_id: ids['M.01'], price: 1_300 }],
    });
    await call(admin, 'POST', `/api/price-books/${shared.id}/adjust`, { kind: 'material', percent: '12,5' });
    // 1.300 × 1,125 = 1.462,5 → 1.463.
    expect((await priceOf(admin, shared.id, 'material', ids['M.01']!)).price).toBe(1_463);
    await call(admin, 'PUT', `/api/price-books/${shared.id}/prices`, {
      prices: [{ kind: 'material', item_id: ids['M.01'], price: null }],
    });
    expect(await priceOf(admin, shared.id, 'material', ids['M.01']!)).toMatchObject({
      book_price: null,
      price_source: 'catalogue',
    });
    const bad = await call(admin, 'PUT', `/api/price-books/${shared.id}/prices`, {
      prices: [
        { kind: 'material', item_id: ids['M.02'], price: 5 },
        { kind: 'labor', item_id: 999_999, price: 5 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'prices.1.item_id', msg: 'Item tidak ada di katalog' }]);
    // Nothing of the refused request was written: pasir keeps the adjusted 200.000 × 1,125 = 225.000.
    expect((await priceOf(admin, shared.id, 'material', ids['M.02']!)).book_price).toBe(225_000);
    const refused = await call(admin, 'POST', `/api/price-books/${shared.id}/adjust`, {
      kind: 'upah',
      percent: -95,
    });
    expect(refused.json().details.map((detail: { param: string }) => detail.param)).toEqual([
      'kind',
      'percent',
    ]);
  });

  it('imports a price list into a book: matched by code or name, unmatched listed, nothing written before confirming', async () => {
    const pasted = [
      'Kode;Nama;Satuan;Harga;Kategori',
      'L.02;Tukang;OH;120.000;upah',
      ';Semen Portland (PC);kg;1.450;material',
      'X.99;Barang tak dikenal;bh;5.000;material',
    ].join('\n');
    const preview = await call(admin, 'POST', `/api/price-books/${ids.sleman}/import`, {
      pasted_data: pasted,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview.json().matched.map((row: { code: string; price: number }) => [row.code, row.price]),
    ).toEqual([
      ['L.02', 120_000],
      ['M.01', 1_450],
    ]);
    expect(preview.json().unmatched).toEqual([
      { line: 4, kind: 'material', code: 'X.99', name: 'Barang tak dikenal', price: 5_000 },
    ]);
    // Before confirming, tukang keeps the adjusted 145.000 − 25 % = 108.750 and semen has no book price.
    expect((await priceOf(admin, ids.sleman!, 'labor', ids['L.02']!)).book_price).toBe(108_750);
    expect((await priceOf(admin, ids.sleman!, 'material', ids['M.01']!)).book_price).toBeNull();
    const written = await call(admin, 'POST', `/api/price-books/${ids.sleman}/import`, {
      pasted_data: pasted,
      dry_run: false,
    });
    expect(written.json()).toMatchObject({ written: 2, message: '2 harga tersimpan' });
    expect((await priceOf(admin, ids.sleman!, 'labor', ids['L.02']!)).book_price).toBe(120_000);
    expect((await priceOf(admin, ids.sleman!, 'material', ids['M.01']!)).book_price).toBe(1_450);

    // A file from another tool: UTF-8 BOM, commas, quoted cells, a decimal comma; a price with sen is refused (whole
    // rupiah), never rounded.
    const csv =
      '\uFEFF"Kode","Nama","Satuan","Harga","Kategori"\n"M.02","Pasir pasang","m³","250.000,00","material"\n' +
      '"M.03","Pasir beton","m³","310.000,40","material"\n';
    const fromFile = await call(admin, 'POST', `/api/price-books/${ids.sleman}/import`, {
      pasted_data: csv,
      dry_run: false,
    });
    expect(fromFile.json()).toMatchObject({
      written: 1,
      unmatched: [],
      errors: [{ line: 3, msg: senMessage() }],
    });
    expect((await priceOf(admin, ids.sleman!, 'material', ids['M.02']!)).book_price).toBe(250_000);
  });

  it('reads a price list as large as the 2 MB file the screen allows, and refuses a larger one by its size', async () => {
    // 2.000 rows with a long note each: about 1,9 MB of text, more than the API's usual 1 MB body.
    const note = 'catatan '.repeat(115);
    const lines = ['Kode;Nama;Satuan;Harga;Kategori;Catatan'];
    for (let row = 0; row < 2_000; row += 1) lines.push(`X.${row};Barang ${row};bh;1.000;material;${note}`);
    const pasted = lines.join('\n');
    expect(pasted.length).toBeGreaterThan(1_800_000);
    expect(pasted.length).toBeLessThan(2 * 1024 * 1024);
    const preview = await call(admin, 'POST', `/api/price-books/${ids.sleman}/import`, {
      pasted_data: pasted,
    });
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    expect(preview.json()).toMatchObject({ matched: [], errors: [] });
    expect(preview.json().unmatched).toHaveLength(2_000);

    const tooLarge = await call(admin, 'POST', `/api/price-books/${ids.sleman}/import`, {
      pasted_data: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().details).toEqual([
      {
        param: 'pasted_data',
        msg: 'Daftar harga maksimal 2 MB (± 2 juta karakter): bagi menjadi beberapa bagian',
      },
    ]);
  });

  it('keeps private books private: their owner alone sees them, others get 404, users cannot publish', async () => {
    const quote = await book(user, { name: 'Penawaran Toko Maju', region: 'Sleman', year: 2026 });
    expect(quote.private).toBe(true);
    const names = async (who: TestAccount | null) =>
      ((await call(who, 'GET', '/api/price-books')).json().price_books as { name: string }[]).map(
        (b) => b.name,
      );
    expect(await names(user)).toContain('Penawaran Toko Maju');
    expect(await names(user)).toContain('Kab. Sleman 2026');
    expect(await names(other)).not.toContain('Penawaran Toko Maju');
    expect(await names(admin)).not.toContain('Penawaran Toko Maju');
    expect(await names(null)).toEqual(expect.arrayContaining(['DIY 2025', 'Kab. Sleman 2026']));
    for (const who of [other, admin, null])
      for (const url of [`/api/price-books/${quote.id}`, `/api/price-books/${quote.id}/prices`])
        expect((await call(who, 'GET', url)).statusCode, url).toBe(404);
    expect(
      (await call(other, 'GET', `/api/job-types/${excavation}/unit-price?price_book_id=${quote.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call(other, 'PUT', `/api/price-books/${quote.id}/prices`, { prices: [] })).statusCode).toBe(
      404,
    );

    expect(
      (await call(user, 'POST', '/api/price-books', { name: 'X', region: 'Y', year: 2026, private: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(user, 'PUT', `/api/price-books/${ids.sleman}`, { name: 'X', region: 'Y', year: 2026 }))
        .statusCode,
    ).toBe(403);
    // A user may copy a shared book: the copy is theirs, private.
    const mine = await call(user, 'POST', `/api/price-books/${ids.sleman}/copy`, { name: 'Sleman saya' });
    expect(mine.json().price_book).toMatchObject({ private: true, price_count: expect.any(Number) });
    expect((await call(user, 'DELETE', `/api/price-books/${mine.json().price_book.id}`)).statusCode).toBe(
      200,
    );
    ids.quote = quote.id;
  });

  it('prices a project with its book, and switches it to another book only on confirmation', async () => {
    const body = {
      name: 'Gudang Sleman',
      price_book_id: ids.sleman,
      overhead_percentage: 0,
      ppn_percentage: 0,
      rounding: 'none',
      divisions: [{ code: 'A', name: 'TANAH', items: [{ job_type_id: excavation, volume: 10 }] }],
    };
    const created = await call(user, 'POST', '/api/projects', body);
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json().project;
    expect(project.price_book_id).toBe(ids.sleman);
    expect(project.divisions[0].items[0].unit_price).toMatchObject({ A: 54_375, F: 54_375 });
    expect(project.totals.subtotal).toBe(543_750);

    // Switching to the catalogue's prices: the old and new totals and the changed line, nothing written yet.
    const preview = await call(user, 'POST', `/api/projects/${project.id}/reprice`, { price_book_id: null });
    expect(preview.json()).toMatchObject({
      before: { subtotal: 543_750 },
      after: { subtotal: 800_000 },
      changes: [{ before: { F: 54_375, amount: 543_750 }, after: { F: 80_000, amount: 800_000 } }],
    });
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).json().project.price_book_id).toBe(
      ids.sleman,
    );
    const applied = await call(user, 'POST', `/api/projects/${project.id}/reprice`, {
      price_book_id: null,
      apply: true,
    });
    expect(applied.json().project).toMatchObject({ price_book_id: null, totals: { subtotal: 800_000 } });

    // Another user's private book cannot price a project.
    const refused = await call(other, 'POST', '/api/projects', { ...body, price_book_id: ids.quote });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      { param: 'price_book_id', msg: 'Daftar harga tidak ditemukan atau tidak dapat Anda pakai' },
    ]);
  });

  it('restores an earlier version with the book it was priced from, or the catalogue’s when that book is gone', async () => {
    const copy = async (name: string) =>
      (await call(user, 'POST', `/api/price-books/${ids.sleman}/copy`, { name })).json().price_book
        .id as number;
    const body = {
      name: 'Gudang Kalasan',
      overhead_percentage: 0,
      ppn_percentage: 0,
      rounding: 'none',
      divisions: [{ code: 'A', name: 'TANAH', items: [{ job_type_id: excavation, volume: 10 }] }],
    };
    const { project } = (await call(user, 'POST', '/api/projects', body)).json();
    const url = `/api/projects/${project.id}`;
    const restore = async (version: number) => {
      const revisions = (await call(user, 'GET', `${url}/revisions`)).json().revisions as {
        id: number;
        version: number;
      }[];
      const revision = revisions.find((entry) => entry.version === version)!;
      const response = await call(user, 'POST', `${url}/revisions/${revision.id}/restore`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().project as { price_book_id: number | null; totals: { subtotal: number } };
    };
    const mine = await copy('Sleman versi lama');
    // Version 1 from the catalogue (800.000), version 2 from the book (543.750).
    await call(user, 'POST', `${url}/reprice`, { price_book_id: mine, apply: true });
    expect(await restore(1)).toMatchObject({ price_book_id: null, totals: { subtotal: 800_000 } });
    expect(await restore(2)).toMatchObject({ price_book_id: mine, totals: { subtotal: 543_750 } });

    // The book deleted since: the version comes back with its frozen prices, on the catalogue.
    expect((await call(user, 'DELETE', `/api/price-books/${mine}`)).statusCode).toBe(200);
    expect(await restore(2)).toMatchObject({ price_book_id: null, totals: { subtotal: 543_750 } });

    // A book the owner may no longer use (another's now): the same.
    const moved = await copy('Sleman dipindah');
    const priced = await call(user, 'POST', `${url}/reprice`, { price_book_id: moved, apply: true });
    const version = priced.json().project.version as number;
    await call(user, 'POST', `${url}/reprice`, { price_book_id: null, apply: true });
    await t.db.updateTable('price_books').set({ owner_id: other.id }).where('id', '=', moved).execute();
    expect(await restore(version)).toMatchObject({ price_book_id: null, totals: { subtotal: 543_750 } });
  });

  it('tells the one who may delete a book how many projects use it: everyone’s for a shared book, the owner’s for a private one', async () => {
    const project = async (who: TestAccount, name: string, bookId: number) => {
      const created = await call(who, 'POST', '/api/projects', {
        name,
        price_book_id: bookId,
        divisions: [{ code: 'A', name: 'TANAH', items: [{ job_type_id: excavation, volume: 1 }] }],
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json().project.id as number;
    };
    const countOf = async (who: TestAccount | null, bookId: number) => {
      const response = await call(who, 'GET', `/api/price-books/${bookId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().price_book.project_count as number | null;
    };
    const bantul = await book(admin, { name: 'Kab. Bantul 2026', region: 'DI Yogyakarta', year: 2026 });
    expect(await countOf(admin, bantul.id)).toBe(0);
    await project(user, 'Rumah Bantul', bantul.id);
    await project(user, 'Toko Bantul', bantul.id);
    const others = await project(other, 'Gudang Bantul', bantul.id);
    // A shared book: the admin who may delete it counts every user's projects; users and guests get no count.
    expect(await countOf(admin, bantul.id)).toBe(3);
    expect(await countOf(user, bantul.id)).toBeNull();
    expect(await countOf(null, bantul.id)).toBeNull();

    const quote = await book(user, { name: 'Toko Maju', region: 'Bantul', year: 2026, private: true });
    await project(user, 'Pagar Bantul', quote.id);
    // Only the owner's projects count for a private book (another's pointing at it cannot price with it).
    await t.db.updateTable('projects').set({ price_book_id: quote.id }).where('id', '=', others).execute();
    expect(await countOf(user, quote.id)).toBe(1);

    // Deleted, the book leaves its projects on the catalogue with their prices, as the count's warning says.
    expect((await call(admin, 'DELETE', `/api/price-books/${bantul.id}`)).statusCode).toBe(200);
    const left = await t.db
      .selectFrom('projects')
      .select('price_book_id')
      .where('name', 'in', ['Rumah Bantul', 'Toko Bantul'])
      .execute();
    expect(left).toEqual([{ price_book_id: null }, { price_book_id: null }]);
  });
});
