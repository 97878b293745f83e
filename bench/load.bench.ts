// Concurrent saves for 10 s (50 connections), in process, on PostgreSQL and on the embedded database: acknowledged
// saves per second, latency, and that every save the server acknowledged is stored exactly once (the test suite
// runs a 3 s version of the same check). PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test
// (a database of its own is made and dropped).
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';
import { figure, publish, type Figure } from './support/report';

const CONNECTIONS = 50;
const SECONDS = 10;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function saves(database: DatabaseHandle, label: string) {
  await migrateToLatest(database.db);
  await upsertCatalogue(database.db, defaultCatalogue);
  const app = await buildApp({
    database,
    closeDatabase: true,
    rateLimitPerMinute: 1_000_000_000,
    jwtSecret: 'bench',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username: 'beban_bench',
      email: 'beban@bench.id',
      full_name: 'Beban Bench',
      password: 'rahasia-bench-1',
    },
  });
  const { user, token } = registered.json() as { user: { id: number }; token: string };
  const { id: jobTypeId } = await database.db
    .selectFrom('job_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const acknowledged = new Set<string>();
  let sent = 0;
  const request = (warmUp: boolean): autocannon.Request => ({
    method: 'POST',
    path: `/api/calculations/${jobTypeId}/save`,
    setupRequest: (base) => {
      sent += 1;
      const key = `${warmUp ? 'warm' : 'bench'}-${String(sent).padStart(8, '0')}`;
      return {
        ...base,
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({
          volume: 1 + (sent % 80),
          productivity: 10,
          worker_ratio: '1:3',
          project_name: key,
        }),
      };
    },
    onResponse: (status, body) => {
      if (status === 201 && !warmUp)
        acknowledged.add(
          (JSON.parse(body) as { calculation: { project_name: string } }).calculation.project_name,
        );
    },
  });
  await autocannon({ url, connections: CONNECTIONS, duration: 2, requests: [request(true)] });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request(false)],
  });
  const copies = await sql<{ project_name: string; n: string }>`
    select project_name, count(*) as n from calculations
    where user_id = ${user.id} and project_name like 'bench-%' group by project_name`.execute(database.db);
  const stored = new Map(copies.rows.map((row) => [row.project_name, Number(row.n)]));
  await app.close();
  const missing = [...acknowledged].filter((key) => stored.get(key) !== 1).length;
  const duplicated = [...stored.values()].filter((n) => n > 1).length;
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    label,
    perSecond: acknowledged.size / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: acknowledged.size,
    missing,
    duplicated,
    failures,
  };
}

const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
const name = `kalkulator_bench_load_${process.pid}`;
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = new URL(postgresUrl);
url.pathname = `/${name}`;
let postgres: Awaited<ReturnType<typeof saves>>;
try {
  postgres = await saves(await openDatabase({ databaseUrl: url.toString() }), 'PostgreSQL');
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
const embedded = await saves(await openDatabase({}), 'PGlite');

const figures: Figure[] = [];
for (const run of [postgres, embedded]) {
  const intact = run.missing === 0 && run.duplicated === 0 && run.failures === 0;
  figures.push(
    figure(
      `${run.label}: acknowledged saves per second (${CONNECTIONS} connections, ${SECONDS} s)`,
      run.perSecond,
      'saves/s',
      {
        ...(run.label === 'PostgreSQL' && { target: '≥ 1000 saves/s', ok: run.perSecond >= 1000 }),
      },
    ),
    figure(`${run.label}: save p99 latency`, run.p99, 'ms', {
      ...(run.label === 'PostgreSQL' && { target: '< 100 ms', ok: run.p99 < 100 }),
    }),
    figure(
      `${run.label}: saves lost, stored twice or failed`,
      run.missing + run.duplicated + run.failures,
      'saves',
      {
        target: '0',
        ok: intact,
      },
    ),
  );
}
publish('load', figures, [
  `PostgreSQL: ${postgres.acknowledged} saves acknowledged, p50 ${postgres.p50} ms; PGlite: ${embedded.acknowledged}, p50 ${embedded.p50} ms.`,
  "PGlite runs PostgreSQL single-user inside this process: one statement at a time, each save a transaction (insert, idempotency key, the owner's count by trigger) synced to its folder, on the same thread that serves HTTP; its ceiling is that one thread, not the pool of connections PostgreSQL gives.",
]);
