import type { Transaction } from 'kysely';
import type { ValidationDetail } from '@kalkulator/core';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { UPDATED_AT_AS_SENT } from '../../db/version';
import { errorMessages, HttpError, NotFoundError } from '../../errors';
import {
  adminMessages,
  type equipmentAssignmentsBody,
  type laborAssignmentsBody,
  type materialAssignmentsBody,
} from '../admin/schemas';
import { analysisMessages } from './schemas';

// A job type's analysis (labour, materials, equipment): each list checked and replaced whole, inside the caller's
// transaction, so the routes that replace one list and the one that replaces all three share the same writes.

type Trx = Transaction<Database>;
type LaborLine = z.infer<typeof laborAssignmentsBody>['labor_assignments'][number];
type MaterialLine = z.infer<typeof materialAssignmentsBody>['material_assignments'][number];
type EquipmentLine = z.infer<typeof equipmentAssignmentsBody>['equipment_assignments'][number];

/**
 * The job type's id, its row locked until commit (two saves of one analysis wait for each other) and its updated_at
 * moved on, so an editor that opened the analysis before this write is refused; or 404. With `expectedUpdatedAt`
 * (the version the editor opened), only over that version, in the same statement, else 409.
 */
export async function lockJobType(trx: Trx, id: number, expectedUpdatedAt?: string): Promise<number> {
  const row = await trx
    .updateTable('job_types')
    .set({ updated_at: new Date() })
    .where('id', '=', id)
    .$if(expectedUpdatedAt !== undefined, (update) =>
      update.where(UPDATED_AT_AS_SENT, '=', new Date(expectedUpdatedAt!)),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const exists = await trx.selectFrom('job_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new NotFoundError(errorMessages.jobTypeNotFound);
  throw new HttpError(409, analysisMessages.changedElsewhere);
}

/** Which of `ids` exist; those rows cannot be deleted by another admin until this transaction ends. */
async function existingIds(
  trx: Trx,
  table: 'labor_rates' | 'materials' | 'equipment',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx.selectFrom(table).select('id').where('id', 'in', ids).forKeyShare().execute();
  return new Set(rows.map((row) => row.id));
}

/** One detail per list entry that repeats an earlier one or points at a row that does not exist. */
function listProblems<T>(
  field: string,
  items: T[],
  key: (item: T) => string,
  exists: (item: T) => boolean,
  missing: string,
): ValidationDetail[] {
  const seen = new Set<string>();
  const details: ValidationDetail[] = [];
  items.forEach((item, index) => {
    if (seen.has(key(item)))
      details.push({ param: `${field}.${index}`, msg: adminMessages.duplicateAssignment });
    else if (!exists(item)) details.push({ param: `${field}.${index}`, msg: missing });
    seen.add(key(item));
  });
  return details;
}

export async function laborProblems(trx: Trx, lines: LaborLine[]): Promise<ValidationDetail[]> {
  const known = await existingIds(
    trx,
    'labor_rates',
    lines.map((line) => line.labor_rate_id),
  );
  return listProblems(
    'labor_assignments',
    lines,
    (line) => `${line.labor_rate_id}:${line.brick_type ?? ''}`,
    (line) => known.has(line.labor_rate_id),
    adminMessages.laborRateNotFound,
  );
}

export async function materialProblems(trx: Trx, lines: MaterialLine[]): Promise<ValidationDetail[]> {
  const known = await existingIds(
    trx,
    'materials',
    lines.map((line) => line.material_id),
  );
  return listProblems(
    'material_assignments',
    lines,
    (line) => `${line.material_id}:${line.brick_type ?? ''}`,
    (line) => known.has(line.material_id),
    adminMessages.materialNotFound,
  );
}

export async function equipmentProblems(trx: Trx, lines: EquipmentLine[]): Promise<ValidationDetail[]> {
  const known = await existingIds(
    trx,
    'equipment',
    lines.map((line) => line.equipment_id),
  );
  return listProblems(
    'equipment_assignments',
    lines,
    (line) => String(line.equipment_id),
    (line) => known.has(line.equipment_id),
    adminMessages.equipmentNotFound,
  );
}

export async function replaceLabor(trx: Trx, jobTypeId: number, lines: LaborLine[]): Promise<void> {
  await trx.deleteFrom('job_type_labor').where('job_type_id', '=', jobTypeId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('job_type_labor')
    .values(
      lines.map((line) => ({
        job_type_id: jobTypeId,
        labor_rate_id: line.labor_rate_id,
        coefficient: line.coefficient,
        brick_type: line.brick_type ?? null,
      })),
    )
    .execute();
}

export async function replaceMaterials(trx: Trx, jobTypeId: number, lines: MaterialLine[]): Promise<void> {
  await trx.deleteFrom('job_type_materials').where('job_type_id', '=', jobTypeId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('job_type_materials')
    .values(
      lines.map((line) => ({
        job_type_id: jobTypeId,
        material_id: line.material_id,
        quantity_per_unit: line.quantity_per_unit,
        brick_type: line.brick_type ?? null,
      })),
    )
    .execute();
}

export async function replaceEquipment(trx: Trx, jobTypeId: number, lines: EquipmentLine[]): Promise<void> {
  await trx.deleteFrom('job_type_equipment').where('job_type_id', '=', jobTypeId).execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('job_type_equipment')
    .values(lines.map((line) => ({ job_type_id: jobTypeId, ...line })))
    .execute();
}

const LIST_WORDS: Record<string, string> = {
  labor_assignments: 'upah',
  material_assignments: 'material',
  equipment_assignments: 'peralatan',
};

/** "Baris upah 5: Upah tenaga kerja tidak ditemukan." for the detail at `labor_assignments.4`. */
export function describeProblem(detail: ValidationDetail): string {
  const [field, index] = detail.param.split('.');
  const word = LIST_WORDS[field ?? ''];
  if (!word || index === undefined) return detail.msg;
  return `Baris ${word} ${Number(index) + 1}: ${detail.msg}`;
}
