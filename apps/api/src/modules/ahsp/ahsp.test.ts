import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coefficientMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, type TestAccount } from '../../test/auth';
import { categoryId, seedMaterial, seedRate } from '../../test/catalogue';

// The AHSP analyses import: a block file read and matched (no write), then imported into a category in one
// transaction, creating the components the catalogue lacks; bad input writes nothing.

let t: TestApp;
let admin: TestAccount;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  category = await categoryId(t.db, 'PASANGAN');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin.token), payload: payload as object });

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of [
    'job_types',
    'job_type_labor',
    'job_type_materials',
    'job_type_equipment',
    'materials',
    'labor_rates',
    'equipment',
  ]) {
    const row = await sql<{
      digest: string | null;
    }>`select md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table)} t`.execute(t.db);
    parts.push(`${table}:${row.rows[0]?.digest ?? ''}`);
  }
  return parts.join(',');
}

const pekerja = seedRate('L.01');
const tukangBatu = seedRate('L.02');
const bata = seedMaterial('M.06');
const semen = seedMaterial('M.01');
const BLOCKS = [
  `[AHSP];UJI.1;"Pasangan bata ""uji"" 1/2 batu";m²`,
  `${pekerja.name};0,300`,
  `  ${tukangBatu.name.toUpperCase()}  ;0.100`,
  `${bata.name};70`,
  `${semen.code};Semen;11,5`,
  '',
  '[AHSP];Cor lantai kerja uji;m³',
  `${pekerja.name};1,2`,
  `${semen.name} - Tiga Roda;230`,
  'Sewa molen uji 0,35 m³;0,25',
].join('\n');

describe('POST /api/ahsp/parse', () => {
  it('reads every block and matches components by code or by name, writing nothing', async () => {
    const before = await fingerprint();
    const response = await post('/api/ahsp/parse', { text: BLOCKS });
    expect(response.statusCode).toBe(200);
    const { analyses, errors } = response.json();
    expect(errors).toEqual([]);
    expect(
      analyses.map((a: { code: string; name: string; unit: string }) => [a.code, a.name, a.unit]),
    ).toEqual([
      ['UJI.1', 'Pasangan bata "uji" 1/2 batu', 'm²'],
      [null, 'Cor lantai kerja uji', 'm³'],
    ]);
    type Component = {
      line: number;
      name: string;
      coefficient: number;
      match: { kind: string; name: string } | null;
    };
    expect(
      analyses[0].components.map((c: Component) => [c.line, c.coefficient, c.match?.kind, c.match?.name]),
    ).toEqual([
      [2, 0.3, 'labor', pekerja.name],
      [3, 0.1, 'labor', tukangBatu.name],
      [4, 70, 'material', bata.name],
      [5, 11.5, 'material', semen.name],
    ]);
    expect(analyses[1].components.map((c: Component) => c.match?.name ?? null)).toEqual([
      pekerja.name,
      semen.name,
      null,
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('names a malformed coefficient by its line', async () => {
    const response = await post('/api/ahsp/parse', { text: '[AHSP];X;m²\nPekerja;nol koma tiga' });
    expect(response.json().errors).toEqual([
      { line: 1, msg: 'Analisa "X" tidak memiliki komponen' },
      { line: 2, msg: 'Koefisien "nol koma tiga" bukan angka' },
    ]);
  });
});

describe('POST /api/ahsp/parse: headers', () => {
  it('reads an empty code cell as no code, and names the components under a refused header', async () => {
    const response = await post('/api/ahsp/parse', {
      text: '[AHSP];;Dinding uji tanpa kode;m²\nPekerja;0,3\n[AHSP];A.9;;m²\nPekerja;0,2\nMandor;0,01',
    });
    const { analyses, errors } = response.json();
    expect(analyses.map((a: { code: string | null; name: string }) => [a.code, a.name])).toEqual([
      [null, 'Dinding uji tanpa kode'],
    ]);
    expect(errors).toEqual([
      {
        line: 3,
        msg: 'Baris [AHSP] harus berisi nama dan satuan: [AHSP];nama;satuan atau [AHSP];kode;nama;satuan',
      },
      {
        line: 4,
        msg: 'Baris komponen di bawah baris [AHSP] yang ditolak (baris 3); perbaiki baris [AHSP] itu',
      },
      {
        line: 5,
        msg: 'Baris komponen di bawah baris [AHSP] yang ditolak (baris 3); perbaiki baris [AHSP] itu',
      },
    ]);
  });
});

describe('POST /api/ahsp/import', () => {
  it('refuses an unmatched component, naming it, and writes nothing', async () => {
    const { analyses } = (await post('/api/ahsp/parse', { text: BLOCKS })).json();
    const before = await fingerprint();
    const response = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        param: 'analyses.1.components.2',
        msg: 'Baris 10: Komponen "Sewa molen uji 0,35 m³" tidak ditemukan di katalog: buat sebagai item baru atau perbaiki namanya',
      },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a malformed coefficient with 422 naming the line, and writes nothing', async () => {
    const { analyses } = (await post('/api/ahsp/parse', { text: BLOCKS })).json();
    analyses[0].components[1].coefficient = '0,1,0';
    const before = await fingerprint();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      create_missing: [{ name: 'Sewa molen uji 0,35 m³', kind: 'equipment', unit: 'hari', price: '350.000' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'analyses.0.components.1.coefficient', msg: 'Koefisien "0,1,0" bukan angka lebih dari 0' },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a coefficient sent as the text "6.240" (6,24 or 6240) instead of reading 6240', async () => {
    const { analyses } = (await post('/api/ahsp/parse', { text: BLOCKS })).json();
    analyses[0].components[1].coefficient = '6.240';
    const before = await fingerprint();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      create_missing: [{ name: 'Sewa molen uji 0,35 m³', kind: 'equipment', unit: 'hari', price: '350.000' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        param: 'analyses.0.components.1.coefficient',
        msg: coefficientMessages.ambiguous('6.240', '6,24', '6240'),
      },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('imports the analyses as job types with A, B and C, creating the missing equipment', async () => {
    const { analyses } = (await post('/api/ahsp/parse', { text: BLOCKS })).json();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      create_missing: [
        { name: 'Sewa molen uji 0,35 m³', kind: 'equipment', unit: 'hari', price: 'Rp 350.000' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const { job_types: jobTypes, created_items: createdItems } = response.json();
    expect(createdItems).toBe(1);
    expect(
      jobTypes.map((j: { code: string; name: string; category_id: number }) => [j.name, j.category_id]),
    ).toEqual([
      ['Pasangan bata "uji" 1/2 batu', category],
      ['Cor lantai kerja uji', category],
    ]);
    expect(jobTypes[0].code).toBe('UJI.1');
    // Crew defaults from the coefficients: 0,1 tukang and 0,3 pekerja → 1:3, 10 m² a day.
    expect(jobTypes[0]).toMatchObject({ default_worker_ratio: '1:3', default_productivity: 10 });

    const price = (
      await t.app.inject({ method: 'GET', url: `/api/job-types/${jobTypes[1].id}/unit-price` })
    ).json().unit_price;
    // A = 1,2 × 100.000; B = 230 × 1.300; C = 0,25 × 350.000; E = 10 % of D.
    expect(price.A).toBe(Math.round(1.2 * pekerja.daily_rate));
    expect(price.B).toBe(Math.round(230 * semen.price));
    expect(price.C).toBe(87_500);
    expect(price.D).toBe(price.A + price.B + price.C);
    expect(price.F).toBe(price.D + Math.round(price.D / 10));
  });

  it('refuses an analysis that already exists unless update_existing, which replaces its coefficients', async () => {
    // m2 is how a spreadsheet writes the m² the job type has: the same unit, kept as the catalogue spells it.
    const { analyses } = (
      await post('/api/ahsp/parse', { text: '[AHSP];UJI.1;Nama baru;m2\nPekerja;0,5' })
    ).json();
    const before = await fingerprint();
    const refused = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].msg).toMatch(/sudah ada/);
    expect(await fingerprint()).toBe(before);
    const updated = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      update_existing: true,
    });
    expect(updated.statusCode).toBe(201);
    const id = updated.json().job_types[0].id;
    const details = (await t.app.inject({ method: 'GET', url: `/api/job-types/${id}/details` })).json()
      .job_type;
    expect(details.name).toBe('Nama baru');
    expect(details.unit).toBe('m²');
    expect(details.labor.map((l: { coefficient: number }) => l.coefficient)).toEqual([0.5]);
    expect(details.materials).toEqual([]);
  });

  it('refuses a code of one job type with the name of another (422 naming the line), instead of a 500', async () => {
    const other = await t.db
      .selectFrom('job_types')
      .select('name')
      .where('code', '!=', 'A.2.2.1.2')
      .orderBy('code')
      .executeTakeFirstOrThrow();
    const before = await fingerprint();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses: [
        {
          line: 4,
          code: 'A.2.2.1.2',
          name: other.name,
          unit: "m'",
          components: [{ name: 'Pekerja', coefficient: 0.1 }],
        },
      ],
      update_existing: true,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details).toEqual([
      {
        param: 'analyses.0.name',
        msg: expect.stringMatching(
          new RegExp(
            `^Baris 4: Kode A\\.2\\.2\\.1\\.2 milik "Pengukuran dan pemasangan bouwplank", sedangkan nama`,
          ),
        ),
      },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('says a too-long name or unit is too long, not empty', async () => {
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses: [
        {
          line: 7,
          name: 'Pasangan '.repeat(28),
          unit: 'meter persegi bidang dinding',
          components: [{ line: 8, name: 'P'.repeat(201), coefficient: 1 }],
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'analyses.0.name', msg: 'Nama maksimal 200 karakter' },
      { param: 'analyses.0.unit', msg: 'Satuan maksimal 20 karakter' },
      { param: 'analyses.0.components.0.name', msg: 'Nama komponen maksimal 200 karakter' },
    ]);
  });

  it('says the maximum of a coefficient and of a new item’s price, not that they are no number', async () => {
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses: [
        { name: 'Analisa uji batas', unit: 'm²', components: [{ name: 'Pekerja', coefficient: '250000' }] },
      ],
      create_missing: [
        { name: 'Alat uji mahal', kind: 'equipment', unit: 'hari', price: 999_999_999_999_999 },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'analyses.0.components.0.coefficient', msg: 'Koefisien maksimal 100.000' },
      { param: 'create_missing.0.price', msg: 'Harga maksimal Rp 1.000.000.000.000' },
    ]);
  });

  it('refuses an unknown category and empty analyses in Indonesian', async () => {
    const unknown = await post('/api/ahsp/import', {
      category_id: 999_999,
      analyses: [{ name: 'X', unit: 'm²', components: [{ name: 'Pekerja', coefficient: 1 }] }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ param: 'category_id', msg: 'Kategori tidak valid' }]);
    const empty = await post('/api/ahsp/import', {
      category_id: category,
      analyses: [{ name: 'X', unit: 'm²', components: [] }],
    });
    expect(empty.json().details).toEqual([
      { param: 'analyses.0.components', msg: 'Analisa harus memiliki minimal satu komponen' },
    ]);
  });
});

describe('AHSP import: units and codes of another tool', () => {
  const CONCRETE = [
    "[AHSP];S.BTN.01;Pembuatan 1 m3 beton f'c 19,3 MPa (K-225) site mix Sleman;m3",
    'Pekerja;1,650;OH',
    'Semen Portland (PC);7,42;zak',
    'Pasir beton;0,4986;m3',
  ].join('\n');

  it('refuses a component in another unit than its catalogue item, naming both, in the preview and the import', async () => {
    const { analyses, errors } = (await post('/api/ahsp/parse', { text: CONCRETE })).json();
    const unitMessage =
      'satuan "zak" untuk Semen Portland (PC) tidak sama dengan satuan katalog "kg". Ubah koefisien ke kg atau pilih item lain.';
    expect(errors).toEqual([{ line: 3, msg: unitMessage }]);
    expect(
      analyses[0].components.map((c: { unit: string | null; match: { unit?: string } | null }) => [
        c.unit,
        c.match?.unit,
      ]),
    ).toEqual([
      ['OH', 'OH'],
      ['zak', 'kg'],
      ['m3', 'm³'],
    ]);
    const before = await fingerprint();
    const response = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'analyses.0.components.1', msg: `Baris 3: ${unitMessage}` },
    ]);
    expect(await fingerprint()).toBe(before);
  });

  it('refuses a code whose item has another name (codes of another tool) instead of pricing that item', async () => {
    const text = [
      '[AHSP];Spesi uji kode lain;m3',
      'M.10;Semen Portland;163',
      'M.20;Pasir pasang;0,52',
      'M.02;Pasir;0,1',
    ].join('\n');
    const { analyses, errors } = (await post('/api/ahsp/parse', { text })).json();
    expect(errors).toEqual([]);
    expect(
      analyses[0].components.map((c: { match: { code: string } | null; problem?: string }) => [
        c.match?.code ?? null,
        c.problem ?? null,
      ]),
    ).toEqual([
      [
        null,
        'Kode M.10 milik "Pasir urug", sedangkan nama di berkas "Semen Portland"; perbaiki kode atau namanya',
      ],
      [
        null,
        'Kode M.20 milik "Dolken kayu galam Ø 8–10 cm, 4 m", sedangkan nama "Pasir pasang" milik M.02; perbaiki kode atau namanya',
      ],
      ['M.02', null],
    ]);
    const before = await fingerprint();
    const refused = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.map((d: { msg: string }) => d.msg)).toEqual([
      expect.stringMatching(/^Baris 2: Kode M\.10 milik "Pasir urug"/),
      expect.stringMatching(/^Baris 3: Kode M\.20 milik "Dolken kayu galam/),
    ]);
    // A chosen match against the file's code is refused too.
    const forced = structuredClone(analyses);
    forced[0].components[0].match = { kind: 'material', id: analyses[0].components[2].match.id };
    expect(
      (await post('/api/ahsp/import', { category_id: category, analyses: forced })).json().details[0].msg,
    ).toMatch(/^Baris 2: Kode M\.10 milik "Pasir urug", sedangkan nama "Semen Portland" milik M\.02/);
    expect(await fingerprint()).toBe(before);
  });

  it("writes the unit as the catalogue spells it (m² for the file's m2): job types and the items it creates", async () => {
    const text = [
      '[AHSP];U.900;Plesteran satuan uji;m2',
      'Pekerja;0,3',
      'Pasir plester uji satuan;0,02',
      '',
      '[AHSP];U.901;Beton satuan uji;M^3',
      'Pekerja;1,65',
      '',
      "[AHSP];U.902;Lis satuan uji;m'",
      'Pekerja;0,1',
    ].join('\n');
    const { analyses } = (await post('/api/ahsp/parse', { text })).json();
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      create_missing: [{ name: 'Pasir plester uji satuan', kind: 'material', unit: 'M3', price: 300_000 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const units = await t.db
      .selectFrom('job_types')
      .select(['code', 'unit'])
      .where('code', 'in', ['U.900', 'U.901', 'U.902'])
      .orderBy('code')
      .execute();
    // m' is a spelling of its own (meter lari), written as the file wrote it.
    expect(units).toEqual([
      { code: 'U.900', unit: 'm²' },
      { code: 'U.901', unit: 'm³' },
      { code: 'U.902', unit: "m'" },
    ]);
    const sand = await t.db
      .selectFrom('materials')
      .select('unit')
      .where('name', '=', 'Pasir plester uji satuan')
      .executeTakeFirstOrThrow();
    expect(sand.unit).toBe('m³');

    // A job type an earlier import stored as "m2" gets the catalogue's spelling when it is imported again.
    await t.db.updateTable('job_types').set({ unit: 'm2' }).where('code', '=', 'U.900').execute();
    const again = await post('/api/ahsp/import', {
      category_id: category,
      analyses: (
        await post('/api/ahsp/parse', { text: '[AHSP];U.900;Plesteran satuan uji;m²\nPekerja;0,4' })
      ).json().analyses,
      update_existing: true,
    });
    expect(again.statusCode, again.body).toBe(201);
    const updated = await t.db
      .selectFrom('job_types')
      .select('unit')
      .where('code', '=', 'U.900')
      .executeTakeFirstOrThrow();
    expect(updated.unit).toBe('m²');
  });
});

describe('AHSP import: updating an existing job type', () => {
  const unitPrice = async (id: number, brickType?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/job-types/${id}/unit-price${brickType ? `?brick_type=${brickType}` : ''}`,
      })
    ).json().unit_price;
  const details = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/job-types/${id}/details` })).json().job_type;

  it('names the existing job type it hits, and says how many were updated', async () => {
    const plaster = await t.db
      .selectFrom('job_types')
      .select(['id', 'name', 'category_id'])
      .where('code', '=', 'A.4.4.2.5')
      .executeTakeFirstOrThrow();
    const text = [
      '[AHSP];A.4.4.2.5;Pemasangan 1 m2 plesteran 1SP : 3PP tebal 15 mm;m2',
      'Pekerja;0,3',
      'Semen Portland (PC);7,776;kg',
    ].join('\n');
    const { analyses } = (await post('/api/ahsp/parse', { text })).json();
    expect(analyses[0].existing).toMatchObject({ id: plaster.id, code: 'A.4.4.2.5', name: plaster.name });
    const refused = await post('/api/ahsp/import', { category_id: category, analyses });
    expect(refused.json().details).toEqual([
      {
        param: 'analyses.0.name',
        msg: `Baris 1: Jenis pekerjaan A.4.4.2.5 "${plaster.name}" sudah ada (kode atau nama sama dengan analisa "Pemasangan 1 m2 plesteran 1SP : 3PP tebal 15 mm"); centang "Perbarui analisa yang sudah ada" untuk menggantikan analisanya`,
      },
    ]);
    const updated = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      update_existing: true,
    });
    expect(updated.statusCode, updated.body).toBe(201);
    expect(updated.json()).toMatchObject({
      created: 0,
      updated: 1,
      outcomes: [{ id: plaster.id, updated: true, kept_brick_types: [] }],
      message:
        '0 analisa ditambahkan, 1 analisa diperbarui (jenis pekerjaan yang diperbarui tetap di kategorinya)',
    });
    // The category chosen is for new job types: the plaster stays a plaster.
    expect((await details(plaster.id)).category_id).toBe(plaster.category_id);
    expect(plaster.category_id).not.toBe(category);
  });

  it("keeps a wall's batako and bata ringan materials, replacing only the bata merah ones (README example)", async () => {
    const wall = await t.db
      .selectFrom('job_types')
      .select(['id', 'category_id'])
      .where('code', '=', 'A.4.4.1.9')
      .executeTakeFirstOrThrow();
    // A material every variant shares (no brick type): it stays with batako and bata ringan.
    const air = await t.db
      .selectFrom('materials')
      .select('id')
      .where('code', '=', 'M.05')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('job_type_materials')
      .values({ job_type_id: wall.id, material_id: air.id, quantity_per_unit: 5, brick_type: null })
      .execute();
    const [batako, ringan] = [await unitPrice(wall.id, 'batako'), await unitPrice(wall.id, 'bata_ringan')];
    const readme = [
      '[AHSP];A.4.4.1.9;Pasangan dinding bata merah 1/2 batu 1PC:4PP;m²',
      'Pekerja;0,300',
      'Tukang batu;0,100',
      'Kepala tukang;0,010',
      'Mandor;0,015',
      'Bata merah;70',
      'Semen Portland (PC);11,5',
      'Pasir pasang;0,043',
    ].join('\n');
    const { analyses } = (await post('/api/ahsp/parse', { text: readme })).json();
    expect(analyses[0].existing).toMatchObject({
      id: wall.id,
      category_id: wall.category_id,
      kept_brick_types: ['batako', 'bata_ringan'],
    });
    const other = await categoryId(t.db, 'PLESTERAN');
    const response = await post('/api/ahsp/import', { category_id: other, analyses, update_existing: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().outcomes).toEqual([
      { id: wall.id, updated: true, kept_brick_types: ['batako', 'bata_ringan'] },
    ]);
    const after = await details(wall.id);
    expect(after).toMatchObject({ has_brick_variants: true, category_id: wall.category_id });
    expect(
      after.materials
        .filter((m: { brick_type: string | null }) => m.brick_type === 'bata_merah' || m.brick_type === null)
        .map((m: { code: string; quantity_per_unit: number; brick_type: string }) => [
          m.code,
          m.quantity_per_unit,
          m.brick_type,
        ]),
    ).toEqual([
      ['M.06', 70, 'bata_merah'],
      ['M.01', 11.5, 'bata_merah'],
      ['M.02', 0.043, 'bata_merah'],
    ]);
    // The other bricks' materials (the shared water now their own rows) price as before.
    expect((await unitPrice(wall.id, 'batako')).B).toBe(batako.B);
    expect((await unitPrice(wall.id, 'bata_ringan')).B).toBe(ringan.B);
    expect((await unitPrice(wall.id)).B).toBe(
      Math.round(70 * 700) + Math.round(11.5 * 1_300) + Math.round(0.043 * 200_000),
    );
    // So does their labour (pekerja 0,2 and mandor 0,01 OH, the shared tukang and kepala tukang now their own rows);
    // the file's labour is bata merah's.
    expect((await unitPrice(wall.id, 'batako')).A).toBe(batako.A);
    expect((await unitPrice(wall.id, 'bata_ringan')).A).toBe(ringan.A);
    type Line = { code: string; coefficient: number; brick_type: string | null };
    const laborOf = (brick: string | null) =>
      after.labor
        .filter((l: Line) => l.brick_type === brick)
        .map((l: Line) => [l.code, l.coefficient])
        .sort();
    expect(laborOf('bata_merah')).toEqual([
      ['L.01', 0.3],
      ['L.02', 0.1],
      ['L.06', 0.01],
      ['L.07', 0.015],
    ]);
    expect(laborOf('batako')).toEqual([
      ['L.01', 0.2],
      ['L.02', 0.1],
      ['L.06', 0.01],
      ['L.07', 0.01],
    ]);
    expect(laborOf('bata_ringan')).toEqual(laborOf('batako'));
    expect(laborOf(null)).toEqual([]);
  });

  it('keeps the brick variants of a wall whose labour alone differs by brick type', async () => {
    // The batako wall's own job type, its pekerja given per brick: bata merah 0,3 and batako 0,2 OH.
    const id = (
      await t.db
        .selectFrom('job_types')
        .select('id')
        .where('code', '=', 'A.4.4.1.20')
        .executeTakeFirstOrThrow()
    ).id;
    const pekerja = await t.db
      .selectFrom('labor_rates')
      .select('id')
      .where('code', '=', 'L.01')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('job_type_labor')
      .set({ brick_type: 'batako' })
      .where('job_type_id', '=', id)
      .where('labor_rate_id', '=', pekerja.id)
      .execute();
    const batako = await unitPrice(id, 'batako');
    const text = [
      '[AHSP];A.4.4.1.20;Pasangan dinding batako uji;m²',
      'Pekerja;0,5',
      'M.07;Batako press 10 × 20 × 40 cm;12,5',
    ].join('\n');
    const { analyses } = (await post('/api/ahsp/parse', { text })).json();
    expect(analyses[0].existing).toMatchObject({ id, kept_brick_types: ['batako'] });
    const response = await post('/api/ahsp/import', {
      category_id: category,
      analyses,
      update_existing: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().outcomes).toEqual([{ id, updated: true, kept_brick_types: ['batako'] }]);
    // Batako keeps its labour and its materials (the shared ones now batako's own); the file's lines are bata merah's.
    const after = await unitPrice(id, 'batako');
    expect({ A: after.A, B: after.B }).toEqual({ A: batako.A, B: batako.B });
    expect(
      (await unitPrice(id, 'bata_merah')).labor.map((l: { coefficient: number }) => l.coefficient),
    ).toEqual([0.5]);
  });
});
