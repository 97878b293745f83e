import { sql, type Kysely, type Transaction } from 'kysely';
import {
  adjustedPrice,
  hasAnyRole,
  MAX_RUPIAH,
  bookPricesOf,
  priceBookMessages,
  type BookPrices,
  type PriceBookBody,
  type PriceKind,
  type ValidationDetail,
  isDatabaseId,
  plainDigits,
} from '@kalkulator/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, PriceBookRow } from '../../db/schema';
import { HttpError, NotFoundError, ValidationError } from '../../errors';

// Price books: who sees which (shared books everyone, a private book its owner only), their prices with the
// catalogue as fallback, and the writes (copy, percentage adjustment, inline prices, import) each in one transaction.

const TABLES = { labor: 'labor_rates', material: 'materials', equipment: 'equipment' } as const;

/** How many items a refused adjustment names; the rest are counted ("dan 12 item lain"). */
const ADJUST_ITEMS_NAMED = 5;

export interface Viewer {
  id: number;
  admin: boolean;
}

/** The caller when a token is sent (a bad or expired one is refused with 401), else a guest (null). */
export async function viewerFrom(app: FastifyInstance, request: FastifyRequest): Promise<Viewer | null> {
  if (!request.headers.authorization) return null;
  if (!request.account) await app.authenticate(request);
  return request.account ? { id: request.account.id, admin: hasAnyRole(request.account, ['admin']) } : null;
}

/** A book the viewer may use: shared, or their own private one. Others' private books do not exist for them. */
export async function findVisibleBook(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer | null,
): Promise<PriceBookRow | undefined> {
  return db
    .selectFrom('price_books')
    .selectAll()
    .where('id', '=', id)
    .where((eb) =>
      viewer
        ? eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', viewer.id)])
        : eb('owner_id', 'is', null),
    )
    .executeTakeFirst();
}

export async function visibleBookOr404(db: Kysely<Database>, id: number, viewer: Viewer | null) {
  const book = await findVisibleBook(db, id, viewer);
  if (!book) throw new NotFoundError(priceBookMessages.notFound);
  return book;
}

/** A book the viewer may change: their private one, or a shared one when they are an admin. */
export async function writableBookOr404(db: Kysely<Database>, id: number, viewer: Viewer) {
  const book = await visibleBookOr404(db, id, viewer);
  if (book.owner_id === null && !viewer.admin) throw new HttpError(403, priceBookMessages.sharedAdminOnly);
  return book;
}

export async function loadBookPrices(
  db: Kysely<Database> | Transaction<Database>,
  bookId: number,
): Promise<BookPrices> {
  const rows = await db
    .selectFrom('price_book_prices')
    .select(['kind', 'item_id', 'price'])
    .where('book_id', '=', bookId)
    .execute();
  return bookPricesOf(rows);
}

export function toBook(row: PriceBookRow & { price_count?: number | string | null }) {
  return {
    id: row.id,
    name: row.name,
    region: row.region,
    year: row.year,
    source: row.source,
    valid_until: row.valid_until,
    private: row.owner_id !== null,
    owner_id: row.owner_id,
    price_count: Number(row.price_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * How many account projects take their new prices from the book, for the one who may delete it (the delete
 * unsets their book: they keep their prices, on the national catalogue): every user's projects for a shared
 * book, a count without names; the owner's for a private one. null for anyone else, who cannot delete it.
 */
export async function projectCountFor(
  db: Kysely<Database>,
  book: PriceBookRow,
  viewer: Viewer | null,
): Promise<number | null> {
  const writer = viewer !== null && (book.owner_id === null ? viewer.admin : book.owner_id === viewer.id);
  if (!writer) return null;
  let query = db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('price_book_id', '=', book.id);
  if (book.owner_id !== null) query = query.where('user_id', '=', book.owner_id);
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

/** How many prices a book holds: what the list counts for each of its books, for one book read or written. */
export async function priceCountOf(db: Kysely<Database>, bookId: number): Promise<number> {
  const { count } = await db
    .selectFrom('price_book_prices')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listBooks(db: Kysely<Database>, viewer: Viewer | null) {
  const rows = await db
    .selectFrom('price_books as b')
    .selectAll('b')
    .select((eb) =>
      eb
        .selectFrom('price_book_prices as p')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('p.book_id', '=', 'b.id')
        .as('price_count'),
    )
    .where((eb) =>
      viewer
        ? eb.or([eb('b.owner_id', 'is', null), eb('b.owner_id', '=', viewer.id)])
        : eb('b.owner_id', 'is', null),
    )
    .orderBy('b.owner_id', 'desc')
    .orderBy('b.year', 'desc')
    .orderBy('b.name')
    .execute();
  return rows.map(toBook);
}

export function bookColumns(body: PriceBookBody) {
  return {
    name: body.name,
    region: body.region,
    year: body.year,
    source: body.source,
    valid_until: body.valid_until,
  };
}

/** Every catalogue item of every kind with its catalogue price, the book's price (or null) and the one that applies. */
export async function bookPriceTable(db: Kysely<Database>, bookId: number) {
  const prices = await loadBookPrices(db, bookId);
  const [labor, materials, equipment] = await Promise.all([
    db
      .selectFrom('labor_rates')
      .select(['id', 'code', 'name', 'daily_rate as price'])
      .orderBy('code')
      .execute(),
    db.selectFrom('materials').select(['id', 'code', 'name', 'unit', 'price']).orderBy('code').execute(),
    db.selectFrom('equipment').select(['id', 'code', 'name', 'unit', 'price']).orderBy('code').execute(),
  ]);
  const line = (
    kind: PriceKind,
    item: { id: number; code: string; name: string; unit?: string; price: number },
  ) => {
    const own = prices[kind].get(item.id);
    return {
      kind,
      item_id: item.id,
      code: item.code,
      name: item.name,
      unit: item.unit ?? 'OH',
      catalogue_price: Number(item.price),
      book_price: own ?? null,
      price: own ?? Number(item.price),
      price_source: own === undefined ? ('catalogue' as const) : ('book' as const),
    };
  };
  return [
    ...labor.map((item) => line('labor', item)),
    ...materials.map((item) => line('material', item)),
    ...equipment.map((item) => line('equipment', item)),
  ];
}

export async function upsertPrices(
  trx: Transaction<Database>,
  bookId: number,
  rows: { kind: PriceKind; item_id: number; price: number }[],
) {
  // In slices: one statement per 1.000 prices keeps every parameter list far below PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('price_book_prices')
      .values(rows.slice(start, start + 1000).map((row) => ({ book_id: bookId, ...row })))
      .onConflict((conflict) =>
        conflict
          .columns(['book_id', 'kind', 'item_id'])
          .doUpdateSet({ price: (eb) => eb.ref('excluded.price') }),
      )
      .execute();
  }
  await trx.updateTable('price_books').set({ updated_at: new Date() }).where('id', '=', bookId).execute();
}

export async function copyBook(
  db: Kysely<Database>,
  source: PriceBookRow,
  name: string,
  ownerId: number | null,
) {
  return db.transaction().execute(async (trx) => {
    const copy = await trx
      .insertInto('price_books')
      .values({
        name,
        region: source.region,
        year: source.year,
        source: source.source,
        valid_until: source.valid_until,
        owner_id: ownerId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const copied = await sql`insert into price_book_prices (book_id, kind, item_id, price)
      select ${copy.id}, kind, item_id, price from price_book_prices where book_id = ${source.id}`.execute(
      trx,
    );
    return { ...copy, price_count: Number(copied.numAffectedRows ?? 0) };
  });
}

/**
 * Every item of the kind priced percent % up or down from the price that applies now (the book's, else the
 * catalogue's), to whole rupiah: the book then prices each of them. An adjustment that would take any price above
 * the most a price may be (MAX_RUPIAH, as typed) is refused whole with 422 naming the items: nothing is written.
 * Answers the book's prices of those items as they were (null: the catalogue's applied), read in the same
 * transaction, so the screen's "Urungkan" can put them back with one PUT of the prices.
 */
export async function adjustBook(db: Kysely<Database>, bookId: number, kind: PriceKind, percent: number) {
  return db.transaction().execute(async (trx) => {
    const prices = await loadBookPrices(trx, bookId);
    const items =
      kind === 'labor'
        ? await trx
            .selectFrom('labor_rates')
            .select(['id', 'code', 'name', 'daily_rate as price'])
            .orderBy('code')
            .execute()
        : await trx
            .selectFrom(TABLES[kind])
            .select(['id', 'code', 'name', 'price'])
            .orderBy('code')
            .execute();
    const adjusted = items.map((item) => ({
      item,
      price: adjustedPrice(prices[kind].get(item.id) ?? Number(item.price), percent),
    }));
    const tooLarge = adjusted.filter(({ price }) => price > MAX_RUPIAH);
    if (tooLarge.length > 0) {
      const named = tooLarge.slice(0, ADJUST_ITEMS_NAMED).map(({ item }) => `${item.name} (${item.code})`);
      const msg = priceBookMessages.adjustTooLarge(percent, named, tooLarge.length - named.length);
      throw new ValidationError([{ param: 'percent', msg }], msg);
    }
    const rows = adjusted.map(({ item, price }) => ({ kind, item_id: item.id, price }));
    if (rows.length > 0) await upsertPrices(trx, bookId, rows);
    const previous = items.map((item) => ({
      kind,
      item_id: item.id,
      price: prices[kind].get(item.id) ?? null,
    }));
    return { count: rows.length, previous };
  });
}

async function existingIds(db: Kysely<Database> | Transaction<Database>, kind: PriceKind, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom(TABLES[kind]).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Inline prices: a number sets the book's price, null removes it (the catalogue's applies again). */
export async function putPrices(
  db: Kysely<Database>,
  bookId: number,
  prices: { kind: PriceKind; item_id: number; price: number | null }[],
) {
  const details: ValidationDetail[] = [];
  const known = {
    labor: await existingIds(
      db,
      'labor',
      prices.filter((p) => p.kind === 'labor').map((p) => p.item_id),
    ),
    material: await existingIds(
      db,
      'material',
      prices.filter((p) => p.kind === 'material').map((p) => p.item_id),
    ),
    equipment: await existingIds(
      db,
      'equipment',
      prices.filter((p) => p.kind === 'equipment').map((p) => p.item_id),
    ),
  };
  // The same item twice would be written twice in one statement (PostgreSQL refuses that): each repeat is named.
  const seen = new Set<string>();
  prices.forEach((price, index) => {
    const key = `${price.kind}:${price.item_id}`;
    if (seen.has(key)) details.push({ param: `prices.${index}.item_id`, msg: priceBookMessages.itemTwice });
    else if (!known[price.kind].has(price.item_id))
      details.push({ param: `prices.${index}.item_id`, msg: priceBookMessages.itemNotFound });
    seen.add(key);
  });
  if (details.length > 0) throw new ValidationError(details);
  await db.transaction().execute(async (trx) => {
    const set = prices.filter((price): price is typeof price & { price: number } => price.price !== null);
    if (set.length > 0) await upsertPrices(trx, bookId, set);
    for (const removed of prices.filter((price) => price.price === null))
      await trx
        .deleteFrom('price_book_prices')
        .where('book_id', '=', bookId)
        .where('kind', '=', removed.kind)
        .where('item_id', '=', removed.item_id)
        .execute();
    await trx.updateTable('price_books').set({ updated_at: new Date() }).where('id', '=', bookId).execute();
  });
  return prices.length;
}

/**
 * The book a calculation or analysis asks for by `price_book_id` (a number or its text; absent, null or '' for the
 * catalogue's prices): 422 for a value that is no id, 404 for a book the caller may not use.
 */
export async function requestedBook(app: FastifyInstance, request: FastifyRequest, raw: unknown) {
  if (raw === undefined || raw === null || raw === '') return null;
  const id = plainDigits(raw);
  if (!isDatabaseId(id))
    throw new ValidationError([{ param: 'price_book_id', msg: 'Daftar harga tidak valid' }]);
  const book = await visibleBookOr404(app.db, id, await viewerFrom(app, request));
  return { book: { id: book.id, name: book.name }, prices: await loadBookPrices(app.db, book.id) };
}
