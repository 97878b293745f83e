import { sql, type Kysely } from 'kysely';

// The calculation history: names kept with each record (the catalogue may change or lose the job type later),
// totals as columns for stats and sorting, and the browser id of a synced result so a sync stores it once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calculations')
    .addColumn('local_id', 'text')
    .addColumn('job_type_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('category_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('category_id', 'integer')
    .addColumn('total_labor_cost', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('total_material_cost', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
  await sql`create unique index calculations_user_local_id on calculations (user_id, local_id) where local_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists calculations_user_local_id`.execute(db);
  for (const column of [
    'local_id',
    'job_type_name',
    'category_name',
    'category_id',
    'total_labor_cost',
    'total_material_cost',
  ]) {
    await db.schema.alterTable('calculations').dropColumn(column).execute();
  }
}
