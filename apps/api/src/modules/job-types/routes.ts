import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, NotFoundError } from '../../errors';
import { z } from 'zod';
import { BRICK_TYPES, computeUnitPrice, overheadPercentageSchema } from '@kalkulator/core';
import { errorResponse, idParams, jobTypeDetailsSchema } from '../shared-schemas';
import { findJobTypeDetails } from './repository';

const unitPriceLine = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  coefficient: z.number(),
  price: z.number(),
  amount: z.number(),
});
const unitPriceSchema = z.object({
  job_type: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    category_name: z.string(),
  }),
  labor: z.array(unitPriceLine.extend({ role: z.enum(['tukang', 'pekerja', 'kepala_tukang', 'mandor']) })),
  materials: z.array(unitPriceLine),
  equipment: z.array(unitPriceLine),
  A: z.number(),
  B: z.number(),
  C: z.number(),
  D: z.number(),
  overhead_percentage: z.number(),
  E: z.number(),
  F: z.number(),
});

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

  app.get(
    '/job-types/:id/unit-price',
    {
      schema: {
        tags: ['Katalog pekerjaan'],
        summary:
          'Harga satuan pekerjaan (AHSP): A upah + B bahan + C alat = D, E overhead & keuntungan % × D, F = D + E',
        params: idParams,
        querystring: z.object({
          overhead_percentage: overheadPercentageSchema,
          brick_type: z.enum(BRICK_TYPES, { error: 'Jenis bata tidak dikenal' }).optional(),
          _t: z.string().optional(),
        }),
        response: {
          200: z.object({ unit_price: unitPriceSchema }),
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (request) => {
      const details = await app.detailsCache.get(request.params.id, (id) => findJobTypeDetails(app.db, id));
      if (!details) throw new NotFoundError(errorMessages.jobTypeNotFound);
      const { overhead_percentage: overheadPercentage, brick_type: brickType } = request.query;
      return {
        unit_price: computeUnitPrice(details, { overheadPercentage, ...(brickType && { brickType }) }),
      };
    },
  );
};

export default jobTypeRoutes;
