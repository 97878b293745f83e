import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { uploadMessages } from './routes';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

function multipart(fileName: string, content: Buffer | string, type = 'application/octet-stream') {
  const boundary = '----kalkulator-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

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
      rows: [
        { line: 2, name: 'Semen PC 50 kg', unit: 'zak', price: 65_000 },
        { line: 3, name: 'Besi D13', unit: 'kg', price: 16_251 },
      ],
      errors: [{ line: 4, msg: 'Harga "abc" bukan angka' }],
    });
    expect(await materialCount()).toBe(before);
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

  it('is for admins only', async () => {
    expect((await upload(null, 'harga.csv', 'a;b;1')).statusCode).toBe(401);
    const user = await registerUser(t.app);
    expect((await upload(user, 'harga.csv', 'a;b;1')).statusCode).toBe(403);
  });
});
