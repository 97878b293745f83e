import { sql, type Kysely } from 'kysely';

// The AHSP library (issue #17): equipment (peralatan) as the third part of a unit-price analysis (C), assigned to
// job types with a coefficient per unit of work exactly like materials, and its share of a stored calculation.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('equipment')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('unit', 'text', (column) => column.notNull())
    .addColumn('price', 'bigint', (column) => column.notNull().check(sql`price >= 0`))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('job_type_equipment')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('job_type_id', 'integer', (column) =>
      column.notNull().references('job_types.id').onDelete('cascade'),
    )
    .addColumn('equipment_id', 'integer', (column) =>
      column.notNull().references('equipment.id').onDelete('cascade'),
    )
    .addColumn('quantity_per_unit', 'double precision', (column) => column.notNull())
    .addUniqueConstraint('job_type_equipment_unique', ['job_type_id', 'equipment_id'])
    .execute();
  await db.schema
    .createIndex('job_type_equipment_equipment_id_index')
    .on('job_type_equipment')
    .column('equipment_id')
    .execute();

  // Results stored before equipment existed keep their figures: their equipment cost is 0.
  await db.schema
    .alterTable('calculations')
    .addColumn('total_equipment_cost', 'bigint', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calculations').dropColumn('total_equipment_cost').execute();
  await db.schema.dropTable('job_type_equipment').ifExists().execute();
  await db.schema.dropTable('equipment').ifExists().execute();
}
