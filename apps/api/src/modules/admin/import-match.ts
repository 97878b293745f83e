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
}

export type ImportMatch =
  { item: ExistingItem | undefined; conflict?: undefined } | { conflict: string; item?: undefined };

const nameKey = (name: string) => name.trim().toLowerCase();

/** The rows of a table by lowercase code and by trimmed lowercase name, read once for the whole import. */
export async function existingItems(db: Db, table: CodedTable | 'job_categories') {
  const rows = (await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .$if(table === 'materials' || table === 'equipment', (query) =>
      query.select(sql<string>`unit`.as('unit')),
    )
    .execute()) as ExistingItem[];
  return {
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
