import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ValidationDetail } from '@kalkulator/core';
import { ValidationError } from '../../errors';
import {
  adminMessages,
  equipmentAssignmentsBody,
  laborAssignmentsBody,
  materialAssignmentsBody,
} from '../admin/schemas';
import { errorResponse, idParams } from '../shared-schemas';
import {
  describeProblem,
  equipmentProblems,
  laborProblems,
  lockJobType,
  materialProblems,
  replaceEquipment,
  replaceLabor,
  replaceMaterials,
} from './assignments';
import { findJobTypeDetails } from './repository';
import { analysisBody, analysisMessages } from './schemas';

const tags = ['Admin: katalog pekerjaan'];
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.looseObject({});

/** 422 naming every refused entry; thrown inside the transaction, it leaves everything as it was. */
function refuse(details: ValidationDetail[]): void {
  if (details.length === 0) return;
  throw new ValidationError(details, analysisMessages.refused(details.map(describeProblem)));
}

const jobTypeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { onRequest: app.requireRole('admin') };

  async function answer(id: number) {
    app.detailsCache.invalidate();
    return { job_type: await findJobTypeDetails(app.db, id), message: adminMessages.assignmentsSaved };
  }

  app.put(
    '/job-types/:id/analysis',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Ganti seluruh analisa: tenaga kerja, material dan peralatan (satu transaksi)',
        description:
          'Ketiga daftar diganti bersama atau tidak sama sekali: satu baris yang ditolak (422, details per ' +
          'baris: labor_assignments.4 …) membuat tidak ada yang berubah. Dengan expected_updated_at (updated_at ' +
          'jenis pekerjaan saat analisa dibuka) ditolak 409 bila jenis pekerjaan atau analisanya diubah sejak itu.',
        params: idParams,
        body: analysisBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const id = await app.db.transaction().execute(async (trx) => {
        const jobTypeId = await lockJobType(trx, request.params.id, body.expected_updated_at);
        refuse([
          ...(await laborProblems(trx, body.labor_assignments)),
          ...(await materialProblems(trx, body.material_assignments)),
          ...(await equipmentProblems(trx, body.equipment_assignments)),
        ]);
        await replaceMaterials(trx, jobTypeId, body.material_assignments);
        await replaceEquipment(trx, jobTypeId, body.equipment_assignments);
        await replaceLabor(trx, jobTypeId, body.labor_assignments);
        return jobTypeId;
      });
      return answer(id);
    },
  );

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
      const lines = request.body.labor_assignments;
      const id = await app.db.transaction().execute(async (trx) => {
        const jobTypeId = await lockJobType(trx, request.params.id);
        const details = await laborProblems(trx, lines);
        if (details.length > 0) throw new ValidationError(details);
        await replaceLabor(trx, jobTypeId, lines);
        return jobTypeId;
      });
      return answer(id);
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
      const lines = request.body.material_assignments;
      const id = await app.db.transaction().execute(async (trx) => {
        const jobTypeId = await lockJobType(trx, request.params.id);
        const details = await materialProblems(trx, lines);
        if (details.length > 0) throw new ValidationError(details);
        await replaceMaterials(trx, jobTypeId, lines);
        return jobTypeId;
      });
      return answer(id);
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
      const lines = request.body.equipment_assignments;
      const id = await app.db.transaction().execute(async (trx) => {
        const jobTypeId = await lockJobType(trx, request.params.id);
        const details = await equipmentProblems(trx, lines);
        if (details.length > 0) throw new ValidationError(details);
        await replaceEquipment(trx, jobTypeId, lines);
        return jobTypeId;
      });
      return answer(id);
    },
  );
};

export default jobTypeAdminRoutes;
