import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authMessages, ownedItems } from '@kalkulator/core';
import { NotFoundError, ValidationError } from '../../errors';
import type { Database } from '../../db/schema';
import { accountOf } from '../../plugins/auth';
import { errorResponse, idParams } from '../shared-schemas';
import { hashPassword } from './passwords';
import {
  countAdmins,
  findUserById,
  listAudit,
  ownedCounts,
  recordAudit,
  toUser,
  updateUser,
} from './repository';

// Managing accounts (issue #21): change a role, disable and re-enable, delete with what the user owns, set a
// temporary password the user must change. The last admin who can log in stays one; every action is audited.

const tags = ['Auth (admin)'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

const changeBody = z
  .object({
    role: z.enum(['user', 'admin'], { error: authMessages.roleInvalid }).optional(),
    disabled: z.boolean({ error: authMessages.disabledInvalid }).optional(),
  })
  .refine((body) => body.role !== undefined || body.disabled !== undefined, {
    error: authMessages.userChangeEmpty,
  });

const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  async function targetOr404(id: number, db: Kysely<Database> = app.db) {
    const row = await findUserById(db, id);
    if (!row) throw new NotFoundError(authMessages.userNotFound);
    return row;
  }
  /**
   * The account an admin changes, read inside the change's transaction after every other change of accounts has
   * finished (a table lock that reads still pass): two admins demoting each other at once are counted one after
   * the other, so the second is refused instead of leaving no admin.
   */
  async function lockedTarget(trx: Kysely<Database>, id: number) {
    await sql`lock table users in share row exclusive mode`.execute(trx);
    return targetOr404(id, trx);
  }
  /** An admin who can log in stays: refuse to demote, disable or delete the last one. */
  async function keepsAnAdmin(trx: Kysely<Database>, target: { role: string; disabled: boolean }) {
    if (target.role === 'admin' && !target.disabled && (await countAdmins(trx)) <= 1)
      throw new ValidationError([{ param: 'id', msg: authMessages.lastAdmin }], authMessages.lastAdmin);
  }

  app.patch(
    '/auth/users/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah peran atau nonaktifkan/aktifkan pengguna (admin)',
        params: idParams,
        body: changeBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const actor = accountOf(request);
      const { role, disabled } = request.body;
      const row = await app.db.transaction().execute(async (trx) => {
        const target = await lockedTarget(trx, request.params.id);
        const demotes = role === 'user' && target.role === 'admin';
        const disables = disabled === true && !target.disabled;
        if (disables && target.id === actor.id)
          throw new ValidationError(
            [{ param: 'disabled', msg: authMessages.notYourself }],
            authMessages.notYourself,
          );
        if (demotes || disables) await keepsAnAdmin(trx, target);
        const updated = await updateUser(trx, target.id, {
          ...(role !== undefined && { role }),
          ...(disabled !== undefined && { disabled }),
          // Disabling ends the account's sessions for good: enabling it again does not bring back a token of a
          // phone that was lost or of someone who left; its owner logs in again.
          ...(disables && { token_version: target.token_version + 1 }),
        });
        const changes = [
          role !== undefined && role !== target.role && `peran ${target.role} → ${role}`,
          disabled !== undefined &&
            disabled !== target.disabled &&
            (disabled ? 'dinonaktifkan' : 'diaktifkan kembali'),
        ].filter(Boolean);
        if (changes.length > 0)
          await recordAudit(trx, {
            actor,
            action: disabled === true ? 'disable' : disabled === false ? 'enable' : 'role',
            target: updated,
            detail: changes.join(', '),
          });
        return updated;
      });
      return { user: toUser(row), message: authMessages.userUpdated };
    },
  );

  app.delete(
    '/auth/users/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Hapus satu pengguna beserta kalkulasi, hasil kalkulator, proyek dan buku harga pribadinya (admin)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const actor = accountOf(request);
      const counts = await app.db.transaction().execute(async (trx) => {
        const target = await lockedTarget(trx, request.params.id);
        if (target.id === actor.id)
          throw new ValidationError(
            [{ param: 'id', msg: authMessages.notYourself }],
            authMessages.notYourself,
          );
        await keepsAnAdmin(trx, target);
        const counts = await ownedCounts(trx, target.id);
        await trx.deleteFrom('calculations').where('user_id', '=', target.id).execute();
        // Projects, their revisions and private price books go with the account (foreign keys cascade).
        await trx.deleteFrom('users').where('id', '=', target.id).execute();
        await recordAudit(trx, {
          actor,
          action: 'delete',
          target,
          detail: ownedItems(counts),
        });
        return counts;
      });
      return { deleted: counts, message: authMessages.userDeleted(counts) };
    },
  );

  app.post(
    '/auth/users/:id/temporary-password',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Buat password sementara yang harus diganti pengguna saat masuk (admin)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const actor = accountOf(request);
      const target = await targetOr404(request.params.id);
      if (target.id === actor.id)
        throw new ValidationError([{ param: 'id', msg: authMessages.notYourself }], authMessages.notYourself);
      const password = randomBytes(9).toString('base64url');
      await updateUser(app.db, target.id, {
        password_hash: await hashPassword(password),
        // Every session of the account ends: the temporary password is the only way in.
        token_version: target.token_version + 1,
        must_change_password: true,
      });
      await recordAudit(app.db, {
        actor,
        action: 'temporary-password',
        target,
        detail: 'password sementara dibuat',
      });
      return { password, message: authMessages.temporaryPassword };
    },
  );

  app.get(
    '/auth/users/audit',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Catatan tindakan admin atas pengguna (terbaru dulu)',
        response: { 200: ok, ...errors },
      },
    },
    async () => ({ audit: await listAudit(app.db) }),
  );
};

export default userAdminRoutes;
