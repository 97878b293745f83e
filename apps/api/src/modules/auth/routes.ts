import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authMessages,
  CONFIRM_CLEAR_USERS,
  changePasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  type User,
} from '@kalkulator/core';
import { HttpError, ValidationError } from '../../errors';
import { resetSequence, sequenceStatus } from '../../db/sequences';
import { accountOf, unauthorized } from '../../plugins/auth';
import { errorResponse, pagingShape } from '../shared-schemas';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteUsersExcept,
  endAllSessions,
  endSession,
  findUserById,
  findUserByLogin,
  insertUser,
  listUsers,
  takenFields,
  toUser,
  updateUser,
} from './repository';

const tags = ['Akun'];
const userSchema = z.looseObject({
  id: z.number(),
  username: z.string(),
  role: z.string(),
}) as unknown as z.ZodType<User>;
const authAnswer = z.object({ user: userSchema, token: z.string(), message: z.string() });
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse, 429: errorResponse };

const usersQuery = z.object({
  ...pagingShape(100, 20),
  _t: z.string().optional(),
});

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Login and register: a few tries a minute per client against password guessing; the rest of the API is looser.
  const strictLimit = { rateLimit: app.authRateLimit };

  async function refuseTaken(fields: { username?: string; email?: string }, exceptId?: number) {
    const taken = await takenFields(app.db, fields, exceptId);
    const details = [
      ...(taken.username ? [{ param: 'username', msg: authMessages.usernameTaken }] : []),
      ...(taken.email ? [{ param: 'email', msg: authMessages.emailTaken }] : []),
    ];
    if (details.length > 0) throw new ValidationError(details, details[0]!.msg);
  }

  app.post(
    '/auth/register',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: 'Daftar akun baru',
        body: registerSchema,
        response: { 201: authAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const input = request.body;
      await refuseTaken({ username: input.username, email: input.email });
      const row = await insertUser(app.db, {
        username: input.username,
        email: input.email.toLowerCase(),
        full_name: input.full_name,
        password_hash: await hashPassword(input.password),
      }).catch(async (error: unknown) => {
        // Two registrations racing for one name: the unique index decides.
        await refuseTaken({ username: input.username, email: input.email });
        throw error;
      });
      return reply
        .status(201)
        .send({ user: toUser(row), token: app.signToken(row), message: authMessages.registered });
    },
  );

  app.post(
    '/auth/login',
    {
      config: strictLimit,
      schema: {
        tags,
        summary: 'Masuk dengan username atau email',
        body: loginSchema,
        response: { 200: authAnswer, ...errors },
      },
    },
    async (request) => {
      const row = await findUserByLogin(app.db, request.body.username);
      const valid = row ? await verifyPassword(row.password_hash, request.body.password) : await burnTime();
      if (!row || !valid) throw new HttpError(401, authMessages.wrongCredentials);
      // Said only to whoever knows the password: a disabled account is not an unknown one.
      if (row.disabled) throw new HttpError(401, authMessages.accountDisabled);
      return { user: toUser(row), token: app.signToken(row), message: authMessages.loggedIn };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'Keluar: token akun ini tidak berlaku lagi' } },
    async (request) => {
      // Logging out ends this token only: the account stays logged in on its other devices. Without a valid token
      // there is nothing to end, and logging out still succeeds (the client clears its state either way).
      try {
        await app.authenticate(request, undefined as never);
      } catch {
        return { message: authMessages.loggedOut };
      }
      const me = accountOf(request);
      const { jti, exp } = request.user;
      if (jti && exp) await endSession(app.db, { jti, userId: me.id, expiresAt: new Date(exp * 1000) });
      // A token from before tokens had ids can only be ended with all of the account's.
      else await endAllSessions(app.db, me.id);
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Keluar dari semua perangkat: semua token akun ini tidak berlaku lagi',
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await endAllSessions(app.db, accountOf(request).id);
      return { message: authMessages.loggedOutEverywhere };
    },
  );

  app.get(
    '/auth/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Periksa token',
        response: { 200: z.object({ user: userSchema }), ...errors },
      },
    },
    async (request) => ({ user: accountOf(request) }),
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Profil', response: { 200: z.object({ user: userSchema }), ...errors } },
    },
    async (request) => ({ user: accountOf(request) }),
  );

  app.put(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ubah profil',
        body: profileSchema,
        response: { 200: z.object({ user: userSchema, message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const me = accountOf(request);
      const changes = request.body;
      await refuseTaken({ username: changes.username, email: changes.email }, me.id);
      const row = await updateUser(app.db, me.id, {
        ...(changes.username !== undefined && { username: changes.username }),
        ...(changes.email !== undefined && { email: changes.email.toLowerCase() }),
        ...(changes.full_name !== undefined && { full_name: changes.full_name }),
      });
      return { user: toUser(row), message: authMessages.profileUpdated };
    },
  );

  app.put(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Ganti password (token lama tidak berlaku lagi)',
        body: changePasswordSchema,
        response: { 200: authAnswer, ...errors },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, accountOf(request).id);
      if (!row) throw unauthorized(authMessages.sessionExpired);
      if (!(await verifyPassword(row.password_hash, request.body.current_password))) {
        throw new ValidationError(
          [{ param: 'current_password', msg: authMessages.wrongCurrentPassword }],
          authMessages.wrongCurrentPassword,
        );
      }
      const updated = await updateUser(app.db, row.id, {
        password_hash: await hashPassword(request.body.new_password),
        token_version: row.token_version + 1,
        must_change_password: false,
      });
      return { user: toUser(updated), token: app.signToken(updated), message: authMessages.passwordChanged };
    },
  );

  // Admin only.
  const admin = { onRequest: app.requireRole('admin') };

  app.get(
    '/auth/users',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Daftar pengguna (admin)',
        querystring: usersQuery,
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request) => {
      const { page, limit, search } = request.query;
      const { users, total } = await listUsers(app.db, { page, limit, search: search?.trim() || undefined });
      return { users, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
    },
  );

  app.delete(
    '/auth/clear-all-users',
    {
      ...admin,
      schema: {
        tags,
        summary: `Hapus semua pengguna kecuali admin yang memanggil. Bila confirm_clear dikirim, harus persis "${CONFIRM_CLEAR_USERS}"`,
        body: z
          .object({ confirm_clear: z.string({ error: authMessages.confirmClearUsers }).optional() })
          .nullish(),
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request) => {
      // SPEC.md §6-7 ask no confirmation of this route, so a call without one (its earlier clients) still clears;
      // the web app sends the words the admin typed, and words that are not exactly these delete nobody.
      const typed = request.body?.confirm_clear;
      if (typed !== undefined && typed !== CONFIRM_CLEAR_USERS) {
        throw new ValidationError(
          [{ param: 'confirm_clear', msg: authMessages.confirmClearUsers }],
          authMessages.confirmClearUsers,
        );
      }
      const deleted = await deleteUsersExcept(app.db, accountOf(request));
      return { message: authMessages.usersCleared(deleted), deleted };
    },
  );

  app.post(
    '/auth/reset-auto-increment',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Atur ulang penghitung ID pengguna',
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async () => ({ message: authMessages.sequenceReset, status: await resetSequence(app.db, 'users') }),
  );

  app.get(
    '/auth/auto-increment-status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Status penghitung ID pengguna',
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async () => ({ status: await sequenceStatus(app.db, 'users') }),
  );
};

/** Answers an unknown username as slowly as a wrong password, so timing does not reveal which accounts exist. */
async function burnTime(): Promise<false> {
  await verifyPassword(
    '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$ZmFrZWhhc2hmYWtlaGFzaGZha2VoYXNo',
    'x',
  );
  return false;
}

export default authRoutes;
