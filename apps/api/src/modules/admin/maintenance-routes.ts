import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetSequence } from '../../db/sequences';
import { errorResponse } from '../shared-schemas';
import { adminMessages } from './schemas';

// The admin's maintenance routes every catalogue table has: empty it, and renumber its ids. Emptying a table empties
// the job type details cache too.

type MaintainedTable = 'job_categories' | 'job_types' | 'materials';

interface Maintenance {
  table: MaintainedTable;
  tags: string[];
  clearAll: { path: string; summary: string };
  resetIds: { path: string; summary: string };
}

const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

export function registerMaintenanceRoutes(
  app: FastifyInstance,
  { table, tags, clearAll, resetIds }: Maintenance,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: app.requireRole('admin') };

  api.delete(
    clearAll.path,
    { ...admin, schema: { tags, summary: clearAll.summary, response: { 200: ok, ...errors } } },
    async () => {
      const result = await app.db.deleteFrom(table).executeTakeFirst();
      app.detailsCache.invalidate();
      const deleted = Number(result.numDeletedRows);
      return { message: adminMessages.cleared(deleted), deleted };
    },
  );

  api.post(
    resetIds.path,
    { ...admin, schema: { tags, summary: resetIds.summary, response: { 200: ok, ...errors } } },
    async () => ({ message: adminMessages.sequenceReset, status: await resetSequence(app.db, table) }),
  );
}
