import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculateJob,
  DEFAULT_FORM_DATA,
  priceBookMessages,
  priceDetails,
  saveKeyOfLocalId,
  type CalculationFormData,
} from '@kalkulator/core';
import type { FastifyRequest } from 'fastify';
import { requestedBook } from '../price-books/service';
import { errorMessages, HttpError, NotFoundError, ValidationError } from '../../errors';
import { accountOf } from '../../plugins/auth';
import { findJobTypeDetails } from '../job-types/repository';
import { errorResponse, idParams, positiveId } from '../shared-schemas';
import {
  deleteOwnCalculations,
  findOwnCalculation,
  findOwnCalculationByLocalId,
  historyStats,
  insertCalculation,
  toRecord,
  updateCalculation,
} from './repository';
import { listCalculations, paginationOf } from './history-list';
import { repricedOf, type RepricedCalculation } from './repriced';
import { historyMessages, historyQuery, statsQuery, toFilter, WIB_OFFSET_MINUTES } from './schemas';

const tags = ['Riwayat kalkulasi'];
const errors = { 401: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});
const formBody = z
  .looseObject({})
  .describe('Data form kalkulasi (CalculationFormData, docs/architecture.md)');
// A client retrying a save whose answer it lost sends the same key again and gets the first save back.
const saveHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: historyMessages.idempotencyKeyInvalid })
    .optional(),
});
const localResult = z.looseObject({
  id: z
    .string({ error: historyMessages.localIdInvalid })
    .regex(/^local_/, { error: historyMessages.localIdInvalid }),
  calculation_data: z.looseObject({}, { error: historyMessages.formMissing }),
  job_type: z.looseObject({ id: positiveId }, { error: historyMessages.jobTypeMissing }),
  price_book: z.unknown().optional(),
  /** The totals the browser showed: compared with the recomputed ones, never trusted as figures. */
  summary: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
});

/** The local id a save with this Idempotency-Key is stored under. */
const saveLocalId = (key: string) => `save:${key}`;

/**
 * The local id a browser result is stored under: the browser copy of a save that got no answer
 * (`local_save_<key>`, core's saveCopyLocalId) is that save, so it is stored once whichever arrives first.
 */
function storedLocalId(localId: string): string {
  const key = saveKeyOfLocalId(localId);
  return key ? saveLocalId(key) : localId;
}

const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
/** A browser result keeps the time it was made; a missing, unreadable or future time becomes now. */
function browserTime(value: unknown, now: Date): Date {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) && time >= EARLIEST && time <= now.getTime() ? new Date(time) : now;
}

const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = { onRequest: app.authenticate };

  /** Computes on the server from the form data, with the catalogue as it is now (under the form's price book). */
  async function compute(jobTypeId: number, body: object, request: FastifyRequest) {
    const details = await app.detailsCache.get(jobTypeId, (id) => findJobTypeDetails(app.db, id));
    if (!details) throw new NotFoundError(errorMessages.jobTypeNotFound);
    const book = await requestedBook(app, request, (body as { price_book_id?: unknown }).price_book_id);
    const form = { ...DEFAULT_FORM_DATA, ...body } as CalculationFormData;
    const result = calculateJob(priceDetails(details, book?.prices ?? null), form);
    return { form, result: book ? { ...result, price_book: book.book } : result };
  }

  /**
   * A browser result names its price book beside its form (`price_book`; the form it keeps has no price_book_id):
   * it reaches the account priced with that book, or with the catalogue's prices when the book is gone.
   */
  async function computeSynced(local: z.infer<typeof localResult>, request: FastifyRequest) {
    const bookId = (local.price_book as { id?: unknown } | null | undefined)?.id;
    if (local.calculation_data.price_book_id !== undefined || bookId === undefined)
      return compute(local.job_type.id, local.calculation_data, request);
    try {
      return await compute(local.job_type.id, { ...local.calculation_data, price_book_id: bookId }, request);
    } catch (error) {
      if (!(error instanceof NotFoundError && error.message === priceBookMessages.notFound)) throw error;
      return compute(local.job_type.id, local.calculation_data, request);
    }
  }

  async function ownOr404(userId: number, id: number) {
    const row = await findOwnCalculation(app.db, userId, id);
    // Someone else's id looks exactly like a missing one.
    if (!row) throw new NotFoundError(historyMessages.notFound);
    return row;
  }

  app.post(
    '/calculations/:jobTypeId/save',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Hitung dan simpan ke akun',
        params: z.object({ jobTypeId: positiveId }),
        headers: saveHeaders,
        body: formBody,
        response: { 200: ok, 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const key = request.headers['idempotency-key'];
      const localId = key ? saveLocalId(key) : undefined;
      if (localId) {
        const earlier = await findOwnCalculationByLocalId(app.db, userId, localId);
        if (earlier)
          return reply.status(200).send({ calculation: toRecord(earlier), message: historyMessages.saved });
      }
      const { form, result } = await compute(request.params.jobTypeId, request.body, request);
      const row =
        (await insertCalculation(app.db, userId, result, form, localId)) ??
        // Two copies of the same request raced: the other one stored it.
        (await findOwnCalculationByLocalId(app.db, userId, localId!));
      return reply.status(201).send({ calculation: toRecord(row!), message: historyMessages.saved });
    },
  );

  app.get(
    '/calculations/history',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Riwayat kalkulasi saya',
        querystring: historyQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const filter = { ...toFilter(request.query), userId: accountOf(request).id };
      const page = await listCalculations(app.db, filter, {
        concurrent: app.databaseKind === 'postgres',
        anchors: app.historyAnchors,
      });
      return { calculations: page.rows.map(toRecord), pagination: paginationOf(filter, page) };
    },
  );

  app.get(
    '/calculations/stats',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Ringkasan riwayat: jumlah dan total, per bulan pengguna (tz_offset, WIB bila tidak ada)',
        querystring: statsQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => ({
      stats: await historyStats(app.db, accountOf(request).id, request.query.tz_offset ?? WIB_OFFSET_MINUTES),
    }),
  );

  app.get(
    '/calculations/history/:id',
    {
      ...loggedIn,
      schema: { tags, summary: 'Satu kalkulasi', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => ({ calculation: toRecord(await ownOr404(accountOf(request).id, request.params.id)) }),
  );

  app.put(
    '/calculations/history/:id',
    {
      ...loggedIn,
      schema: {
        tags,
        summary:
          'Ubah data form dan hitung ulang (dengan expected_updated_at: 409 bila sudah diubah di perangkat lain)',
        params: idParams,
        body: formBody,
        response: { 200: ok, 409: ok, ...errors },
      },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const { expected_updated_at: expected, ...fields } = request.body as Record<string, unknown>;
      const expectedAt = expected === undefined || expected === null ? undefined : new Date(String(expected));
      if (expectedAt && (typeof expected !== 'string' || Number.isNaN(expectedAt.getTime())))
        throw new ValidationError([
          { param: 'expected_updated_at', msg: historyMessages.expectedUpdatedAtInvalid },
        ]);
      const row = await ownOr404(userId, request.params.id);
      if (row.job_type_id === null)
        throw new HttpError(422, historyMessages.jobTypeGone, [
          { param: 'job_type_id', msg: historyMessages.jobTypeGone },
        ]);
      const { form, result } = await compute(
        row.job_type_id,
        { ...row.calculation_data, ...fields },
        request,
      );
      const updated = await updateCalculation(app.db, userId, row.id, result, form, expectedAt);
      if (updated) return { calculation: toRecord(updated), message: historyMessages.updated };
      // Changed on another device since the client opened it (or deleted meanwhile): what is stored now.
      const latest = await ownOr404(userId, row.id);
      return reply
        .status(409)
        .send({ message: historyMessages.changedElsewhere, calculation: toRecord(latest) });
    },
  );

  app.delete(
    '/calculations/history/bulk',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Hapus beberapa kalkulasi',
        body: z.object({
          calculation_ids: z
            .array(positiveId, { error: historyMessages.idsRequired })
            .min(1, { error: historyMessages.idsRequired })
            .max(500, { error: historyMessages.idsTooMany }),
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const deleted = await deleteOwnCalculations(app.db, accountOf(request).id, [
        ...new Set(request.body.calculation_ids),
      ]);
      return { message: historyMessages.deletedMany(deleted), deleted };
    },
  );

  app.delete(
    '/calculations/history/:id',
    {
      ...loggedIn,
      schema: { tags, summary: 'Hapus satu kalkulasi', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const userId = accountOf(request).id;
      await ownOr404(userId, request.params.id);
      await deleteOwnCalculations(app.db, userId, [request.params.id]);
      return { message: historyMessages.deleted };
    },
  );

  app.post(
    '/calculations/history/:id/duplicate',
    {
      ...loggedIn,
      schema: { tags, summary: 'Gandakan kalkulasi', params: idParams, response: { 201: ok, ...errors } },
    },
    async (request, reply) => {
      const userId = accountOf(request).id;
      const row = await ownOr404(userId, request.params.id);
      const result = {
        ...row.result,
        input: { ...row.result.input, project_name: historyMessages.copyName(row.project_name) },
      };
      const form = { ...row.calculation_data, project_name: result.input.project_name };
      // A copy of the stored figures: one whose job type was deleted from the catalogue is copied too, still
      // pointing nowhere (the reference would break the foreign key).
      const copy = await insertCalculation(app.db, userId, result, form, undefined, {
        jobTypeId: row.job_type_id,
      });
      return reply.status(201).send({ calculation: toRecord(copy!), message: historyMessages.duplicated });
    },
  );

  app.post(
    '/calculations/sync',
    {
      ...loggedIn,
      schema: {
        tags,
        summary: 'Pindahkan kalkulasi browser ke akun (sekali saja per id lokal)',
        body: z.object({
          calculations: z
            .array(localResult, { error: historyMessages.syncListRequired })
            .max(500, { error: historyMessages.idsTooMany }),
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const userId = accountOf(request).id;
      const stored = [];
      const failed: { local_id: string; msg: string }[] = [];
      const repriced: RepricedCalculation[] = [];
      for (const local of request.body.calculations) {
        try {
          // Recomputed on the server: a browser estimate becomes a catalogue figure once it reaches the account.
          const { form, result } = await computeSynced(local, request);
          const now = new Date();
          const createdAt = browserTime(local.created_at, now);
          const updatedAt = browserTime(local.updated_at, now);
          const row = await insertCalculation(app.db, userId, result, form, storedLocalId(local.id), {
            createdAt,
            updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
          });
          if (!row) continue;
          stored.push(toRecord(row));
          const changed = repricedOf(local.id, local.summary, { id: row.id, summary: result.summary });
          if (changed) repriced.push(changed);
        } catch (error) {
          if (
            !(error instanceof HttpError) &&
            !(error instanceof Error && error.name === 'CalculationValidationError')
          )
            throw error;
          failed.push({ local_id: local.id, msg: error.message });
        }
      }
      if (failed.length > 0 && stored.length === 0 && failed.length === request.body.calculations.length) {
        throw new ValidationError(
          failed.map((item) => ({ param: item.local_id, msg: item.msg })),
          historyMessages.syncFailed,
        );
      }
      const skipped = request.body.calculations.length - stored.length - failed.length;
      return {
        message: historyMessages.synced(stored.length, skipped),
        synced: stored.length,
        skipped,
        failed,
        calculations: stored,
        // Stored with other totals than the browser showed (prices changed since): the web says which.
        repriced,
      };
    },
  );
};

export default historyRoutes;
