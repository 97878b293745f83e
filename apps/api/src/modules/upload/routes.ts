import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { readSheet } from 'read-excel-file/node';
import { z } from 'zod';
import { parseMaterialRows, splitDelimited } from '@kalkulator/core';
import { HttpError, ValidationError } from '../../errors';
import { errorResponse } from '../shared-schemas';

// Price lists for review: CSV or XLSX in, parsed material rows out. Nothing is written here; the admin confirms
// with POST /materials/bulk-import.

export const UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

export const uploadMessages = {
  noFile: 'Pilih file CSV atau XLSX pada field "file"',
  wrongType: 'Hanya file .csv atau .xlsx yang dapat diunggah',
  tooLarge: 'Ukuran file maksimal 2 MB',
  unreadable: 'File tidak dapat dibaca sebagai CSV atau XLSX',
} as const;

const XLSX_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

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
        response: {
          200: z.looseObject({}),
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ValidationError([{ param: 'file', msg: uploadMessages.noFile }]);
      const file = await request.file().catch(() => undefined);
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
      } catch {
        throw new HttpError(413, uploadMessages.tooLarge, [{ param: 'file', msg: uploadMessages.tooLarge }]);
      }
      let table: string[][];
      try {
        if (kind === 'xlsx') {
          // The content must really be a zip (xlsx) file, whatever the name says.
          if (!content.subarray(0, 4).equals(XLSX_SIGNATURE)) throw new Error('not a zip');
          table = (await readSheet(content)).map((row) => row.map(cellText));
        } else {
          if (content.includes(0)) throw new Error('binary');
          table = splitDelimited(content.toString('utf8').replace(/^\uFEFF/, ''));
        }
      } catch {
        throw new ValidationError([{ param: 'file', msg: uploadMessages.unreadable }]);
      }
      return { file_name: file.filename, kind, ...parseMaterialRows(table) };
    },
  );
};

export default uploadRoutes;
