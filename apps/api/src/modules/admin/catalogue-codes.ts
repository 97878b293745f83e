import { sql, type Kysely, type Transaction } from 'kysely';
import { categoryCode, nextNumberedCode, numberedCodePattern } from '@kalkulator/core';
import type { Database } from '../../db/schema';
import type { CodedTable } from './catalogue-writes';

// The catalogue's next code for a row written without one, apart from the writes (catalogue-writes.ts) and the
// imports (import-match.ts) that both hand it out, so neither imports the other for it.

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The code for a new row of `table` written without one, in the catalogue's pattern (M.46, L.08, E.06, U.001, or a
 * category's word, passing the words `alsoTaken` keeps for an import's own rows). Inside a transaction, concurrent
 * writers of the same table wait for each other here until commit, so two admins adding a material at once do not
 * both get M.46.
 */
export async function newCode(
  db: Db,
  table: CodedTable,
  name: string,
  alsoTaken: (code: string) => boolean = () => false,
): Promise<string> {
  await sql`select pg_advisory_xact_lock(hashtext(${`catalogue-code:${table}`}))`.execute(db);
  if (table === 'job_categories') {
    const rows = await db.selectFrom('job_categories').select('code').execute();
    const taken = new Set(rows.map((row) => row.code.toUpperCase()));
    return categoryCode(name, (code) => taken.has(code) || alsoTaken(code));
  }
  const pattern = numberedCodePattern(table);
  const { rows } = await sql<{ highest: number | null }>`
    select max(substring(code from ${pattern})::bigint) as highest from ${sql.table(table)}`.execute(db);
  return nextNumberedCode(table, rows[0]?.highest ?? null);
}
