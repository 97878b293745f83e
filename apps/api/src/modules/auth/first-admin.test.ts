import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer } from '../../test/auth';
import { ensureFirstAdmin } from './first-admin';

// The first admin of a new installation (README: ADMIN_USERNAME / ADMIN_PASSWORD, or a generated password).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
/** An admin-only read. */
const listUsers = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer(token) });

describe('the first admin', () => {
  it('with a generated password must change it at the first login before anything else', async () => {
    expect(await ensureFirstAdmin(t.db, {}, { canGenerate: false })).toEqual({
      created: false,
      missing: true,
    });
    const admin = await ensureFirstAdmin(t.db, { username: 'kepala' }, { canGenerate: true });
    expect(admin).toMatchObject({ created: true, username: 'kepala' });
    const logged = await login('kepala', admin.generatedPassword!);
    expect(logged.json().user).toMatchObject({ role: 'admin', temporary_login: true });
    const blocked = await listUsers(logged.json().token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(authMessages.mustChangePassword);

    const renewed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(logged.json().token),
      payload: {
        current_password: admin.generatedPassword,
        new_password: 'kepala-baru-2026',
        confirm_password: 'kepala-baru-2026',
      },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const users = await listUsers(renewed.json().token);
    expect(users.statusCode).toBe(200);
    // Once an admin exists, nothing more is created.
    expect(await ensureFirstAdmin(t.db, {}, { canGenerate: true })).toEqual({
      created: false,
      missing: false,
    });
  });

  it('from ADMIN_USERNAME and ADMIN_PASSWORD is used at once: the operator chose the password', async () => {
    await t.db.deleteFrom('users').where('role', '=', 'admin').execute();
    const admin = await ensureFirstAdmin(
      t.db,
      { username: 'operator', password: 'pilihan-operator-1', email: 'ops@contoh.com' },
      { canGenerate: false },
    );
    expect(admin).toEqual({ created: true, missing: false, username: 'operator' });
    const logged = await login('operator', 'pilihan-operator-1');
    expect(logged.json().user).toMatchObject({ role: 'admin', temporary_login: false });
    const users = await listUsers(logged.json().token);
    expect(users.statusCode).toBe(200);
  });
});
