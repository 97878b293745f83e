import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseAnalysisText } from '@kalkulator/core';
import { findJobType } from '../jobs/repository';
import { errorResponse } from '../shared-schemas';
import { ahspImportMessages, importAnalysesBody, parseBody } from './schemas';
import { importAnalyses, previewAnalyses } from './service';

// AHSP analyses in the block form other RAB tools export: read and matched (no write), then imported on
// confirmation as job types of a category, in one transaction.

const tags = ['Admin: analisa AHSP'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

const ahspRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  app.post(
    '/ahsp/parse',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Baca blok [AHSP] dan cocokkan komponennya dengan katalog (tidak menyimpan)',
        body: parseBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => previewAnalyses(app.db, parseAnalysisText(request.body.text)),
  );

  app.post(
    '/ahsp/import',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Impor analisa sebagai jenis pekerjaan (semua atau tidak sama sekali)',
        body: importAnalysesBody,
        response: { 201: ok, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await importAnalyses(app.db, request.body);
      app.detailsCache.invalidate();
      const jobTypes = await Promise.all(outcome.outcomes.map(({ id }) => findJobType(app.db, id)));
      return reply.status(201).send({
        job_types: jobTypes,
        // Per job type, in the same order: updated (else added) and the brick variants its update kept.
        outcomes: outcome.outcomes,
        created: outcome.created,
        updated: outcome.updated,
        created_items: outcome.createdItems,
        message: ahspImportMessages.imported(outcome.created, outcome.updated),
      });
    },
  );
};

export default ahspRoutes;
