import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALCULATOR_IDS, calculatorResultMessages, calculatorResultsBodySchema } from '@kalkulator/core';
import { NotFoundError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import type { Database } from '../../db/schema';
import type { Selectable } from 'kysely';
import { errorResponse, idParams } from '../shared-schemas';

// The specialised calculators' results a logged-in user saved, kept in the account (issue #21). The browser saves
// first and sends its results here, once or again after being offline: the id it gave each one finds the same row,
// so a retried or repeated sync never makes twins. Others' results answer 404.

const tags = ['Kalkulator khusus'];
const errors = { 401: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});
const MAX_LISTED = 500;

type ResultRow = Selectable<Database['calculator_results']>;

const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
/**
 * A time from the browser's clock as the calculations' sync reads one: between 2000 and now, else now (a clock ahead,
 * or a year 0000 that PostgreSQL would refuse).
 */
function madeAt(sent: string | undefined, now: number): Date {
  const time = sent ? Date.parse(sent) : Number.NaN;
  return new Date(Number.isFinite(time) && time >= EARLIEST && time <= now ? time : now);
}

function toResult(row: ResultRow) {
  return {
    id: row.id,
    local_id: row.local_id,
    calculator: row.calculator,
    title: row.title,
    inputs: row.inputs,
    rows: row.rows,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const calculatorResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = { onRequest: app.authenticate };

  app.get(
    '/calculator-results',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Hasil kalkulator khusus yang tersimpan di akun, terbaru dulu',
        querystring: z.object({
          calculator: z.enum(CALCULATOR_IDS, { error: calculatorResultMessages.calculator }).optional(),
          _t: z.string().optional(),
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('calculator_results')
        .selectAll()
        .where('user_id', '=', accountOf(request).id);
      if (request.query.calculator) query = query.where('calculator', '=', request.query.calculator);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_LISTED)
        .execute();
      return { results: rows.map(toResult) };
    },
  );

  app.post(
    '/calculator-results',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Simpan hasil kalkulator khusus ke akun (sekali per ID dari browser)',
        body: calculatorResultsBodySchema,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const userId = accountOf(request).id;
      const now = Date.now();
      const { results } = request.body;
      // One statement: every result or none; one already kept (same browser id) stays as it is.
      const inserted = await app.db
        .insertInto('calculator_results')
        .values(
          results.map((result) => ({
            user_id: userId,
            local_id: result.id,
            calculator: result.calculator,
            title: result.title,
            inputs: JSON.stringify(result.inputs ?? null),
            rows: JSON.stringify(result.rows),
            created_at: madeAt(result.created_at, now),
          })),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'local_id']).doNothing())
        .returning('id')
        .execute();
      const rows = await app.db
        .selectFrom('calculator_results')
        .selectAll()
        .where('user_id', '=', userId)
        .where(
          'local_id',
          'in',
          results.map((result) => result.id),
        )
        .orderBy('created_at', 'desc')
        .execute();
      return {
        saved: inserted.length,
        skipped: results.length - inserted.length,
        results: rows.map(toResult),
      };
    },
  );

  app.delete(
    '/calculator-results/:id',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Hapus satu hasil kalkulator khusus',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const deleted = await app.db
        .deleteFrom('calculator_results')
        .where('id', '=', request.params.id)
        .where('user_id', '=', accountOf(request).id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new NotFoundError(calculatorResultMessages.notFound);
      return { message: calculatorResultMessages.deleted };
    },
  );
};

export default calculatorResultsRoutes;
