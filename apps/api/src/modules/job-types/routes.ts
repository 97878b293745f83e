import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, NotFoundError } from '../../errors';
import { z } from 'zod';
import { errorResponse, idParams, jobTypeDetailsSchema } from '../shared-schemas';
import { findJobTypeDetails } from './repository';

const jobTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/job-types/:id/details',
    {
      schema: {
        tags: ['Katalog pekerjaan'],
        summary: 'Jenis pekerjaan dengan koefisien tenaga kerja dan material (AHSP)',
        params: idParams,
        response: {
          200: z.object({ job_type: jobTypeDetailsSchema }),
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const jobType = await findJobTypeDetails(app.db, request.params.id);
      if (!jobType) throw new NotFoundError(errorMessages.jobTypeNotFound);
      return { job_type: jobType };
    },
  );
};

export default jobTypeRoutes;
