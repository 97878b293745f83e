import { sql, type Kysely, type Transaction } from 'kysely';
import { sameUnit, type ValidationDetail } from '@kalkulator/core';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { BOOK_KIND_OF } from '../../db/sequences';
import { UPDATED_AT_AS_SENT } from '../../db/version';
import { HttpError, ValidationError } from '../../errors';
import { newCode } from './catalogue-codes';
import { codeGiver, existingItems, importLine, importTarget, writeImportRow } from './import-match';
import { adminMessages } from './schemas';

// Writes shared by the code-keyed catalogue tables (categories, materials, labour rates, job types).

export type CodedTable = 'job_categories' | 'materials' | 'labor_rates' | 'equipment' | 'job_types';

type Db = Kysely<Database> | Transaction<Database>;

/** 422 when another row of the table already has this code. */
export async function refuseTakenCode(
  db: Db,
  table: CodedTable,
  code: string | undefined,
  exceptId?: number,
) {
  await refuseTaken(db, table, 'code', code, exceptId, adminMessages.codeTaken);
}

/**
 * 422 when another category already has this name (ignoring case and surrounding spaces): a second "Pekerjaan
 * Sanitasi" listed an empty twin on the home screen.
 */
export async function refuseTakenCategoryName(db: Db, name: string | undefined, exceptId?: number) {
  await refuseTaken(db, 'job_categories', 'name', name?.trim(), exceptId, adminMessages.categoryNameTaken);
}

/**
 * 422 on `name` when another material, labour rate, piece of equipment or job type already has this name (ignoring
 * case and surrounding spaces), anywhere in the catalogue: two "Semen Portland (PC)" would split the analyses
 * between twins, two "Pasangan lantai keramik 40 × 40 cm" the calculations and projects, and an import updating
 * "by name" could only reach one of them.
 */
export async function refuseTakenItemName(
  db: Db,
  table: 'materials' | 'labor_rates' | 'equipment' | 'job_types',
  name: string | undefined,
  exceptId?: number,
) {
  if (!name?.trim()) return;
  const row = await db
    .selectFrom(table)
    .select('code')
    .where(sql`lower(trim(name))`, '=', name.trim().toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (!row) return;
  const message = adminMessages.nameTaken(row.code);
  throw new ValidationError([{ param: 'name', msg: message }], message);
}

/**
 * An admin's change of one row, with its updated_at moved on; when the form sent the version it opened
 * (expected_updated_at), only over that version and in the same statement, else 409: two admins' saves never
 * silently overwrite each other. Without it the last write wins, as for older callers.
 */
export async function updateOpenedVersion(
  db: Db,
  table: CodedTable,
  id: number,
  changes: Record<string, unknown>,
  expectedUpdatedAt: string | undefined,
) {
  const { numUpdatedRows } = await db
    .updateTable(table)
    .set({ ...changes, updated_at: new Date() } as never)
    .where('id', '=', id)
    .$if(expectedUpdatedAt !== undefined, (update) =>
      update.where(UPDATED_AT_AS_SENT, '=', new Date(expectedUpdatedAt!)),
    )
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) throw new HttpError(409, adminMessages.changedElsewhere);
}

/** The analysis lines that use an item of each priced table (labour rates have no unit of their own). */
const ANALYSIS_LINES = {
  materials: { table: 'job_type_materials', column: 'material_id' },
  equipment: { table: 'job_type_equipment', column: 'equipment_id' },
} as const;

export interface UnitChange {
  unit?: string | undefined;
  confirm_unit_change?: boolean | undefined;
}

/**
 * 422 on `unit` when the unit of a material or piece of equipment used in analyses or priced by price books, or of a
 * job type with an analysis, changes without `confirm_unit_change: true`: the coefficients stay per the old unit, so
 * each analysis would be re-priced silently (semen from kg to zak at 65.000 made a ceramic floor's F 3.6× dearer),
 * and the books' prices are per the old unit (see removeBookPrices). Another spelling of the same unit ("Kg" to
 * "kg", "m²" to "m2", "bh" to "buah": core's sameUnit, the imports' notion too) is no change of unit. Answers
 * whether the unit changes.
 */
export async function refuseUnconfirmedUnitChange(
  db: Db,
  table: 'materials' | 'equipment' | 'job_types',
  id: number,
  change: UnitChange,
): Promise<boolean> {
  if (change.unit === undefined) return false;
  const { unit: stored } = await db
    .selectFrom(table)
    .select('unit')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const to = change.unit.trim();
  if (sameUnit(to, stored)) return false;
  if (change.confirm_unit_change) return true;
  const refuse = (message: string) => {
    throw new ValidationError([{ param: 'unit', msg: message }], message);
  };
  if (table === 'job_types') {
    const components = await jobTypeComponents(db, id);
    if (components > 0) refuse(adminMessages.jobTypeUnitInUse(components, stored, to));
    return true;
  }
  const jobTypes = await jobTypesUsing(db, table, id);
  const books = await booksPricing(db, table, id);
  if (jobTypes > 0 || books > 0) refuse(adminMessages.itemUnitInUse({ jobTypes, books }, stored, to));
  return true;
}

/**
 * Takes a material's or equipment's prices out of every price book (shared and private) once its unit changed: a
 * book's price is per the catalogue's unit (its imports refuse another), so Rp 215.000 per m³ of sand would price a
 * truck of it. The books then price the item at the catalogue's price, as any item they leave empty.
 */
export async function removeBookPrices(db: Db, table: 'materials' | 'equipment', id: number) {
  const removed = await db
    .deleteFrom('price_book_prices')
    .where('kind', '=', BOOK_KIND_OF[table])
    .where('item_id', '=', id)
    .returning('book_id')
    .execute();
  if (removed.length === 0) return;
  // Their prices changed, as when an owner removes one.
  await db
    .updateTable('price_books')
    .set({ updated_at: new Date() })
    .where(
      'id',
      'in',
      removed.map((row) => row.book_id),
    )
    .execute();
}

async function jobTypesUsing(db: Db, table: 'materials' | 'equipment', id: number): Promise<number> {
  const lines = ANALYSIS_LINES[table];
  const { rows } = await sql<{ count: string }>`
    select count(distinct job_type_id) as count from ${sql.table(lines.table)}
    where ${sql.ref(lines.column)} = ${id}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** The price books of any owner that price the item (a book prices an item at most once). */
async function booksPricing(db: Db, table: 'materials' | 'equipment', id: number): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from price_book_prices
    where kind = ${BOOK_KIND_OF[table]} and item_id = ${id}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

async function jobTypeComponents(db: Db, id: number): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select (select count(*) from job_type_labor where job_type_id = ${id})
      + (select count(*) from job_type_materials where job_type_id = ${id})
      + (select count(*) from job_type_equipment where job_type_id = ${id}) as count`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

async function refuseTaken(
  db: Db,
  table: CodedTable,
  column: 'code' | 'name',
  value: string | undefined,
  exceptId: number | undefined,
  message: string,
) {
  if (!value) return;
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(sql`lower(trim(${sql.ref(column)}))`, '=', value.toLowerCase())
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (row) throw new ValidationError([{ param: column, msg: message }], message);
}

/**
 * Inserts one row an admin wrote (its description null when left out), with its code or a new one in the
 * catalogue's pattern, in a transaction of its own so the code's lock holds until the row is there; answers its id.
 */
export async function insertWithCode(
  db: Kysely<Database>,
  table: CodedTable,
  values: { code?: string | undefined; name: string; description?: string | null | undefined },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const code = values.code || (await newCode(trx, table, values.name));
    const row = await trx
      .insertInto(table)
      .values({ ...values, description: values.description ?? null, code } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

const PRICED = new Set<CodedTable>(['materials', 'equipment']);

export interface ImportOutcome {
  created: number;
  updated: number;
}

/**
 * All-or-nothing import: every row is checked first (422 naming each bad row), then written in one transaction.
 * A row matches an existing one by code, else by name (case-insensitive); a code of one row with the name of another
 * is refused. A matched material or equipment keeps its code, name and unit: only its price is updated, and a row in
 * another unit is refused.
 */
export async function importRows<S extends z.ZodType<{ code?: string | undefined; name: string }>>(
  db: Kysely<Database>,
  table: Exclude<CodedTable, 'job_types'>,
  rows: unknown[],
  schema: S,
  options: { updateExisting: boolean; field: string },
): Promise<ImportOutcome> {
  const details: ValidationDetail[] = [];
  const parsed: z.infer<S>[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const result = schema.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues) {
        details.push({
          param: `${options.field}.${index}.${issue.path.join('.')}`,
          msg: `Baris ${importLine(row, index)}: ${issue.message}`,
        });
      }
      return;
    }
    const keys = [result.data.code?.toLowerCase(), result.data.name.toLowerCase()].filter(
      Boolean,
    ) as string[];
    if (keys.some((key) => seen.has(key))) {
      details.push({
        param: `${options.field}.${index}`,
        msg: `Baris ${importLine(row, index)}: ${adminMessages.duplicateInImport}`,
      });
    }
    keys.forEach((key) => seen.add(key));
    parsed.push(result.data);
  });
  if (details.length > 0) throw new ValidationError(details);

  return db.transaction().execute(async (trx) => {
    const lookup = await existingItems(trx, table);
    // Every row was read, so the rows and their parsed forms share their positions.
    const targets = parsed.map((row, index) => {
      const line = importLine(rows[index], index);
      const target = importTarget(
        lookup,
        row as typeof row & { unit?: string },
        line,
        options.updateExisting,
      );
      if (target.refused)
        details.push({ param: `${options.field}.${index}`, msg: `Baris ${line}: ${target.refused}` });
      return target.item;
    });
    // Throwing inside the transaction rolls back every row written so far.
    if (details.length > 0) throw new ValidationError(details);
    // A code-less row's code skips every code the file's rows carry: the catalogue's next alone collided with a later
    // row's own (a 500).
    const giveCode = codeGiver(
      trx,
      table,
      parsed.map((row) => row.code),
    );
    let created = 0;
    let updated = 0;
    for (const [index, row] of parsed.entries()) {
      const item = targets[index];
      const { code, ...values } = row as Record<string, unknown> & { code?: string };
      const written = { param: `${options.field}.${index}.code`, line: importLine(rows[index], index) };
      if (item) {
        // A priced item's update writes its price only (README: the option "updates prices"); a category its text.
        const changes = PRICED.has(table) ? { price: values.price } : { ...values, ...(code && { code }) };
        await writeImportRow({ ...written, code: code || item.code }, () =>
          trx
            .updateTable(table)
            .set({ ...changes, updated_at: new Date() } as never)
            .where('id', '=', item.id)
            .execute(),
        );
        updated += 1;
      } else {
        const newRowCode = code || (await giveCode(row.name));
        await writeImportRow({ ...written, code: newRowCode }, () =>
          trx
            .insertInto(table)
            .values({ ...values, code: newRowCode } as never)
            .execute(),
        );
        created += 1;
      }
    }
    return { created, updated };
  });
}
