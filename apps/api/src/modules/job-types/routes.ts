import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, NotFoundError } from '../../errors';
import { z } from 'zod';
import { BRICK_TYPES, computeUnitPrice, overheadPercentageSchema, priceDetails } from '@kalkulator/core';
import type { FastifyRequest } from 'fastify';
import { errorResponse, idParams, jobTypeDetailsSchema, positiveId } from '../shared-schemas';
import { findJobTypeDetails } from './repository';
import { loadBookPrices, visibleBookOr404, viewerFrom } from '../price-books/service';

const unitPriceLine = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  coefficient: z.number(),
  price: z.number(),
  amount: z.number(),
  price_source: z.enum(['book', 'catalogue']).optional(),
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
  price_book: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
});

const jobTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The price book asked for (shared, or the caller's own private one; 404 otherwise) with its prices. */
  async function bookOf(request: FastifyRequest, id: number | undefined) {
    if (id === undefined) return null;
    const book = await visibleBookOr404(app.db, id, await viewerFrom(app, request));
    return { book: { id: book.id, name: book.name }, prices: await loadBookPrices(app.db, book.id) };
  }

  app.get(
    '/job-types/:id/details',
    {
      schema: {
        tags: ['Katalog pekerjaan'],
        summary: 'Jenis pekerjaan dengan koefisien tenaga kerja dan material (AHSP)',
        params: idParams,
        querystring: z.object({ price_book_id: positiveId.optional(), _t: z.string().optional() }),
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
      const book = await bookOf(request, request.query.price_book_id);
      if (!book) return { job_type: jobType };
      return { job_type: { ...priceDetails(jobType, book.prices), price_book: book.book } };
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
          price_book_id: positiveId.optional(),
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
      const book = await bookOf(request, request.query.price_book_id);
      return {
        unit_price: {
          ...computeUnitPrice(priceDetails(details, book?.prices ?? null), {
            overheadPercentage,
            ...(brickType && { brickType }),
          }),
          price_book: book?.book ?? null,
        },
      };
    },
  );
};

export default jobTypeRoutes;
