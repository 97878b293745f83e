// Concurrent saves and reads on the embedded database for 10 s: throughput, latency, and that every save the
// server acknowledged is stored exactly once (the test suite runs a 3 s version of the same check).
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';

const database = await openDatabase({});
await migrateToLatest(database.db);
await upsertCatalogue(database.db, defaultCatalogue);
const app = await buildApp({
  database,
  closeDatabase: true,
  rateLimitPerMinute: 1_000_000,
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
const result = await autocannon({
  url,
  connections: 50,
  duration: 10,
  requests: [
    {
      method: 'POST',
      path: `/api/calculations/${jobTypeId}/save`,
      setupRequest: (request) => {
        sent += 1;
        const key = `bench-${String(sent).padStart(8, '0')}`;
        return {
          ...request,
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
        if (status === 201)
          acknowledged.add(
            (JSON.parse(body) as { calculation: { project_name: string } }).calculation.project_name,
          );
      },
    },
    { method: 'GET', path: '/api/calculations/history?limit=20', headers },
  ],
});
const copies = await sql<{ project_name: string; n: string }>`
  select project_name, count(*) as n from calculations where user_id = ${user.id} group by project_name`.execute(
  database.db,
);
const stored = new Map(copies.rows.map((row) => [row.project_name, Number(row.n)]));
await app.close();

const missing = [...acknowledged].filter((key) => stored.get(key) !== 1).length;
const duplicated = [...stored.values()].filter((n) => n > 1).length;
const checks = [
  // Throughput is reported; its targets (against a hello-world baseline) belong to the performance bench.
  [
    `${result.requests.average.toFixed(0)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    true,
  ],
  [
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    result.errors + result.timeouts + result.non2xx === 0,
  ],
  [
    `${acknowledged.size} acknowledged saves: ${missing} missing, ${duplicated} stored twice`,
    missing === 0 && duplicated === 0,
  ],
] as const;
for (const [label, ok] of checks)
  console.log(`${ok ? '✓' : '✖'} load (PGlite, 50 connections, 10 s): ${label}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
