import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const adminRoutes = [
  ['GET', '/api/auth/users'],
  ['POST', '/api/auth/reset-auto-increment'],
  ['GET', '/api/auth/auto-increment-status'],
  ['DELETE', '/api/auth/clear-all-users'],
] as const;

describe('admin-only account routes', () => {
  it('answer 401 to a guest and 403 to a user, with the Indonesian messages', async () => {
    const user = await registerUser(t.app);
    for (const [method, url] of adminRoutes) {
      const guest = await t.app.inject({ method, url });
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json()).toEqual({ message: authMessages.loginNeeded });
      const denied = await t.app.inject({ method, url, headers: bearer(user.token) });
      expect(denied.statusCode, url).toBe(403);
      expect(denied.json()).toEqual({ message: authMessages.forbidden });
    }
  });

  it('lists users with paging and search', async () => {
    for (let index = 0; index < 3; index += 1) await registerUser(t.app, { username: `mandor_${index}` });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/auth/users?page=1&limit=2',
      headers: bearer(admin.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().users).toHaveLength(2);
    expect(page.json().pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page.json().pagination.total).toBeGreaterThanOrEqual(4);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/auth/users?search=MANDOR_',
      headers: bearer(admin.token),
    });
    expect(
      found
        .json()
        .users.map((user: { username: string }) => user.username)
        .sort(),
    ).toEqual(['mandor_0', 'mandor_1', 'mandor_2']);
    expect(JSON.stringify(found.json())).not.toMatch(/password/);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/users?limit=1000',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'limit', msg: 'Batas maksimal 100' }]);
  });

  it('deletes nobody when the typed confirmation sent is not exactly the words', async () => {
    const before = await t.db.selectFrom('users').select('id').orderBy('id').execute();
    const refusal = 'Ketik konfirmasi persis: HAPUS SEMUA PENGGUNA';
    for (const payload of [
      { confirm_clear: '' },
      { confirm_clear: 'hapus semua pengguna' },
      { confirm_clear: 'HAPUS SEMUA DATA' },
    ]) {
      const refused = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/clear-all-users',
        headers: bearer(admin.token),
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.json().details).toEqual([{ param: 'confirm_clear', msg: refusal }]);
    }
    expect(await t.db.selectFrom('users').select('id').orderBy('id').execute()).toEqual(before);
  });

  it('clears every user but the calling admin, then resets the id counter', async () => {
    // Called as SPEC.md §7 names it, without a body (the web app sends the typed words; both clear).
    await registerUser(t.app);
    const bare = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/clear-all-users',
      headers: bearer(admin.token),
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().deleted).toBeGreaterThan(0);
    const gone = await registerUser(t.app);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/clear-all-users',
      headers: bearer(admin.token),
      payload: { confirm_clear: 'HAPUS SEMUA PENGGUNA' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().deleted).toBeGreaterThan(0);
    const remaining = await t.db.selectFrom('users').select('id').execute();
    expect(remaining).toEqual([{ id: admin.id }]);
    // The audit says who cleared whom, like a single delete.
    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/auth/users/audit', headers: bearer(admin.token) })
    ).json().audit as { action: string; actor_username: string; target_username: string; detail: string }[];
    expect(audit[0]).toMatchObject({
      action: 'clear-all',
      actor_username: admin.username,
      target_username: `${cleared.json().deleted} akun`,
    });
    expect(audit[0]!.detail).toContain(gone.username);

    const before = await t.app.inject({
      method: 'GET',
      url: '/api/auth/auto-increment-status',
      headers: bearer(admin.token),
    });
    expect(before.json().status.next_id).toBeGreaterThan(admin.id + 1);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-auto-increment',
      headers: bearer(admin.token),
    });
    expect(reset.json().status).toEqual({ table: 'users', max_id: admin.id, next_id: admin.id + 1 });
    const next = await registerUser(t.app);
    expect(next.id).toBe(admin.id + 1);
  });

  it("never lets a deleted account's token open the new account that gets its id again", async () => {
    const verify = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) });
    const victim = await registerUser(t.app);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${victim.id}`,
      headers: bearer(admin.token),
    });
    expect(removed.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-auto-increment',
      headers: bearer(admin.token),
    });
    const newcomer = await registerUser(t.app);
    expect(newcomer.id).toBe(victim.id);
    expect((await verify(newcomer.token)).json().user.username).toBe(newcomer.username);
    const stale = await verify(victim.token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: authMessages.sessionExpired });

    // A token from before the account's birth stamp existed is held to its issue time.
    const { created_at, token_version } = await t.db
      .selectFrom('users')
      .select(['created_at', 'token_version'])
      .where('id', '=', newcomer.id)
      .executeTakeFirstOrThrow();
    const born = Math.floor(created_at.getTime() / 1000);
    const older = (iat: number) =>
      t.app.jwt.sign({ sub: String(newcomer.id), ver: token_version, jti: `old-${iat}`, iat });
    expect((await verify(older(born - 60))).statusCode).toBe(401);
    expect((await verify(older(born))).statusCode).toBe(200);
    // A stamp of another birth is refused too.
    const forged = t.app.jwt.sign({
      sub: String(newcomer.id),
      ver: token_version,
      born: created_at.getTime() - 1,
      jti: 'lain',
    });
    expect((await verify(forged)).statusCode).toBe(401);
  });
});
