import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@kalkulator/core';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app';
import { bearer, handMadeToken, registerUser } from '../../test/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/auth/register', () => {
  it('creates an account and answers user and token, never the password', async () => {
    const response = await post('/api/auth/register', {
      username: 'sari.w',
      email: 'Sari@Contoh.id',
      full_name: 'Sari Wulandari',
      password: 'bata-merah-70',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      username: 'sari.w',
      email: 'sari@contoh.id',
      full_name: 'Sari Wulandari',
      role: 'user',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    const verify = await get('/api/auth/verify', bearer(body.token));
    expect(verify.json().user.username).toBe('sari.w');
  });

  it('refuses a username or e-mail already in use, whatever the case', async () => {
    const first = await registerUser(t.app);
    const sameName = await post('/api/auth/register', {
      username: first.username.toUpperCase(),
      email: 'lain@contoh.id',
      full_name: 'Lain',
      password: 'rahasia-panjang-1',
    });
    expect(sameName.statusCode).toBe(422);
    expect(sameName.json().details).toEqual([{ param: 'username', msg: authMessages.usernameTaken }]);
    const sameEmail = await post('/api/auth/register', {
      username: 'orang_lain',
      email: `${first.username.toUpperCase()}@CONTOH.ID`,
      full_name: 'Lain',
      password: 'rahasia-panjang-1',
    });
    expect(sameEmail.json().details).toEqual([{ param: 'email', msg: authMessages.emailTaken }]);
  });

  it('answers 422 with a message per invalid field', async () => {
    const response = await post('/api/auth/register', {
      username: 'ab',
      email: 'bukan-email',
      full_name: '',
      password: 'pendek',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { param: 'username', msg: authMessages.usernameLength },
        { param: 'email', msg: authMessages.emailFormat },
        { param: 'full_name', msg: authMessages.fullNameRequired },
        { param: 'password', msg: authMessages.passwordLength },
      ]),
    );
  });

  it('says an empty password is to be filled in, as a missing one', async () => {
    for (const password of ['', undefined]) {
      const response = await post('/api/auth/register', {
        username: 'budi_kosong',
        email: 'budi.kosong@contoh.id',
        full_name: 'Budi',
        ...(password !== undefined && { password }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual([{ param: 'password', msg: authMessages.passwordRequired }]);
    }
  });
});

describe('POST /api/auth/login and the token', () => {
  it('logs in by username or e-mail', async () => {
    const account = await registerUser(t.app);
    for (const login of [account.username, `${account.username}@contoh.id`.toUpperCase()]) {
      const response = await post('/api/auth/login', { username: login, password: account.password });
      expect(response.statusCode, login).toBe(200);
      expect(response.json()).toMatchObject({ user: { id: account.id }, token: expect.any(String) });
    }
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const account = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { username: account.username, password: 'salah-sekali' });
    const unknown = await post('/api/auth/login', { username: 'tidak_ada', password: 'salah-sekali' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.wrongCredentials });
    }
  });

  it('refuses a missing, forged, expired or deleted-user token', async () => {
    const account = await registerUser(t.app);
    expect((await get('/api/auth/verify')).json()).toEqual({ message: authMessages.loginNeeded });
    const now = Math.floor(Date.now() / 1000);
    const forged = handMadeToken({ sub: String(account.id), ver: 0, iat: now }, 'not-the-secret');
    const expired = handMadeToken(
      { sub: String(account.id), ver: 0, iat: now - 100, exp: now - 10 },
      TEST_JWT_SECRET,
    );
    const valid = handMadeToken({ sub: String(account.id), ver: 0, iat: now }, TEST_JWT_SECRET);
    expect((await get('/api/auth/verify', bearer(valid))).statusCode).toBe(200);
    for (const token of [forged, expired, 'abc.def.ghi']) {
      const response = await get('/api/auth/verify', bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: authMessages.sessionExpired });
    }
    await t.db.deleteFrom('users').where('id', '=', account.id).execute();
    expect((await get('/api/auth/verify', bearer(account.token))).statusCode).toBe(401);
  });

  const loginAgain = async (account: { username: string; password: string }): Promise<string> =>
    (await post('/api/auth/login', { username: account.username, password: account.password })).json().token;
  const verifies = async (token: string) => (await get('/api/auth/verify', bearer(token))).statusCode;

  it('logs out on one device: that token stops working, the same account elsewhere stays logged in', async () => {
    const account = await registerUser(t.app);
    const phone = await loginAgain(account);
    const response = await post('/api/auth/logout', {}, bearer(account.token));
    expect(response.json()).toEqual({ message: authMessages.loggedOut });
    expect(await verifies(account.token)).toBe(401);
    expect((await get('/api/auth/verify', bearer(account.token))).json()).toEqual({
      message: authMessages.sessionExpired,
    });
    expect(await verifies(phone)).toBe(200);
    // Logging out twice, without a token or with a broken one still succeeds: the client clears its state anyway.
    expect((await post('/api/auth/logout', {}, bearer(account.token))).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, bearer('rusak'))).statusCode).toBe(200);
    expect(await verifies(await loginAgain(account))).toBe(200);
  });

  it('keeps a logged-out token ended until it expires, then lets its record go', async () => {
    const account = await registerUser(t.app);
    await post('/api/auth/logout', {}, bearer(account.token));
    const ended = await t.db
      .selectFrom('ended_sessions')
      .selectAll()
      .where('user_id', '=', account.id)
      .execute();
    expect(ended).toHaveLength(1);
    const expiresIn = (new Date(ended[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(expiresIn).toBeGreaterThan(6.9);
    expect(expiresIn).toBeLessThanOrEqual(7);
    await t.db
      .updateTable('ended_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const other = await registerUser(t.app);
    await post('/api/auth/logout', {}, bearer(other.token));
    const left = await t.db.selectFrom('ended_sessions').select('user_id').execute();
    expect(left.map((row) => row.user_id)).toEqual([other.id]);
  });

  it('logs out everywhere: every token of the account stops working, other accounts stay logged in', async () => {
    const account = await registerUser(t.app);
    const someoneElse = await registerUser(t.app);
    const phone = await loginAgain(account);
    const response = await post('/api/auth/logout-all', {}, bearer(account.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: authMessages.loggedOutEverywhere });
    expect(await verifies(account.token)).toBe(401);
    expect(await verifies(phone)).toBe(401);
    expect(await verifies(someoneElse.token)).toBe(200);
    expect((await post('/api/auth/logout-all', {}, bearer(phone))).statusCode).toBe(401);
    expect((await post('/api/auth/logout-all', {})).json()).toEqual({ message: authMessages.loginNeeded });
    expect(await verifies(await loginAgain(account))).toBe(200);
  });

  it('ends a token from before tokens had ids only with all of the account’s, on its logout', async () => {
    const account = await registerUser(t.app);
    const now = Math.floor(Date.now() / 1000);
    const old = handMadeToken(
      { sub: String(account.id), ver: 0, iat: now, exp: now + 3600 },
      TEST_JWT_SECRET,
    );
    expect(await verifies(old)).toBe(200);
    expect((await post('/api/auth/logout', {}, bearer(old))).statusCode).toBe(200);
    expect(await verifies(old)).toBe(401);
    expect(await verifies(account.token)).toBe(401);
  });
});

describe('the profile', () => {
  it('reads and edits the profile', async () => {
    const account = await registerUser(t.app);
    expect((await get('/api/auth/profile', bearer(account.token))).json().user.username).toBe(
      account.username,
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(account.token),
      payload: { full_name: 'Budi Santoso', email: 'budi.baru@contoh.id' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { full_name: 'Budi Santoso', email: 'budi.baru@contoh.id' },
      message: authMessages.profileUpdated,
    });
  });

  it("refuses another account's e-mail and an empty change", async () => {
    const one = await registerUser(t.app);
    const two = await registerUser(t.app);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(two.token), payload });
    const taken = await put({ email: `${one.username}@contoh.id` });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual([{ param: 'email', msg: authMessages.emailTaken }]);
    expect((await put({})).json().details).toEqual([{ param: 'full_name', msg: authMessages.profileEmpty }]);
    expect((await put({ email: `${two.username}@contoh.id` })).statusCode).toBe(200);
  });

  it('changes the password with the current one, and every older token stops working', async () => {
    const account = await registerUser(t.app);
    const change = (payload: object, token = account.token) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });
    const wrong = await change({ current_password: 'bukan-ini', new_password: 'password-baru-9' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      { param: 'current_password', msg: authMessages.wrongCurrentPassword },
    ]);

    const changed = await change({ current_password: account.password, new_password: 'password-baru-9' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe(authMessages.passwordChanged);
    expect((await get('/api/auth/verify', bearer(account.token))).statusCode).toBe(401);
    expect((await get('/api/auth/verify', bearer(changed.json().token))).statusCode).toBe(200);
    expect(
      (await post('/api/auth/login', { username: account.username, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { username: account.username, password: 'password-baru-9' })).statusCode,
    ).toBe(200);
  });
});
