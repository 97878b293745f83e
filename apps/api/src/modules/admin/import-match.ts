import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { CodedTable } from './catalogue-writes';
import { adminMessages } from './schemas';

// Which catalogue row an imported row means (README: matched by code, then name). A code naming one row and a
// name naming another is a conflict the import refuses: writing either way would change the wrong row or give
// two rows one code.

type Db = Kysely<Database> | Transaction<Database>;

export interface ExistingItem {
  id: number;
  code: string;
  name: string;
  /** Materials and equipment only: the unit the analyses' coefficients count in. */
  unit?: string;
  /** Materials and equipment: the price; labour rates: the daily wage. */
  price?: number;
}

export type ImportMatch =
  { item: ExistingItem | undefined; conflict?: undefined } | { conflict: string; item?: undefined };

/** The form a unit is changed in, named when an import row brings another unit. */
const UNIT_FORMS: Partial<Record<CodedTable, string>> = { materials: 'material', equipment: 'peralatan' };

const nameKey = (name: string) => name.trim().toLowerCase();

/** The rows of a table by lowercase code and by trimmed lowercase name, read once for the whole import. */
export async function existingItems(db: Db, table: CodedTable) {
  const rows = (await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .$if(table === 'materials' || table === 'equipment', (query) =>
      query.select([sql<string>`unit`.as('unit'), sql<number>`price`.as('price')]),
    )
    .$if(table === 'labor_rates', (query) => query.select(sql<number>`daily_rate`.as('price')))
    .execute()) as ExistingItem[];
  return {
    table,
    /** The items earlier rows of this import update, by id, with the line that updates each. */
    claimed: new Map<number, number>(),
    byCode: new Map(rows.map((row) => [row.code.toLowerCase(), row])),
    byName: new Map(rows.map((row) => [nameKey(row.name), row])),
  };
}

export type ItemLookup = Awaited<ReturnType<typeof existingItems>>;

/** The row's code first, then its name; a code and a name of two different rows is a conflict. */
export function matchImported(lookup: ItemLookup, row: { code?: string | null; name: string }): ImportMatch {
  const byCode = row.code ? lookup.byCode.get(row.code.toLowerCase()) : undefined;
  const byName = lookup.byName.get(nameKey(row.name));
  if (byCode && byName && byCode.id !== byName.id)
    return { conflict: adminMessages.codeNameConflict(row.code!, byCode.name, row.name, byName.code) };
  return { item: byCode ?? byName };
}

/**
 * An import updates a price, never the unit: the analyses' coefficients count in the catalogue's unit (11,5 kg of
 * semen), so a row priced per zak refused here keeps them from costing 50 times as much. The problem, or null.
 */
function unitProblem(item: ExistingItem, row: { unit?: string | undefined }, form: string): string | null {
  if (item.unit === undefined || row.unit === undefined) return null;
  if (row.unit.trim().toLowerCase() === item.unit.trim().toLowerCase()) return null;
  return adminMessages.unitDiffers(row.unit.trim(), item.unit, item.name, form);
}

/**
 * What importing one row (of file line `line`) does to the catalogue: adds an item (no `item`), updates `item`'s
 * price, or is refused (`refused`): a code and a name of two items, another unit than the item's, an existing item
 * while updates are off, or an item an earlier row of the import already updates.
 */
export function importTarget(
  lookup: ItemLookup,
  row: { code?: string | null; name: string; unit?: string | undefined },
  line: number,
  updateExisting: boolean,
): { item?: ExistingItem; refused?: string } {
  const match = matchImported(lookup, row);
  if (match.conflict) return { refused: match.conflict };
  const item = match.item;
  if (!item) return {};
  const unit = unitProblem(item, row, UNIT_FORMS[lookup.table] ?? lookup.table);
  if (unit) return { refused: unit };
  if (!updateExisting) return { refused: adminMessages.rowExists };
  const earlier = lookup.claimed.get(item.id);
  if (earlier !== undefined) return { refused: adminMessages.sameItemTwice(earlier) };
  lookup.claimed.set(item.id, line);
  return { item };
}

/**
 * The line a row is reported under: the file line it carries (`line`, sent by the import dialog as its preview
 * shows it: "Baris 4" for the fourth line of a file with a header), else its position in the list from 1.
 */
export function importLine(row: unknown, index: number): number {
  const line = (row as { line?: unknown } | null)?.line;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : index + 1;
}
