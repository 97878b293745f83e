// Issue #20: a 1.000-line project priced under a price book of 2.000 prices, on the server (p95 < 100 ms): the
// "switch to another book" preview (POST /api/projects/{id}/reprice with price_book_id: read the book, price every
// job type with it, re-total and diff) through the whole API in process, on the embedded database. Reference: the
// same preview with the catalogue's own prices (no book).
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';
import { figure, percentile, publish } from './support/report';

const ITEMS = 1_000;
const PRICES = 2_000;
const RUNS = 40;
const TARGET_MS = 100;

const database = await openDatabase({});
await migrateToLatest(database.db);
await upsertCatalogue(database.db, defaultCatalogue);
const db = database.db;
const app = await buildApp({
  database,
  closeDatabase: true,
  rateLimitPerMinute: 1_000_000,
  jwtSecret: 'bench',
});
await app.ready();

// A regional book as big as a kabupaten's SSH: every catalogue item, and materials added to reach 2.000 prices.
const have = async () =>
  (await db.selectFrom('materials').select('id').execute()).length +
  (await db.selectFrom('labor_rates').select('id').execute()).length +
  (await db.selectFrom('equipment').select('id').execute()).length;
const extra = PRICES - (await have());
for (let start = 0; start < extra; start += 500) {
  await db
    .insertInto('materials')
    .values(
      Array.from({ length: Math.min(500, extra - start) }, (_, i) => ({
        code: `SSH.${start + i}`,
        name: `Bahan SSH ${start + i}`,
        unit: 'bh',
        price: 1_000 + i,
        description: null,
      })),
    )
    .execute();
}
const { id: bookId } = await db
  .insertInto('price_books')
  .values({
    name: 'Kab. Sleman 2026',
    region: 'DIY',
    year: 2026,
    source: null,
    valid_until: null,
    owner_id: null,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const items = [
  ...(await db.selectFrom('materials').select(['id', 'price']).execute()).map((row) => ({
    kind: 'material' as const,
    ...row,
  })),
  ...(await db.selectFrom('labor_rates').select(['id', 'daily_rate as price']).execute()).map((row) => ({
    kind: 'labor' as const,
    ...row,
  })),
  ...(await db.selectFrom('equipment').select(['id', 'price']).execute()).map((row) => ({
    kind: 'equipment' as const,
    ...row,
  })),
];
for (let start = 0; start < items.length; start += 500) {
  await db
    .insertInto('price_book_prices')
    .values(
      items.slice(start, start + 500).map((item) => ({
        book_id: bookId,
        kind: item.kind,
        item_id: item.id,
        price: Math.round(Number(item.price) * 0.9),
      })),
    )
    .execute();
}
const prices = (
  await db.selectFrom('price_book_prices').select('item_id').where('book_id', '=', bookId).execute()
).length;

const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    username: 'bench_book',
    email: 'bench_book@contoh.com',
    full_name: 'Bench',
    password: 'rahasia-bench-1',
  },
});
const auth = { authorization: `Bearer ${register.json().token as string}` };
const jobTypes = await db.selectFrom('job_types').select('id').orderBy('id').execute();
const created = await app.inject({
  method: 'POST',
  url: '/api/projects',
  headers: auth,
  payload: {
    name: 'RAB 1.000 item',
    divisions: Array.from({ length: 10 }, (_, d) => ({
      code: String.fromCharCode(65 + d),
      name: `BAGIAN ${d + 1}`,
      items: Array.from({ length: ITEMS / 10 }, (_, i) => ({
        job_type_id: jobTypes[(d * 100 + i) % jobTypes.length]!.id,
        volume: `${(i % 9) + 1} × ${(i % 4) + 1},5`,
      })),
    })),
  },
});
if (created.statusCode !== 201) throw new Error(created.body);
const projectId = created.json().project.id as number;

async function preview(book: number | null): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS + 5; run += 1) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/reprice`,
      headers: auth,
      payload: { price_book_id: book },
    });
    const ms = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(response.body);
    if (book && response.json().changes.length === 0) throw new Error('the book changed no price');
    if (run >= 5) times.push(ms);
  }
  return times;
}
const underBook = percentile(await preview(bookId), 95);
const catalogue = percentile(await preview(null), 95);
await app.close();

publish('price-books', [
  figure(
    `a ${ITEMS}-line project priced under a book of ${prices} prices (reprice preview, whole API in process) p95`,
    underBook,
    'ms',
    {
      reference: { name: 'the same preview with the catalogue’s prices', value: catalogue },
      target: `< ${TARGET_MS} ms`,
      ok: underBook < TARGET_MS,
    },
  ),
]);
