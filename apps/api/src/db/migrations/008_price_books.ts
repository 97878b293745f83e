import { sql, type Kysely } from 'kysely';

// Regional price books (issue #20): named books of prices for materials, labour rates and equipment; an item a
// book does not price keeps the catalogue's own price. owner_id null: a shared book (admins publish it); else a
// private book only its owner sees. A project remembers the book it is priced with.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_books')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('region', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('source', 'text')
    .addColumn('valid_until', 'text')
    .addColumn('owner_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('price_books_owner_index').on('price_books').column('owner_id').execute();
  await db.schema
    .createTable('price_book_prices')
    .addColumn('book_id', 'integer', (column) =>
      column.notNull().references('price_books.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('labor', 'material', 'equipment')`),
    )
    .addColumn('item_id', 'integer', (column) => column.notNull())
    .addColumn('price', 'bigint', (column) => column.notNull().check(sql`price >= 0`))
    .addPrimaryKeyConstraint('price_book_prices_pkey', ['book_id', 'kind', 'item_id'])
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('price_book_id', 'integer', (column) =>
      column.references('price_books.id').onDelete('set null'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('price_book_id').execute();
  await db.schema.dropTable('price_book_prices').ifExists().execute();
  await db.schema.dropTable('price_books').ifExists().execute();
}
