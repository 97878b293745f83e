import type { Kysely, Transaction } from 'kysely';
import { laborRoleFromName, type PriceListKind, type ValidationDetail } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import {
  codeGiver,
  existingItems,
  importLine,
  importTarget,
  writeImportRow,
  type ExistingItem,
} from '../admin/import-match';
import { adminMessages } from '../admin/schemas';
import { priceListRow, type PriceListImportRow } from './schemas';

// Writes a price list of every kind in one transaction: a row updates the PRICE of the item of its kind with the
// same code, else the same name (case-insensitive), when update_existing is on; otherwise it is added. A code of one
// item with the name of another, or a unit other than the item's (a labour rate's is OH), is refused, not guessed.
// The same plan, down to the codes new items get, answers the dry run the import dialog previews with.

type Db = Kysely<Database> | Transaction<Database>;
type Counts = Record<PriceListKind, number>;
const TABLES = { material: 'materials', labor: 'labor_rates', equipment: 'equipment' } as const;

/**
 * What importing one row does: adds an item with `code` (the row's, else a new one), updates an existing item's
 * price, or is refused (`msg`).
 */
export type RowPlan =
  | {
      line: number;
      action: 'create';
      row: PriceListImportRow;
      code: string;
      item?: undefined;
      msg?: undefined;
    }
  | {
      line: number;
      action: 'update';
      row: PriceListImportRow;
      item: ExistingItem;
      code?: undefined;
      msg?: undefined;
    }
  | { line: number; action: 'refused'; msg: string; row?: undefined; code?: undefined; item?: undefined };

/** Every row's plan, and the 422 details of the refused ones (all of them, not just the first). */
export async function planPriceList(db: Db, rows: unknown[], updateExisting: boolean) {
  const lookups = {
    material: await existingItems(db, 'materials'),
    labor: await existingItems(db, 'labor_rates'),
    equipment: await existingItems(db, 'equipment'),
  };
  const details: ValidationDetail[] = [];
  const seen = new Set<string>();
  const plans = rows.map((raw, index): RowPlan => {
    const line = importLine(raw, index);
    const refuse = (msg: string): RowPlan => {
      details.push({ param: `rows.${index}`, msg: `Baris ${line}: ${msg}` });
      return { line, action: 'refused', msg };
    };
    const result = priceListRow.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues)
        details.push({
          param: ['rows', index, ...issue.path].join('.'),
          msg: `Baris ${line}: ${issue.message}`,
        });
      return { line, action: 'refused', msg: result.error.issues[0]!.message };
    }
    const row = result.data;
    const keys = [row.code, row.name].filter(Boolean).map((key) => `${row.kind}:${key!.toLowerCase()}`);
    const duplicate = keys.some((key) => seen.has(key));
    keys.forEach((key) => seen.add(key));
    if (duplicate) return refuse(adminMessages.duplicateInImport);
    const target = importTarget(lookups[row.kind], row, line, updateExisting);
    if (target.refused) return refuse(target.refused);
    return target.item
      ? { line, action: 'update', row, item: target.item }
      : { line, action: 'create', row, code: row.code ?? '' };
  });
  // A new row without a code gets one past the catalogue's, skipping the codes of the rows written (the dialog sends
  // those only, once its preview has refused the rest): the dry run shows the codes the import writes.
  const written = plans.flatMap((plan) => (plan.row ? [plan.row] : []));
  const giver = (kind: PriceListKind) =>
    codeGiver(
      db,
      TABLES[kind],
      written.filter((row) => row.kind === kind).map((row) => row.code),
    );
  const give = { material: giver('material'), labor: giver('labor'), equipment: giver('equipment') };
  for (const plan of plans)
    if (plan.action === 'create' && !plan.code) plan.code = await give[plan.row.kind](plan.row.name);
  return { plans, details };
}

/** An update writes the price (a labour rate's daily wage) only; name, code, unit and role stay the catalogue's. */
async function writeRow(trx: Transaction<Database>, plan: Exclude<RowPlan, { action: 'refused' }>) {
  const { row } = plan;
  const now = new Date();
  if (plan.action === 'update') {
    if (row.kind === 'labor')
      await trx
        .updateTable('labor_rates')
        .set({ daily_rate: row.price, updated_at: now })
        .where('id', '=', plan.item.id)
        .execute();
    else
      await trx
        .updateTable(TABLES[row.kind])
        .set({ price: row.price, updated_at: now })
        .where('id', '=', plan.item.id)
        .execute();
    return;
  }
  const description = row.description ?? null;
  if (row.kind === 'labor') {
    await trx
      .insertInto('labor_rates')
      .values({
        name: row.name,
        daily_rate: row.price,
        role: row.role ?? laborRoleFromName(row.name),
        description,
        code: plan.code,
      })
      .execute();
    return;
  }
  const table = TABLES[row.kind];
  await trx
    .insertInto(table)
    .values({
      name: row.name,
      unit: row.unit,
      price: row.price,
      description,
      code: plan.code,
    })
    .execute();
}

const noCounts = (): Counts => ({ material: 0, labor: 0, equipment: 0 });

/** How many items of each kind the plans add and update. */
export function planCounts(plans: RowPlan[]) {
  const created = noCounts();
  const updated = noCounts();
  for (const plan of plans) {
    if (plan.action === 'create') created[plan.row.kind] += 1;
    if (plan.action === 'update') updated[plan.row.kind] += 1;
  }
  return { created, updated };
}

export async function importPriceList(db: Kysely<Database>, rows: unknown[], updateExisting: boolean) {
  return db.transaction().execute(async (trx) => {
    const { plans, details } = await planPriceList(trx, rows, updateExisting);
    // Throwing inside the transaction rolls back every row written so far.
    if (details.length > 0) throw new ValidationError(details);
    for (const [index, plan] of plans.entries())
      if (plan.action !== 'refused')
        await writeImportRow(
          { param: `rows.${index}`, line: plan.line, code: plan.code ?? plan.item.code },
          () => writeRow(trx, plan),
        );
    return planCounts(plans);
  });
}
