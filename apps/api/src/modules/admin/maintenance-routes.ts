import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetSequence } from '../../db/sequences';
import { errorResponse } from '../shared-schemas';
import { importRows, type CodedTable } from './catalogue-writes';
import { clearImpact, clearImpactMessage, clearTable } from './clear-impact';
import { adminMessages, importBody } from './schemas';

// The admin's routes every catalogue table has: import rows (all or none), empty it (with a preview of what that
// takes, counted before the admin confirms), and renumber its ids. Each write empties the job type details cache too.

type MaintainedTable = 'job_categories' | 'job_types' | 'materials';

interface Maintenance {
  table: MaintainedTable;
  tags: string[];
  clearAll: { path: string; summary: string };
  resetIds: { path: string; summary: string };
}

/** The error answers of the admin's catalogue routes, for the API docs. */
export const adminErrors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const errors = adminErrors;
const ok = z.looseObject({});

interface BulkImport<S extends z.ZodType<{ code?: string | undefined; name: string }>> {
  table: Exclude<CodedTable, 'job_types'>;
  tags: string[];
  path: string;
  summary: string;
  /** The body's list: { materials_data: [...] }. */
  field: string;
  schema: S;
}

/** POST …/bulk-import: every row of `field` or none, in one transaction; "update_existing" updates by code or name. */
export function registerImportRoute<S extends z.ZodType<{ code?: string | undefined; name: string }>>(
  app: FastifyInstance,
  { table, tags, path, summary, field, schema }: BulkImport<S>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    path,
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, summary, body: importBody(field), response: { 200: ok, ...errors } },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> & { update_existing: boolean };
      const outcome = await importRows(app.db, table, body[field] as unknown[], schema, {
        updateExisting: body.update_existing,
        field,
      });
      app.detailsCache.invalidate();
      return { ...outcome, message: adminMessages.imported(outcome.created, outcome.updated) };
    },
  );
}

export function registerMaintenanceRoutes(
  app: FastifyInstance,
  { table, tags, clearAll, resetIds }: Maintenance,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireRole('admin') };

  api.get(
    `${clearAll.path}/preview`,
    {
      ...admin,
      schema: {
        tags,
        summary: `Pratinjau: ${clearAll.summary.charAt(0).toLowerCase()}${clearAll.summary.slice(1)}`,
        description:
          'Tidak menghapus apa pun: jumlah data yang dihapus dan yang memakainya (baris proyek, kalkulasi, harga ' +
          'di daftar harga), untuk konfirmasi sebelum penghapusan.',
        response: { 200: ok, ...errors },
      },
    },
    async () => {
      const impact = await clearImpact(app.db, table);
      return { impact, message: clearImpactMessage(table, impact) };
    },
  );

  api.delete(
    clearAll.path,
    { ...admin, schema: { tags, summary: clearAll.summary, response: { 200: ok, ...errors } } },
    async () => {
      const { deleted, price_book_prices } = await clearTable(app.db, table);
      app.detailsCache.invalidate();
      return {
        message: adminMessages.cleared(deleted),
        deleted,
        ...(table === 'materials' && { price_book_prices }),
      };
    },
  );

  api.post(
    resetIds.path,
    { ...admin, schema: { tags, summary: resetIds.summary, response: { 200: ok, ...errors } } },
    async () => {
      const status = await resetSequence(app.db, table);
      // Job type ids are never given out twice (resetSequence): the answer says so rather than "reset".
      const message =
        table === 'job_types' ? adminMessages.jobTypeIdsKept(status.next_id) : adminMessages.sequenceReset;
      return { message, status };
    },
  );
}
