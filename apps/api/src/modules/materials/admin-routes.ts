import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { parsePastedMaterials } from '@kalkulator/core';
import { adminErrors, registerImportRoute, registerMaintenanceRoutes } from '../admin/maintenance-routes';
import { errorMessages, NotFoundError } from '../../errors';
import { registerItemRoutes } from '../admin/item-routes';
import { withJobTypeCount } from '../admin/item-usage';
import { lockJobType } from '../job-types/assignments';
import {
  adminMessages,
  coefficient,
  laborRateBody,
  laborRatePatch,
  listQuery,
  materialBody,
  materialPatch,
} from '../admin/schemas';
import { databaseId, idParams, searchQuery } from '../shared-schemas';
import { likePattern, pageOfItems } from '../../db/search';

const tags = ['Admin: material dan upah'];
const errors = adminErrors;
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

const materialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  const changed = () => app.detailsCache.invalidate();

  // Materials
  app.get(
    '/materials',
    {
      ...admin,
      schema: { tags, summary: 'Daftar material', querystring: listQuery, response: { 200: ok, ...errors } },
    },
    async (request) => {
      const { rows, pagination } = await pageOfItems(app.db, 'materials', materialColumns, request.query);
      return { materials: await withJobTypeCount(app.db, 'materials', rows), pagination };
    },
  );

  const materials = registerItemRoutes(app, {
    table: 'materials',
    columns: materialColumns,
    field: 'material',
    notFound: adminMessages.materialNotFound,
    tags,
    paths: { one: '/materials/:id', create: '/materials/public' },
    summaries: {
      one: 'Satu material',
      create: 'Tambah material',
      update: 'Ubah material (harga berlaku untuk kalkulasi berikutnya)',
      remove: 'Hapus material (dan penugasannya)',
    },
    body: materialBody,
    patch: materialPatch,
    readGuard: app.requireRole('admin'),
  });

  registerMaintenanceRoutes(app, {
    table: 'materials',
    tags,
    clearAll: { path: '/materials/clear-all', summary: 'Hapus semua material' },
    resetIds: { path: '/materials/reset-auto-increment', summary: 'Atur ulang penghitung ID material' },
  });

  registerImportRoute(app, {
    table: 'materials',
    tags,
    path: '/materials/bulk-import',
    summary: 'Impor material (semua atau tidak sama sekali)',
    field: 'materials_data',
    schema: materialBody,
  });

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
          // As PUT /job-types/{id}/materials reads it: "0,25" or 0.25, never true as 1.
          quantity_per_unit: coefficient,
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
      await materials.itemOr404(request.body.material_id);
      const brick = request.body.brick_type ?? null;
      await app.db.transaction().execute(async (trx) => {
        // Moves the job type's version on, so an Analisa editor opened before this is refused (409).
        await lockJobType(trx, jobType.id);
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
      await app.db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('job_type_materials')
          .where('job_type_id', '=', request.params.id)
          .where('material_id', '=', request.params.materialId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) throw new NotFoundError(adminMessages.materialNotFound);
        await lockJobType(trx, request.params.id);
      });
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
        // The whole list (a few trades): it takes a search, not pages.
        summary: 'Daftar upah tenaga kerja',
        querystring: searchQuery,
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
      return { labor_rates: await withJobTypeCount(app.db, 'labor_rates', rates) };
    },
  );

  registerItemRoutes(app, {
    table: 'labor_rates',
    columns: rateColumns,
    field: 'labor_rate',
    notFound: adminMessages.laborRateNotFound,
    tags,
    paths: { one: '/materials/labor/:id', create: '/materials/labor' },
    summaries: {
      one: 'Satu upah',
      create: 'Tambah upah tenaga kerja',
      update: 'Ubah upah (berlaku untuk kalkulasi berikutnya)',
      remove: 'Hapus upah (dan penugasannya)',
    },
    body: laborRateBody,
    patch: laborRatePatch,
    readGuard: app.requireRole('admin'),
  });
};

export default materialAdminRoutes;
