import { sql, type Kysely } from 'kysely';

// History search at scale (issue #9). The list searches `lower(project_name || E'\n' || job_type_name) like
// lower('%term%')` (history-list.ts, the same expression). A common term is found by walking the owner's
// (user_id, created_at, id) index, which carries both names; a rare one would make that walk read every row
// of the owner, so a trigram index (pg_trgm, a contrib extension of PostgreSQL that PGlite ships too) finds
// its few rows directly. The planner picks between the two from the expression's statistics, gathered finer
// than the default because the terms it must tell apart match from 0.01 % to 10 % of the rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // The operator class lives where the extension was installed, which need not be on the search path (the
  // tests work in a schema of their own).
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql.id(rows[0]!.schema, 'gin_trgm_ops');
  await sql`create index calculations_search on calculations
    using gin ((lower(project_name || E'\\n' || job_type_name)) ${opclass})`.execute(db);
  await sql`alter index calculations_search alter column 1 set statistics 1000`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists calculations_search`.execute(db);
}
