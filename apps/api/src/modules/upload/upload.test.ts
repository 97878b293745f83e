import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { multipart } from '../../test/multipart';
import { xlsxFile } from '../../test/xlsx';
import { uploadMessages } from './routes';
import { senMessage, workbookMessages } from '@kalkulator/core';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const upload = (who: TestAccount | null, fileName: string, content: Buffer | string) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? bearer(who.token) : {}) },
  });
};

const materialCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('materials')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/upload', () => {
  it('reads a CSV price list with Indonesian numbers for review, writing nothing', async () => {
    const before = await materialCount();
    const csv =
      '\uFEFFnama;satuan;harga\nSemen PC 50 kg;zak;Rp 65.000\nBesi D13;kg;16.250,50\nRusak;kg;abc\n';
    const response = await upload(admin, 'harga.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      file_name: 'harga.csv',
      kind: 'csv',
      format: 'price-list',
      rows: [{ line: 2, kind: 'material', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 }],
      // Sen are refused (whole rupiah), never rounded.
      errors: [
        { line: 3, msg: senMessage() },
        { line: 4, msg: 'Harga "abc" bukan angka' },
      ],
    });
    expect(await materialCount()).toBe(before);
  });

  it('reads a CSV Excel saved in Windows-1252 with its m³ and Ø whole', async () => {
    const csv = Buffer.from(
      'Uraian;Satuan;Harga\nBesi beton \u00d810;kg;16.250\nPasir beton;m\u00b3;300.000\n',
      'latin1',
    );
    const response = await upload(admin, 'excel-windows.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows.map((row: { name: string; unit: string }) => [row.name, row.unit])).toEqual([
      ['Besi beton Ø10', 'kg'],
      ['Pasir beton', 'm³'],
    ]);
  });

  it("reads a .csv saved as Excel's Unicode Text (UTF-16 with its BOM, tab-separated) and still refuses an old .xls", async () => {
    const text = 'Uraian\tSatuan\tHarga\r\nPasir beton\tm\u00b3\t300.000\r\n';
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const response = await upload(admin, 'harga.csv', utf16);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([
      { line: 2, kind: 'material', name: 'Pasir beton', unit: 'm³', price: 300_000 },
    ]);
    // An .xls renamed .csv: binary, refused as unreadable, not read as text.
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    expect((await upload(admin, 'harga.csv', xls)).statusCode).toBe(422);
  });

  it('reads an XLSX price list', async () => {
    const response = await upload(
      admin,
      'Harga.XLSX',
      readFileSync(new URL('./fixtures/harga.xlsx', import.meta.url)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'xlsx',
      rows: [
        { line: 2, code: 'X.01', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 },
        { line: 3, code: 'X.02', name: 'Pasir beton', unit: 'm³', price: 370_000 },
      ],
      errors: [{ line: 4, msg: 'Harga "mahal" bukan angka' }],
    });
  });

  it('reads the numbers of XLSX numeric cells as they are, never as text with thousands dots', async () => {
    // 1.575 stored as a number is one and a bit: a coefficient stays 1.575, a price has sen and is refused.
    const ahsp = await upload(
      admin,
      'ahsp.xlsx',
      xlsxFile([
        ['[AHSP]', 'X.78', 'Uji', 'm²'],
        ['Pekerja', 1.575],
        ['Semen Portland', 65000],
      ]),
    );
    expect(
      ahsp
        .json()
        .analyses[0].components.map((c: { name: string; coefficient: number }) => [c.name, c.coefficient]),
    ).toEqual([
      ['Pekerja', 1.575],
      ['Semen Portland', 65_000],
    ]);

    const prices = await upload(
      admin,
      'harga.xlsx',
      xlsxFile([
        ['Kode', 'Nama', 'Satuan', 'Harga'],
        [101, 'Kawat', 'kg', 1.575],
        [1.1, 'Semen PC 50 kg', 'zak', 65000],
        ['X.03', 'Paku', 'kg', 'Rp 22.000'],
        // Excel keeps 15 digits; the file may hold the binary noise of a formula such as =65000*1,1.
        ['X.04', 'Semen + 10%', 'zak', 71500.00000000001],
      ]),
    );
    expect(prices.json()).toMatchObject({
      format: 'price-list',
      rows: [
        { line: 3, code: '1.1', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 },
        { line: 4, code: 'X.03', name: 'Paku', unit: 'kg', price: 22_000 },
        { line: 5, code: 'X.04', name: 'Semen + 10%', unit: 'zak', price: 71_500 },
      ],
      errors: [{ line: 2, msg: senMessage() }],
    });
  });

  it('reads a price list whose header names reordered columns and kinds upah/alat', async () => {
    const csv =
      'Kategori,Harga Satuan,Uraian,Satuan\nupah,"165.000",Tukang listrik,OH\nalat,"350.000",Molen,hari\n';
    const response = await upload(admin, 'daftar.csv', csv);
    expect(response.json()).toMatchObject({
      format: 'price-list',
      rows: [
        { line: 2, kind: 'labor', name: 'Tukang listrik', unit: 'OH', price: 165_000, role: 'tukang' },
        { line: 3, kind: 'equipment', name: 'Molen', unit: 'hari', price: 350_000 },
      ],
      errors: [],
    });
  });

  it('reads a comma CSV whose first quoted name holds a semicolon, decimal commas of AHSP blocks included', async () => {
    const prices = await upload(admin, 'harga.csv', '"Semen; 50 kg",zak,65000\nPasir,m³,"200.000"\n');
    expect(prices.json()).toMatchObject({
      format: 'price-list',
      rows: [
        { line: 1, name: 'Semen; 50 kg', unit: 'zak', price: 65_000 },
        { line: 2, name: 'Pasir', unit: 'm³', price: 200_000 },
      ],
      errors: [],
    });
    const ahsp = await upload(admin, 'ahsp.csv', '[AHSP],"Urugan; uji",m³\nPekerja,0,3\n');
    expect(ahsp.json()).toMatchObject({ format: 'ahsp', errors: [] });
    expect(ahsp.json().analyses[0]).toMatchObject({
      name: 'Urugan; uji',
      components: [{ coefficient: 0.3 }],
    });
  });

  it('skips the title lines above the header of a price list and above the first AHSP block', async () => {
    const prices = await upload(
      admin,
      'hsd-sleman.csv',
      'DAFTAR HARGA SATUAN DASAR KAB. SLEMAN 2026\n\nKode;Uraian;Satuan;Harga Satuan\nM.01;Semen, PC 50 kg;zak;65.000\n',
    );
    expect(prices.json()).toMatchObject({
      format: 'price-list',
      rows: [{ line: 4, code: 'M.01', name: 'Semen, PC 50 kg', unit: 'zak', price: 65_000 }],
      errors: [],
    });
    const fromXlsx = await upload(
      admin,
      'hsd-sleman.xlsx',
      xlsxFile([
        ['DAFTAR HARGA SATUAN DASAR KAB. SLEMAN 2026'],
        [],
        ['No', 'Kode', 'Uraian', 'Satuan', 'Harga Satuan (Rp)'],
        [1, 'M.01', 'Semen PC 50 kg', 'zak', 65000],
      ]),
    );
    expect(fromXlsx.json()).toMatchObject({
      rows: [{ line: 4, code: 'M.01', name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 }],
      errors: [],
    });
    const ahsp = await upload(
      admin,
      'analisa.csv',
      'ANALISA HARGA SATUAN PEKERJAAN, KAB. SLEMAN\n[AHSP];Urugan uji;m³\nPekerja;0,3\nPasir urug;1,2\n',
    );
    expect(ahsp.json()).toMatchObject({ format: 'ahsp', errors: [] });
    expect(ahsp.json().analyses[0]).toMatchObject({ line: 2, name: 'Urugan uji' });
  });

  it('reads the column titles of Indonesian lists and refuses titles it cannot map, never reading No as the code', async () => {
    const known = await upload(
      admin,
      'hsd.xlsx',
      xlsxFile([
        ['No.', 'Nama Bahan', 'Sat.', 'Harga Satuan (Rp)'],
        [1, 'Semen PC 50 kg', 'zak', 65000],
      ]),
    );
    expect(known.json()).toMatchObject({
      rows: [{ line: 2, name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 }],
      errors: [],
    });
    expect(known.json().rows[0].code).toBeUndefined();
    const unknown = await upload(admin, 'hsd.csv', 'No;Komoditas;Satuan;Harga\n1;Semen;zak;65.000\n');
    expect(unknown.json()).toEqual({
      file_name: 'hsd.csv',
      kind: 'csv',
      format: 'price-list',
      rows: [],
      errors: [
        {
          line: 1,
          msg: 'Kolom nama tidak ditemukan di baris judul (judul tidak dikenal: "Komoditas"). Beri judul kolom seperti Kode, Uraian, Satuan, Harga Satuan.',
        },
      ],
    });
  });

  it('answers the AHSP preview for a file of [AHSP] blocks, CSV or XLSX, matched to the catalogue', async () => {
    const csv = await upload(
      admin,
      'ahsp.csv',
      '[AHSP];Urugan uji;m³\nPekerja;0,3\nPasir urug;1,2\nSewa molen uji;0,05\n',
    );
    expect(csv.statusCode).toBe(200);
    const fromCsv = csv.json();
    expect(fromCsv).toMatchObject({ kind: 'csv', format: 'ahsp', errors: [] });
    expect(
      fromCsv.analyses[0].components.map((c: { name: string; match: { kind: string } | null }) => [
        c.name,
        c.match?.kind ?? null,
      ]),
    ).toEqual([
      ['Pekerja', 'labor'],
      ['Pasir urug', 'material'],
      ['Sewa molen uji', null],
    ]);

    const xlsx = await upload(
      admin,
      'ahsp.xlsx',
      readFileSync(new URL('./fixtures/ahsp.xlsx', import.meta.url)),
    );
    const fromXlsx = xlsx.json();
    expect(fromXlsx).toMatchObject({ kind: 'xlsx', format: 'ahsp', errors: [] });
    expect(fromXlsx.analyses.map((a: { code: string | null; name: string }) => [a.code, a.name])).toEqual([
      ['T.01', 'Pasangan dinding uji'],
      [null, 'Urugan uji'],
    ]);
    expect(fromXlsx.analyses[0].components.map((c: { coefficient: number }) => c.coefficient)).toEqual([
      0.3, 0.1, 70,
    ]);
    expect(fromXlsx.analyses[1].components.map((c: { coefficient: number }) => c.coefficient)).toEqual([
      0.3, 1.2, 0.05,
    ]);
  });

  it('refuses other types, fake spreadsheets, files over 2 MB and requests without a file', async () => {
    const wrong = await upload(admin, 'harga.pdf', '%PDF-1.4');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([{ param: 'file', msg: uploadMessages.wrongType }]);
    const fake = await upload(admin, 'harga.xlsx', 'nama;satuan;harga');
    expect(fake.json().details).toEqual([{ param: 'file', msg: uploadMessages.unreadable }]);
    const big = await upload(admin, 'besar.csv', 'a;b;1\n'.repeat(400_000));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(uploadMessages.tooLarge);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: bearer(admin.token),
      payload: {},
    });
    expect(none.statusCode).toBe(422);
  });

  it('answers an upload cut off on the way as interrupted (400), not as too large', async () => {
    const whole = multipart('harga.csv', 'kode;nama;satuan;harga\nM01;Semen;zak;65000\n');
    // The body ends a few bytes into the file, or before its part begins: no closing boundary ever comes.
    for (const end of [whole.payload.indexOf('kode') + 6, 20]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        payload: whole.payload.subarray(0, end),
        headers: { ...whole.headers, ...bearer(admin.token) },
      });
      expect(response.statusCode, `cut at ${end}`).toBe(400);
      expect(response.json()).toEqual({
        message: 'Unggahan terputus atau tidak lengkap. Silakan coba lagi.',
        details: [{ param: 'file', msg: 'Unggahan terputus atau tidak lengkap. Silakan coba lagi.' }],
      });
    }
  });

  it('refuses a zip bomb before unpacking it: a workbook past 50 MB unpacked, or an entry holding more than it declares', async () => {
    // 60 MB of zeros deflate to 60 KB: a small upload that would take 60 MB of memory once opened.
    const zeros = deflateRawSync(Buffer.alloc(60 * 1024 * 1024));
    const sheet = xlsxFile([['Kode', 'Nama', 'Satuan', 'Harga']]);
    for (const declared of [60 * 1024 * 1024, 2 ** 31]) {
      const bomb = await upload(
        admin,
        'bom.xlsx',
        withEntry(sheet, 'xl/worksheets/sheet2.xml', zeros, declared),
      );
      expect(bomb.statusCode).toBe(422);
      expect(bomb.json().details).toEqual([{ param: 'file', msg: workbookMessages.tooLarge }]);
    }
    // Declared as 1 KB, inflating to 60 MB: stopped at the 1 KB, the whole file refused as no valid workbook (the
    // reader alone would cut it there too, and still read the first sheet).
    const lying = await upload(admin, 'bom.xlsx', withEntry(sheet, 'xl/worksheets/sheet2.xml', zeros, 1024));
    expect(lying.statusCode).toBe(422);
    expect(lying.json().details).toEqual([{ param: 'file', msg: uploadMessages.unreadable }]);
    expect((await upload(admin, 'harga.xlsx', sheet)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await upload(null, 'harga.csv', 'a;b;1')).statusCode).toBe(401);
    const user = await registerUser(t.app);
    expect((await upload(user, 'harga.csv', 'a;b;1')).statusCode).toBe(403);
  });
});

/** `xlsx` with one more deflated entry, whose directory declares `declared` bytes whatever `packed` inflates to. */
function withEntry(xlsx: Buffer, name: string, packed: Buffer, declared: number): Buffer {
  const end = xlsx.length - 22;
  const directoryStart = xlsx.readUInt32LE(end + 16);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(directoryStart, 42);
  const entries = Buffer.concat([xlsx.subarray(0, directoryStart), local, nameBytes, packed]);
  const directory = Buffer.concat([xlsx.subarray(directoryStart, end), central, nameBytes]);
  const record = Buffer.from(xlsx.subarray(end));
  record.writeUInt16LE(record.readUInt16LE(8) + 1, 8);
  record.writeUInt16LE(record.readUInt16LE(10) + 1, 10);
  record.writeUInt32LE(directory.length, 12);
  record.writeUInt32LE(entries.length, 16);
  return Buffer.concat([entries, directory, record]);
}
