import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewProject, ProjectRow } from '../../db/schema';
import { likePattern } from '../../db/search';

// The projects table: always by owner, so someone else's id reads exactly like a missing one.

type Db = Kysely<Database> | Transaction<Database>;

/** How many overwritten versions of a project are kept for restoring. */
export const REVISIONS_KEPT = 20;

export async function findOwnProject(db: Db, userId: number, id: number): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The project, locked until the transaction ends. Every write of a stored project locks its row before it writes the
 * revisions (a save and a restore with this, a re-price with its version-checked update): two at once take turns, the
 * second reading the first's version, where locks taken in opposite orders deadlocked on PostgreSQL and a version read
 * before the lock was overwritten unseen.
 */
export async function lockOwnProject(
  trx: Transaction<Database>,
  userId: number,
  id: number,
): Promise<ProjectRow | undefined> {
  return trx
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The project this account created with this Idempotency-Key, if any (someone else's key reads as none). */
export async function findOwnProjectByClientKey(
  db: Db,
  userId: number,
  clientKey: string,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('user_id', '=', userId)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

export async function insertProject(db: Db, values: NewProject): Promise<ProjectRow> {
  return db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Stores a project created with an Idempotency-Key once per account: when the account already has one under the key
 * (two copies of the same request racing, or an earlier one whose answer was lost), that one, not created now. The
 * unique (user, client key) index decides; the insert waits for a racing one to commit, then reads it.
 */
export async function insertProjectOnce(
  db: Kysely<Database>,
  values: NewProject & { client_key: string },
): Promise<{ row: ProjectRow; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('projects')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'client_key']).where('client_key', 'is not', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) return { row, created: true };
    const earlier = await findOwnProjectByClientKey(trx, values.user_id, values.client_key);
    if (!earlier) throw new Error('A project with this client key conflicted but cannot be read');
    return { row: earlier, created: false };
  });
}

export async function listProjects(
  db: Db,
  { userId, page, limit, search }: { userId?: number; page: number; limit: number; search?: string },
) {
  let query = db.selectFrom('projects as p').innerJoin('users as u', 'u.id', 'p.user_id');
  if (userId !== undefined) query = query.where('p.user_id', '=', userId);
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) =>
      eb.or([
        eb('p.name', 'ilike', pattern),
        eb('p.location', 'ilike', pattern),
        eb('p.owner', 'ilike', pattern),
      ]),
    );
  }
  const [projects, count] = await Promise.all([
    query
      .select([
        'p.id',
        'p.name',
        'p.location',
        'p.owner',
        'p.updated_at',
        'p.created_at',
        'p.total',
        'p.item_count',
        'p.user_id',
        'u.username',
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return { projects, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
}

/** Keeps the version being overwritten, and only the newest REVISIONS_KEPT of them. */
export async function keepRevision(trx: Transaction<Database>, row: ProjectRow): Promise<void> {
  const { id, version, ...snapshot } = row;
  await trx
    .insertInto('project_revisions')
    .values({ project_id: id, version, snapshot: JSON.stringify(snapshot) })
    .execute();
  await sql`delete from project_revisions where project_id = ${id} and id not in (
    select id from project_revisions where project_id = ${id} order by id desc limit ${REVISIONS_KEPT})`.execute(
    trx,
  );
}
