import { sql, type Kysely } from 'kysely';
import type { OwnedCounts, User } from '@kalkulator/core';
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

/** The account of a token, and whether that token was logged out (one query: every authenticated request asks). */
export async function findSessionUser(
  db: Kysely<Database>,
  id: number,
  jti: string | undefined,
): Promise<(UserRow & { ended: boolean }) | undefined> {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select(sql<boolean>`exists (select 1 from ended_sessions where jti = ${jti ?? null})`.as('ended'))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Ends one token (logout on one device); the ids of tokens past their expiry are let go on the way. */
export async function endSession(
  db: Kysely<Database>,
  session: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ended_sessions').where('expires_at', '<', new Date()).execute();
    await trx
      .insertInto('ended_sessions')
      .values({ jti: session.jti, user_id: session.userId, expires_at: session.expiresAt })
      .onConflict((conflict) => conflict.column('jti').doNothing())
      .execute();
  });
}

/** Ends every token of the account at once: the token version moves on. */
export async function endAllSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
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
    /** A password the account did not choose: only changing it is open until then. */
    must_change_password?: boolean;
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

/** What an account owns, deleted with it: table and owner column. */
const OWNED = {
  calculations: ['calculations', 'user_id'],
  projects: ['projects', 'user_id'],
  calculator_results: ['calculator_results', 'user_id'],
  price_books: ['price_books', 'owner_id'],
} as const satisfies Record<keyof OwnedCounts, [keyof Database, string]>;

/** How much each of the users owns, by what (the confirmation and the answer of a delete name it). */
async function ownedBy(db: Kysely<Database>, ids: number[]): Promise<Map<number, OwnedCounts>> {
  const owned = new Map<number, OwnedCounts>(
    ids.map((id) => [id, { calculations: 0, projects: 0, calculator_results: 0, price_books: 0 }]),
  );
  if (ids.length === 0) return owned;
  await Promise.all(
    Object.entries(OWNED).map(async ([kind, [table, column]]) => {
      const { rows } = await sql<{ owner: number; count: string | number }>`
        select ${sql.ref(column)} as owner, count(*) as count from ${sql.table(table)}
        where ${sql.ref(column)} in (${sql.join(ids)}) group by 1`.execute(db);
      for (const row of rows) owned.get(row.owner)![kind as keyof OwnedCounts] = Number(row.count);
    }),
  );
  return owned;
}

export async function ownedCounts(db: Kysely<Database>, userId: number): Promise<OwnedCounts> {
  return (await ownedBy(db, [userId])).get(userId)!;
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

interface OwnedColumns {
  calculation_count: number;
  project_count: number;
  calculator_result_count: number;
  price_book_count: number;
}

export async function listUsers(
  db: Kysely<Database>,
  options: { page: number; limit: number; search?: string },
): Promise<{ users: (User & OwnedColumns)[]; total: number }> {
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
  const owned = await ownedBy(
    db,
    users.map((user) => user.id),
  );
  return {
    users: users.map((user) => {
      const counts = owned.get(user.id)!;
      return {
        ...user,
        calculation_count: counts.calculations,
        project_count: counts.projects,
        calculator_result_count: counts.calculator_results,
        price_book_count: counts.price_books,
      };
    }),
    total: Number(count.count),
  };
}

/**
 * Every account but `keeper`'s goes (with what they own, by the foreign keys), in one transaction with its line in
 * the admin audit naming who went.
 */
export async function deleteUsersExcept(
  db: Kysely<Database>,
  keeper: { id: number; username: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('users').where('id', '!=', keeper.id).returning('username').execute();
    if (gone.length === 0) return 0;
    const names = gone.map((user) => user.username).sort();
    const shown = names.slice(0, 50).join(', ');
    await recordAudit(trx, {
      actor: keeper,
      action: 'clear-all',
      target: { id: null, username: `${gone.length} akun` },
      detail: names.length > 50 ? `${shown} dan ${names.length - 50} lainnya` : shown,
    });
    return gone.length;
  });
}
