import type { Kysely, Transaction } from 'kysely';
import { laborRoleFromName, type PriceListKind, type ValidationDetail } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { newCode } from '../admin/catalogue-writes';
import { existingItems, matchImported } from '../admin/import-match';
import { adminMessages } from '../admin/schemas';
import { priceListRow, type PriceListImportRow } from './schemas';

// Writes a price list of every kind in one transaction: a row updates the item of its kind with the same code, else
// the same name (case-insensitive), when update_existing is on; otherwise it is added. A code of one item with the
// name of another is refused, not guessed.

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

/**
 * Which existing item each row updates (undefined: a new one), by code first, then name; every row that cannot be
 * written is named in one 422 and nothing is written.
 */
async function targetsOf(trx: Transaction<Database>, rows: PriceListImportRow[], updateExisting: boolean) {
  const lookups = {
    material: await existingItems(trx, 'materials'),
    labor: await existingItems(trx, 'labor_rates'),
    equipment: await existingItems(trx, 'equipment'),
  };
  const details: ValidationDetail[] = [];
  const claimed = new Map<string, number>();
  const targets = rows.map((row, index) => {
    const refuse = (msg: string) =>
      void details.push({ param: `rows.${index}`, msg: `Baris ${index + 1}: ${msg}` });
    const match = matchImported(lookups[row.kind], row);
    if (match.conflict) return refuse(match.conflict);
    if (!match.item) return undefined;
    if (!updateExisting) return refuse(adminMessages.rowExists);
    const key = `${row.kind}:${match.item.id}`;
    const earlier = claimed.get(key);
    if (earlier !== undefined) return refuse(adminMessages.sameItemTwice(earlier));
    claimed.set(key, index + 1);
    return match.item.id;
  });
  if (details.length > 0) throw new ValidationError(details);
  return targets;
}

export async function importPriceList(db: Kysely<Database>, rows: unknown[], updateExisting: boolean) {
  const parsed = checkRows(rows);
  return db.transaction().execute(async (trx) => {
    const targets = await targetsOf(trx, parsed, updateExisting);
    const created: Counts = { material: 0, labor: 0, equipment: 0 };
    const updated: Counts = { material: 0, labor: 0, equipment: 0 };
    for (const [index, row] of parsed.entries()) {
      const id = targets[index];
      await writeRow(trx, row, id);
      if (id) updated[row.kind] += 1;
      else created[row.kind] += 1;
    }
    return { created, updated };
  });
}
