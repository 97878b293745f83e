import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// How many job types' analyses use each item: said in the admin's delete confirmation, since deleting a material,
// labour rate or piece of equipment takes it out of every analysis that uses it (Semen is in dozens).

const ANALYSIS_LINES = {
  materials: { table: 'job_type_materials', column: 'material_id' },
  labor_rates: { table: 'job_type_labor', column: 'labor_rate_id' },
  equipment: { table: 'job_type_equipment', column: 'equipment_id' },
} as const;

/** The rows with `job_type_count`: the job types whose analysis has the item, read in one query for the page. */
export async function withJobTypeCount<T extends { id: number }>(
  db: Kysely<Database>,
  table: keyof typeof ANALYSIS_LINES,
  rows: T[],
): Promise<(T & { job_type_count: number })[]> {
  if (rows.length === 0) return [];
  const lines = ANALYSIS_LINES[table];
  const ids = rows.map((row) => row.id);
  const { rows: counts } = await sql<{ id: number; count: string }>`
    select ${sql.ref(lines.column)} as id, count(distinct job_type_id) as count from ${sql.table(lines.table)}
    where ${sql.ref(lines.column)} in (${sql.join(ids)}) group by ${sql.ref(lines.column)}`.execute(db);
  const byId = new Map(counts.map((row) => [Number(row.id), Number(row.count)]));
  return rows.map((row) => ({ ...row, job_type_count: byId.get(row.id) ?? 0 }));
}

/**
 * How many projects (of every user, as saved now) have a line of the job type: deleting it leaves their prices as
 * frozen, but "Perbarui harga" and the documents no longer find its analysis, so the admin is asked first.
 */
export async function projectsUsingJobType(db: Kysely<Database>, jobTypeId: number): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`
    select count(*) as count from projects
    where jsonb_path_exists(data, '$.divisions[*].items[*] ? (@.job_type_id == $id)', jsonb_build_object('id', ${jobTypeId}::int))`.execute(
    db,
  );
  return Number(rows[0]?.count ?? 0);
}
