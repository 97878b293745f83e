import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessages, NotFoundError } from '../../errors';
import {
  categorySchema,
  errorResponse,
  idParams,
  jobTypeSchema,
  positiveId,
  searchQuery,
} from '../shared-schemas';
import { findCategory, findJobType, listCategories, listJobTypes, searchJobTypes } from './repository';

const tags = ['Katalog pekerjaan'];

const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/categories',
    {
      schema: {
        tags,
        summary: 'Kategori pekerjaan; dengan ?search= juga jenis pekerjaan yang cocok',
        querystring: searchQuery,
        response: {
          200: z.object({ categories: z.array(categorySchema), job_types: z.array(jobTypeSchema) }),
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const search = request.query.search?.trim() || undefined;
      const [categories, jobTypes] = await Promise.all([
        listCategories(app.db, search),
        search ? searchJobTypes(app.db, search) : Promise.resolve([]),
      ]);
      return { categories, job_types: jobTypes };
    },
  );

  app.get(
    '/jobs/categories/:id',
    {
      schema: {
        tags,
        summary: 'Satu kategori',
        params: idParams,
        response: { 200: z.object({ category: categorySchema }), 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw new NotFoundError(errorMessages.categoryNotFound);
      return { category };
    },
  );

  app.get(
    '/jobs/types/:categoryId',
    {
      schema: {
        tags,
        summary: 'Jenis pekerjaan dalam satu kategori',
        params: z.object({ categoryId: positiveId }),
        querystring: searchQuery,
        response: {
          200: z.object({ category: categorySchema, job_types: z.array(jobTypeSchema) }),
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.categoryId);
      if (!category) throw new NotFoundError(errorMessages.categoryNotFound);
      const jobTypes = await listJobTypes(app.db, category.id, request.query.search?.trim() || undefined);
      return { category, job_types: jobTypes };
    },
  );

  app.get(
    '/jobs/type/:id',
    {
      schema: {
        tags,
        summary: 'Satu jenis pekerjaan',
        params: idParams,
        response: { 200: z.object({ job_type: jobTypeSchema }), 404: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      const jobType = await findJobType(app.db, request.params.id);
      if (!jobType) throw new NotFoundError(errorMessages.jobTypeNotFound);
      return { job_type: jobType };
    },
  );
};

export default jobsRoutes;
