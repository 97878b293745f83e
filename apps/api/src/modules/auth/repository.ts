import { sql, type Kysely } from 'kysely';
import type { User } from '@kalkulator/core';
import type { Database, UserRow } from '../../db/schema';

// All SQL of accounts. Rows leave this file without their password hash unless asked for it.

export function toUser(row: Omit<UserRow, 'password_hash' | 'token_version'>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    disabled: Boolean(row.disabled),
    // Named without "password": no answer about an account carries that word.
    temporary_login: Boolean(row.must_change_password),
  };
}

const publicColumns = [
  'id',
  'username',
  'email',
  'full_name',
  'role',
  'created_at',
  'updated_at',
  'disabled',
  'must_change_password',
] as const;

export async function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** By username or e-mail, whatever the case. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', key), eb(sql`lower(email)`, '=', key)]))
    .executeTakeFirst();
}

/** Which of the given username / e-mail another account already uses. */
export async function takenFields(
  db: Kysely<Database>,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', (fields.username ?? '').toLowerCase()),
        eb(sql`lower(email)`, '=', (fields.email ?? '').toLowerCase()),
      ]),
    )
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .execute();
  return {
    username:
      Boolean(fields.username) &&
      rows.some((row) => row.username.toLowerCase() === fields.username!.toLowerCase()),
    email:
      Boolean(fields.email) && rows.some((row) => row.email.toLowerCase() === fields.email!.toLowerCase()),
  };
}

export async function insertUser(
  db: Kysely<Database>,
  values: {
    username: string;
    email: string;
    full_name: string;
    password_hash: string;
    role?: 'user' | 'admin';
  },
): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<Database>,
  id: number,
  values: Partial<
    Pick<
      UserRow,
      | 'username'
      | 'email'
      | 'full_name'
      | 'password_hash'
      | 'token_version'
      | 'role'
      | 'disabled'
      | 'must_change_password'
    >
  >,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Admins who can log in (a disabled admin manages nothing). */
export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What goes with a user who is deleted: their calculations and projects. */
export async function ownedCounts(db: Kysely<Database>, userId: number) {
  const [calculations, projects] = await Promise.all([
    db
      .selectFrom('calculations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { calculations: Number(calculations.count), projects: Number(projects.count) };
}

export async function recordAudit(
  db: Kysely<Database>,
  entry: {
    actor: { id: number | null; username: string };
    action: string;
    target: { id: number | null; username: string };
    detail?: string;
  },
) {
  await db
    .insertInto('admin_audit')
    .values({
      actor_id: entry.actor.id,
      actor_username: entry.actor.username,
      action: entry.action,
      target_id: entry.target.id,
      target_username: entry.target.username,
      detail: entry.detail ?? '',
    })
    .execute();
}

export async function listAudit(db: Kysely<Database>, limit = 200) {
  return db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export async function listUsers(
  db: Kysely<Database>,
  options: { page: number; limit: number; search?: string },
): Promise<{ users: (User & { calculation_count: number; project_count: number })[]; total: number }> {
  let query = db.selectFrom('users');
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('username', 'ilike', pattern),
        eb('email', 'ilike', pattern),
        eb('full_name', 'ilike', pattern),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query
      .select(publicColumns)
      .orderBy('id')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const users = rows.map(toUser);
  // How much each listed user owns: the confirmation of a delete names it.
  const ids = users.map((user) => user.id);
  const counts = ids.length
    ? await Promise.all([
        db
          .selectFrom('calculations')
          .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('user_id', 'in', ids)
          .groupBy('user_id')
          .execute(),
        db
          .selectFrom('projects')
          .select(['user_id', (eb) => eb.fn.countAll<number>().as('count')])
          .where('user_id', 'in', ids)
          .groupBy('user_id')
          .execute(),
      ])
    : [[], []];
  const countOf = (rows: { user_id: number | null; count: number | string }[], id: number) =>
    Number(rows.find((row) => row.user_id === id)?.count ?? 0);
  return {
    users: users.map((user) => ({
      ...user,
      calculation_count: countOf(counts[0], user.id),
      project_count: countOf(counts[1], user.id),
    })),
    total: Number(count.count),
  };
}

export async function deleteUsersExcept(db: Kysely<Database>, keepId: number): Promise<number> {
  const result = await db.deleteFrom('users').where('id', '!=', keepId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
