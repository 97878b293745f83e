import { sql, type Kysely } from 'kysely';

// A project created with an Idempotency-Key keeps it (client_key): a create whose answer was lost on a bad signal,
// sent again with the same key, finds the project the first one made instead of making a twin. Keys are per account.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('client_key', 'text').execute();
  await sql`create unique index projects_user_client_key on projects (user_id, client_key) where client_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists projects_user_client_key`.execute(db);
  await db.schema.alterTable('projects').dropColumn('client_key').execute();
}
