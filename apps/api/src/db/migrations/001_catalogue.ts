import { sql, type Kysely } from 'kysely';

// The catalogue (categories, job types, materials, labour rates and their AHSP assignments) and the
// calculation history. Integer ids come from sequences so the admin API can reset them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_categories')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('job_types')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('category_id', 'integer', (column) =>
      column.notNull().references('job_categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('unit', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('default_productivity', 'double precision', (column) => column.notNull())
    .addColumn('default_worker_ratio', 'text', (column) => column.notNull().defaultTo('1:1'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('job_types_category_id_index').on('job_types').column('category_id').execute();

  await db.schema
    .createTable('materials')
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
    .createTable('labor_rates')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('role', 'text', (column) =>
      column.notNull().check(sql`role in ('tukang', 'pekerja', 'kepala_tukang', 'mandor')`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('daily_rate', 'bigint', (column) => column.notNull().check(sql`daily_rate >= 0`))
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('job_type_materials')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('job_type_id', 'integer', (column) =>
      column.notNull().references('job_types.id').onDelete('cascade'),
    )
    .addColumn('material_id', 'integer', (column) =>
      column.notNull().references('materials.id').onDelete('cascade'),
    )
    .addColumn('quantity_per_unit', 'double precision', (column) => column.notNull())
    .addColumn('brick_type', 'text', (column) =>
      column.check(sql`brick_type is null or brick_type in ('bata_merah', 'batako', 'bata_ringan')`),
    )
    .execute();
  await sql`create unique index job_type_materials_unique on job_type_materials (job_type_id, material_id, coalesce(brick_type, ''))`.execute(
    db,
  );

  await db.schema
    .createTable('job_type_labor')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('job_type_id', 'integer', (column) =>
      column.notNull().references('job_types.id').onDelete('cascade'),
    )
    .addColumn('labor_rate_id', 'integer', (column) =>
      column.notNull().references('labor_rates.id').onDelete('cascade'),
    )
    .addColumn('coefficient', 'double precision', (column) => column.notNull())
    .addUniqueConstraint('job_type_labor_unique', ['job_type_id', 'labor_rate_id'])
    .execute();

  await db.schema
    .createTable('calculations')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('user_id', 'integer')
    .addColumn('job_type_id', 'integer', (column) => column.references('job_types.id').onDelete('set null'))
    .addColumn('project_name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('calculation_data', 'jsonb', (column) => column.notNull())
    .addColumn('result', 'jsonb', (column) => column.notNull())
    .addColumn('volume', 'double precision', (column) => column.notNull())
    .addColumn('total_cost', 'bigint', (column) => column.notNull())
    .addColumn('rab_total', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // Facts about this database itself, e.g. when the default catalogue was seeded (so it is seeded once only).
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createIndex('calculations_user_id_index')
    .on('calculations')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_meta',
    'calculations',
    'job_type_labor',
    'job_type_materials',
    'labor_rates',
    'materials',
    'job_types',
    'job_categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
