import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, registerImportRoute } from '../admin/maintenance-routes';
import { registerItemRoutes } from '../admin/item-routes';
import { adminMessages, equipmentBody, equipmentPatch, listQuery } from '../admin/schemas';
import { equipmentColumns, listEquipment } from './repository';

// Equipment (peralatan): anyone reads the list (the calculator and the unit price show it); admins write.

const tags = ['Peralatan'];
const errors = adminErrors;
const ok = z.looseObject({});

const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
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

  registerImportRoute(app, {
    table: 'equipment',
    tags,
    path: '/equipment/bulk-import',
    summary: 'Impor peralatan (semua atau tidak sama sekali)',
    field: 'equipment_data',
    schema: equipmentBody,
  });
};

export default equipmentRoutes;
