import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetSequence, sequenceStatus } from '../../db/sequences';
import { NotFoundError } from '../../errors';
import { errorResponse, idParams } from '../shared-schemas';
import { listCalculations, paginationOf } from './history-list';
import { clearAllCalculations, deleteAnyCalculation, toRecord } from './repository';
import { historyMessages, historyQuery, toFilter } from './schemas';

const tags = ['Admin: kalkulasi'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

const calculationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  app.get(
    '/calculations/admin/all',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Semua kalkulasi (filter per pengguna)',
        querystring: historyQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const filter = { ...toFilter(request.query), userId: request.query.user_id };
      const page = await listCalculations(app.db, filter, {
        concurrent: app.databaseKind === 'postgres',
        anchors: app.historyAnchors,
      });
      return {
        calculations: page.rows.map((row) => ({
          ...toRecord(row),
          user_id: row.user_id,
          username: row.username,
        })),
        pagination: paginationOf(filter, page),
      };
    },
  );

  app.delete(
    '/calculations/admin/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus kalkulasi siapa pun',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      if (!(await deleteAnyCalculation(app.db, request.params.id)))
        throw new NotFoundError(historyMessages.notFound);
      return { message: historyMessages.deleted };
    },
  );

  app.delete(
    '/calculations/clear-all',
    { ...admin, schema: { tags, summary: 'Hapus semua kalkulasi', response: { 200: ok, ...errors } } },
    async () => {
      const deleted = await clearAllCalculations(app.db);
      return { message: historyMessages.cleared(deleted), deleted };
    },
  );

  app.post(
    '/calculations/reset-auto-increment',
    {
      ...admin,
      schema: { tags, summary: 'Atur ulang penghitung ID kalkulasi', response: { 200: ok, ...errors } },
    },
    async () => ({
      message: historyMessages.sequenceReset,
      status: await resetSequence(app.db, 'calculations'),
    }),
  );

  app.get(
    '/calculations/auto-increment-status',
    {
      ...admin,
      schema: { tags, summary: 'Status penghitung ID kalkulasi', response: { 200: ok, ...errors } },
    },
    async () => ({ status: await sequenceStatus(app.db, 'calculations') }),
  );
};

export default calculationAdminRoutes;
