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
 *
 * Job types are the exception: their counter never goes back. A project line keeps its job type's id after the
 * job type is deleted (in every saved version, and in browser projects the server never sees), and "Perbarui harga"
 * and the documents look that id up again: a new job type given it would price a concrete line in m³ with a paint
 * analysis in m². The counter itself is the highest id ever given out, so it only moves up (past an id written
 * into the table by hand). The ids projects name are not read: any user may write any id into a line that carries
 * its own price, and following them would let one user push the counter to the end of its range.
 */
export async function resetSequence(db: Kysely<Database>, table: SequencedTable): Promise<SequenceStatus> {
  if (table === 'job_types') return keepJobTypeIds(db);
  const kind = BOOK_KIND_OF[table as keyof typeof BOOK_KIND_OF];
  if (kind)
    await sql`delete from price_book_prices as p where p.kind = ${kind}
      and not exists (select 1 from ${sql.table(table)} as item where item.id = p.item_id)`.execute(db);
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
  return sequenceStatus(db, table);
}

/** The job types' counter: where it is, or just past the highest id in the table if that is further. */
async function keepJobTypeIds(db: Kysely<Database>): Promise<SequenceStatus> {
  const { next_id, max_id } = await sequenceStatus(db, 'job_types');
  if (max_id + 1 > next_id)
    await sql`select setval(pg_get_serial_sequence('job_types', 'id'), ${max_id + 1}, false)`.execute(db);
  return sequenceStatus(db, 'job_types');
}
