import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Deep pages by page number (issue #22). An offset page steps over every row before it: the middle of 100 000
// saved calculations is 50 000 index entries, several times the cost of reading one row. So the list keeps, per
// owner and sort, the sort key and id of every STEP-th row in ascending order (the anchors), read in one pass
// over the sort's index, and reads a deep page as "the rows after the nearest anchor, skipping fewer than STEP".
// The anchors hold as long as the owner's version in calculation_counts (migration 011) is the one they were
// read with; the list reads that version with the total it needs anyway, so a stale set is never used, whichever
// server process changed the rows.

export const ANCHOR_STEP = 500;
const KEPT_SETS = 256;

export interface AnchorSet {
  version: string;
  /** Rows when the anchors were read: the positions below count from this. */
  total: number;
  /** [sort key as text, id] of the rows at ascending positions STEP - 1, 2 STEP - 1, … */
  anchors: [string, number][];
}

/** Where a page starts: the rows after (key, id) in the page's order, skipping `skip` of them. */
export interface PageStart {
  key: string;
  id: number;
  skip: number;
}

/** The anchor sets of recently read lists, least recently used dropped first; one per app. */
export class HistoryAnchors {
  readonly #sets = new Map<string, AnchorSet>();
  /** How many sets were read from the database (tests tell a kept set from a new one by it). */
  reads = 0;

  constructor(readonly step = ANCHOR_STEP) {}

  async of(db: Kysely<Database>, userId: number, sort: string, version: string): Promise<AnchorSet> {
    const name = `${userId}:${sort}`;
    let set = this.#sets.get(name);
    this.#sets.delete(name);
    if (!set || set.version !== version) {
      set = await this.#read(db, userId, sort);
      this.reads += 1;
    }
    this.#sets.set(name, set);
    if (this.#sets.size > KEPT_SETS) this.#sets.delete(this.#sets.keys().next().value!);
    return set;
  }

  /**
   * The version, the total and the anchors in one statement, so all three come from one snapshot. Each anchor is
   * found from the one before it by skipping STEP - 1 index entries: one pass over the sort's index, a third of
   * the time of numbering every row with row_number().
   */
  async #read(db: Kysely<Database>, userId: number, sort: string): Promise<AnchorSet> {
    const column = sql.ref(`c.${sort}`);
    const { rows } = await sql<{
      version: string | null;
      total: string | null;
      anchors: [string, number][] | null;
    }>`
      with recursive anchors (key, id, n) as (
        (select ${column}, c.id, 1 from calculations as c where c.user_id = ${userId}
          order by ${column}, c.id offset ${this.step - 1} limit 1)
        union all
        (select next.key, next.id, anchors.n + 1 from anchors cross join lateral (
          select ${column} as key, c.id from calculations as c
          where c.user_id = ${userId} and (${column}, c.id) > (anchors.key, anchors.id)
          order by ${column}, c.id offset ${this.step - 1} limit 1) as next)
      )
      select counts.version::text as version, counts.count::text as total,
        (select json_agg(json_build_array(key::text, id) order by n) from anchors) as anchors
      from (select 1) as one
      left join calculation_counts as counts on counts.user_id = ${userId}`.execute(db);
    const row = rows[0]!;
    return { version: row.version ?? '', total: Number(row.total ?? 0), anchors: row.anchors ?? [] };
  }

  /** The anchor a page of `limit` rows from `offset` starts after, if one lies before it in the page's order. */
  startOf(set: AnchorSet, offset: number, order: 'asc' | 'desc'): PageStart | undefined {
    const { step } = this;
    // Anchor j sits at ascending position (j + 1) step - 1.
    const j =
      order === 'asc' ? Math.floor(offset / step) - 1 : Math.ceil((set.total - offset + 1) / step) - 1;
    const anchor = set.anchors[j];
    if (j < 0 || !anchor) return undefined;
    const position = (j + 1) * step - 1;
    // Descending, the page's first row sits at ascending position total - 1 - offset.
    const skip = order === 'asc' ? offset - position - 1 : position - (set.total - offset);
    return { key: anchor[0], id: anchor[1], skip };
  }
}
