import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalUnit } from '@kalkulator/core';
import { sequenceStatus } from '../../db/sequences';
import { adminErrors, registerImportRoute, registerMaintenanceRoutes } from '../admin/maintenance-routes';
import { errorMessages, HttpError, NotFoundError } from '../../errors';
import {
  insertWithCode,
  refuseTakenCategoryName,
  refuseTakenCode,
  refuseTakenItemName,
  refuseUnconfirmedUnitChange,
  updateOpenedVersion,
} from '../admin/catalogue-writes';
import { projectsUsingJobType } from '../admin/item-usage';
import { adminMessages, categoryBody, categoryPatch, jobTypeBody, jobTypePatch } from '../admin/schemas';
import { idParams } from '../shared-schemas';
import { findCategory, findJobType } from './repository';

const tags = ['Admin: katalog pekerjaan'];
const errors = adminErrors;
const ok = z.looseObject({});

const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  // Every write: the job type details and the home screen's categories (with their counts) are cached.
  const changed = () => app.detailsCache.invalidate();

  async function categoryOr404(id: number) {
    const category = await findCategory(app.db, id);
    if (!category) throw new NotFoundError(errorMessages.categoryNotFound);
    return category;
  }

  // Categories
  app.post(
    '/jobs/categories',
    {
      ...admin,
      schema: { tags, summary: 'Tambah kategori', body: categoryBody, response: { 201: ok, ...errors } },
    },
    async (request, reply) => {
      await refuseTakenCode(app.db, 'job_categories', request.body.code);
      await refuseTakenCategoryName(app.db, request.body.name);
      const id = await insertWithCode(app.db, 'job_categories', request.body);
      changed();
      return reply.status(201).send({ category: await categoryOr404(id), message: adminMessages.created });
    },
  );

  app.put(
    '/jobs/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah kategori',
        params: idParams,
        body: categoryPatch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { expected_updated_at, ...changes } = request.body;
      await categoryOr404(request.params.id);
      await refuseTakenCode(app.db, 'job_categories', changes.code, request.params.id);
      await refuseTakenCategoryName(app.db, changes.name, request.params.id);
      await updateOpenedVersion(app.db, 'job_categories', request.params.id, changes, expected_updated_at);
      changed();
      return { category: await categoryOr404(request.params.id), message: adminMessages.updated };
    },
  );

  app.delete(
    '/jobs/categories/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus kategori tanpa jenis pekerjaan',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const category = await categoryOr404(request.params.id);
      if ((category.job_type_count ?? 0) > 0)
        throw new HttpError(409, adminMessages.categoryHasJobTypes(category.job_type_count ?? 0));
      await app.db.deleteFrom('job_categories').where('id', '=', category.id).execute();
      changed();
      return { message: adminMessages.deleted };
    },
  );

  registerImportRoute(app, {
    table: 'job_categories',
    tags,
    path: '/jobs/categories/bulk-import',
    summary: 'Impor kategori (semua atau tidak sama sekali)',
    field: 'categories_data',
    schema: categoryBody,
  });

  // Job types
  async function jobTypeOr404(id: number) {
    const jobType = await findJobType(app.db, id);
    if (!jobType) throw new NotFoundError(errorMessages.jobTypeNotFound);
    return jobType;
  }

  app.post(
    '/jobs/types/public',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Tambah jenis pekerjaan',
        body: jobTypeBody,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      await categoryOr404(request.body.category_id);
      await refuseTakenCode(app.db, 'job_types', request.body.code);
      await refuseTakenItemName(app.db, 'job_types', request.body.name);
      // The catalogue's spelling of the unit (m² for a typed m2), as the AHSP import writes it.
      const jobType = { ...request.body, unit: canonicalUnit(request.body.unit) };
      const id = await insertWithCode(app.db, 'job_types', jobType);
      changed();
      return reply.status(201).send({ job_type: await jobTypeOr404(id), message: adminMessages.created });
    },
  );

  app.put(
    '/jobs/type/:id/public',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah jenis pekerjaan',
        description:
          'Satuan jenis pekerjaan yang sudah punya analisa hanya diubah dengan confirm_unit_change: true; tanpanya ' +
          '422 pada unit menyebut jumlah komponen analisanya (koefisien dan produktivitas tetap per satuan lama). ' +
          'Dengan expected_updated_at (updated_at yang dibuka formulir) ditolak 409 bila admin lain mengubahnya.',
        params: idParams,
        body: jobTypePatch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { confirm_unit_change, expected_updated_at, ...changes } = request.body;
      await jobTypeOr404(request.params.id);
      if (changes.category_id !== undefined) await categoryOr404(changes.category_id);
      await refuseTakenCode(app.db, 'job_types', changes.code, request.params.id);
      await refuseTakenItemName(app.db, 'job_types', changes.name, request.params.id);
      await refuseUnconfirmedUnitChange(app.db, 'job_types', request.params.id, {
        unit: changes.unit,
        confirm_unit_change,
      });
      if (changes.unit !== undefined) changes.unit = canonicalUnit(changes.unit);
      await updateOpenedVersion(app.db, 'job_types', request.params.id, changes, expected_updated_at);
      changed();
      return { job_type: await jobTypeOr404(request.params.id), message: adminMessages.updated };
    },
  );

  app.delete(
    '/jobs/type/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus jenis pekerjaan (ditolak bila dipakai kalkulasi atau proyek, kecuali force=true)',
        description:
          'Ditolak 409 dengan jumlah proyek dan kalkulasi yang memakainya. Dengan force=true tetap dihapus: proyek ' +
          'memakai harga yang sudah tersimpan, tetapi baris itu tidak dapat diperbarui harganya lagi.',
        params: idParams,
        querystring: z.object({ force: z.enum(['true', 'false']).optional() }),
        // The refusal carries the counts too, for the admin's forced-delete question.
        response: {
          200: ok,
          ...errors,
          409: z.object({ message: z.string(), projects: z.number(), calculations: z.number() }),
        },
      },
    },
    async (request, reply) => {
      const jobType = await jobTypeOr404(request.params.id);
      const { count } = await app.db
        .selectFrom('calculations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('job_type_id', '=', jobType.id)
        .executeTakeFirstOrThrow();
      const calculations = Number(count);
      const projects = await projectsUsingJobType(app.db, jobType.id);
      if (calculations + projects > 0 && request.query.force !== 'true') {
        const message = adminMessages.jobTypeInUse({ calculations, projects });
        return reply.status(409).send({ message, projects, calculations });
      }
      await app.db.deleteFrom('job_types').where('id', '=', jobType.id).execute();
      changed();
      return { message: adminMessages.deleted };
    },
  );

  // Emptying and id counters
  registerMaintenanceRoutes(app, {
    table: 'job_categories',
    tags,
    clearAll: {
      path: '/jobs/categories/clear-all',
      summary: 'Hapus semua kategori beserta jenis pekerjaannya',
    },
    resetIds: { path: '/jobs/categories/reset-auto-increment', summary: 'Atur ulang penghitung ID kategori' },
  });
  registerMaintenanceRoutes(app, {
    table: 'job_types',
    tags,
    clearAll: { path: '/jobs/types/clear-all', summary: 'Hapus semua jenis pekerjaan' },
    resetIds: {
      path: '/jobs/types/reset-auto-increment',
      summary: 'Atur ulang penghitung ID jenis pekerjaan',
    },
  });
  app.get(
    '/jobs/auto-increment-status',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Status penghitung ID kategori dan jenis pekerjaan',
        response: { 200: ok, ...errors },
      },
    },
    async () => ({
      categories: await sequenceStatus(app.db, 'job_categories'),
      job_types: await sequenceStatus(app.db, 'job_types'),
    }),
  );
};

export default jobsAdminRoutes;
