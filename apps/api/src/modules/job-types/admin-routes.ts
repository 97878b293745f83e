import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ValidationDetail } from '@kalkulator/core';
import { errorMessages, NotFoundError, ValidationError } from '../../errors';
import {
  adminMessages,
  equipmentAssignmentsBody,
  laborAssignmentsBody,
  materialAssignmentsBody,
} from '../admin/schemas';
import { errorResponse, idParams } from '../shared-schemas';
import { findJobTypeDetails } from './repository';

const tags = ['Admin: katalog pekerjaan'];
const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const ok = z.looseObject({});

/** 422 naming each list entry that repeats an earlier one or points at a row that does not exist. */
function checkList<T>(
  field: string,
  items: T[],
  key: (item: T) => string,
  exists: (item: T) => boolean,
  missing: string,
): void {
  const seen = new Set<string>();
  const details: ValidationDetail[] = [];
  items.forEach((item, index) => {
    if (seen.has(key(item)))
      details.push({ param: `${field}.${index}`, msg: adminMessages.duplicateAssignment });
    else if (!exists(item)) details.push({ param: `${field}.${index}`, msg: missing });
    seen.add(key(item));
  });
  if (details.length > 0) throw new ValidationError(details);
}

const jobTypeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  async function existingIds(
    table: 'labor_rates' | 'materials' | 'equipment',
    ids: number[],
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await app.db.selectFrom(table).select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  async function jobTypeOr404(id: number) {
    const row = await app.db.selectFrom('job_types').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(errorMessages.jobTypeNotFound);
    return row.id;
  }

  app.put(
    '/job-types/:id/labor',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ganti semua koefisien tenaga kerja (satu transaksi)',
        params: idParams,
        body: laborAssignmentsBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const id = await jobTypeOr404(request.params.id);
      const lines = request.body.labor_assignments;
      const known = await existingIds(
        'labor_rates',
        lines.map((line) => line.labor_rate_id),
      );
      checkList(
        'labor_assignments',
        lines,
        (line) => String(line.labor_rate_id),
        (line) => known.has(line.labor_rate_id),
        adminMessages.laborRateNotFound,
      );
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('job_type_labor').where('job_type_id', '=', id).execute();
        if (lines.length > 0)
          await trx
            .insertInto('job_type_labor')
            .values(lines.map((line) => ({ job_type_id: id, ...line })))
            .execute();
      });
      app.detailsCache.invalidate();
      return { job_type: await findJobTypeDetails(app.db, id), message: adminMessages.assignmentsSaved };
    },
  );

  app.put(
    '/job-types/:id/materials',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ganti semua koefisien material (satu transaksi)',
        params: idParams,
        body: materialAssignmentsBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const id = await jobTypeOr404(request.params.id);
      const lines = request.body.material_assignments;
      const known = await existingIds(
        'materials',
        lines.map((line) => line.material_id),
      );
      checkList(
        'material_assignments',
        lines,
        (line) => `${line.material_id}:${line.brick_type ?? ''}`,
        (line) => known.has(line.material_id),
        adminMessages.materialNotFound,
      );
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('job_type_materials').where('job_type_id', '=', id).execute();
        if (lines.length > 0) {
          await trx
            .insertInto('job_type_materials')
            .values(
              lines.map((line) => ({
                job_type_id: id,
                material_id: line.material_id,
                quantity_per_unit: line.quantity_per_unit,
                brick_type: line.brick_type ?? null,
              })),
            )
            .execute();
        }
      });
      app.detailsCache.invalidate();
      return { job_type: await findJobTypeDetails(app.db, id), message: adminMessages.assignmentsSaved };
    },
  );

  app.put(
    '/job-types/:id/equipment',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ganti semua koefisien peralatan (satu transaksi)',
        params: idParams,
        body: equipmentAssignmentsBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const id = await jobTypeOr404(request.params.id);
      const lines = request.body.equipment_assignments;
      const known = await existingIds(
        'equipment',
        lines.map((line) => line.equipment_id),
      );
      checkList(
        'equipment_assignments',
        lines,
        (line) => String(line.equipment_id),
        (line) => known.has(line.equipment_id),
        adminMessages.equipmentNotFound,
      );
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('job_type_equipment').where('job_type_id', '=', id).execute();
        if (lines.length > 0)
          await trx
            .insertInto('job_type_equipment')
            .values(lines.map((line) => ({ job_type_id: id, ...line })))
            .execute();
      });
      app.detailsCache.invalidate();
      return { job_type: await findJobTypeDetails(app.db, id), message: adminMessages.assignmentsSaved };
    },
  );
};

export default jobTypeAdminRoutes;
