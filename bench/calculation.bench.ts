// The job calculation must feel instant: in the browser (core alone) and through the API on PGlite.
import { performance } from 'node:perf_hooks';
import { calculateJob } from '@kalkulator/core';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';
import { percentile } from './support/report';

const targets = { coreMeanMs: 0.2, apiP95Ms: 25 };

const database = await openDatabase({});
await migrateToLatest(database.db);
await upsertCatalogue(database.db, defaultCatalogue);
const app = await buildApp({
  database,
  closeDatabase: true,
  rateLimitPerMinute: 1_000_000,
  jwtSecret: 'bench',
});
await app.ready();

const { id } = await database.db.selectFrom('job_types').select('id').orderBy('id').executeTakeFirstOrThrow();
const details = (await app.inject({ method: 'GET', url: `/api/job-types/${id}/details` })).json().job_type;
const form = {
  volume: '125,5',
  productivity: details.default_productivity,
  worker_ratio: details.default_worker_ratio,
  num_workers: 3,
  profit_percentage: '20',
  custom_waste_factor: '5',
};

const rounds = 20_000;
let start = performance.now();
for (let i = 0; i < rounds; i += 1) calculateJob(details, form);
const coreMean = (performance.now() - start) / rounds;

const timings: number[] = [];
for (let i = 0; i < 500; i += 1) {
  start = performance.now();
  const response = await app.inject({ method: 'POST', url: `/api/calculations/${id}`, payload: form });
  timings.push(performance.now() - start);
  if (response.statusCode !== 200) throw new Error(response.body);
}
await app.close();

const apiP95 = percentile(timings, 95);
const rows = [
  ['calculateJob mean (core)', coreMean, targets.coreMeanMs],
  ['POST /api/calculations p95 (PGlite, in-process)', apiP95, targets.apiP95Ms],
] as const;
let failed = false;
for (const [name, value, target] of rows) {
  const ok = value <= target;
  failed ||= !ok;
  console.log(`${ok ? '✓' : '✖'} ${name}: ${value.toFixed(3)} ms (target ≤ ${target} ms)`);
}
process.exit(failed ? 1 : 0);
