import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors';
import { importRows, refuseTakenCode, withCode } from '../admin/catalogue-writes';
import { adminMessages, equipmentBody, equipmentPatch, importBody, listQuery } from '../admin/schemas';
import { errorResponse, idParams } from '../shared-schemas';
import { findEquipment, listEquipment } from './repository';

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

  async function equipmentOr404(id: number) {
    const row = await findEquipment(app.db, id);
    if (!row) throw new NotFoundError(adminMessages.equipmentNotFound);
    return row;
  }

  app.get(
    '/equipment',
    {
      schema: { tags, summary: 'Daftar peralatan', querystring: listQuery, response: { 200: ok, ...errors } },
    },
    async (request) => listEquipment(app.db, request.query),
  );

  app.get(
    '/equipment/:id',
    { schema: { tags, summary: 'Satu peralatan', params: idParams, response: { 200: ok, ...errors } } },
    async (request) => ({ equipment: await equipmentOr404(request.params.id) }),
  );

  app.post(
    '/equipment',
    {
      ...admin,
      schema: { tags, summary: 'Tambah peralatan', body: equipmentBody, response: { 201: ok, ...errors } },
    },
    async (request, reply) => {
      await refuseTakenCode(app.db, 'equipment', request.body.code);
      const { id } = await app.db
        .insertInto('equipment')
        .values(withCode({ ...request.body, description: request.body.description ?? null }, 'ALT'))
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ equipment: await equipmentOr404(id), message: adminMessages.created });
    },
  );

  app.put(
    '/equipment/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ubah peralatan (harga berlaku untuk kalkulasi berikutnya)',
        params: idParams,
        body: equipmentPatch,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await equipmentOr404(request.params.id);
      await refuseTakenCode(app.db, 'equipment', request.body.code, request.params.id);
      await app.db
        .updateTable('equipment')
        .set({ ...request.body, updated_at: new Date() })
        .where('id', '=', request.params.id)
        .execute();
      changed();
      return { equipment: await equipmentOr404(request.params.id), message: adminMessages.updated };
    },
  );

  app.delete(
    '/equipment/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Hapus peralatan (dan penugasannya)',
        params: idParams,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      await equipmentOr404(request.params.id);
      await app.db.deleteFrom('equipment').where('id', '=', request.params.id).execute();
      changed();
      return { message: adminMessages.deleted };
    },
  );

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
        prefix: 'ALT',
        field: 'equipment_data',
      });
      changed();
      return { ...outcome, message: adminMessages.imported(outcome.created, outcome.updated) };
    },
  );
};

export default equipmentRoutes;
