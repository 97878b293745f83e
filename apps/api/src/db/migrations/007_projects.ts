import { sql, type Kysely } from 'kysely';

// Projects (issue #18): the RAB proyek of a whole building, written whole as one JSON document of divisions and
// items with their frozen unit prices; totals kept as columns for the list. An overwritten version is kept as a
// revision the owner can restore, so no edit is lost silently.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_id', 'text')
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('location', 'text')
    .addColumn('owner', 'text')
    .addColumn('contractor', 'text')
    .addColumn('description', 'text')
    .addColumn('fiscal_year', 'integer')
    .addColumn('start_date', 'text')
    .addColumn('overhead_percentage', 'double precision', (column) => column.notNull().defaultTo(10))
    .addColumn('ppn_percentage', 'double precision', (column) => column.notNull().defaultTo(11))
    .addColumn('rounding', 'text', (column) => column.notNull().defaultTo('1000'))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('data', 'jsonb', (column) => column.notNull())
    .addColumn('total', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('projects_user_index')
    .on('projects')
    .columns(['user_id', 'updated_at'])
    .execute();
  await sql`create unique index projects_user_local_id on projects (user_id, local_id) where local_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('project_revisions')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('project_id', 'integer', (column) =>
      column.notNull().references('projects.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('snapshot', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('project_revisions_project_index')
    .on('project_revisions')
    .columns(['project_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_revisions').ifExists().execute();
  await db.schema.dropTable('projects').ifExists().execute();
}
