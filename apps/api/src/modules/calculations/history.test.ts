import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';

let t: TestApp;
let wallId: number;
let excavationId: number;
beforeAll(async () => {
  t = await createTestApp();
  wallId = await jobTypeId(t.db, brickWallJob().code);
  excavationId = await jobTypeId(t.db, 'A.2.3.1.1');
});
afterAll(() => t.close());

const form = (volume: number, project = 'Rumah Pak Budi') => ({
  volume,
  productivity: 10,
  worker_ratio: '1:3',
  brick_type: 'bata_merah',
  profit_percentage: 20,
  project_name: project,
});

async function save(account: TestAccount, jobType: number, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/calculations/${jobType}/save`,
    headers: bearer(account.token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().calculation;
}

const call = (
  account: TestAccount | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: account ? bearer(account.token) : {}, ...(payload && { payload }) });

describe('saving to the account', () => {
  it('stores a save retried with the same idempotency key once and answers the first record', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const send = (account: TestAccount, key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/calculations/${wallId}/save`,
        headers: { ...bearer(account.token), 'idempotency-key': key },
        payload: form(7, 'Gudang'),
      });
    const first = await send(user, 'simpan-0001-abcd');
    const [again, racing] = await Promise.all([
      send(user, 'simpan-0001-abcd'),
      send(user, 'simpan-0001-abcd'),
    ]);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(racing.statusCode).toBe(200);
    expect(again.json().calculation.id).toBe(first.json().calculation.id);
    // Keys are per account: the same key from someone else is their own save.
    const theirs = await send(other, 'simpan-0001-abcd');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().calculation.id).not.toBe(first.json().calculation.id);
    const list = (await call(user, 'GET', '/api/calculations/history?search=Gudang')).json();
    expect(list.calculations).toHaveLength(1);
    // A different key is a new save.
    expect((await send(user, 'simpan-0002-abcd')).statusCode).toBe(201);
  });

  it('stores a save once when its browser copy (local_save_<key>) is synced too, whichever arrives first', async () => {
    const user = await registerUser(t.app);
    const saveWith = (key: string, project: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/calculations/${wallId}/save`,
        headers: { ...bearer(user.token), 'idempotency-key': key },
        payload: form(7, project),
      });
    const syncCopy = (key: string, project: string) =>
      call(user, 'POST', '/api/calculations/sync', {
        calculations: [
          { id: `local_save_${key}`, job_type: { id: wallId }, calculation_data: form(7, project) },
        ],
      });
    const count = async (project: string) =>
      (await call(user, 'GET', `/api/calculations/history?search=${project}`)).json().calculations.length;

    // The save reached the server but its answer was lost; the browser copy is synced later.
    expect((await saveWith('lambat-0001-abcd', 'Kios')).statusCode).toBe(201);
    const synced = (await syncCopy('lambat-0001-abcd', 'Kios')).json();
    expect(synced).toMatchObject({ synced: 0, skipped: 1, failed: [] });
    expect(await count('Kios')).toBe(1);

    // The copy is synced first; the save's late arrival answers the synced record.
    const first = (await syncCopy('lambat-0002-abcd', 'Warung')).json();
    expect(first).toMatchObject({ synced: 1, skipped: 0 });
    const late = await saveWith('lambat-0002-abcd', 'Warung');
    expect(late.statusCode).toBe(200);
    expect(late.json().calculation.id).toBe(first.calculations[0].id);
    expect(await count('Warung')).toBe(1);
  });

  it('refuses a malformed idempotency key with a 422 naming the header', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${wallId}/save`,
      headers: { ...bearer(user.token), 'idempotency-key': 'x' },
      payload: form(7),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { param: 'idempotency-key', msg: 'Kunci idempotensi harus 8–100 huruf, angka, "-" atau "_"' },
    ]);
  });

  it('computes on the server, stores and answers the record', async () => {
    const user = await registerUser(t.app);
    const saved = await save(user, wallId, form(12));
    const direct = (await call(null, 'POST', `/api/calculations/${wallId}`, form(12))).json().calculation;
    expect(saved).toMatchObject({
      id: expect.any(Number),
      is_local: false,
      project_name: 'Rumah Pak Budi',
      job_type_name: brickWallJob().name,
      volume: 12,
      total_rab: direct.summary.rab_total,
      labor_cost: direct.summary.total_labor_cost,
      summary: direct.summary,
    });
    expect(
      (await call(user, 'GET', `/api/calculations/history/${saved.id}`)).json().calculation.summary,
    ).toEqual(direct.summary);
  });

  it('asks a guest to log in and checks the form like the calculator', async () => {
    expect((await call(null, 'POST', `/api/calculations/${wallId}/save`, form(3))).statusCode).toBe(401);
    const user = await registerUser(t.app);
    const invalid = await call(user, 'POST', `/api/calculations/${wallId}/save`, { ...form(3), volume: 0 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details[0].param).toBe('volume');
  });
});

describe('the history of one user', () => {
  it('pages, searches, filters and sorts', async () => {
    const user = await registerUser(t.app);
    await save(user, wallId, form(10, 'Gudang Sari'));
    await save(user, wallId, form(30, 'Rumah Tono'));
    await save(user, excavationId, {
      volume: 5,
      productivity: 1.33,
      worker_ratio: '0:1',
      profit_percentage: 10,
      project_name: 'Pagar Tono',
    });
    const list = (query: string) =>
      call(user, 'GET', `/api/calculations/history?${query}`).then((r) => r.json());

    const page = await list('page=1&limit=2');
    expect(page.calculations).toHaveLength(2);
    expect(page.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 3,
      pages: 2,
      total_exact: true,
      next_cursor: expect.any(String),
    });
    expect(
      (await list('search=tono')).calculations.map((c: { project_name: string }) => c.project_name).sort(),
    ).toEqual(['Pagar Tono', 'Rumah Tono']);
    const wallCategory = (await call(null, 'GET', `/api/jobs/type/${wallId}`)).json().job_type.category_id;
    expect((await list(`category_id=${wallCategory}`)).pagination.total).toBe(2);
    const byRab = (await list('sort=rab_total&order=asc')).calculations.map(
      (c: { total_rab: number }) => c.total_rab,
    );
    expect(byRab).toEqual([...byRab].sort((a, b) => a - b));
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`date_from=${today}&date_to=${today}&tz_offset=0`)).pagination.total).toBe(3);
    expect((await list('date_to=2000-01-01')).pagination.total).toBe(0);
    const bad = await call(user, 'GET', '/api/calculations/history?sort=password&date_from=kemarin');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['date_from', 'sort']);
    // Well formed but no such day: refused, not a 500 or another day.
    for (const day of ['2026-13-45', '2026-02-30', '2026-00-10']) {
      const impossible = await call(user, 'GET', `/api/calculations/history?date_from=${day}&date_to=${day}`);
      expect(impossible.statusCode).toBe(422);
      expect(impossible.json().details).toEqual([
        { param: 'date_from', msg: 'Tanggal harus berformat YYYY-MM-DD' },
        { param: 'date_to', msg: 'Tanggal harus berformat YYYY-MM-DD' },
      ]);
    }
    expect((await list('date_from=2024-02-29&date_to=2024-02-29')).pagination.total).toBe(0);
  });

  it("filters by the client's days: WIB unless tz_offset names another zone", async () => {
    const user = await registerUser(t.app);
    // 06.30 WIB on 26 November is still 25 November in UTC.
    const early = await save(user, wallId, form(10, 'Subuh'));
    await t.db
      .updateTable('calculations')
      .set({ created_at: new Date('2026-11-25T23:30:00Z') })
      .where('id', '=', early.id)
      .execute();
    const found = async (query: string) => {
      const answer = await call(user, 'GET', `/api/calculations/history?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().pagination.total;
    };
    expect(await found('date_from=2026-11-26&date_to=2026-11-26')).toBe(1);
    expect(await found('date_from=2026-11-25&date_to=2026-11-25')).toBe(0);
    expect(await found('date_from=2026-11-26&date_to=2026-11-26&tz_offset=-420')).toBe(1);
    expect(await found('date_to=2026-11-25&tz_offset=-420')).toBe(0);
    // A client in UTC, or in WITA (UTC+8: 07.30 on 26 November), sees it on its own day.
    expect(await found('date_from=2026-11-25&date_to=2026-11-25&tz_offset=0')).toBe(1);
    expect(await found('date_from=2026-11-26&date_to=2026-11-26&tz_offset=-480')).toBe(1);

    for (const junk of ['WIB', '', '1.5', '-841', '721', '+99999', '1e2', 'Asia/Jakarta']) {
      const bad = await call(
        user,
        'GET',
        `/api/calculations/history?date_from=2026-11-26&tz_offset=${encodeURIComponent(junk)}`,
      );
      expect(bad.statusCode, junk).toBe(422);
      expect(bad.json().details, junk).toEqual([
        {
          param: 'tz_offset',
          msg: 'Zona waktu harus berupa selisih menit dari UTC antara -840 dan 720 (WIB: -420)',
        },
      ]);
    }
  });

  it('updates by recomputing from the new form data, duplicates and deletes', async () => {
    const user = await registerUser(t.app);
    const saved = await save(user, wallId, form(10));
    const updated = await call(user, 'PUT', `/api/calculations/history/${saved.id}`, { volume: 20 });
    expect(updated.statusCode).toBe(200);
    const record = updated.json().calculation;
    expect(record.volume).toBe(20);
    expect(record.summary.total_material_cost).toBeGreaterThan(saved.summary.total_material_cost);
    expect(record.project_name).toBe('Rumah Pak Budi');

    const copy = await call(user, 'POST', `/api/calculations/history/${saved.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().calculation).toMatchObject({
      project_name: 'Rumah Pak Budi (salinan)',
      total_rab: record.total_rab,
    });
    expect(copy.json().calculation.id).not.toBe(saved.id);

    const removed = await call(user, 'DELETE', `/api/calculations/history/${saved.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(user, 'GET', `/api/calculations/history/${saved.id}`)).statusCode).toBe(404);
  });

  it('refuses an edit of a version changed on another device since it was opened, with what is stored now', async () => {
    const user = await registerUser(t.app);
    const opened = await save(user, wallId, form(10));
    // Another device changes the volume first; it opened the same version.
    const there = await call(user, 'PUT', `/api/calculations/history/${opened.id}`, {
      volume: 12,
      expected_updated_at: opened.updated_at,
    });
    expect(there.statusCode, there.body).toBe(200);
    const stored = there.json().calculation;
    expect(stored.updated_at).not.toBe(opened.updated_at);
    // This device saves its edit of the version it opened: refused, and the stored one comes back.
    const here = await call(user, 'PUT', `/api/calculations/history/${opened.id}`, {
      volume: 30,
      project_name: 'Versi saya',
      expected_updated_at: opened.updated_at,
    });
    expect(here.statusCode).toBe(409);
    expect(here.json()).toMatchObject({
      message:
        'Kalkulasi ini sudah diubah di perangkat lain sejak Anda membukanya; perubahan Anda belum disimpan.',
      calculation: { id: opened.id, volume: 12, updated_at: stored.updated_at },
    });
    expect(
      (await call(user, 'GET', `/api/calculations/history/${opened.id}`)).json().calculation.volume,
    ).toBe(12);
    // Knowing the other version, the user keeps theirs: sent against it, it is stored.
    const mine = await call(user, 'PUT', `/api/calculations/history/${opened.id}`, {
      volume: 30,
      expected_updated_at: stored.updated_at,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().calculation.volume).toBe(30);
    expect(mine.json().calculation.calculation_data).not.toHaveProperty('expected_updated_at');
    // Without the field the last write wins, as before (SPEC's callers); a time that is not one is refused.
    expect(
      (await call(user, 'PUT', `/api/calculations/history/${opened.id}`, { volume: 31 })).statusCode,
    ).toBe(200);
    const bad = await call(user, 'PUT', `/api/calculations/history/${opened.id}`, {
      volume: 32,
      expected_updated_at: 'kemarin',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([
      {
        param: 'expected_updated_at',
        msg: 'expected_updated_at harus berupa waktu ISO 8601 (updated_at kalkulasi yang dibuka)',
      },
    ]);
  });

  it('bulk-deletes only the given own calculations', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = [
      await save(user, wallId, form(1)),
      await save(user, wallId, form(2)),
      await save(user, wallId, form(3)),
    ];
    const theirs = await save(other, wallId, form(4));
    const response = await call(user, 'DELETE', '/api/calculations/history/bulk', {
      calculation_ids: [mine[0].id, mine[1].id, theirs.id],
    });
    expect(response.json()).toMatchObject({ deleted: 2 });
    expect((await call(user, 'GET', '/api/calculations/history')).json().pagination.total).toBe(1);
    expect((await call(other, 'GET', '/api/calculations/history')).json().pagination.total).toBe(1);
    const empty = await call(user, 'DELETE', '/api/calculations/history/bulk', { calculation_ids: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('sums the stats by category and month', async () => {
    const user = await registerUser(t.app);
    const a = await save(user, wallId, form(10));
    const b = await save(user, excavationId, {
      volume: 4,
      productivity: 1.33,
      worker_ratio: '0:1',
      profit_percentage: 20,
    });
    const { stats } = (await call(user, 'GET', '/api/calculations/stats')).json();
    expect(stats).toMatchObject({
      count: 2,
      total_labor_cost: a.labor_cost + b.labor_cost,
      total_material_cost: a.material_cost + b.material_cost,
      total_cost: a.total_cost + b.total_cost,
      total_rab: a.total_rab + b.total_rab,
    });
    expect(stats.by_category).toHaveLength(2);
    // 06.30 WIB on 1 December is still November in UTC: the month is the user's (WIB unless tz_offset says).
    await t.db
      .updateTable('calculations')
      .set({ created_at: new Date('2026-11-30T23:30:00Z') })
      .where('id', '=', a.id)
      .execute();
    await t.db
      .updateTable('calculations')
      .set({ created_at: new Date('2026-11-15T10:00:00Z') })
      .where('id', '=', b.id)
      .execute();
    const months = async (query: string) => {
      const answer = await call(user, 'GET', `/api/calculations/stats${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().stats.by_month;
    };
    const split = [
      { month: '2026-11', count: 1, total_rab: b.total_rab },
      { month: '2026-12', count: 1, total_rab: a.total_rab },
    ];
    expect(await months('')).toEqual(split);
    expect(await months('?tz_offset=-420')).toEqual(split);
    expect(await months('?tz_offset=0')).toEqual([
      { month: '2026-11', count: 2, total_rab: a.total_rab + b.total_rab },
    ]);
    const bad = await call(user, 'GET', '/api/calculations/stats?tz_offset=WIB');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('tz_offset');
  });

  it("answers 404 for someone else's calculation on every route, never their data", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const saved = await save(owner, wallId, form(5));
    for (const [method, url, body] of [
      ['GET', `/api/calculations/history/${saved.id}`],
      ['PUT', `/api/calculations/history/${saved.id}`, { volume: 9 }],
      ['DELETE', `/api/calculations/history/${saved.id}`],
      ['POST', `/api/calculations/history/${saved.id}/duplicate`],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Kalkulasi tidak ditemukan.' });
    }
    expect(
      (await call(owner, 'GET', `/api/calculations/history/${saved.id}`)).json().calculation.volume,
    ).toBe(5);
  });
});

describe('syncing browser results', () => {
  async function localResult(volume: number, id: string) {
    const { calculation } = (
      await call(null, 'POST', `/api/calculations/${wallId}`, form(volume, `Lokal ${volume}`))
    ).json();
    return { ...calculation, id, is_local: true };
  }

  it('stores each local result once, however often the sync is sent', async () => {
    const user = await registerUser(t.app);
    const locals = [await localResult(7, 'local_1_a'), await localResult(8, 'local_2_b')];
    const first = await call(user, 'POST', '/api/calculations/sync', { calculations: locals });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      synced: 2,
      skipped: 0,
      message: '2 kalkulasi lokal disinkronkan ke akun Anda.',
    });
    const again = await call(user, 'POST', '/api/calculations/sync', { calculations: locals });
    expect(again.json()).toMatchObject({
      synced: 0,
      skipped: 2,
      message: '2 kalkulasi lokal sudah ada di akun Anda; tidak ada yang perlu disinkronkan.',
    });
    const third = await call(user, 'POST', '/api/calculations/sync', {
      calculations: [...locals, await localResult(9, 'local_3_c')],
    });
    expect(third.json()).toMatchObject({
      synced: 1,
      skipped: 2,
      message: '1 kalkulasi lokal disinkronkan ke akun Anda. 2 lainnya sudah ada di akun.',
    });
    const history = (await call(user, 'GET', '/api/calculations/history')).json();
    expect(history.pagination.total).toBe(3);
    expect(history.calculations.map((c: { project_name: string }) => c.project_name).sort()).toEqual([
      'Lokal 7',
      'Lokal 8',
      'Lokal 9',
    ]);
    // Another account may sync the same browser ids: they are its own.
    const other = await registerUser(t.app);
    expect(
      (await call(other, 'POST', '/api/calculations/sync', { calculations: locals })).json().synced,
    ).toBe(2);
  });

  it('keeps the time each browser result was made, and sorts by it', async () => {
    const user = await registerUser(t.app);
    const older = { ...(await localResult(4, 'local_t_1')), created_at: '2026-03-01T08:15:00.000Z' };
    const newer = { ...(await localResult(5, 'local_t_2')), created_at: '2026-03-02T09:30:00.000Z' };
    const future = { ...(await localResult(6, 'local_t_3')), created_at: '2999-01-01T00:00:00.000Z' };
    const broken = { ...(await localResult(7, 'local_t_4')), created_at: 'kemarin' };
    const before = Date.now();
    await call(user, 'POST', '/api/calculations/sync', { calculations: [newer, future, older, broken] });
    const list = (await call(user, 'GET', '/api/calculations/history?sort=created_at&order=asc')).json()
      .calculations as { project_name: string; created_at: string }[];
    expect(list.slice(0, 2).map((row) => row.project_name)).toEqual(['Lokal 4', 'Lokal 5']);
    expect(new Date(list[0]!.created_at).toISOString()).toBe('2026-03-01T08:15:00.000Z');
    expect(new Date(list[1]!.created_at).toISOString()).toBe('2026-03-02T09:30:00.000Z');
    // A time in the future or unreadable becomes the time of the sync.
    for (const row of list.slice(2)) expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('needs a login and local ids', async () => {
    const local = await localResult(3, 'local_x');
    expect((await call(null, 'POST', '/api/calculations/sync', { calculations: [local] })).statusCode).toBe(
      401,
    );
    const user = await registerUser(t.app);
    const bad = await call(user, 'POST', '/api/calculations/sync', { calculations: [{ ...local, id: 12 }] });
    expect(bad.statusCode).toBe(422);
  });
});

describe('admin calculation routes', () => {
  it('answer 401 to guests and 403 to users; admins list, delete, clear and reset', async () => {
    const user = await registerUser(t.app);
    const admin = await createAdmin(t.app, t.db);
    const saved = await save(user, wallId, form(6));
    const routes = [
      ['GET', '/api/calculations/admin/all'],
      ['DELETE', `/api/calculations/admin/${saved.id}`],
      ['POST', '/api/calculations/reset-auto-increment'],
      ['GET', '/api/calculations/auto-increment-status'],
      ['DELETE', '/api/calculations/clear-all'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(null, method, url)).statusCode, url).toBe(401);
      expect((await call(user, method, url)).statusCode, url).toBe(403);
    }
    const all = (await call(admin, 'GET', `/api/calculations/admin/all?user_id=${user.id}`)).json();
    expect(all.calculations).toEqual([expect.objectContaining({ id: saved.id, username: user.username })]);
    expect((await call(admin, 'DELETE', `/api/calculations/admin/${saved.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/calculations/admin/${saved.id}`)).statusCode).toBe(404);
    await save(user, wallId, form(2));
    const cleared = (await call(admin, 'DELETE', '/api/calculations/clear-all')).json();
    expect(cleared.deleted).toBeGreaterThan(0);
    const reset = (await call(admin, 'POST', '/api/calculations/reset-auto-increment')).json();
    expect(reset.status).toEqual({ table: 'calculations', max_id: 0, next_id: 1 });
    expect((await save(user, wallId, form(1))).id).toBe(1);
  });
});
