import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculateJob, DEFAULT_FORM_DATA, priceDetails, type CalculationFormData } from '@kalkulator/core';
import type { FastifyRequest } from 'fastify';
import { requestedBook } from '../price-books/service';
import { errorMessages, NotFoundError } from '../../errors';
import { findJobTypeDetails } from '../job-types/repository';
import { calculationSchema, errorResponse, positiveId } from '../shared-schemas';

// The form is validated by core's validateCalculationForm inside calculateJob, so the API and the browser give
// the same Indonesian messages; the route schema only asks for a JSON object.
export const formBody = z
  .looseObject({})
  .describe(
    'Data form kalkulasi (CalculationFormData, docs/architecture.md): volume, productivity, worker_ratio, …',
  );

const quickBody = z.looseObject({
  volume: z.union([z.number(), z.string()]).optional(),
  profit_percentage: z.union([z.number(), z.string()]).optional(),
  project_name: z.string().optional(),
});

export const params = z.object({ jobTypeId: positiveId });

// A calculation comes from calculateJob, typed and whole: checking it again against its (loose) schema before
// sending cost a tenth of the route's time. Error answers keep the schema check.
const plainJson = (data: unknown) => JSON.stringify(data);
export function resultSerializer<Schema>(route: FastifyRouteSchemaDef<Schema>): (data: unknown) => string {
  return route.httpStatus === '200' ? plainJson : serializerCompiler(route as never);
}

/** The answers of both calculation routes (and of the bench's layers of them, bench-routes.ts). */
export const calculationAnswers = {
  200: z.object({ calculation: calculationSchema }),
  404: errorResponse,
  422: errorResponse,
};

const calculationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The job type, priced with the price book the form names (`price_book_id`), else with the catalogue's prices. */
  async function detailsOr404(jobTypeId: number, request: FastifyRequest, bookId?: unknown) {
    const details = await app.detailsCache.get(jobTypeId, (id) => findJobTypeDetails(app.db, id));
    if (!details) throw new NotFoundError(errorMessages.jobTypeNotFound);
    const book = await requestedBook(app, request, bookId);
    return { details: priceDetails(details, book?.prices ?? null), book: book?.book ?? null };
  }

  app.post(
    '/calculations/:jobTypeId',
    {
      serializerCompiler: resultSerializer,
      schema: {
        tags: ['Kalkulasi'],
        summary: 'Hitung biaya satu pekerjaan (tidak disimpan)',
        params,
        body: formBody,
        response: calculationAnswers,
      },
    },
    async (request) => {
      const body = request.body as { price_book_id?: unknown };
      const { details, book } = await detailsOr404(request.params.jobTypeId, request, body.price_book_id);
      const calculation = calculateJob(details, { ...DEFAULT_FORM_DATA, ...request.body });
      return { calculation: book ? { ...calculation, price_book: book } : calculation };
    },
  );

  app.post(
    '/calculations/quick/:jobTypeId',
    {
      serializerCompiler: resultSerializer,
      schema: {
        tags: ['Kalkulasi'],
        summary: 'Kalkulasi cepat dengan produktivitas dan rasio bawaan jenis pekerjaan',
        params,
        body: quickBody,
        response: calculationAnswers,
      },
    },
    async (request) => {
      const { details } = await detailsOr404(request.params.jobTypeId, request);
      const form: CalculationFormData = {
        ...DEFAULT_FORM_DATA,
        volume: request.body.volume ?? '',
        productivity: details.default_productivity,
        worker_ratio: details.default_worker_ratio,
        profit_percentage: request.body.profit_percentage ?? DEFAULT_FORM_DATA.profit_percentage,
        project_name: request.body.project_name ?? '',
      };
      return { calculation: calculateJob(details, form) };
    },
  );
};

export default calculationRoutes;
