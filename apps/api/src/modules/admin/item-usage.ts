import { sql, type Kysely, type RawBuilder } from 'kysely';
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
 * Lines of saved projects (of every user, as saved now) that name a job type of `jobTypeIds` (a query of ids), and
 * how many projects hold them. Compared as JSON values, so a number stored as 12 and 12.0 match and nothing is cast.
 */
export async function projectLinesUsing(
  db: Kysely<Database>,
  jobTypeIds: RawBuilder<unknown>,
): Promise<{ project_lines: number; projects: number }> {
  const { rows } = await sql<{ lines: string | number; projects: string | number }>`
    select count(*) as lines, count(distinct p.id) as projects
    from projects p cross join lateral jsonb_path_query(p.data, '$.divisions[*].items[*].job_type_id') as line(ref)
    where line.ref in (select to_jsonb(used.id) from (${jobTypeIds}) as used(id))`.execute(db);
  return { project_lines: Number(rows[0]?.lines ?? 0), projects: Number(rows[0]?.projects ?? 0) };
}

/**
 * How many projects have a line of the job type: deleting it leaves their prices as frozen, but "Perbarui harga" and
 * the documents no longer find its analysis, so the admin is asked first.
 */
export async function projectsUsingJobType(db: Kysely<Database>, jobTypeId: number): Promise<number> {
  return (await projectLinesUsing(db, sql`select ${jobTypeId}::int`)).projects;
}
