import { sql, type Kysely, type Transaction } from 'kysely';
import { laborRoleFromName, type PriceListKind, type ValidationDetail } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { newCode } from '../admin/catalogue-writes';
import { adminMessages } from '../admin/schemas';
import { priceListRow, type PriceListImportRow } from './schemas';

// Writes a price list of every kind in one transaction: a row updates the item of its kind with the same code, else
// the same name (case-insensitive), when update_existing is on; otherwise it is added.

type Counts = Record<PriceListKind, number>;
const TABLES = { material: 'materials', labor: 'labor_rates', equipment: 'equipment' } as const;

function checkRows(rows: unknown[]): PriceListImportRow[] {
  const details: ValidationDetail[] = [];
  const parsed: PriceListImportRow[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const result = priceListRow.safeParse(row);
    if (!result.success) {
      for (const issue of result.error.issues)
        details.push({
          param: ['rows', index, ...issue.path].join('.'),
          msg: `Baris ${index + 1}: ${issue.message}`,
        });
      return;
    }
    const keys = [result.data.code, result.data.name]
      .filter(Boolean)
      .map((key) => `${result.data.kind}:${key!.toLowerCase()}`);
    if (keys.some((key) => seen.has(key)))
      details.push({ param: `rows.${index}`, msg: `Baris ${index + 1}: ${adminMessages.duplicateInImport}` });
    keys.forEach((key) => seen.add(key));
    parsed.push(result.data);
  });
  if (details.length > 0) throw new ValidationError(details);
  return parsed;
}

async function existingId(trx: Transaction<Database>, row: PriceListImportRow) {
  const found = await trx
    .selectFrom(TABLES[row.kind])
    .select('id')
    .where((eb) =>
      eb.or([
        ...(row.code ? [eb(sql`lower(code)`, '=', row.code.toLowerCase())] : []),
        eb(sql`lower(trim(name))`, '=', row.name.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  return found?.id;
}

async function writeRow(trx: Transaction<Database>, row: PriceListImportRow, id: number | undefined) {
  const now = new Date();
  if (row.kind === 'labor') {
    const values = {
      name: row.name,
      daily_rate: row.price,
      role: row.role ?? laborRoleFromName(row.name),
      ...(row.description !== undefined && { description: row.description }),
      ...(row.code && { code: row.code }),
    };
    if (id)
      await trx
        .updateTable('labor_rates')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .execute();
    else
      await trx
        .insertInto('labor_rates')
        .values({
          description: null,
          ...values,
          code: row.code || (await newCode(trx, 'labor_rates', row.name)),
        })
        .execute();
    return;
  }
  const table = TABLES[row.kind];
  const values = {
    name: row.name,
    unit: row.unit,
    price: row.price,
    ...(row.description !== undefined && { description: row.description }),
    ...(row.code && { code: row.code }),
  };
  if (id)
    await trx
      .updateTable(table)
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  else
    await trx
      .insertInto(table)
      .values({ description: null, ...values, code: row.code || (await newCode(trx, table, row.name)) })
      .execute();
}

export async function importPriceList(db: Kysely<Database>, rows: unknown[], updateExisting: boolean) {
  const parsed = checkRows(rows);
  return db.transaction().execute(async (trx) => {
    const created: Counts = { material: 0, labor: 0, equipment: 0 };
    const updated: Counts = { material: 0, labor: 0, equipment: 0 };
    for (const [index, row] of parsed.entries()) {
      const id = await existingId(trx, row);
      if (id && !updateExisting)
        // Throwing inside the transaction rolls back every row written so far.
        throw new ValidationError([
          { param: `rows.${index}`, msg: `Baris ${index + 1}: ${adminMessages.rowExists}` },
        ]);
      await writeRow(trx, row, id);
      if (id) updated[row.kind] += 1;
      else created[row.kind] += 1;
    }
    return { created, updated };
  });
}
