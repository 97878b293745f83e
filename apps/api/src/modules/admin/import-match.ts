import { sql, type Kysely, type Transaction } from 'kysely';
import { itemLookup, type ExistingItem } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import type { CodedTable } from './catalogue-writes';

// The catalogue as an import matches it (README: by code, then name): one read of a table, handed to core's
// matching (import/catalogue-match.ts), which decides each row for the admin's imports and price books alike.

export {
  importLine,
  importTarget,
  matchImported,
  type ExistingItem,
  type ItemLookup,
} from '@kalkulator/core';

type Db = Kysely<Database> | Transaction<Database>;

/** The form a unit is changed in, named when an import row brings another unit. */
const UNIT_FORMS: Partial<Record<CodedTable, string>> = { materials: 'material', equipment: 'peralatan' };

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
  return itemLookup(rows, UNIT_FORMS[table] ?? table);
}
