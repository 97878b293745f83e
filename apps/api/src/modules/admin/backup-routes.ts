import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BackupError,
  backupFileName,
  checkBackup,
  restoreBackup,
  writeBackup,
  type BackupSummary,
} from '../../db/backup';
import { HttpError, ValidationError } from '../../errors';
import { errorResponse } from '../shared-schemas';
import { findUserById, recordAudit } from '../auth/repository';
import { adminMessages, CONFIRM_RESTORE } from './schemas';

// Backup and restore of every table (issue #21). The download streams while it is read, from one snapshot; the
// restore takes the uploaded file, checks it (gzip, header, checksum, version) before touching anything, reading it
// as it is unpacked, then replaces all data in one transaction, reading it so again.

export const RESTORE_LIMIT_BYTES = 512 * 1024 * 1024;
const tags = ['Admin: data'];
const errors = { 401: errorResponse, 403: errorResponse, 413: errorResponse, 422: errorResponse };

const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: RESTORE_LIMIT_BYTES, files: 1, fields: 5 } });
  const admin = { onRequest: app.requireRole('admin') };

  app.get(
    '/admin/backup',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Unduh cadangan seluruh data (katalog, pengguna, kalkulasi, proyek, daftar harga) sebagai satu berkas .jsonl.gz',
        produces: ['application/gzip'],
      },
    },
    async (request, reply) => {
      const body = new PassThrough();
      writeBackup(app.db, body, { databaseKind: app.databaseKind }).catch((error: unknown) => {
        request.log.error({ err: error }, 'backup failed while streaming');
        body.destroy(error as Error);
      });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${backupFileName()}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/admin/restore',
    {
      ...admin,
      schema: {
        tags,
        summary: `Pulihkan seluruh data dari berkas cadangan (multipart: field "file" dan confirm_restore = "${CONFIRM_RESTORE}")`,
        consumes: ['multipart/form-data'],
        response: { 200: z.looseObject({}), ...errors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new ValidationError([{ param: 'file', msg: adminMessages.restoreNoFile }]);
      }
      let content: Buffer | undefined;
      let confirm: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname === 'file' && !content) content = await part.toBuffer();
            else part.file.resume();
          } else if (part.fieldname === 'confirm_restore') {
            confirm = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, adminMessages.restoreTooLarge, [
            { param: 'file', msg: adminMessages.restoreTooLarge },
          ]);
        }
        throw new ValidationError([{ param: 'file', msg: adminMessages.restoreNoFile }]);
      }
      const problems = [];
      if (confirm !== CONFIRM_RESTORE)
        problems.push({ param: 'confirm_restore', msg: adminMessages.confirmRestore });
      if (!content || content.length === 0)
        problems.push({ param: 'file', msg: adminMessages.restoreNoFile });
      if (problems.length > 0) throw new ValidationError(problems, problems[0]!.msg);

      let summary: BackupSummary;
      let createdAt: string;
      try {
        const backup = await checkBackup(content!);
        createdAt = backup.header.created_at;
        summary = await restoreBackup(app.db, backup);
      } catch (error) {
        if (error instanceof BackupError) {
          // A row the database refused: the admin reads "rusak", the log keeps which value and why.
          if (error.cause) request.log.warn({ err: error.cause }, 'restore refused a row of the backup');
          throw new ValidationError([{ param: 'file', msg: error.message }], error.message);
        }
        throw error;
      }
      app.detailsCache.invalidate();
      // The restoring admin may not exist in the restored data: the entry then keeps their name only.
      const actor = request.account!;
      const stillThere = await findUserById(app.db, actor.id);
      await recordAudit(app.db, {
        actor: { id: stillThere?.username === actor.username ? actor.id : null, username: actor.username },
        action: 'restore',
        target: { id: null, username: '' },
        detail: `Cadangan ${createdAt} (${summary.rows} baris)`,
      });
      return {
        message: adminMessages.restored(summary.rows),
        summary,
        backup_created_at: createdAt,
        sign_in_again: !stillThere || stillThere.username !== actor.username,
      };
    },
  );
};

export default backupRoutes;
