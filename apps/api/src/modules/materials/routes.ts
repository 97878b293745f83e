import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, NotFoundError } from '../../errors';
import { findJobType } from '../jobs/repository';
import { listJobTypeMaterials } from '../job-types/repository';
import { z } from 'zod';
import { errorResponse, idParams, jobTypeMaterialSchema } from '../shared-schemas';

const materialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/materials/job-type/:id',
    {
      schema: {
        tags: ['Material'],
        summary: 'Material sebuah jenis pekerjaan dengan kebutuhan per satuan (koefisien AHSP)',
        params: idParams,
        response: {
          200: z.object({ materials: z.array(jobTypeMaterialSchema) }),
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const jobType = await findJobType(app.db, request.params.id);
      if (!jobType) throw new NotFoundError(errorMessages.jobTypeNotFound);
      return { materials: await listJobTypeMaterials(app.db, jobType.id) };
    },
  );
};

export default materialRoutes;
