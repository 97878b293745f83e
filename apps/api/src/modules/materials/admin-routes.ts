import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { parsePastedMaterials } from '@kalkulator/core';
import { resetSequence } from '../../db/sequences';
import { errorMessages, NotFoundError } from '../../errors';
import { importRows, refuseTakenCode, withCode } from '../admin/catalogue-writes';
import {
  adminMessages,
  importBody,
  laborRateBody,
  laborRatePatch,
  listQuery,
  materialBody,
  materialPatch,
} from '../admin/schemas';
import { databaseId, errorResponse, idParams } from '../shared-schemas';

const tags = ['Admin: material dan upah'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.looseObject({});
const materialColumns = [
  'id',
  'code',
  'name',
  'unit',
  'price',
  'description',
  'created_at',
  'updated_at',
] as const;
const rateColumns = [
  'id',
  'code',
  'role',
  'name',
  'daily_rate',
  'description',
  'created_at',
  'updated_at',
] as const;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const materialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  const changed = () => app.detailsCache.invalidate();

  async function materialOr404(id: number) {
    const row = await app.db
      .selectFrom('materials')
      .select(materialColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(adminMessages.materialNotFound);
    return row;
  }
  async function rateOr404(id: number) {
    const row = await app.db
      .selectFrom('labor_rates')
      .select(rateColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(adminMessages.laborRateNotFound);
    return row;
  }

  // Materials
  app.get(
    '/materials',
    {
      ...admin,
      schema: { tags, summary: 'Daftar material', querystring: listQuery, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const search = request.query.search?.trim();
      let query = app.db.selectFrom('materials');
      if (search) {
        const pattern = likePattern(search);
        query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
      }
      const [materials, count] = await Promise.all([
        query
          .select(materialColumns)
          .orderBy('code')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const total = Number(count.count);
      return { materials, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
    },
  );

  app.get(
    '/materials/:id',
    {
      ...admin,
      schema: { tags, summary: 'Satu material', params: idParams, response: { 200: ok, ...errors } },
    },
    async (request) => ({ material: await materialOr404(request.params.id) }),
  );

  app.post(
    '/materials/public',
    {
      ...admin,
      schema: { tags, summary: 'Tambah material', body: materialBody, response: { 201: ok, ...errors } },
    },
    async (request, reply) => {
      await refuseTakenCode(app.db, 'materials', request.body.code);
      const { id } = await app.db
        .insertInto('materials')
        .values(withCode({ ...request.body, description: request.body.description ?? null }, 'MAT'))
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ material: await materialOr404(id), message: adminMessages.created });
    },
  );

  app.put(
    '/materials/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah material (harga berlaku untuk kalkulasi berikutnya)',
        params: idParams,
        body: materialPatch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await materialOr404(request.params.id);
      await refuseTakenCode(app.db, 'materials', request.body.code, request.params.id);
      await app.db
        .updateTable('materials')
        .set({ ...request.body, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .execute();
      changed();
      return { material: await materialOr404(request.params.id), message: adminMessages.updated };
    },
  );

  app.delete(
    '/materials/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus material (dan penugasannya)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await materialOr404(request.params.id);
      await app.db.deleteFrom('materials').where('id', '=', request.params.id).execute();
      changed();
      return { message: adminMessages.deleted };
    },
  );

  app.post(
    '/materials/bulk-import',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Impor material (semua atau tidak sama sekali)',
        body: importBody('materials_data'),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const body = request.body as { materials_data: unknown[]; update_existing: boolean };
      const outcome = await importRows(app.db, 'materials', body.materials_data, materialBody, {
        updateExisting: body.update_existing,
        prefix: 'MAT',
        field: 'materials_data',
      });
      changed();
      return { ...outcome, message: adminMessages.imported(outcome.created, outcome.updated) };
    },
  );

  app.post(
    '/materials/parse-paste',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Baca baris tempelan dari spreadsheet (tidak menyimpan)',
        body: z.object({
          pasted_data: z
            .string({ error: 'Data tempelan harus diisi' })
            .max(500_000, { error: 'Data tempelan terlalu besar' }),
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => parsePastedMaterials(request.body.pasted_data),
  );

  app.delete(
    '/materials/clear-all',
    { ...admin, schema: { tags, summary: 'Hapus semua material', response: { 200: ok, ...errors } } },
    async () => {
      const result = await app.db.deleteFrom('materials').executeTakeFirst();
      changed();
      return {
        message: adminMessages.cleared(Number(result.numDeletedRows)),
        deleted: Number(result.numDeletedRows),
      };
    },
  );

  app.post(
    '/materials/reset-auto-increment',
    {
      ...admin,
      schema: { tags, summary: 'Atur ulang penghitung ID material', response: { 200: ok, ...errors } },
    },
    async () => ({ message: adminMessages.sequenceReset, status: await resetSequence(app.db, 'materials') }),
  );

  // One material to one job type (the single-row form of PUT /job-types/{id}/materials)
  app.post(
    '/materials/job-type/:id/materials',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Tugaskan material ke jenis pekerjaan',
        params: idParams,
        body: z.object({
          material_id: databaseId(adminMessages.idInvalid),
          quantity_per_unit: z.coerce
            .number({ error: adminMessages.coefficientInvalid })
            .positive({ error: adminMessages.coefficientInvalid }),
          brick_type: z
            .enum(['bata_merah', 'batako', 'bata_ringan'], { error: adminMessages.brickTypeInvalid })
            .nullish(),
        }),
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const jobType = await app.db
        .selectFrom('job_types')
        .select('id')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!jobType) throw new NotFoundError(errorMessages.jobTypeNotFound);
      await materialOr404(request.body.material_id);
      const brick = request.body.brick_type ?? null;
      await app.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('job_type_materials')
          .where('job_type_id', '=', jobType.id)
          .where('material_id', '=', request.body.material_id)
          .where(sql`coalesce(brick_type, '')`, '=', brick ?? '')
          .execute();
        await trx
          .insertInto('job_type_materials')
          .values({
            job_type_id: jobType.id,
            material_id: request.body.material_id,
            quantity_per_unit: request.body.quantity_per_unit,
            brick_type: brick,
          })
          .execute();
      });
      changed();
      return reply.status(201).send({ message: adminMessages.assignmentsSaved });
    },
  );

  app.delete(
    '/materials/job-type/:id/materials/:materialId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Lepas material dari jenis pekerjaan',
        params: z.object({
          id: databaseId(adminMessages.idInvalid),
          materialId: databaseId(adminMessages.idInvalid),
        }),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const result = await app.db
        .deleteFrom('job_type_materials')
        .where('job_type_id', '=', request.params.id)
        .where('material_id', '=', request.params.materialId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new NotFoundError(adminMessages.materialNotFound);
      changed();
      return { message: adminMessages.deleted };
    },
  );

  // Labour rates
  app.get(
    '/materials/labor/rates',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Daftar upah tenaga kerja',
        querystring: listQuery,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const search = request.query.search?.trim();
      const rates = await app.db
        .selectFrom('labor_rates')
        .select(rateColumns)
        .$if(Boolean(search), (query) =>
          query.where((eb) =>
            eb.or([eb('name', 'ilike', likePattern(search!)), eb('code', 'ilike', likePattern(search!))]),
          ),
        )
        .orderBy('code')
        .execute();
      return { labor_rates: rates };
    },
  );

  app.get(
    '/materials/labor/:id',
    { ...admin, schema: { tags, summary: 'Satu upah', params: idParams, response: { 200: ok, ...errors } } },
    async (request) => ({ labor_rate: await rateOr404(request.params.id) }),
  );

  app.post(
    '/materials/labor',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Tambah upah tenaga kerja',
        body: laborRateBody,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      await refuseTakenCode(app.db, 'labor_rates', request.body.code);
      const { id } = await app.db
        .insertInto('labor_rates')
        .values(withCode({ ...request.body, description: request.body.description ?? null }, 'UPAH'))
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ labor_rate: await rateOr404(id), message: adminMessages.created });
    },
  );

  app.put(
    '/materials/labor/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah upah (berlaku untuk kalkulasi berikutnya)',
        params: idParams,
        body: laborRatePatch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await rateOr404(request.params.id);
      await refuseTakenCode(app.db, 'labor_rates', request.body.code, request.params.id);
      await app.db
        .updateTable('labor_rates')
        .set({ ...request.body, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .execute();
      changed();
      return { labor_rate: await rateOr404(request.params.id), message: adminMessages.updated };
    },
  );

  app.delete(
    '/materials/labor/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus upah (dan penugasannya)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await rateOr404(request.params.id);
      await app.db.deleteFrom('labor_rates').where('id', '=', request.params.id).execute();
      changed();
      return { message: adminMessages.deleted };
    },
  );
};

export default materialAdminRoutes;
