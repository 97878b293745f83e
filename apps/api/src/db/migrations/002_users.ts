import { sql, type Kysely } from 'kysely';

// Accounts. Usernames and e-mails are unique whatever their case; token_version invalidates every token issued
// before a password change.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) =>
      column
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_username_unique on users (lower(username))`.execute(db);
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);
  await sql`alter table calculations add constraint calculations_user_id_fk foreign key (user_id) references users (id) on delete cascade`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table calculations drop constraint if exists calculations_user_id_fk`.execute(db);
  await db.schema.dropTable('users').ifExists().execute();
}
