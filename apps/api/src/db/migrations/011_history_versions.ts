import { sql, type Kysely } from 'kysely';
import { createCountFunctions } from './004_history_paging';

// Deep history pages by page number (issue #22). The list keeps, per owner and sort, the sort key of every 500th
// row (history-anchors.ts) and starts a deep page from the nearest one instead of stepping over tens of thousands
// of index entries. Those keys hold only while the owner's rows stay as they were read, so each owner's row in
// calculation_counts gets a version that every insert, update and delete of their calculations changes, in the
// same transaction. It is random rather than counted up: a backup restored from another database brings its own
// versions, and a random one cannot match one this database handed out by chance (one in 2^53).

const NEW_VERSION = sql.raw(`floor(random() * 9007199254740991)::bigint`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table calculation_counts add column version bigint not null default 0`.execute(db);
  await sql`update calculation_counts set version = ${NEW_VERSION}`.execute(db);
  await sql`create or replace function calculation_counts_add() returns trigger language plpgsql as $$
    begin
      insert into calculation_counts as counts (user_id, count, version)
        select coalesce(user_id, 0), count(*), ${NEW_VERSION} from added group by 1
        on conflict (user_id) do update set count = counts.count + excluded.count, version = excluded.version;
      return null;
    end $$`.execute(db);
  await sql`create or replace function calculation_counts_remove() returns trigger language plpgsql as $$
    begin
      update calculation_counts as counts set count = counts.count - removed_counts.n, version = ${NEW_VERSION}
        from (select coalesce(user_id, 0) as user_id, count(*) as n from removed group by 1) as removed_counts
        where counts.user_id = removed_counts.user_id;
      return null;
    end $$`.execute(db);
  // An update may change any sort's key (updated_at always), and could move rows between owners.
  await sql`create function calculation_counts_change() returns trigger language plpgsql as $$
    begin
      update calculation_counts as counts set count = counts.count + moved.n, version = ${NEW_VERSION}
        from (
          select user_id, sum(n) as n from (
            select coalesce(user_id, 0) as user_id, count(*) as n from changed group by 1
            union all
            select coalesce(user_id, 0), -count(*) from previous group by 1
          ) as both_sides group by 1
        ) as moved
        where counts.user_id = moved.user_id;
      insert into calculation_counts (user_id, count, version)
        select coalesce(user_id, 0), count(*), ${NEW_VERSION} from changed group by 1
        on conflict (user_id) do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger calculations_counted_update after update on calculations
    referencing old table as previous new table as changed
    for each statement execute function calculation_counts_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists calculations_counted_update on calculations`.execute(db);
  await sql`drop function if exists calculation_counts_change()`.execute(db);
  await sql`alter table calculation_counts drop column if exists version`.execute(db);
  await createCountFunctions(db);
}
