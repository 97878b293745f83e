import { sql, type Kysely } from 'kysely';

// Results of the specialised calculators (panjang, luas, volume, balok, footplate, plester, bata) a logged-in user
// saved, kept in the account so they are there on the next device. A result saved in the browser first keeps the id
// it was given there (local_id): saving or syncing it again finds the same row instead of making a twin.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calculator_results')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('local_id', 'text', (column) => column.notNull())
    .addColumn('calculator', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('inputs', 'jsonb', (column) => column.notNull())
    .addColumn('rows', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('calculator_results_user_local_id')
    .unique()
    .on('calculator_results')
    .columns(['user_id', 'local_id'])
    .execute();
  await db.schema
    .createIndex('calculator_results_user_calculator')
    .on('calculator_results')
    .columns(['user_id', 'calculator', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calculator_results').ifExists().execute();
}
