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

/** Makes the next id follow the highest id in use (1 for an empty table). */
export async function resetSequence(db: Kysely<Database>, table: SequencedTable): Promise<SequenceStatus> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
    db,
  );
  return sequenceStatus(db, table);
}
