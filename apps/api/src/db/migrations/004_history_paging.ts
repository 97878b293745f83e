import { sql, type Kysely } from 'kysely';

// History at scale (issue #9): one index per sort of the history list, each led by the owner and ending in the id
// (the tie-break), so a page is read in index order; the admin list over all users pages on (created_at, id).
// calculation_counts keeps each owner's number of calculations, updated by statement triggers in the same
// transaction as the inserts and deletes, so a page needs no count(*) over the table.

export const SORT_COLUMNS = [
  'created_at',
  'updated_at',
  'rab_total',
  'total_cost',
  'project_name',
  'job_type_name',
] as const;

/**
 * The trigger functions that keep calculation_counts, as this migration makes them; 011_history_versions's down
 * puts them back.
 */
export async function createCountFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function calculation_counts_add() returns trigger language plpgsql as $$
    begin
      insert into calculation_counts as counts (user_id, count)
        select coalesce(user_id, 0), count(*) from added group by 1
        on conflict (user_id) do update set count = counts.count + excluded.count;
      return null;
    end $$`.execute(db);
  await sql`create or replace function calculation_counts_remove() returns trigger language plpgsql as $$
    begin
      update calculation_counts as counts set count = counts.count - removed_counts.n
        from (select coalesce(user_id, 0) as user_id, count(*) as n from removed group by 1) as removed_counts
        where counts.user_id = removed_counts.user_id;
      return null;
    end $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of SORT_COLUMNS) {
    // The default sort's index also carries the searched names: a search (and its capped count) filters the
    // index alone, without visiting the table's rows.
    const searched = column === 'created_at' ? sql` include (project_name, job_type_name)` : sql``;
    await sql`create index ${sql.id(`calculations_user_${column}`)} on calculations (user_id, ${sql.id(column)}, id)${searched}`.execute(
      db,
    );
  }
  await sql`drop index if exists calculations_user_id_index`.execute(db);
  await sql`create index calculations_created_at on calculations (created_at, id)`.execute(db);

  // Owner 0 stands for calculations without an owner.
  await sql`create table calculation_counts (user_id integer primary key, count bigint not null)`.execute(db);
  await sql`insert into calculation_counts (user_id, count)
    select coalesce(user_id, 0), count(*) from calculations group by 1`.execute(db);
  await createCountFunctions(db);
  await sql`create trigger calculations_counted_insert after insert on calculations
    referencing new table as added for each statement execute function calculation_counts_add()`.execute(db);
  await sql`create trigger calculations_counted_delete after delete on calculations
    referencing old table as removed for each statement execute function calculation_counts_remove()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists calculations_counted_insert on calculations`.execute(db);
  await sql`drop trigger if exists calculations_counted_delete on calculations`.execute(db);
  await sql`drop function if exists calculation_counts_add()`.execute(db);
  await sql`drop function if exists calculation_counts_remove()`.execute(db);
  await sql`drop table if exists calculation_counts`.execute(db);
  await sql`drop index if exists calculations_created_at`.execute(db);
  for (const column of SORT_COLUMNS) {
    await sql`drop index if exists ${sql.id(`calculations_user_${column}`)}`.execute(db);
  }
  await sql`create index calculations_user_id_index on calculations (user_id, created_at)`.execute(db);
}
