import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parsePriceListText } from '@kalkulator/core';
import { errorResponse } from '../shared-schemas';
import { priceListImportBody, priceListMessages, priceListParseBody } from './schemas';
import { importPriceList, planCounts, planPriceList } from './service';

// Price lists as estimators keep them (materials, labour and equipment in one sheet, columns named by a header):
// read for review, then written on confirmation in one transaction.

const tags = ['Admin: daftar harga'];
const errors = { 401: errorResponse, 403: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  app.post(
    '/catalogue/price-list/parse',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Baca daftar harga dengan baris judul (kolom dipetakan menurut nama; tidak menyimpan)',
        body: priceListParseBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) =>
      parsePriceListText(request.body.pasted_data, {
        ...(request.body.default_kind && { defaultKind: request.body.default_kind }),
      }),
  );

  app.post(
    '/catalogue/price-list/import',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Impor daftar harga material, upah dan alat (semua atau tidak sama sekali); item yang sudah ada hanya diperbarui harganya; dry_run hanya memeriksa',
        body: priceListImportBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const { rows, update_existing: updateExisting } = request.body;
      if (request.body.dry_run) {
        const { plans } = await planPriceList(app.db, rows, updateExisting);
        return {
          rows: plans.map(({ line, action, msg, item, code }) => ({
            line,
            action,
            ...(msg !== undefined && { msg }),
            ...(item && { item }),
            // A new item's code: the row's, else the one the import gives it.
            ...(code !== undefined && { code }),
          })),
          ...planCounts(plans),
        };
      }
      const outcome = await importPriceList(app.db, rows, updateExisting);
      app.detailsCache.invalidate();
      return {
        ...outcome,
        message: priceListMessages.imported(total(outcome.created), total(outcome.updated)),
      };
    },
  );
};

export default catalogueRoutes;
