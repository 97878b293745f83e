import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importRows } from '../admin/catalogue-writes';
import { registerItemRoutes } from '../admin/item-routes';
import { adminMessages, equipmentBody, equipmentPatch, importBody, listQuery } from '../admin/schemas';
import { errorResponse } from '../shared-schemas';
import { equipmentColumns, listEquipment } from './repository';

// Equipment (peralatan): anyone reads the list (the calculator and the unit price show it); admins write.

const tags = ['Peralatan'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.looseObject({});

const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };
  const changed = () => app.detailsCache.invalidate();

  app.get(
    '/equipment',
    {
      schema: { tags, summary: 'Daftar peralatan', querystring: listQuery, response: { 200: ok, ...errors } },
    },
    async (request) => listEquipment(app.db, request.query),
  );

  registerItemRoutes(app, {
    table: 'equipment',
    columns: equipmentColumns,
    field: 'equipment',
    notFound: adminMessages.equipmentNotFound,
    tags,
    paths: { one: '/equipment/:id', create: '/equipment' },
    summaries: {
      one: 'Satu peralatan',
      create: 'Tambah peralatan',
      update: 'Ubah peralatan (harga berlaku untuk kalkulasi berikutnya)',
      remove: 'Hapus peralatan (dan penugasannya)',
    },
    body: equipmentBody,
    patch: equipmentPatch,
  });

  app.post(
    '/equipment/bulk-import',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Impor peralatan (semua atau tidak sama sekali)',
        body: importBody('equipment_data'),
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const body = request.body as { equipment_data: unknown[]; update_existing: boolean };
      const outcome = await importRows(app.db, 'equipment', body.equipment_data, equipmentBody, {
        updateExisting: body.update_existing,
        field: 'equipment_data',
      });
      changed();
      return { ...outcome, message: adminMessages.imported(outcome.created, outcome.updated) };
    },
  );
};

export default equipmentRoutes;
