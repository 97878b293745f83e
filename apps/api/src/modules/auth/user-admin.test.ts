import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';

// User management (issue #21): roles, disabling, deleting with what the user owns, temporary passwords, the audit.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterAll(() => t.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('user management', () => {
  it('disables an account at once (its token answers 401, login says so) and enables it again, to log in anew', async () => {
    const user = await registerUser(t.app);
    expect((await call(user.token, 'GET', '/api/auth/verify')).statusCode).toBe(200);
    const disabled = await call(admin.token, 'PATCH', `/api/auth/users/${user.id}`, { disabled: true });
    expect(disabled.json().user).toMatchObject({ disabled: true });
    const refused = await call(user.token, 'GET', '/api/auth/verify');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(authMessages.accountDisabled);
    const loginRefused = await login(user.username, user.password);
    expect(loginRefused.statusCode).toBe(401);
    expect(loginRefused.json().message).toBe(authMessages.accountDisabled);
    // A wrong password says nothing about the account.
    expect((await login(user.username, 'salah-sekali-1')).json().message).toBe(authMessages.wrongCredentials);
    await call(admin.token, 'PATCH', `/api/auth/users/${user.id}`, { disabled: false });
    // The sessions ended with the disabling stay ended; the owner logs in again.
    expect((await call(user.token, 'GET', '/api/auth/verify')).statusCode).toBe(401);
    const again = await login(user.username, user.password);
    expect(again.statusCode).toBe(200);
    expect((await call(again.json().token, 'GET', '/api/auth/verify')).statusCode).toBe(200);
  });

  it('changes roles but keeps the last admin: no demoting, disabling or deleting it', async () => {
    const promoted = await registerUser(t.app);
    const patch = await call(admin.token, 'PATCH', `/api/auth/users/${promoted.id}`, { role: 'admin' });
    expect(patch.json().user.role).toBe('admin');
    expect((await call(promoted.token, 'GET', '/api/auth/users')).statusCode).toBe(200);
    // Two admins: the other one may be demoted; then the last one may not.
    await call(admin.token, 'PATCH', `/api/auth/users/${promoted.id}`, { role: 'user' });
    for (const [method, url, payload] of [
      ['PATCH', `/api/auth/users/${admin.id}`, { role: 'user' }],
      ['PATCH', `/api/auth/users/${admin.id}`, { disabled: true }],
      ['DELETE', `/api/auth/users/${admin.id}`, undefined],
    ] as const) {
      const refused = await call(admin.token, method, url, payload);
      expect(refused.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(422);
    }
    expect(
      (await call(admin.token, 'PATCH', `/api/auth/users/${admin.id}`, { role: 'user' })).json().details,
    ).toEqual([{ param: 'id', msg: authMessages.lastAdmin }]);
    expect((await call(admin.token, 'PATCH', `/api/auth/users/${promoted.id}`, {})).statusCode).toBe(422);
    expect((await call(admin.token, 'PATCH', '/api/auth/users/999999', { role: 'user' })).statusCode).toBe(
      404,
    );
  });

  it('deletes a user with everything they own, after naming the counts', async () => {
    const user = await registerUser(t.app);
    const job = await jobTypeId(t.db, 'A.2.3.1.1');
    for (let index = 0; index < 2; index += 1)
      await call(user.token, 'POST', `/api/calculations/${job}/save`, {
        volume: 3,
        productivity: 10,
        worker_ratio: '0:1',
      });
    await call(user.token, 'POST', '/api/projects', { name: 'Gudang', divisions: [] });
    const results = ['calc_u1', 'calc_u2', 'calc_u3'].map((id) => ({
      id,
      calculator: 'luas',
      title: 'Kalkulator Luas',
      inputs: { length: '4', width: '3' },
      rows: [{ key: 'area', label: 'Luas', value: 12, unit: 'm²', decimals: 2 }],
    }));
    expect((await call(user.token, 'POST', '/api/calculator-results', { results })).statusCode).toBe(200);
    const book = await call(user.token, 'POST', '/api/price-books', {
      name: 'Penawaran Toko Maju',
      region: 'Sleman',
      year: 2026,
    });
    expect(book.statusCode, book.body).toBe(201);
    const listed = (await call(admin.token, 'GET', `/api/auth/users?search=${user.username}`)).json()
      .users[0];
    expect(listed).toMatchObject({
      calculation_count: 2,
      project_count: 1,
      calculator_result_count: 3,
      price_book_count: 1,
      disabled: false,
    });
    const deleted = await call(admin.token, 'DELETE', `/api/auth/users/${user.id}`);
    expect(deleted.json()).toMatchObject({
      deleted: { calculations: 2, projects: 1, calculator_results: 3, price_books: 1 },
      message: 'Pengguna dihapus bersama 2 kalkulasi, 3 hasil kalkulator, 1 proyek dan 1 buku harga pribadi',
    });
    for (const [table, column] of [
      ['calculations', 'user_id'],
      ['projects', 'user_id'],
      ['calculator_results', 'user_id'],
      ['price_books', 'owner_id'],
    ] as const) {
      const left = await t.db.selectFrom(table).select('id').where(column, '=', user.id).execute();
      expect(left, table).toEqual([]);
    }
    expect((await call(user.token, 'GET', '/api/auth/verify')).statusCode).toBe(401);
  });

  it('sets a temporary password the user must change, ending their sessions', async () => {
    const user = await registerUser(t.app);
    const answer = await call(admin.token, 'POST', `/api/auth/users/${user.id}/temporary-password`);
    const { password } = answer.json();
    expect(password).toMatch(/^[\w-]{12}$/);
    expect((await call(user.token, 'GET', '/api/auth/verify')).statusCode).toBe(401);
    const logged = await login(user.username, password);
    expect(logged.json().user.temporary_login).toBe(true);
    // Until it is changed, the account reads itself and changes its password, nothing else.
    const blocked = await call(logged.json().token, 'GET', '/api/calculations/history');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(authMessages.mustChangePassword);
    expect((await call(logged.json().token, 'GET', '/api/auth/verify')).statusCode).toBe(200);
    expect((await call(logged.json().token, 'GET', '/api/auth/profile')).statusCode).toBe(200);
    // Not its name or e-mail: whoever holds the temporary password must not take the account over first.
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(logged.json().token),
      payload: { username: 'pengambil_alih', email: 'lain@example.com' },
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().message).toBe(authMessages.mustChangePassword);
    const renewed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(logged.json().token),
      payload: {
        current_password: password,
        new_password: 'rahasia-baru-99',
        confirm_password: 'rahasia-baru-99',
      },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().user.temporary_login).toBe(false);
    expect((await call(renewed.json().token, 'GET', '/api/calculations/history')).statusCode).toBe(200);
  });

  it('lists every action in the audit, newest first, with who did what to whom', async () => {
    const audit = (await call(admin.token, 'GET', '/api/auth/users/audit')).json().audit as {
      actor_username: string;
      action: string;
      target_username: string;
      detail: string;
    }[];
    expect(audit.map((entry) => entry.action)).toEqual([
      'temporary-password',
      'delete',
      'role',
      'role',
      'enable',
      'disable',
    ]);
    expect(audit[1]).toMatchObject({
      actor_username: admin.username,
      detail: '2 kalkulasi, 3 hasil kalkulator, 1 proyek dan 1 buku harga pribadi',
    });
    expect(audit[2]!.detail).toBe('peran admin → user');
  });
});

describe('two admins at the same moment', () => {
  let race: TestApp;
  let first: TestAccount;
  beforeAll(async () => {
    race = await createTestApp();
    first = await createAdmin(race.app, race.db);
  });
  afterAll(() => race.close());
  const raceCall = (token: string, method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
    race.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  it('keeps an admin when two admins demote or delete each other at the same moment', async () => {
    const admins = async () =>
      Number(
        (
          await race.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('role', '=', 'admin')
            .where('disabled', '=', false)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const other = await registerUser(race.app);
    await raceCall(first.token, 'PATCH', `/api/auth/users/${other.id}`, { role: 'admin' });
    expect(await admins()).toBe(2);
    const answers = await Promise.all([
      raceCall(first.token, 'PATCH', `/api/auth/users/${other.id}`, { role: 'user' }),
      raceCall(other.token, 'PATCH', `/api/auth/users/${first.id}`, { role: 'user' }),
    ]);
    // The loser is refused: as the last admin (422), or as no admin any more when its request came after (403).
    const refusedOnly = (statuses: number[]) => {
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      for (const status of statuses.filter((other) => other !== 200)) expect([403, 422]).toContain(status);
    };
    refusedOnly(answers.map((answer) => answer.statusCode));
    expect(await admins()).toBe(1);
    // Whoever is still admin takes the other back, and the same race with deletes keeps one too.
    const [kept, gone] = answers[0]!.statusCode === 200 ? [first, other] : [other, first];
    await raceCall(kept.token, 'PATCH', `/api/auth/users/${gone.id}`, { role: 'admin' });
    expect(await admins()).toBe(2);
    const deletes = await Promise.all([
      raceCall(kept.token, 'DELETE', `/api/auth/users/${gone.id}`),
      raceCall(gone.token, 'DELETE', `/api/auth/users/${kept.id}`),
    ]);
    refusedOnly(deletes.map((answer) => answer.statusCode));
    expect(await admins()).toBe(1);
  });
});
