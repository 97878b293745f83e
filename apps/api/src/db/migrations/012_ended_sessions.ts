import { sql, type Kysely } from 'kysely';

// One device's logout (SPEC.md §4 "Keluar"): every token carries its own id (jti), and a logged-out token's id is
// kept here until the token would have expired anyway. Ending every session of an account at once (a password
// change, "Keluar dari semua perangkat", an admin's action) still moves users.token_version on.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .addColumn('jti', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('ended_sessions_expires_index')
    .on('ended_sessions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ended_sessions').ifExists().execute();
}
