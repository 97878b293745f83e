import { sql, type Kysely } from 'kysely';
import {
  saveCopyLocalId,
  toCalculationRecord,
  type CalculationFormData,
  type CalculationRecord,
  type CalculationResult,
} from '@kalkulator/core';
import type { CalculationRow, Database } from '../../db/schema';
import { UPDATED_AT_AS_SENT } from '../../db/version';

// All SQL of the calculation history. Every user-facing query is scoped to its owner.

/** A stored calculation as the API answers it: the record, and the browser result it came from (if any). */
export type StoredCalculationRecord = CalculationRecord & {
  /**
   * The id of the browser result this record holds ("local_…"), so a browser that still has that copy (a sync or
   * save whose answer was lost) shows and counts it once; null for a result saved to the account directly.
   */
  local_id: string | null;
};

/** What an account save with an Idempotency-Key is stored under (sync.ts saveLocalId): `save:<key>`. */
const SAVE_KEY_PREFIX = 'save:';

/**
 * The browser's id for a row's local id: a save's key stands for the browser copy kept when that save got no answer
 * (`local_save_<key>`), which is what a browser holding it knows it by.
 */
function browserLocalId(stored: string | null): string | null {
  if (stored === null || !stored.startsWith(SAVE_KEY_PREFIX)) return stored;
  return saveCopyLocalId(stored.slice(SAVE_KEY_PREFIX.length));
}

export function toRecord(row: CalculationRow): StoredCalculationRecord {
  const created = new Date(row.created_at).toISOString();
  const updated = new Date(row.updated_at).toISOString();
  return {
    ...toCalculationRecord({
      ...row.result,
      id: row.id,
      is_local: false,
      created_at: created,
      updated_at: updated,
      calculation_data: row.calculation_data,
    }),
    local_id: browserLocalId(row.local_id),
  };
}

function columnsOf(result: CalculationResult, form: CalculationFormData) {
  return {
    job_type_id: result.job_type.id,
    job_type_name: result.job_type.name,
    category_name: result.job_type.category_name,
    category_id: result.job_type.category_id ?? null,
    project_name: result.input.project_name,
    calculation_data: JSON.stringify(form),
    result: JSON.stringify(result),
    volume: result.input.volume,
    total_cost: result.summary.total_cost,
    total_labor_cost: result.summary.total_labor_cost,
    total_material_cost: result.summary.total_material_cost,
    total_equipment_cost: result.summary.total_equipment_cost ?? 0,
    rab_total: result.summary.rab_total,
  };
}

export async function insertCalculation(
  db: Kysely<Database>,
  userId: number,
  result: CalculationResult,
  form: CalculationFormData,
  localId?: string,
  /**
   * When the result was made, for a browser result synced later (now by default); the job type the row refers to,
   * for a copy of a result whose job type is gone (null; the result's own by default).
   */
  options: { createdAt?: Date; updatedAt?: Date; jobTypeId?: number | null } = {},
): Promise<CalculationRow | undefined> {
  const query = db
    .insertInto('calculations')
    .values({
      user_id: userId,
      local_id: localId ?? null,
      ...columnsOf(result, form),
      ...(options.jobTypeId !== undefined && { job_type_id: options.jobTypeId }),
      ...(options.createdAt && { created_at: options.createdAt }),
      ...(options.updatedAt && { updated_at: options.updatedAt }),
    })
    .returningAll();
  // A browser result synced twice is stored once: the (user, local id) pair is unique.
  if (localId) {
    return query
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'local_id']).where('local_id', 'is not', null).doNothing(),
      )
      .executeTakeFirst();
  }
  return query.executeTakeFirstOrThrow();
}

/**
 * Stores a recomputed result. `expectedUpdatedAt`: only if the row is still the version the client opened (to the
 * millisecond its ISO time carries), checked in the same statement; undefined when it was changed (or deleted).
 * `updatedAt`: when the change was made (now; a browser copy's own time when a sync brings its change).
 */
export async function updateCalculation(
  db: Kysely<Database>,
  userId: number,
  id: number,
  result: CalculationResult,
  form: CalculationFormData,
  expectedUpdatedAt?: Date,
  updatedAt: Date = new Date(),
): Promise<CalculationRow | undefined> {
  let update = db
    .updateTable('calculations')
    .set({ ...columnsOf(result, form), updated_at: updatedAt })
    .where('id', '=', id)
    .where('user_id', '=', userId);
  if (expectedUpdatedAt) update = update.where(UPDATED_AT_AS_SENT, '=', expectedUpdatedAt);
  return update.returningAll().executeTakeFirst();
}

export async function findOwnCalculation(db: Kysely<Database>, userId: number, id: number) {
  return db
    .selectFrom('calculations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findOwnCalculationByLocalId(db: Kysely<Database>, userId: number, localId: string) {
  return db
    .selectFrom('calculations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('local_id', '=', localId)
    .executeTakeFirst();
}

export async function deleteOwnCalculations(
  db: Kysely<Database>,
  userId: number,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('calculations')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Totals, per category and per month; a month is the user's (`offsetMinutes` as getTimezoneOffset(): WIB -420). */
export async function historyStats(db: Kysely<Database>, userId: number, offsetMinutes: number) {
  const totals = await db
    .selectFrom('calculations')
    .where('user_id', '=', userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('total_labor_cost'), sql<number>`0`).as('total_labor_cost'),
      eb.fn.coalesce(eb.fn.sum<number>('total_material_cost'), sql<number>`0`).as('total_material_cost'),
      eb.fn.coalesce(eb.fn.sum<number>('total_equipment_cost'), sql<number>`0`).as('total_equipment_cost'),
      eb.fn.coalesce(eb.fn.sum<number>('total_cost'), sql<number>`0`).as('total_cost'),
      eb.fn.coalesce(eb.fn.sum<number>('rab_total'), sql<number>`0`).as('total_rab'),
    ])
    .executeTakeFirstOrThrow();
  const byCategory = await db
    .selectFrom('calculations')
    .where('user_id', '=', userId)
    .select((eb) => [
      'category_name',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('rab_total').as('total_rab'),
    ])
    .groupBy('category_name')
    .orderBy('category_name')
    .execute();
  // A literal (a checked whole number), so the select and the group by are the same expression.
  const local = sql`(created_at at time zone 'UTC') - make_interval(mins => ${sql.lit(Math.trunc(offsetMinutes))})`;
  const month = sql<string>`to_char(${local}, 'YYYY-MM')`;
  const byMonth = await db
    .selectFrom('calculations')
    .where('user_id', '=', userId)
    .select((eb) => [
      month.as('month'),
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('rab_total').as('total_rab'),
    ])
    .groupBy(month)
    .orderBy(month)
    .execute();
  return {
    count: Number(totals.count),
    total_labor_cost: Number(totals.total_labor_cost),
    total_material_cost: Number(totals.total_material_cost),
    total_equipment_cost: Number(totals.total_equipment_cost),
    total_cost: Number(totals.total_cost),
    total_rab: Number(totals.total_rab),
    by_category: byCategory.map((row) => ({
      category_name: row.category_name,
      count: Number(row.count),
      total_rab: Number(row.total_rab),
    })),
    by_month: byMonth.map((row) => ({
      month: row.month,
      count: Number(row.count),
      total_rab: Number(row.total_rab),
    })),
  };
}

export async function deleteAnyCalculation(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calculations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearAllCalculations(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('calculations').executeTakeFirst();
  return Number(result.numDeletedRows);
}
