import { sql, type Kysely, type Transaction } from 'kysely';
import {
  itemLookup,
  LABOR_UNIT,
  nextNumberedCode,
  numberedCodePattern,
  type ExistingItem,
} from '@kalkulator/core';
import type { Database } from '../../db/schema';
import { ValidationError } from '../../errors';
import { newCode } from './catalogue-codes';
import type { CodedTable } from './catalogue-writes';
import { adminMessages } from './schemas';

// The catalogue as an import matches it (README: by code, then name): one read of a table, handed to core's
// matching (import/catalogue-match.ts), which decides each row for the admin's imports and price books alike; and
// the codes the import's new rows are written with.

export {
  importLine,
  importTarget,
  matchImported,
  type ExistingItem,
  type ItemLookup,
} from '@kalkulator/core';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The form a unit is changed in, named when an import row brings another unit. Labour has none: a wage is a day's
 * (OH) whatever unit a file prices it in, so such a row is to be written per OH.
 */
const UNIT_FORMS: Partial<Record<CodedTable, string>> = { materials: 'material', equipment: 'peralatan' };

/**
 * The rows of a table by lowercase code and by trimmed lowercase name, read once for the whole import; a labour
 * rate with the unit OH, so a row priced per hour (OJ, jam) or month is refused rather than saved as a day's wage.
 */
export async function existingItems(db: Db, table: CodedTable) {
  const rows = (await db
    .selectFrom(table)
    .select(['id', 'code', 'name'])
    .$if(table === 'materials' || table === 'equipment', (query) =>
      query.select([sql<string>`unit`.as('unit'), sql<number>`price`.as('price')]),
    )
    .$if(table === 'labor_rates', (query) =>
      query.select([sql.lit(LABOR_UNIT).as('unit'), sql<number>`daily_rate`.as('price')]),
    )
    .execute()) as ExistingItem[];
  return itemLookup(rows, UNIT_FORMS[table] ?? null);
}

/**
 * The codes an import gives the new rows written without one: the catalogue's next (newCode's, under its lock until
 * the transaction ends) and on, skipping every number the file's own codes take. A code-less row above the file's
 * own M.88 gets M.89, where the catalogue's next alone gave both rows M.88 and the second insert a unique violation
 * (a 500). The same rows give the dry run the codes the write hands out. A category's word passes the file's words
 * too (KOLAM_RENANG_2 when a later row is KOLAM_RENANG); the rows written before it are in the table it reads.
 */
export function codeGiver(db: Db, table: CodedTable, fileCodes: readonly (string | null | undefined)[]) {
  if (table === 'job_categories') {
    const words = new Set(fileCodes.flatMap((code) => (code?.trim() ? [code.trim().toUpperCase()] : [])));
    return (name: string) => newCode(db, table, name, (code) => words.has(code));
  }
  const pattern = new RegExp(numberedCodePattern(table), 'i');
  const taken = new Set(
    fileCodes.flatMap((code) => {
      const number = code && pattern.exec(code.trim())?.[1];
      return number ? [Number(number)] : [];
    }),
  );
  let last: number | undefined;
  return async (name: string) => {
    let number = last === undefined ? Number(pattern.exec(await newCode(db, table, name))![1]) : last + 1;
    while (taken.has(number)) number += 1;
    last = number;
    return nextNumberedCode(table, number - 1);
  };
}

/**
 * Runs one row's write of an import; a unique violation (PostgreSQL's 23505, from pg and PGlite alike: a code
 * another admin wrote since the import read the catalogue) refuses the import with 422 naming the row, not a 500.
 */
export async function writeImportRow<T>(
  row: { param: string; line: number | undefined; code: string },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== '23505') throw error;
    const msg = `${adminMessages.codeTaken} (${row.code})`;
    throw new ValidationError([{ param: row.param, msg: row.line ? `Baris ${row.line}: ${msg}` : msg }]);
  }
}
