import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

// The admin API's "auto-increment" tools: the id sequence behind a table's serial id.

export type SequencedTable =
  'users' | 'job_categories' | 'job_types' | 'materials' | 'labor_rates' | 'equipment' | 'calculations';

export interface SequenceStatus {
  table: SequencedTable;
  /** Highest id in the table (0 when empty). */
  max_id: number;
  /** The id the next insert will get. */
  next_id: number;
}

export async function sequenceStatus(db: Kysely<Database>, table: SequencedTable): Promise<SequenceStatus> {
  const name = await sequenceName(db, table);
  const { rows } = await sql<{
    last_value: number;
    is_called: boolean;
  }>`select last_value, is_called from ${sql.raw(name)}`.execute(db);
  const max = await sql<{ max_id: number | null }>`select max(id) as max_id from ${sql.table(table)}`.execute(
    db,
  );
  const last = Number(rows[0]?.last_value ?? 1);
  return { table, max_id: Number(max.rows[0]?.max_id ?? 0), next_id: rows[0]?.is_called ? last + 1 : last };
}

/** The schema-qualified name PostgreSQL gives the sequence; it comes from the catalogue, never from input. */
async function sequenceName(db: Kysely<Database>, table: SequencedTable): Promise<string> {
  const { rows } = await sql<{ name: string }>`select pg_get_serial_sequence(${table}, 'id') as name`.execute(
    db,
  );
  const name = rows[0]?.name;
  if (!name) throw new Error(`No id sequence for ${table}`);
  return name;
}

/** The price books' kind of each priced table: a book keeps prices by item id. */
export const BOOK_KIND_OF = { materials: 'material', labor_rates: 'labor', equipment: 'equipment' } as const;

/**
 * Makes the next id follow the highest id in use (1 for an empty table). The ids of removed items come back: a
 * price a book still kept for a removed item goes first, so the new item with its id never inherits it.
 */
export async function resetSequence(db: Kysely<Database>, table: SequencedTable): Promise<SequenceStatus> {
  const kind = BOOK_KIND_OF[table as keyof typeof BOOK_KIND_OF];
  if (kind)
    await sql`delete from price_book_prices as p where p.kind = ${kind}
      and not exists (select 1 from ${sql.table(table)} as item where item.id = p.item_id)`.execute(db);
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
  return sequenceStatus(db, table);
}
