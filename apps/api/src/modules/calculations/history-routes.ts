import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculateJob,
  calculationFormFields,
  DEFAULT_FORM_DATA,
  priceBookMessages,
  priceDetails,
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
import type { CalculationRow } from '../../db/schema';
import { listCalculations, paginationOf } from './history-list';
import { repricedOf, type RepricedCalculation } from './repriced';
import {
  historyMessages,
  historyQuery,
  idempotencyHeaders,
  statsQuery,
  toFilter,
  WIB_OFFSET_MINUTES,
} from './schemas';
import {
  browserChangedAt,
  browserTimes,
  localResult,
  sameBrowserForm,
  saveLocalId,
  storedLocalId,
  syncItemNotStored,
  syncMessage,
  type LocalResult,
  type SyncOutcome,
  type SyncStatus,
} from './sync';

const tags = ['Riwayat kalkulasi'];
const errors = { 401: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});
const formBody = z
  .looseObject({})
  .describe('Data form kalkulasi (CalculationFormData, docs/architecture.md)');
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const loggedIn = { onRequest: app.authenticate };

  /**
   * Computes on the server from the form data, with the catalogue as it is now (under the form's price book). The
   * form it answers, which is stored, holds the form's fields alone, as sent: nothing else a client put in the body.
   */
  async function compute(jobTypeId: number, body: object, request: FastifyRequest) {
    const details = await app.detailsCache.get(jobTypeId, (id) => findJobTypeDetails(app.db, id));
    if (!details) throw new NotFoundError(errorMessages.jobTypeNotFound);
    const fields = calculationFormFields(body);
    const book = await requestedBook(app, request, fields.price_book_id);
    const form = { ...DEFAULT_FORM_DATA, ...fields } as CalculationFormData;
    const result = calculateJob(priceDetails(details, book?.prices ?? null), form);
    return { form, result: book ? { ...result, price_book: book.book } : result };
  }

  /**
   * A browser result names its price book beside its form (`price_book`; the form it keeps has no price_book_id):
   * it reaches the account priced with that book, or with the catalogue's prices when the book is gone.
   */
  async function computeSynced(local: LocalResult, request: FastifyRequest) {
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

  interface Synced {
    outcome: SyncOutcome;
    /** The record the sync wrote (stored or updated). */
    written?: CalculationRow;
    repriced?: RepricedCalculation | null;
  }

  /** One browser copy into the account: stored when new, else compared with the record an earlier sync made. */
  async function syncOne(userId: number, local: LocalResult, request: FastifyRequest): Promise<Synced> {
    const localId = storedLocalId(local.id);
    const earlier = await findOwnCalculationByLocalId(app.db, userId, localId);
    if (earlier) return resync(userId, local, earlier, request);
    // Recomputed on the server: a browser estimate becomes a catalogue figure once it reaches the account.
    const { form, result } = await computeSynced(local, request);
    const row = await insertCalculation(
      app.db,
      userId,
      result,
      form,
      localId,
      browserTimes(local, new Date()),
    );
    // Two syncs of the same copy raced: the other one stored it.
    if (!row)
      return resync(userId, local, (await findOwnCalculationByLocalId(app.db, userId, localId))!, request);
    const repriced = repricedOf(local.id, local.summary, { id: row.id, summary: result.summary });
    return {
      outcome: { local_id: local.id, calculation_id: row.id, status: 'stored' },
      written: row,
      repriced,
    };
  }

  /**
   * A copy the account already holds (an earlier sync whose answer was lost, or a save's copy): changed in the browser
   * after the record was, it updates the record, recomputed as a sync stores; the same form, or a record changed in
   * the account later than the copy, is left as it is.
   */
  async function resync(userId: number, local: LocalResult, row: CalculationRow, request: FastifyRequest) {
    const answer = (status: SyncStatus, written?: CalculationRow, repriced?: RepricedCalculation | null) => ({
      outcome: { local_id: local.id, calculation_id: row.id, status },
      written,
      repriced,
    });
    if (sameBrowserForm(local, row.calculation_data)) return answer('unchanged');
    const changedAt = browserChangedAt(local, new Date());
    if (!changedAt || changedAt.getTime() <= new Date(row.updated_at).getTime())
      return answer('account_newer');
    const { form, result } = await computeSynced(local, request);
    // Only over the record as read: one changed meanwhile (another device's save) is the account's newer version.
    const updated = await updateCalculation(
      app.db,
      userId,
      row.id,
      result,
      form,
      new Date(row.updated_at),
      changedAt,
    );
    if (!updated) return answer('account_newer');
    return answer(
      'updated',
      updated,
      repricedOf(local.id, local.summary, { id: row.id, summary: result.summary }),
    );
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
        headers: idempotencyHeaders,
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
      const outcomes: SyncOutcome[] = [];
      const written: CalculationRow[] = [];
      const failed: { local_id: string; msg: string }[] = [];
      const repriced: RepricedCalculation[] = [];
      for (const local of request.body.calculations) {
        try {
          const synced = await syncOne(userId, local, request);
          outcomes.push(synced.outcome);
          if (synced.written) written.push(synced.written);
          if (synced.repriced) repriced.push(synced.repriced);
        } catch (error) {
          // Anything else (the database refusing the row) fails this copy alone: the copies before it are stored,
          // which a 500 would not tell the browser.
          const refused =
            error instanceof HttpError ||
            (error instanceof Error && error.name === 'CalculationValidationError');
          if (!refused) request.log.error({ err: error, local_id: local.id }, 'sync: copy not stored');
          failed.push({ local_id: local.id, msg: refused ? error.message : syncItemNotStored });
        }
      }
      if (failed.length > 0 && failed.length === request.body.calculations.length) {
        throw new ValidationError(
          failed.map((item) => ({ param: item.local_id, msg: item.msg })),
          historyMessages.syncFailed,
        );
      }
      const counts = { stored: 0, updated: 0, unchanged: 0, account_newer: 0 };
      for (const outcome of outcomes) counts[outcome.status] += 1;
      return {
        message: syncMessage(counts),
        synced: counts.stored,
        // Already in the account: the same, or changed there later than the browser copy.
        skipped: counts.unchanged + counts.account_newer,
        // Changed in the browser after an earlier sync stored it: the account's record now holds the change.
        updated: counts.updated,
        failed,
        // Every record the sync wrote: stored now, or updated from the browser copy.
        calculations: written.map(toRecord),
        // Stored with other totals than the browser showed (prices changed since): the web says which.
        repriced,
        // What became of each copy: the web removes only those the account now holds as the browser had them.
        results: outcomes,
      };
    },
  );
};

export default historyRoutes;
