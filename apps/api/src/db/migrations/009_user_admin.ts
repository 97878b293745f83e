import { sql, type Kysely } from 'kysely';

// User management (issue #21): an admin disables and re-enables accounts and sets temporary passwords the user must
// change at the next login; every such action is kept in an audit log (who, what, when, to whom).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('actor_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('actor_username', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_id', 'integer')
    .addColumn('target_username', 'text', (column) => column.notNull())
    .addColumn('detail', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('admin_audit_created_index').on('admin_audit').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_audit').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  await db.schema.alterTable('users').dropColumn('disabled').execute();
}
