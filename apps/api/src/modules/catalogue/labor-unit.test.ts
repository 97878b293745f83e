import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// A labour rate is a day's wage (OH). The admin's price-list import (Admin → Upah → "Impor CSV / tempel") refuses a
// wage per hour (OJ, jam) or per month by its line, as it refuses a material in another unit: Rp 25.000 per hour was
// saved as the mandor's daily wage (Rp 200.000 → Rp 25.000). Seeded: Mandor L.07 at Rp 200.000, Pekerja L.01.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

const wage = async (code: string) =>
  (
    await t.db
      .selectFrom('labor_rates')
      .select('daily_rate')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).daily_rate;

/** The pasted list read as the Upah tab reads it. */
async function parse(pasted: string) {
  const parsed = await post('/api/catalogue/price-list/parse', {
    pasted_data: pasted,
    default_kind: 'labor',
  });
  expect(parsed.statusCode, parsed.body).toBe(200);
  return parsed.json().rows as unknown[];
}

const perOh = (unit: string, name: string) =>
  `satuan "${unit}" berbeda dari katalog (OH) untuk ${name}; tulis harga per OH`;

describe('price list import: a labour rate is priced per OH', () => {
  it('refuses a wage per hour or per month by its line, in the preview and the import, writing nothing', async () => {
    const rows = await parse(
      [
        'No\tUraian\tSatuan\tHarga Satuan (Rp)',
        '1\tMandor\tOJ\t25.000',
        '2\tMandor\tbulan\t4.500.000',
        '3\tPekerja\tjam\t15.000',
      ].join('\n'),
    );
    const preview = await post('/api/catalogue/price-list/import', {
      rows,
      update_existing: true,
      dry_run: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The second Mandor row is refused as the file's second row for the item, the first for its unit.
    expect(preview.json().rows).toEqual([
      { line: 2, action: 'refused', msg: perOh('OJ', 'Mandor') },
      { line: 3, action: 'refused', msg: 'Kode atau nama muncul dua kali dalam impor' },
      { line: 4, action: 'refused', msg: perOh('jam', 'Pekerja') },
    ]);
    const imported = await post('/api/catalogue/price-list/import', { rows, update_existing: true });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().details).toEqual([
      { param: 'rows.0', msg: `Baris 2: ${perOh('OJ', 'Mandor')}` },
      { param: 'rows.1', msg: 'Baris 3: Kode atau nama muncul dua kali dalam impor' },
      { param: 'rows.2', msg: `Baris 4: ${perOh('jam', 'Pekerja')}` },
    ]);
    // A kind column titled "Jenis" (as the app's previews title it) is read as the kind: the wage is checked, not
    // imported as a new material "Mandor - upah".
    const underJenis = await post('/api/catalogue/price-list/import', {
      rows: await parse('Jenis;Kode;Nama;Satuan;Harga\nupah;;Mandor;OJ;25.000'),
      update_existing: true,
    });
    expect(underJenis.json().details).toEqual([
      { param: 'rows.0', msg: `Baris 2: ${perOh('OJ', 'Mandor')}` },
    ]);
    const monthly = await post('/api/catalogue/price-list/import', {
      rows: await parse('Nama;Satuan;Harga\nMandor;bulan;4.500.000'),
      update_existing: true,
    });
    expect(monthly.json().details).toEqual([
      { param: 'rows.0', msg: `Baris 2: ${perOh('bulan', 'Mandor')}` },
    ]);
    // By its code too, and in a unit of another kind (m2).
    const coded = await post('/api/catalogue/price-list/import', {
      rows: [{ kind: 'labor', code: 'L.07', name: 'Mandor', unit: 'm2', price: 25_000 }],
      update_existing: true,
    });
    expect(coded.json().details).toEqual([{ param: 'rows.0', msg: `Baris 1: ${perOh('m2', 'Mandor')}` }]);
    expect(await wage('L.07')).toBe(200_000);
    expect(await wage('L.01')).toBe(100_000);
  });

  it('takes the ways a day’s wage is written (O.H, orang hari, HOK, hari), and a row without a unit', async () => {
    for (const [unit, price] of [
      ['O.H', 210_000],
      ['orang hari', 211_000],
      ['HOK', 212_000],
      ['hari', 213_000],
      ['OH', 214_000],
    ] as const) {
      const response = await post('/api/catalogue/price-list/import', {
        rows: await parse(`Nama;Satuan;Harga\nMandor;${unit};${price}`),
        update_existing: true,
      });
      expect(response.statusCode, `${unit}: ${response.body}`).toBe(200);
      expect(await wage('L.07')).toBe(price);
    }
    const unitless = await post('/api/catalogue/price-list/import', {
      rows: [{ kind: 'labor', name: 'Mandor', price: 215_000 }],
      update_existing: true,
    });
    expect(unitless.statusCode, unitless.body).toBe(200);
    expect(await wage('L.07')).toBe(215_000);
  });
});
