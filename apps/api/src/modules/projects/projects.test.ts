import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId, seedMaterial } from '../../test/catalogue';

// Projects: the RAB proyek written whole, priced with frozen AHSP unit prices, owned, versioned and synced once.

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let excavation: number;
let concrete: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
  concrete = await jobTypeId(t.db, 'A.4.1.1.7');
});
afterAll(() => t.close());

const call = (who: TestAccount, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(who.token),
    ...(payload !== undefined && { payload: payload as object }),
  });

const unitPrice = async (id: number, brickType?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/job-types/${id}/unit-price${brickType ? `?brick_type=${brickType}` : ''}`,
    })
  ).json().unit_price;

function house() {
  return {
    name: 'Rumah tinggal Pak Budi',
    location: 'Sleman, DIY',
    owner: 'Budi Santoso',
    fiscal_year: 2026,
    start_date: '2026-12-01',
    overhead_percentage: 10,
    ppn_percentage: '11',
    rounding: '1000',
    divisions: [
      {
        code: 'A',
        name: 'PEKERJAAN PERSIAPAN',
        items: [
          { job_type_id: null, description: 'Mobilisasi', unit: 'ls', volume: 1, unit_price: 'Rp 2.500.000' },
        ],
      },
      {
        code: 'B',
        name: 'PEKERJAAN TANAH',
        items: [{ job_type_id: excavation, volume: '3 × 4 × 0,8' }],
      },
      {
        code: 'C',
        name: 'PEKERJAAN BETON',
        items: [{ job_type_id: concrete, description: 'Beton sloof K-225', volume: '3,125' }],
      },
    ],
  };
}

describe('projects', () => {
  it('creates a project priced with the AHSP unit prices of today, with totals, bobot and terbilang', async () => {
    const created = await call(user, 'POST', '/api/projects', house());
    expect(created.statusCode, created.body).toBe(201);
    const { project } = created.json();
    const galian = await unitPrice(excavation);
    const beton = await unitPrice(concrete);
    const [a, b, c] = project.divisions;
    expect(a.items[0]).toMatchObject({
      unit_price: { F: 2_500_000 },
      amount: 2_500_000,
      price_source: 'free',
    });
    expect(b.items[0]).toMatchObject({
      description: galian.job_type.name,
      unit: 'm³',
      volume: 9.6,
      volume_text: '3 × 4 × 0,8',
      unit_price: { A: galian.A, B: galian.B, C: galian.C, D: galian.D, E: galian.E, F: galian.F },
      amount: Math.round(9.6 * galian.F),
    });
    expect(c.items[0]).toMatchObject({ description: 'Beton sloof K-225', volume: 3.125, volume_text: null });
    expect(c.items[0].amount).toBe(Math.round(3.125 * beton.F));
    const subtotal = a.total + b.total + c.total;
    const ppn = Math.round(subtotal * 0.11);
    expect(project.totals).toMatchObject({ subtotal, ppn, total: subtotal + ppn });
    expect(project.totals.rounded).toBe(Math.round((subtotal + ppn) / 1000) * 1000);
    expect(project.totals.terbilang).toMatch(/ rupiah$/);
    expect(a.weight + b.weight + c.weight).toBeCloseTo(100, 1);
    expect(project.version).toBe(1);

    const list = (await call(user, 'GET', '/api/projects?search=budi')).json();
    expect(list.projects).toEqual([
      expect.objectContaining({
        id: project.id,
        name: 'Rumah tinggal Pak Budi',
        location: 'Sleman, DIY',
        total: project.totals.rounded,
        item_count: 3,
      }),
    ]);
  });

  it('rounds the total down when the project asks ("dibulatkan ke bawah"), and refuses an unknown rounding', async () => {
    const created = await call(user, 'POST', '/api/projects', { ...house(), rounding: 'down-100000' });
    expect(created.statusCode, created.body).toBe(201);
    const { totals } = created.json().project;
    expect(totals.rounded).toBe(Math.floor(totals.total / 100_000) * 100_000);
    expect(totals.rounded).toBeLessThanOrEqual(totals.total);
    const refused = await call(user, 'POST', '/api/projects', { ...house(), rounding: 'up-1000' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'rounding',
        msg: 'Pembulatan harus none, 1000, 10000, 100000, down-1000, down-10000 atau down-100000',
      },
    ]);
  });

  it('keeps prices frozen when the catalogue changes, and re-prices only on confirmation', async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    const cement = await t.db
      .selectFrom('materials')
      .select(['id', 'price'])
      .where('code', '=', seedMaterial('M.01').code)
      .executeTakeFirstOrThrow();
    await call(admin, 'PUT', `/api/materials/${cement.id}`, { price: cement.price + 200 });

    const read = (await call(user, 'GET', `/api/projects/${project.id}`)).json().project;
    expect(read.totals).toEqual(project.totals);

    const preview = await call(user, 'POST', `/api/projects/${project.id}/reprice`, { apply: false });
    expect(preview.statusCode).toBe(200);
    const diff = preview.json();
    expect(diff.before).toEqual(project.totals);
    expect(diff.changes).toEqual([
      expect.objectContaining({ division: 2, item: 0, description: 'Beton sloof K-225' }),
    ]);
    expect(diff.changes[0].after.F).toBeGreaterThan(diff.changes[0].before.F);
    expect(diff.after.subtotal).toBe(
      diff.before.subtotal - diff.changes[0].before.amount + diff.changes[0].after.amount,
    );
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).json().project.totals).toEqual(
      project.totals,
    );

    const applied = (await call(user, 'POST', `/api/projects/${project.id}/reprice`, { apply: true })).json();
    expect(applied.project.totals).toEqual(diff.after);
    expect(applied.project.version).toBe(2);
    await call(admin, 'PUT', `/api/materials/${cement.id}`, { price: cement.price });
  });

  it('prices each wall line with its own brick type, as the calculator does, and keeps it on every save and re-price', async () => {
    const wall = await jobTypeId(t.db, brickWallJob().code);
    const merah = await unitPrice(wall, 'bata_merah');
    const ringan = await unitPrice(wall, 'bata_ringan');
    expect(ringan.B).not.toBe(merah.B);
    const walls = (items: object[]) => ({
      ...house(),
      divisions: [{ code: 'A', name: 'PEKERJAAN PASANGAN', items }],
    });
    const lines = [
      { job_type_id: wall, volume: 10 },
      { job_type_id: wall, brick_type: 'bata_ringan', volume: '12,5' },
      // A brick type means nothing on a job type without variants: not kept.
      { job_type_id: excavation, brick_type: 'batako', volume: 2 },
    ];
    type Line = { id: string; brick_type: string | null; description: string; unit_price: { B: number } };
    const view = (project: { divisions: { items: Line[] }[] }) =>
      project.divisions[0]!.items.map((item) => [item.brick_type, item.unit_price.B]);
    const created = await call(user, 'POST', '/api/projects', walls(lines));
    expect(created.statusCode, created.body).toBe(201);
    const { project } = created.json();
    const excavationB = (await unitPrice(excavation)).B;
    expect(view(project)).toEqual([
      [null, merah.B],
      ['bata_ringan', ringan.B],
      [null, excavationB],
    ]);
    expect(project.divisions[0].items[1].description).toBe(`${ringan.job_type.name} — bata ringan`);

    // Written again whole with a new bata ringan line: the new one is priced as bata ringan too.
    const items: Line[] = project.divisions[0].items;
    const put = await call(user, 'PUT', `/api/projects/${project.id}`, {
      ...walls([
        ...items.map(({ id, brick_type, description }, index) => ({
          id,
          job_type_id: index < 2 ? wall : excavation,
          brick_type,
          description,
          volume: 1,
        })),
        { job_type_id: wall, brick_type: 'bata_ringan', volume: 3 },
      ]),
      version: project.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(view(put.json().project)).toEqual([
      [null, merah.B],
      ['bata_ringan', ringan.B],
      [null, excavationB],
      ['bata_ringan', ringan.B],
    ]);

    // Perbarui harga: nothing changed in the catalogue, so nothing moves (a bata ringan wall stays one).
    const preview = (
      await call(user, 'POST', `/api/projects/${project.id}/reprice`, { apply: false })
    ).json();
    expect(preview.changes).toEqual([]);
    const applied = (await call(user, 'POST', `/api/projects/${project.id}/reprice`, { apply: true })).json();
    expect(view(applied.project)).toEqual(view(put.json().project));

    // A browser project synced to the account keeps its lines' brick types.
    const synced = (
      await call(user, 'POST', '/api/projects/sync', {
        projects: [{ ...walls(lines), id: 'local_bata01', name: 'Dinding hebel' }],
      })
    ).json();
    expect(synced).toMatchObject({ synced: 1 });
    const [{ id: syncedId }] = (await call(user, 'GET', '/api/projects?search=hebel')).json().projects;
    expect(view((await call(user, 'GET', `/api/projects/${syncedId}`)).json().project)).toEqual(
      view(project),
    );
  });

  it('reorders and moves items between divisions keeping each line and its frozen price', async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    const [a, b, c] = project.divisions;
    const moved = {
      ...house(),
      version: project.version,
      divisions: [
        { code: 'I', name: 'PEKERJAAN BETON', items: c.items },
        { code: 'II', name: 'PEKERJAAN PERSIAPAN DAN TANAH', items: [...b.items, ...a.items] },
      ],
    };
    const saved = await call(user, 'PUT', `/api/projects/${project.id}`, moved);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().project;
    expect(
      after.divisions.map((d: { code: string; items: { id: string }[] }) => [
        d.code,
        d.items.map((i) => i.id),
      ]),
    ).toEqual([
      ['I', [c.items[0].id]],
      ['II', [b.items[0].id, a.items[0].id]],
    ]);
    expect(after.totals.subtotal).toBe(project.totals.subtotal);
    expect(after.version).toBe(2);
  });

  it('answers 409 with the current project to a stale save, keeps the overwritten version restorable', async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    const edit = (name: string) => ({ ...house(), name, version: project.version });
    const [first, second] = await Promise.all([
      call(user, 'PUT', `/api/projects/${project.id}`, edit('Versi HP')),
      call(user, 'PUT', `/api/projects/${project.id}`, edit('Versi laptop')),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = first.statusCode === 409 ? first : second;
    const winner = first.statusCode === 200 ? first : second;
    expect(conflict.json().message).toMatch(/diubah di perangkat lain/);
    expect(conflict.json().project.name).toBe(winner.json().project.name);

    const revisions = (await call(user, 'GET', `/api/projects/${project.id}/revisions`)).json().revisions;
    expect(revisions).toEqual([expect.objectContaining({ version: 1, name: 'Rumah tinggal Pak Budi' })]);
    const restored = await call(
      user,
      'POST',
      `/api/projects/${project.id}/revisions/${revisions[0].id}/restore`,
    );
    expect(restored.json().project).toMatchObject({ name: 'Rumah tinggal Pak Budi', version: 3 });
  });

  it('refuses a version past what the database holds with a 422, not a database error', async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    for (const version of [2_147_483_648, 3_000_000_000, 1e15]) {
      const response = await call(user, 'PUT', `/api/projects/${project.id}`, { ...house(), version });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toEqual([{ param: 'version', msg: 'Versi proyek tidak valid' }]);
    }
    const kept = (await call(user, 'GET', `/api/projects/${project.id}`)).json().project;
    expect(kept.version).toBe(1);
  });

  it('refuses bad volumes and percentages with Indonesian details and writes nothing', async () => {
    const before = (await call(user, 'GET', '/api/projects')).json().pagination.total;
    const bad = house();
    bad.overhead_percentage = 20;
    bad.ppn_percentage = '-1';
    bad.divisions[1]!.items[0]!.volume = '3 × × 4';
    (bad.divisions[0]!.items[0] as { unit_price?: string }).unit_price = 'gratis';
    const response = await call(user, 'POST', '/api/projects', { ...bad, start_date: '2026-02-30' });
    expect(response.statusCode).toBe(422);
    const details = Object.fromEntries(
      (response.json().details as { param: string; msg: string }[]).map((d) => [d.param, d.msg]),
    );
    expect(details).toEqual({
      overhead_percentage: 'Overhead & keuntungan harus angka antara 0 dan 15% (Permen PUPR 8/2023)',
      ppn_percentage: 'PPN harus angka antara 0 dan 100%',
      start_date: 'Tanggal mulai harus tanggal yang valid (YYYY-MM-DD)',
      'divisions.1.items.0.volume': 'Volume "3 × × 4" tidak dapat dihitung (contoh: 3 × 4 × 0,15)',
      'divisions.0.items.0.unit_price': 'Harga satuan item bebas harus angka tidak negatif, misal 2.500.000',
    });
    const unknown = await call(user, 'POST', '/api/projects', {
      name: 'X',
      divisions: [{ code: 'A', name: 'A', items: [{ job_type_id: 999_999, volume: 1 }] }],
    });
    expect(unknown.json().details).toEqual([
      { param: 'divisions.0.items.0.job_type_id', msg: 'Jenis pekerjaan tidak ditemukan di katalog' },
    ]);
    // Two divisions with one code ("A" and "a"): the rekap and the documents could not tell them apart.
    const twice = await call(user, 'POST', '/api/projects', {
      name: 'X',
      divisions: [
        { code: 'A', name: 'PEKERJAAN PERSIAPAN', items: [] },
        { code: 'a', name: 'PEKERJAAN TANAH', items: [] },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      {
        param: 'divisions.1.code',
        msg: 'Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri',
      },
    ]);
    expect((await call(user, 'GET', '/api/projects')).json().pagination.total).toBe(before);
  });

  it('refuses a line or a total past Rp 9 kuadriliun with 422 naming the line, and writes nothing', async () => {
    const before = (await call(user, 'GET', '/api/projects')).json().pagination.total;
    const huge = (volume: string, price: string) => {
      const body = house();
      body.divisions[1]!.items.push({
        job_type_id: null,
        description: 'Urugan kawasan',
        unit: 'm³',
        volume,
        unit_price: price,
      } as never);
      return body;
    };
    // 1.000.000.000 × Rp 10.000.000.000.000 (each within its own limit) was a 500 from the bigint column.
    const line = await call(user, 'POST', '/api/projects', huge('1.000.000.000', 'Rp 10.000.000.000.000'));
    expect(line.statusCode, line.body).toBe(422);
    expect(line.json().details).toEqual([
      {
        param: 'divisions.1.items.1.volume',
        msg: 'Jumlah harga "Urugan kawasan" terlalu besar (di atas Rp 9 kuadriliun). Periksa volume dan harga satuannya.',
      },
    ]);
    // 1.000.000 × Rp 10 M = Rp 10^16 was saved, its total past 2^53 and no longer exact.
    const inexact = await call(user, 'POST', '/api/projects', huge('1.000.000', 'Rp 10.000.000.000'));
    expect(inexact.statusCode).toBe(422);
    expect(inexact.json().details[0].param).toBe('divisions.1.items.1.volume');
    // Catalogue lines priced by the server: 1.000.000.000 m³ of K-225 a line, until the total passes the bound.
    const beton = await unitPrice(concrete);
    const lines = Array.from({ length: 8 }, () => ({ job_type_id: concrete, volume: '1.000.000.000' }));
    const body = house();
    body.divisions[2]!.items = lines as never;
    const catalogue = await call(user, 'POST', '/api/projects', body);
    expect(catalogue.statusCode).toBe(422);
    let subtotal = 2_500_000 + Math.round(9.6 * (await unitPrice(excavation)).F);
    const crossing = lines.findIndex(() => {
      subtotal += Math.round(1e9 * beton.F);
      return Math.round((subtotal * 1.11) / 1000) * 1000 > Number.MAX_SAFE_INTEGER;
    });
    expect(crossing).toBeGreaterThan(0);
    expect(catalogue.json().details).toEqual([
      {
        param: `divisions.2.items.${crossing}.volume`,
        msg: `Total proyek terlalu besar (di atas Rp 9 kuadriliun) dengan "${beton.job_type.name}". Periksa volume dan harga satuan baris-barisnya.`,
      },
    ]);
    expect((await call(user, 'GET', '/api/projects')).json().pagination.total).toBe(before);

    // "Perbarui harga" after cement went up a thousandfold: 1.000.000.000 m³ of K-225 at today's price is refused.
    const saved = house();
    saved.divisions[2]!.items[0]!.volume = '1.000.000.000';
    const { project } = (await call(user, 'POST', '/api/projects', saved)).json();
    const cement = await t.db
      .selectFrom('materials')
      .select(['id', 'price'])
      .where('code', '=', seedMaterial('M.01').code)
      .executeTakeFirstOrThrow();
    await call(admin, 'PUT', `/api/materials/${cement.id}`, { price: cement.price * 1000 });
    try {
      const reprice = await call(user, 'POST', `/api/projects/${project.id}/reprice`, { apply: true });
      expect(reprice.statusCode).toBe(422);
      expect(reprice.json().details).toEqual([
        expect.objectContaining({ param: 'divisions.2.items.0.volume' }),
      ]);
      expect((await call(user, 'GET', `/api/projects/${project.id}`)).json().project.version).toBe(1);
    } finally {
      await call(admin, 'PUT', `/api/materials/${cement.id}`, { price: cement.price });
    }
  });

  it("keeps each line's schedule (duration, start, work groups) and refuses impossible ones in Indonesian", async () => {
    const body = house();
    Object.assign(body.divisions[1]!.items[0]!, { schedule: { crews: 3, start: '4' } });
    Object.assign(body.divisions[2]!.items[0]!, { schedule: { days: 12 } });
    const created = await call(user, 'POST', '/api/projects', body);
    expect(created.statusCode).toBe(201);
    const read = (await call(user, 'GET', `/api/projects/${created.json().project.id}`)).json().project;
    expect(read.divisions[1].items[0].schedule).toEqual({ days: null, start: 4, crews: 3 });
    expect(read.divisions[2].items[0].schedule).toEqual({ days: 12, start: null, crews: null });
    expect(read.divisions[0].items[0].schedule).toBeNull();

    const bad = house();
    Object.assign(bad.divisions[1]!.items[0]!, { schedule: { days: 0, start: -1, crews: 2.5 } });
    const refused = await call(user, 'POST', '/api/projects', bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      {
        param: 'divisions.1.items.0.schedule.days',
        msg: 'Durasi harus bilangan bulat hari antara 1 dan 3.650',
      },
      { param: 'divisions.1.items.0.schedule.start', msg: 'Mulai harus hari ke- 1 sampai 3.650' },
      {
        param: 'divisions.1.items.0.schedule.crews',
        msg: 'Jumlah kelompok kerja harus bilangan bulat 1 sampai 100',
      },
    ]);
  });

  it("is its owner's: another user gets 404, an admin lists every project read-only", async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    for (const [method, url] of [
      ['GET', `/api/projects/${project.id}`],
      ['PUT', `/api/projects/${project.id}`],
      ['DELETE', `/api/projects/${project.id}`],
      ['POST', `/api/projects/${project.id}/duplicate`],
    ] as const) {
      const response = await call(
        other,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : house(),
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Pak Budi');
    }
    const all = (await call(admin, 'GET', '/api/projects/admin/all?limit=100')).json();
    expect(
      all.projects.some(
        (p: { id: number; username: string }) => p.id === project.id && p.username === user.username,
      ),
    ).toBe(true);
  });

  it('duplicates a project as a variant and deletes with its owner', async () => {
    const { project } = (await call(user, 'POST', '/api/projects', house())).json();
    const copy = await call(user, 'POST', `/api/projects/${project.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().project).toMatchObject({
      name: 'Rumah tinggal Pak Budi (salinan)',
      totals: project.totals,
    });
    expect((await call(user, 'DELETE', `/api/projects/${project.id}`)).statusCode).toBe(200);
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('syncs browser projects once, however often the sync is retried', async () => {
    const local = { ...house(), id: 'local_abc123', name: 'Proyek dari HP' };
    const broken = { ...house(), id: 'local_rusak', name: '' };
    const first = (await call(user, 'POST', '/api/projects/sync', { projects: [local, broken] })).json();
    expect(first).toMatchObject({ synced: 1, skipped: 0 });
    expect(first.failed).toEqual([
      { local_id: 'local_rusak', details: [{ param: 'name', msg: 'Nama proyek harus diisi' }] },
    ]);
    const [again, race] = await Promise.all([
      call(user, 'POST', '/api/projects/sync', { projects: [local] }),
      call(user, 'POST', '/api/projects/sync', { projects: [local] }),
    ]);
    expect(again.json()).toMatchObject({ synced: 0, skipped: 1 });
    expect(race.json()).toMatchObject({ synced: 0, skipped: 1 });
    const named = (await call(user, 'GET', '/api/projects?search=dari%20HP')).json();
    expect(named.pagination.total).toBe(1);
  });

  it('saves a 1.000-item project and reads it back intact', async () => {
    const items = Array.from({ length: 1000 }, (_, index) => ({
      job_type_id: index % 2 === 0 ? excavation : concrete,
      description: `Item ${index + 1}`,
      volume: `${(index % 7) + 1} × 0,5`,
    }));
    const body = {
      ...house(),
      divisions: Array.from({ length: 10 }, (_, d) => ({
        code: String.fromCharCode(65 + d),
        name: `BAGIAN ${d + 1}`,
        items: items.slice(d * 100, d * 100 + 100),
      })),
    };
    const created = await call(user, 'POST', '/api/projects', body);
    expect(created.statusCode).toBe(201);
    const read = (await call(user, 'GET', `/api/projects/${created.json().project.id}`)).json().project;
    expect(read.item_count).toBe(1000);
    const flat = read.divisions.flatMap(
      (d: { items: { description: string; volume: number; volume_text: string }[] }) => d.items,
    );
    expect(flat.map((i: { description: string }) => i.description)).toEqual(items.map((i) => i.description));
    expect(flat[13]).toMatchObject({ volume: 3.5, volume_text: '7 × 0,5' });
    expect(read.totals).toEqual(created.json().project.totals);
  });
});
