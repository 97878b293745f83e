import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';

// Price lists with their own header: materials, labour and equipment read by column name, imported all or nothing.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

async function counts() {
  const count = async (table: 'materials' | 'labor_rates' | 'equipment') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  return {
    materials: await count('materials'),
    labor: await count('labor_rates'),
    equipment: await count('equipment'),
  };
}

const LIST = [
  'No\tSatuan\tKode\tNama Utama\tSpesifikasi\tHarga PU\tJenis item\tCatatan',
  '1\tzak\tPL.01\tSemen Portland\tTiga Roda 50 kg\tRp 66.000\tmaterial\tharga toko',
  '2\tOH\tPL.02\tTukang listrik panel\t\t165.000\tupah\t',
  '3\tOH\t\tPembantu operator\t\t110.000\tUpah\t',
  '4\tjam\tPL.03\tExcavator 0,8 m³\t\t450.000,00\talat\tsewa + BBM',
].join('\n');

describe('price lists mapped by their header', () => {
  it('parses reordered and extra columns with kinds upah/alat, writing nothing', async () => {
    const before = await counts();
    const response = await post('/api/catalogue/price-list/parse', { pasted_data: LIST });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        {
          line: 2,
          kind: 'material',
          code: 'PL.01',
          name: 'Semen Portland - Tiga Roda 50 kg',
          unit: 'zak',
          price: 66_000,
        },
        {
          line: 3,
          kind: 'labor',
          code: 'PL.02',
          name: 'Tukang listrik panel',
          unit: 'OH',
          price: 165_000,
          role: 'tukang',
        },
        { line: 4, kind: 'labor', name: 'Pembantu operator', unit: 'OH', price: 110_000, role: 'pekerja' },
        { line: 5, kind: 'equipment', code: 'PL.03', name: 'Excavator 0,8 m³', unit: 'jam', price: 450_000 },
      ],
      errors: [],
    });
    expect(await counts()).toEqual(before);
  });

  it('imports every kind in one go, and a re-import with update_existing updates prices instead of duplicating', async () => {
    const before = await counts();
    const { rows } = (await post('/api/catalogue/price-list/parse', { pasted_data: LIST })).json();
    const first = await post('/api/catalogue/price-list/import', { rows });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      created: { material: 1, labor: 2, equipment: 1 },
      updated: { material: 0, labor: 0, equipment: 0 },
    });
    expect(await counts()).toEqual({
      materials: before.materials + 1,
      labor: before.labor + 2,
      equipment: before.equipment + 1,
    });
    const operator = await t.db
      .selectFrom('labor_rates')
      .selectAll()
      .where('name', '=', 'Pembantu operator')
      .executeTakeFirstOrThrow();
    expect(operator).toMatchObject({ role: 'pekerja', daily_rate: 110_000 });

    const refused = await post('/api/catalogue/price-list/import', { rows });
    expect(refused.statusCode).toBe(422);
    // Each row names the file line it came from (the header is line 1), as the preview numbers it.
    expect(refused.json().details.map((detail: { msg: string }) => detail.msg.split(':')[0])).toEqual([
      'Baris 2',
      'Baris 3',
      'Baris 4',
      'Baris 5',
    ]);

    const cheaper = rows.map((row: { price: number }) => ({ ...row, price: row.price - 1_000 }));
    const again = await post('/api/catalogue/price-list/import', { rows: cheaper, update_existing: true });
    expect(again.json()).toMatchObject({
      created: { material: 0, labor: 0, equipment: 0 },
      updated: { material: 1, labor: 2, equipment: 1 },
    });
    expect(await counts()).toEqual({
      materials: before.materials + 1,
      labor: before.labor + 2,
      equipment: before.equipment + 1,
    });
    const excavator = await t.db
      .selectFrom('equipment')
      .selectAll()
      .where('code', '=', 'PL.03')
      .executeTakeFirstOrThrow();
    expect(excavator.price).toBe(449_000);
  });

  it('refuses a bad row naming it, and writes none of the good ones', async () => {
    const before = await counts();
    const response = await post('/api/catalogue/price-list/import', {
      rows: [
        { kind: 'material', name: 'Paku baru', unit: 'kg', price: 22_000 },
        { kind: 'equipment', name: 'Stamper', unit: '', price: 'mahal' },
        { kind: 'kendaraan', name: 'Truk', unit: 'rit', price: 1 },
      ],
    });
    expect(response.statusCode).toBe(422);
    const details = response.json().details as { param: string; msg: string }[];
    expect(details.map((detail) => detail.param)).toEqual(['rows.1.unit', 'rows.1.price', 'rows.2.kind']);
    expect(details[0]!.msg).toBe('Baris 2: Satuan harus diisi');
    expect(details[2]!.msg).toBe('Baris 3: Jenis item harus material, labor (upah) atau equipment (alat)');
    expect(await counts()).toEqual(before);
  });

  it('matches by code first and refuses a code of one item with the name of another (422, not 500)', async () => {
    const before = await t.db.selectFrom('materials').selectAll().orderBy('id').execute();
    const conflict = { kind: 'material', code: 'M.06', name: 'Air kerja', unit: 'liter', price: 15 };
    const response = await post('/api/catalogue/price-list/import', {
      rows: [conflict],
      update_existing: true,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details).toEqual([
      {
        param: 'rows.0',
        msg: 'Baris 1: Kode M.06 milik "Bata merah", sedangkan nama "Air kerja" milik M.05; perbaiki kode atau namanya',
      },
    ]);
    const bulk = await post('/api/materials/bulk-import', {
      materials_data: [{ code: 'M.06', name: 'Air kerja', unit: 'liter', price: 15 }],
      update_existing: true,
    });
    expect(bulk.statusCode, bulk.body).toBe(422);
    expect(bulk.json().details[0].msg).toMatch(/^Baris 1: Kode M\.06 milik "Bata merah"/);
    expect(await t.db.selectFrom('materials').selectAll().orderBy('id').execute()).toEqual(before);

    // The code names the item even when the name is new; two rows reaching one item are refused.
    const twice = await post('/api/catalogue/price-list/import', {
      rows: [
        { kind: 'material', code: 'M.06', name: 'Bata merah oven', unit: 'bh', price: 750 },
        { kind: 'material', name: 'Bata merah', unit: 'bh', price: 800 },
      ],
      update_existing: true,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      { param: 'rows.1', msg: 'Baris 2: Item katalog yang sama sudah diimpor di baris 1' },
    ]);
  });

  it('updates only the price of a matched item and refuses a row in another unit, naming it', async () => {
    const semen = () =>
      t.db.selectFrom('materials').selectAll().where('code', '=', 'M.01').executeTakeFirstOrThrow();
    const before = await semen();
    const { rows } = (
      await post('/api/catalogue/price-list/parse', {
        pasted_data: 'Nama;Satuan;Harga\nSemen Portland (PC);zak;66.000',
      })
    ).json();
    const zak = await post('/api/catalogue/price-list/import', { rows, update_existing: true });
    expect(zak.statusCode).toBe(422);
    expect(zak.json().details).toEqual([
      {
        param: 'rows.0',
        msg: 'Baris 2: satuan "zak" berbeda dari katalog (kg) untuk Semen Portland (PC); ubah satuan lewat formulir material',
      },
    ]);
    const bulk = await post('/api/materials/bulk-import', {
      materials_data: [{ name: 'Semen Portland (PC)', unit: 'zak', price: 66_000 }],
      update_existing: true,
    });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().details[0].msg).toMatch(/^Baris 1: satuan "zak" berbeda dari katalog \(kg\)/);
    expect(await semen()).toEqual(before);
    const molen = await post('/api/catalogue/price-list/import', {
      rows: [{ line: 3, kind: 'equipment', code: 'E.01', name: 'Sewa molen', unit: 'jam', price: 50_000 }],
      update_existing: true,
    });
    expect(molen.json().details[0].msg).toBe(
      'Baris 3: satuan "jam" berbeda dari katalog (hari) untuk Sewa molen (pengaduk beton) 0,35 m³; ubah satuan lewat formulir peralatan',
    );

    // Same unit: the price changes, the code's item keeps its own name, unit and description.
    const priced = await post('/api/catalogue/price-list/import', {
      rows: [
        {
          kind: 'material',
          code: 'm.01',
          name: 'Semen PC Tiga Roda',
          unit: 'KG',
          price: 1_350,
          description: 'x',
        },
      ],
      update_existing: true,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(await semen()).toMatchObject({
      code: 'M.01',
      name: 'Semen Portland (PC)',
      unit: 'kg',
      price: 1_350,
      description: before.description,
    });
    const rate = await post('/api/catalogue/price-list/import', {
      rows: [{ kind: 'labor', code: 'L.01', name: 'Pekerja', unit: 'OH', price: 105_000, role: 'tukang' }],
      update_existing: true,
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect(
      await t.db.selectFrom('labor_rates').selectAll().where('code', '=', 'L.01').executeTakeFirstOrThrow(),
    ).toMatchObject({ name: 'Pekerja', role: 'pekerja', daily_rate: 105_000 });
  });

  it('takes the spreadsheet spelling of the catalogue unit (m3 for m³, buah for bh) as the same unit', async () => {
    const material = (code: string) =>
      t.db.selectFrom('materials').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    const { rows } = (
      await post('/api/catalogue/price-list/parse', {
        pasted_data: 'Uraian\tSatuan\tHarga Satuan\nPasir pasang\tm3\t210.000\nBata merah\tbuah\t750',
      })
    ).json();
    const imported = await post('/api/catalogue/price-list/import', { rows, update_existing: true });
    expect(imported.statusCode, imported.body).toBe(200);
    // The price changes; the catalogue keeps its own spelling of the unit.
    expect(await material('M.02')).toMatchObject({ name: 'Pasir pasang', unit: 'm³', price: 210_000 });
    expect(await material('M.06')).toMatchObject({ name: 'Bata merah', unit: 'bh', price: 750 });
  });

  it('answers a dry run with what each row would do, writing nothing', async () => {
    const before = await counts();
    const response = await post('/api/catalogue/price-list/import', {
      rows: [
        { kind: 'material', name: 'Semen Portland (PC)', unit: 'kg', price: 1_400 },
        { kind: 'material', name: 'Semen Portland (PC)', unit: 'kg', price: 1_500 },
        { kind: 'material', name: 'Bata merah', unit: 'zak', price: 1 },
        { kind: 'equipment', name: 'Bor listrik uji', unit: 'hari', price: 50_000 },
      ],
      update_existing: true,
      dry_run: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.rows).toEqual([
      {
        line: 1,
        action: 'update',
        item: expect.objectContaining({
          code: 'M.01',
          name: 'Semen Portland (PC)',
          unit: 'kg',
          price: 1_350,
        }),
      },
      { line: 2, action: 'refused', msg: 'Kode atau nama muncul dua kali dalam impor' },
      {
        line: 3,
        action: 'refused',
        msg: 'satuan "zak" berbeda dari katalog (bh) untuk Bata merah; ubah satuan lewat formulir material',
      },
      // A new item's code, the one the import would write.
      { line: 4, action: 'create', code: expect.stringMatching(/^E\.\d+$/) },
    ]);
    expect(answer).toMatchObject({ created: { equipment: 1 }, updated: { material: 1 } });
    expect(await counts()).toEqual(before);
  });

  it('lets /materials/parse-paste read the same headers', async () => {
    const response = await post('/api/materials/parse-paste', {
      pasted_data: 'Harga;Nama;Satuan\n700;Bata merah;bh',
    });
    expect(response.json().rows).toEqual([
      { line: 2, kind: 'material', name: 'Bata merah', unit: 'bh', price: 700 },
    ]);
  });
});
