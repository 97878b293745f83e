// History at scale: 100 000 saved calculations for one user and 1 000 000 in all, seeded with generate_series,
// then GET /api/calculations/history pages through the whole API stack (in process, app.inject): first, middle
// and last page, a search, and a deep cursor page, on PostgreSQL (127.0.0.1:5432, a database made and dropped
// here) and on the embedded PGlite. Reference: GET /api/calculations/history/:id (one row by primary key, same
// stack, same run).
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';
import { ALL, OWN, seedHistory, USERS } from './support/history-seed';
import { figure, percentile, publish, type Figure } from './support/report';

const LIMIT = 20;
const ROUNDS = 100;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Each page's p95 with the single-row read's p95 measured just before it (these cores drift), so its ratio
 * compares like with like; `maxRatio` (issue #22, PostgreSQL) bounds that ratio too.
 */
async function measure(
  label: string,
  handle: DatabaseHandle,
  targetMs: number,
  maxRatio?: number,
): Promise<Figure[]> {
  await migrateToLatest(handle.db);
  await upsertCatalogue(handle.db, defaultCatalogue);
  const userId = await seedHistory(handle.db);
  const app = await buildApp({ database: handle, rateLimitPerMinute: 1_000_000_000, jwtSecret: 'bench' });
  await app.ready();
  const user = await handle.db
    .selectFrom('users')
    .select(['id', 'token_version', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const headers = { authorization: `Bearer ${app.signToken(user)}` };
  const time = async (url: string) => {
    const timings: number[] = [];
    for (let i = 0; i < ROUNDS + 5; i += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      if (i >= 5) timings.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    return percentile(timings, 95);
  };
  const list = (query: string) => `/api/calculations/history?limit=${LIMIT}&${query}`;
  const first = await app.inject({ method: 'GET', url: list('page=1'), headers });
  const { pagination, calculations } = first.json() as {
    pagination: { total: number; pages: number };
    calculations: { id: number }[];
  };
  if (pagination.total !== OWN) throw new Error(`total ${pagination.total}, expected ${OWN}`);
  const single = `/api/calculations/history/${calculations[0]!.id}`;
  // A cursor deep in the list: walk to page 2 500 once through the cursor of its previous page.
  const middle = (
    await app.inject({ method: 'GET', url: list(`page=${pagination.pages / 2 - 1}`), headers })
  ).json() as {
    pagination: { next_cursor: string };
  };
  const cases: [string, string][] = [
    ['first page', list('page=1')],
    [`middle page (${pagination.pages / 2} of ${pagination.pages})`, list(`page=${pagination.pages / 2}`)],
    [`last page (${pagination.pages})`, list(`page=${pagination.pages}`)],
    ['search "gudang", first page', list('page=1&search=gudang')],
    ['search "gudang", page 20', list('page=20&search=gudang')],
    ['search "joko 4242" (one row), first page', list(`page=1&search=${encodeURIComponent('joko 4242')}`)],
    ['sort by RAB, middle page', list(`page=${pagination.pages / 2}&sort=rab_total&order=asc`)],
    ['cursor at the middle', list(`cursor=${middle.pagination.next_cursor}`)],
  ];
  const figures: Figure[] = [];
  for (const [name, url] of cases) {
    const reference = { name: 'GET /history/:id, measured just before', value: await time(single) };
    const p95 = await time(url);
    const ratio = p95 / reference.value;
    figures.push(
      figure(`${label}: history ${name} p95`, p95, 'ms', {
        reference,
        target: maxRatio ? `< ${targetMs} ms and ≤ ${maxRatio} × reference` : `< ${targetMs} ms`,
        ok: p95 < targetMs && (maxRatio === undefined || ratio <= maxRatio),
      }),
    );
  }
  // Each change of the user's rows makes the next deep page read its anchors again (one pass over the sort's
  // index): the first middle page after a save, with a row inserted (untimed) before each request.
  const afterSave: number[] = [];
  for (let i = 0; i < ROUNDS / 4; i += 1) {
    await sql`insert into calculations (user_id, job_type_id, project_name, calculation_data, result, volume,
        total_cost, rab_total, job_type_name, category_name)
      select user_id, job_type_id, project_name, calculation_data, result, volume, total_cost, rab_total,
        job_type_name, category_name from calculations where id = ${calculations[0]!.id}`.execute(handle.db);
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: list(`page=${pagination.pages / 2}`), headers });
    afterSave.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`after a save: ${response.statusCode}`);
  }
  figures.push(
    figure(
      `${label}: history middle page, first read after a save (median)`,
      percentile(afterSave, 50),
      'ms',
      {
        target: `< ${targetMs} ms (reads the anchors again)`,
        ok: percentile(afterSave, 50) < targetMs,
      },
    ),
  );
  await app.close();
  return figures;
}

const figures: Figure[] = [];
const notes: string[] = [];

// PostgreSQL: a database of our own, dropped afterwards.
const database = `bench_history_${process.pid}`;
const admin = await openDatabase({ databaseUrl: postgresUrl });
try {
  await sql`create database ${sql.id(database)}`.execute(admin.db);
  const handle = await openDatabase({ databaseUrl: postgresUrl.replace(/\/[^/]*$/, `/${database}`) });
  try {
    figures.push(...(await measure('PostgreSQL', handle, 20, 5)));
  } finally {
    await handle.close();
  }
} catch (error) {
  notes.push(`PostgreSQL not measured: ${String(error)}`);
  figures.push(figure('PostgreSQL history', 0, 'ms', { ok: false }));
} finally {
  await sql`drop database if exists ${sql.id(database)}`.execute(admin.db).catch(() => undefined);
  await admin.close();
}

const pglite = await openDatabase({});
try {
  figures.push(...(await measure('PGlite', pglite, 100)));
} finally {
  await pglite.close();
}
notes.push(
  `${ALL} calculations, ${OWN} of them for the measured user, ${USERS} users; ${LIMIT} rows a page; p95 of ${ROUNDS} requests each after 5 warm-up requests, through app.inject (routing, auth, validation, serialisation).`,
);
publish('history', figures, notes);
