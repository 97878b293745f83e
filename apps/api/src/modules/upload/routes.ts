import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  readImportText,
  hasAnalysisBlocks,
  parseAnalysisRows,
  parsePriceListRows,
  readDelimited,
  workbookMessages,
} from '@kalkulator/core';
import { previewAnalyses } from '../ahsp/service';
import { HttpError, ValidationError } from '../../errors';
import { errorResponse } from '../shared-schemas';
import { WorkbookTooLargeError, readWorkbookTable } from './sheet';

// Price lists or AHSP analyses for review: CSV or XLSX in, parsed rows out (`format: 'price-list'`, header-mapped
// rows of every kind) or, when the file holds [AHSP] blocks, analyses matched to the catalogue (`format: 'ahsp'`).
// Nothing is written here; the admin confirms with /catalogue/price-list/import or /ahsp/import.

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export const uploadMessages = {
  noFile: 'Pilih file CSV atau XLSX pada field "file"',
  wrongType: 'Hanya file .csv atau .xlsx yang dapat diunggah',
  tooLarge: 'Ukuran file maksimal 2 MB',
  interrupted: 'Unggahan terputus atau tidak lengkap. Silakan coba lagi.',
  unreadable: 'File tidak dapat dibaca sebagai CSV atau XLSX',
} as const;

const interrupted = () =>
  new HttpError(400, uploadMessages.interrupted, [{ param: 'file', msg: uploadMessages.interrupted }]);

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 } });

  app.post(
    '/upload',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['Admin: material dan upah'],
        summary: 'Unggah daftar harga CSV/XLSX (multipart, field "file") untuk ditinjau; tidak menyimpan',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          default_kind: z
            .enum(['material', 'labor', 'equipment'], {
              error: 'Jenis item harus material, labor (upah) atau equipment (alat)',
            })
            .optional(),
        }),
        response: {
          200: z.looseObject({}),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError([{ param: 'file', msg: uploadMessages.noFile }]);
      const file = await request.file().catch((error: unknown) => {
        // The body ended before the file's part did (busboy names no code): the upload broke off on the way.
        if (error instanceof Error && /unexpected end/i.test(error.message)) throw interrupted();
        return undefined;
      });
      if (!file) throw new ValidationError([{ param: 'file', msg: uploadMessages.noFile }]);
      const name = file.filename.toLowerCase();
      const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
      if (!kind) {
        file.file.resume();
        throw new ValidationError([{ param: 'file', msg: uploadMessages.wrongType }]);
      }
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        // Only a file past the limit is too large; a body cut off on the way (a dropped connection) is not.
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new HttpError(413, uploadMessages.tooLarge, [
            { param: 'file', msg: uploadMessages.tooLarge },
          ]);
        throw interrupted();
      }
      let table: (string | number)[][];
      let commaSeparated = false;
      try {
        if (kind === 'xlsx') {
          // The content must really be a zip (xlsx) file, whatever the name says.
          table = await readWorkbookTable(content);
        } else {
          // Decoded first: Excel's "Unicode Text" (UTF-16) is full of 0 bytes; an old .xls stays refused.
          const text = readImportText(content);
          if (text === null) throw new Error('binary');
          const read = readDelimited(text);
          commaSeparated = read.delimiter === ',';
          table = read.table;
        }
      } catch (error) {
        const msg =
          error instanceof WorkbookTooLargeError ? workbookMessages.tooLarge : uploadMessages.unreadable;
        throw new ValidationError([{ param: 'file', msg }]);
      }
      if (hasAnalysisBlocks(table)) {
        const preview = await previewAnalyses(app.db, parseAnalysisRows(table, { commaSeparated }));
        return { file_name: file.filename, kind, format: 'ahsp', ...preview };
      }
      const defaultKind = request.query.default_kind;
      return {
        file_name: file.filename,
        kind,
        format: 'price-list',
        ...parsePriceListRows(table, { ...(defaultKind && { defaultKind }), commaSeparated }),
      };
    },
  );
};

export default uploadRoutes;
