import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ahspMessages, priceBookMessages, senMessage, workbookMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { xlsxFile } from '../../test/xlsx';

// A price list imported into a private book, against the seeded catalogue: Semen Portland (PC) M.01 is kept per kg
// (Rp 1.300), Bata merah M.06 per bh, Pekerja L.01 is a labour rate (Rp 100.000 a day), Tukang batu L.02.

let t: TestApp;
let user: TestAccount;
let bookId: number;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/price-books',
    headers: bearer(user.token),
    payload: { name: 'Penawaran Toko Maju', region: 'Sleman', year: 2026 },
  });
  bookId = created.json().price_book.id;
  for (const [code, table] of [
    ['L.01', 'labor_rates'],
    ['L.02', 'labor_rates'],
    ['M.01', 'materials'],
    ['M.02', 'materials'],
  ] as const)
    ids[code] = (
      await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()
    ).id;
});
afterAll(() => t.close());

const importList = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/price-books/${bookId}/import`,
    headers: bearer(user.token),
    payload,
  });

/** The book's own price of the seeded item with this code (null: the catalogue's applies). */
const priceOf = async (kind: string, code: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/price-books/${bookId}/prices`,
    headers: bearer(user.token),
  });
  const prices = response.json().prices as { kind: string; item_id: number; book_price: number | null }[];
  return prices.find((line) => line.kind === kind && line.item_id === ids[code])?.book_price;
};

describe('price book import: each row checked against the item it would price', () => {
  it('refuses a row in another unit than the catalogue’s and a code of one item with the name of another', async () => {
    const pasted = [
      'Kode;Nama;Satuan;Harga;Kategori',
      'M.01;Semen Portland (PC);zak;Rp 65.000;bahan',
      'M.06;Semen Portland (PC);kg;1.400;bahan',
      'M.02;Pasir pasang;m³;250.000;bahan',
    ].join('\n');
    const preview = await importList({ pasted_data: pasted });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().refused).toEqual([
      {
        line: 2,
        kind: 'material',
        code: 'M.01',
        name: 'Semen Portland (PC)',
        unit: 'zak',
        price: 65_000,
        msg: 'satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); tulis harga per kg',
      },
      {
        line: 3,
        kind: 'material',
        code: 'M.06',
        name: 'Semen Portland (PC)',
        unit: 'kg',
        price: 1_400,
        msg: ahspMessages.codeNameConflict('M.06', 'Bata merah', 'Semen Portland (PC)', 'M.01'),
      },
    ]);
    // The matched row carries what the preview lists: the item, its unit, the prices now and the new one.
    expect(preview.json().matched).toEqual([
      {
        line: 4,
        kind: 'material',
        item_id: ids['M.02'],
        code: 'M.02',
        name: 'Pasir pasang',
        unit: 'm³',
        price: 250_000,
        catalogue_price: 200_000,
        book_price: null,
        current_price: 200_000,
      },
    ]);
    expect(preview.json().written).toBe(0);
    expect(await priceOf('material', 'M.02')).toBeNull();

    const saved = await importList({ pasted_data: pasted, dry_run: false });
    expect(saved.json()).toMatchObject({ written: 1, message: '1 harga tersimpan' });
    // Semen keeps its catalogue price per kg: Rp 65.000 per kg would price K-225 concrete at Rp 24 M/m³.
    expect(await priceOf('material', 'M.01')).toBeNull();
    expect(await priceOf('material', 'M.02')).toBe(250_000);
    const again = await importList({ pasted_data: 'Kode;Nama;Satuan;Harga\nM.02;Pasir pasang;m³;260.000' });
    expect(again.json().matched[0]).toMatchObject({ book_price: 250_000, current_price: 250_000 });
  });

  it('matches a list without a Kategori column against every kind, and asks for the column when a name is in two', async () => {
    const preview = await importList({
      pasted_data: 'Nama;Satuan;Harga\nPekerja;OH;110.000\nSemen Portland (PC);kg;1.400',
    });
    expect(preview.json().unmatched).toEqual([]);
    expect(
      preview
        .json()
        .matched.map((row: { kind: string; code: string; price: number }) => [row.kind, row.code, row.price]),
    ).toEqual([
      ['labor', 'L.01', 110_000],
      ['material', 'M.01', 1_400],
    ]);
    // The old order without a header reads the same way.
    const noHeader = await importList({ pasted_data: 'Pekerja;OH;110.000' });
    expect(noHeader.json().matched).toMatchObject([{ kind: 'labor', code: 'L.01', unit: 'OH' }]);

    await t.db
      .insertInto('equipment')
      .values({ code: 'E.90', name: 'Pekerja', unit: 'OH', price: 90_000 })
      .execute();
    const twice = await importList({ pasted_data: 'Nama;Satuan;Harga\nPekerja;OH;110.000' });
    expect(twice.json().matched).toEqual([]);
    expect(twice.json().refused).toMatchObject([
      {
        line: 2,
        msg: '"Pekerja" ada di katalog sebagai upah dan alat: tambahkan kolom Kategori (material, upah atau alat)',
      },
    ]);
    // With the column the row is the labour rate's.
    const withKind = await importList({ pasted_data: 'Nama;Satuan;Harga;Kategori\nPekerja;OH;110.000;upah' });
    expect(withKind.json().matched).toMatchObject([{ kind: 'labor', code: 'L.01' }]);
    // A code says which item, whichever kind has the same name.
    const byCode = await importList({ pasted_data: 'Kode;Nama;Satuan;Harga\nL.01;Pekerja;OH;110.000' });
    expect(byCode.json().matched).toMatchObject([{ kind: 'labor', code: 'L.01' }]);
    await t.db.deleteFrom('equipment').where('code', '=', 'E.90').execute();
  });

  it('refuses "65,000" and "12,500" as ambiguous in a comma-separated list (no longer Rp 65, or sen)', async () => {
    const csv = [
      'Kode,Nama,Satuan,Harga,Kategori',
      'M.02,Pasir pasang,m³,"65,000",material',
      'L.02,Tukang batu,OH,"12,500",upah',
      'L.01,Pekerja,OH,"110.000,5",upah',
      'M.03,Pasir beton,m³,"1,250,000",material',
    ].join('\n');
    const preview = await importList({ pasted_data: csv });
    expect(preview.json()).toMatchObject({ refused: [], unmatched: [] });
    expect(preview.json().errors).toEqual([
      {
        line: 2,
        msg: 'Harga "65,000" meragukan: koma diikuti tiga angka bisa berarti ribuan atau desimal. Tulis 65.000 atau 65000.',
      },
      { line: 3, msg: ahspMessages.priceCommaThousands('12,500', '12.500', '12500') },
      { line: 4, msg: senMessage() },
    ]);
    // Two comma groups can only be thousands: the row is read.
    expect(preview.json().matched).toMatchObject([{ line: 5, code: 'M.03', price: 1_250_000 }]);
  });

  it('refuses a later row for an item already priced above, so the button’s count is what is saved', async () => {
    const pasted =
      'Kode;Nama;Satuan;Harga;Kategori\nL.02;Tukang batu;OH;150.000;upah\n;Tukang batu;OH;160.000;upah';
    const preview = await importList({ pasted_data: pasted });
    expect(preview.json().matched).toMatchObject([{ line: 2, code: 'L.02', price: 150_000 }]);
    expect(preview.json().refused).toMatchObject([{ line: 3, msg: ahspMessages.sameItemTwice(2) }]);
    const saved = await importList({ pasted_data: pasted, dry_run: false });
    expect(saved.json()).toMatchObject({ written: 1, message: '1 harga tersimpan' });
    expect(await priceOf('labor', 'L.02')).toBe(150_000);
  });

  it('reads an .xlsx (its first sheet, numbers kept numbers) sent as base64, and refuses what is no workbook or would unpack past 50 MB', async () => {
    const file = xlsxFile([
      ['DAFTAR HARGA TOKO MAJU 2026', null, null, null],
      ['Uraian', 'Satuan', 'Harga Satuan', 'Kode'],
      ['Tukang batu', 'OH', 155000, 'L.02'],
      ['Pasir pasang', 'm³', 1.575, 'M.02'],
    ]);
    const preview = await importList({ xlsx_base64: file.toString('base64') });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().matched).toMatchObject([{ line: 3, kind: 'labor', code: 'L.02', price: 155_000 }]);
    // A stored 1,575 is not read as 1.575 rupiah written the Indonesian way: it is refused for its sen.
    expect(preview.json().errors).toEqual([{ line: 4, msg: senMessage() }]);

    const notAWorkbook = await importList({
      xlsx_base64: Buffer.from('Nama;Satuan;Harga').toString('base64'),
    });
    expect(notAWorkbook.statusCode).toBe(422);
    expect(notAWorkbook.json().details).toEqual([
      { param: 'xlsx_base64', msg: priceBookMessages.xlsxUnreadable },
    ]);

    // Its last directory entry, the sheet, declared as 2 GB once unpacked: refused before anything is inflated.
    const bomb = Buffer.from(file);
    bomb.writeUInt32LE(2 ** 31, bomb.length - 22 - 46 - 'xl/worksheets/sheet1.xml'.length + 24);
    const tooLarge = await importList({ xlsx_base64: bomb.toString('base64') });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().details).toEqual([{ param: 'xlsx_base64', msg: workbookMessages.tooLarge }]);
  });

  it('refuses a wage per hour or month (a labour rate is a day’s, OH), taking the ways OH is written', async () => {
    const pasted = [
      'Kategori;Kode;Nama;Satuan;Harga',
      'upah;;Mandor;OJ;25.000',
      'upah;L.01;Pekerja;bulan;3.000.000',
      'upah;;Tukang batu;HOK;158.000',
    ].join('\n');
    const preview = await importList({ pasted_data: pasted });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().refused).toEqual([
      {
        line: 2,
        kind: 'labor',
        code: null,
        name: 'Mandor',
        unit: 'OJ',
        price: 25_000,
        msg: 'satuan "OJ" berbeda dari katalog (OH) untuk Mandor; tulis harga per OH',
      },
      {
        line: 3,
        kind: 'labor',
        code: 'L.01',
        name: 'Pekerja',
        unit: 'bulan',
        price: 3_000_000,
        msg: 'satuan "bulan" berbeda dari katalog (OH) untuk Pekerja; tulis harga per OH',
      },
    ]);
    expect(preview.json().matched).toMatchObject([{ line: 4, code: 'L.02', unit: 'OH', price: 158_000 }]);
    const saved = await importList({ pasted_data: pasted, dry_run: false });
    expect(saved.json()).toMatchObject({ written: 1, message: '1 harga tersimpan' });
    expect(await priceOf('labor', 'L.01')).toBeNull();
    expect(await priceOf('labor', 'L.02')).toBe(158_000);
    // Without a Kategori the row is found among every kind, and refused all the same.
    const jam = await importList({
      pasted_data: 'Nama;Satuan;Harga\nPekerja;jam;15.000\nPekerja;O.H;115.000',
    });
    expect(jam.json().refused).toMatchObject([
      { line: 2, msg: 'satuan "jam" berbeda dari katalog (OH) untuk Pekerja; tulis harga per OH' },
    ]);
    expect(jam.json().matched).toMatchObject([{ line: 3, code: 'L.01', unit: 'OH', price: 115_000 }]);
  });

  it('answers 422 naming the field for a request without a list or with two', async () => {
    const none = await importList({ dry_run: true });
    expect(none.statusCode).toBe(422);
    expect(none.json().details).toEqual([{ param: 'pasted_data', msg: 'Data tempelan harus diisi' }]);
    const both = await importList({ pasted_data: 'a;b;c', xlsx_base64: 'UEsDBA==' });
    expect(both.statusCode).toBe(422);
    expect(both.json().details).toEqual([
      { param: 'xlsx_base64', msg: 'Kirim data tempelan atau berkas .xlsx, tidak keduanya' },
    ]);
  });
});
