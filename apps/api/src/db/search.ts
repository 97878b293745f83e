import type { Kysely } from 'kysely';
import type { Database } from './schema';

// Searching and paging the catalogue's lists, the same way on every list.

/** A LIKE pattern that finds `search` anywhere, its % _ and \ taken as plain characters. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of a code-keyed catalogue table (materials, equipment), searched by name or code, ordered by code. */
export async function pageOfItems<T extends 'materials' | 'equipment'>(
  db: Kysely<Database>,
  table: T,
  columns: readonly string[],
  { page, limit, search }: { page: number; limit: number; search?: string },
) {
  let query = db.selectFrom(table as 'materials');
  const term = search?.trim();
  if (term) {
    const pattern = likePattern(term);
    query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('code', 'ilike', pattern)]));
  }
  const [rows, count] = await Promise.all([
    query
      .select(columns as never)
      .orderBy('code')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.count);
  return { rows, pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) } };
}
