import { isDatabaseId } from '@kalkulator/core';
import { sql, type Kysely } from 'kysely';
import { ValidationError } from '../../errors';
import type { CalculationRow, Database } from '../../db/schema';
import type { HistoryAnchors, PageStart } from './history-anchors';
import { historyMessages } from './schemas';

// The history list at scale (issue #9). Rows are read through the index of the sort (migration 004): a page picks
// its ids from the index alone and then joins the rows, pages past the middle are read from the other end, and
// a cursor (the last row's sort value and id) pages without any offset. A page number deep in one owner's list
// starts at the nearest anchor instead (history-anchors.ts, issue #22). The total comes from calculation_counts
// when no filter is active; with a filter it is counted up to COUNT_CAP rows.

export type HistorySort =
  'created_at' | 'updated_at' | 'rab_total' | 'total_cost' | 'project_name' | 'job_type_name';

export interface HistoryFilter {
  page: number;
  limit: number;
  /** Opaque, from an earlier answer's next_cursor: the page after that one (page is then ignored). */
  cursor?: string;
  search?: string;
  categoryId?: number;
  dateFrom?: Date;
  dateTo?: Date;
  sort: HistorySort;
  order: 'asc' | 'desc';
  /** Admin listing: all users, optionally one. */
  userId?: number;
}

/** A filtered list counts at most this many rows; past it the total is a lower bound (total_exact false). */
export const COUNT_CAP = 500;

const SORT_TYPES = {
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  rab_total: 'bigint',
  total_cost: 'bigint',
  project_name: 'text',
  job_type_name: 'text',
} as const satisfies Record<HistorySort, string>;

export interface HistoryPage {
  rows: (CalculationRow & { username: string | null })[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

const hasFilter = (filter: HistoryFilter) =>
  Boolean(filter.search || filter.categoryId !== undefined || filter.dateFrom || filter.dateTo);

function filtered(db: Kysely<Database>, filter: HistoryFilter) {
  let query = db.selectFrom('calculations as c');
  if (filter.userId !== undefined) query = query.where('c.user_id', '=', filter.userId);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    // The expression of the trigram index (migration 005): one case-folded LIKE instead of two ILIKEs, which fold
    // the pattern again for every row. The line break between the names keeps a one-line term within one of them.
    query = query.where(
      sql<boolean>`lower(c.project_name || E'\\n' || c.job_type_name) like lower(${pattern})`,
    );
  }
  if (filter.categoryId !== undefined) query = query.where('c.category_id', '=', filter.categoryId);
  if (filter.dateFrom) query = query.where('c.created_at', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('c.created_at', '<', filter.dateTo);
  return query;
}

interface Counted {
  total: number;
  exact: boolean;
  /** One owner's unfiltered list: the version of their rows (migration 011), for the deep page's anchors. */
  version?: string;
}

async function countOf(db: Kysely<Database>, filter: HistoryFilter): Promise<Counted> {
  if (!hasFilter(filter) && filter.userId !== undefined) {
    const counts = await db
      .selectFrom('calculation_counts')
      .select(['count', sql<string>`version::text`.as('version')])
      .where('user_id', '=', filter.userId)
      .executeTakeFirst();
    return { total: Number(counts?.count ?? 0), exact: true, version: counts?.version ?? '' };
  }
  if (!hasFilter(filter)) {
    const { total } = await db
      .selectFrom('calculation_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('count'), sql<number>`0`).as('total'))
      .executeTakeFirstOrThrow();
    return { total: Number(total), exact: true };
  }
  const { count } = await db
    .selectFrom(
      filtered(db, filter)
        .select(sql<number>`1`.as('one'))
        // In the order of the (user_id, created_at, id) index, which carries the searched names.
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(COUNT_CAP + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { total: Math.min(Number(count), COUNT_CAP), exact: Number(count) <= COUNT_CAP };
}

export function encodeCursor(sort: HistorySort, key: string, id: number): string {
  return Buffer.from(JSON.stringify([sort, key, id])).toString('base64url');
}

// A timestamp as PostgreSQL writes one (`2026-11-26 06:30:00.123456+00`; ISO with T and Z too), on a real day of
// the years 1000–9999. Date.parse reads far more ("2026", "Nov 2026", "+275760-09-13T00:00:00Z") than PostgreSQL
// takes, and a Date would cut the key's microseconds, skipping rows of the same millisecond on the next page.
const TIMESTAMP_KEY =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2})(?::?(\d{2}))?)?)$/;

function isTimestampKey(key: string): boolean {
  const parts = TIMESTAMP_KEY.exec(key);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, ...zone] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const [zoneHours = 0, zoneMinutes = 0, zoneSeconds = 0] = zone;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    zoneHours <= 15 &&
    zoneMinutes <= 59 &&
    zoneSeconds <= 59
  );
}

function decodeCursor(cursor: string, sort: HistorySort): { key: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value[0] === sort &&
      typeof value[1] === 'string' &&
      isDatabaseId(value[2])
    ) {
      if (SORT_TYPES[sort] !== 'timestamptz' || isTimestampKey(value[1]))
        if (SORT_TYPES[sort] !== 'bigint' || /^-?\d{1,18}$/.test(value[1]))
          return { key: value[1], id: value[2] };
    }
  } catch {
    // falls through to the message below
  }
  throw new ValidationError(
    [{ param: 'cursor', msg: historyMessages.cursorInvalid }],
    historyMessages.cursorInvalid,
  );
}

export async function listCalculations(
  db: Kysely<Database>,
  filter: HistoryFilter,
  options: { concurrent?: boolean; anchors?: HistoryAnchors } = {},
): Promise<HistoryPage> {
  if (countsItsPage(filter)) return readCountedPage(db, filter);
  // The first page and a cursor page need the total only for the answer: with a connection pool (PostgreSQL),
  // count while the rows are read. PGlite runs one query at a time.
  const counting = countOf(db, filter);
  if (options.concurrent && (filter.cursor || filter.page === 1)) {
    const [page, { total, exact }] = await Promise.all([
      readPage(db, filter, { total: 0, exact: false }),
      counting,
    ]);
    return { ...page, total, totalExact: exact };
  }
  const counted = await counting;
  const start = options.anchors && (await anchoredStart(db, filter, counted, options.anchors));
  return { ...(await readPage(db, filter, counted, start)), total: counted.total, totalExact: counted.exact };
}

/**
 * A page of one owner's unfiltered list that lies at least one anchor step from both ends starts at the nearest
 * anchor (history-anchors.ts); nearer an end, the plain read from that end is as short.
 */
async function anchoredStart(
  db: Kysely<Database>,
  filter: HistoryFilter,
  counted: Counted,
  anchors: HistoryAnchors,
): Promise<PageStart | undefined> {
  if (filter.userId === undefined || counted.version === undefined || filter.cursor) return undefined;
  const offset = (filter.page - 1) * filter.limit;
  if (Math.min(offset, counted.total - offset - filter.limit) < anchors.step) return undefined;
  const set = await anchors.of(db, filter.userId, filter.sort, counted.version);
  return anchors.startOf(set, offset, filter.order);
}

/**
 * With a filter, the count walks the matches in created_at order up to the cap (countOf). A page of the default
 * sort within the cap lies on that walk, so one query gives both its ids and the count, instead of searching the
 * same rows a second time (a trigram index read twice, or thousands of index entries walked again).
 */
const countsItsPage = (filter: HistoryFilter) =>
  hasFilter(filter) &&
  !filter.cursor &&
  filter.sort === 'created_at' &&
  filter.page * filter.limit <= COUNT_CAP + 1;

async function readCountedPage(db: Kysely<Database>, filter: HistoryFilter): Promise<HistoryPage> {
  const matching = await filtered(db, filter)
    .select('c.id')
    .orderBy('c.created_at', filter.order)
    .orderBy('c.id', filter.order)
    .limit(COUNT_CAP + 1)
    .execute();
  const offset = (filter.page - 1) * filter.limit;
  const ids = matching.slice(offset, offset + filter.limit).map(({ id }) => id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('calculations as c')
          .leftJoin('users as u', 'u.id', 'c.user_id')
          .selectAll('c')
          .select('u.username')
          .select(sql<string>`c.created_at::text`.as('sort_key'))
          .where('c.id', 'in', ids)
          .orderBy('c.created_at', filter.order)
          .orderBy('c.id', filter.order)
          .execute();
  return {
    ...withCursor(filter, rows),
    total: Math.min(matching.length, COUNT_CAP),
    totalExact: matching.length <= COUNT_CAP,
  };
}

function withCursor(
  filter: HistoryFilter,
  rows: (CalculationRow & { username: string | null; sort_key: string })[],
): Pick<HistoryPage, 'rows' | 'nextCursor'> {
  const last = rows.at(-1);
  const nextCursor =
    last && rows.length === filter.limit ? encodeCursor(filter.sort, last.sort_key, last.id) : null;
  return { rows: rows.map(({ sort_key: _key, ...row }) => row), nextCursor };
}

async function readPage(
  db: Kysely<Database>,
  filter: HistoryFilter,
  { total, exact }: Pick<Counted, 'total' | 'exact'>,
  start?: PageStart,
): Promise<Pick<HistoryPage, 'rows' | 'nextCursor'>> {
  const column = sql.ref(`c.${filter.sort}`);
  const backwards = filter.order === 'desc' ? 'asc' : 'desc';
  let ids = filtered(db, filter).select('c.id');
  // After a cursor, or after the anchor a deep page starts from, skipping fewer rows than an anchor step.
  const from = filter.cursor ? { ...decodeCursor(filter.cursor, filter.sort), skip: 0 } : start;
  if (from) {
    const after = sql<boolean>`(${column}, c.id) ${sql.raw(filter.order === 'desc' ? '<' : '>')} (cast(${from.key} as ${sql.raw(SORT_TYPES[filter.sort])}), ${from.id})`;
    ids = ids
      .where(after)
      .orderBy(column, filter.order)
      .orderBy('c.id', filter.order)
      .limit(filter.limit)
      .offset(from.skip);
  } else {
    const offset = (filter.page - 1) * filter.limit;
    if (exact && offset >= total) return { rows: [], nextCursor: null };
    if (exact && offset > total / 2) {
      // Past the middle: the same rows are fewer steps away from the other end.
      const end = Math.min(offset + filter.limit, total);
      ids = ids
        .orderBy(column, backwards)
        .orderBy('c.id', backwards)
        .limit(end - offset)
        .offset(total - end);
    } else {
      ids = ids
        .orderBy(column, filter.order)
        .orderBy('c.id', filter.order)
        .limit(filter.limit)
        .offset(offset);
    }
  }
  const rows = await db
    .selectFrom(ids.as('page'))
    .innerJoin('calculations as c', 'c.id', 'page.id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select('u.username')
    .select(sql<string>`${column}::text`.as('sort_key'))
    .orderBy(column, filter.order)
    .orderBy('c.id', filter.order)
    .execute();
  return withCursor(filter, rows);
}

/** The `pagination` of a list answer: page, limit, total and pages as before, plus the cursor of the next page. */
export function paginationOf(filter: HistoryFilter, page: HistoryPage) {
  return {
    page: filter.page,
    limit: filter.limit,
    total: page.total,
    pages: Math.max(1, Math.ceil(page.total / filter.limit)),
    total_exact: page.totalExact,
    next_cursor: page.nextCursor,
  };
}
