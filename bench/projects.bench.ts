// Projects at scale (issue #18): a 1.000-line RAB re-totals while the user types (< 16 ms, one frame) and reads
// back from the server quickly (< 50 ms p95). The browser's re-total is the editor's own priceDraft (core's
// priceProject and the volume reader) after one line's volume changed, timed here in Node's V8 as a stand-in for the
// phone's. Drawing the editor is bench/project-editor.bench.ts.
import { performance } from 'node:perf_hooks';
import { priceProject } from '@kalkulator/core';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrations';
import { defaultCatalogue } from '../apps/api/src/db/seed/catalogue';
import { upsertCatalogue } from '../apps/api/src/db/seed/seed';
import { draftErrors, priceDraft, type ProjectDraft } from '../apps/web/src/features/projects/draft';
import { figure, percentile, publish } from './support/report';

const ITEMS = 1_000;
const targets = { browserP95Ms: 16, serverTotalP95Ms: 16, readP95Ms: 50 };

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

const jobTypes = await database.db.selectFrom('job_types').select('id').orderBy('id').execute();
const register = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    username: 'bench_rab',
    email: 'bench_rab@contoh.com',
    full_name: 'Bench',
    password: 'rahasia-bench-1',
  },
});
const auth = { authorization: `Bearer ${register.json().token as string}` };
const divisions = Array.from({ length: 10 }, (_, d) => ({
  code: String.fromCharCode(65 + d),
  name: `BAGIAN ${d + 1}`,
  items: Array.from({ length: ITEMS / 10 }, (_, i) => ({
    job_type_id: jobTypes[(d * 100 + i) % jobTypes.length]!.id,
    volume: `${(i % 9) + 1} × ${(i % 4) + 1},5`,
  })),
}));
const created = await app.inject({
  method: 'POST',
  url: '/api/projects',
  headers: auth,
  payload: { name: 'RAB 1.000 item', divisions },
});
if (created.statusCode !== 201) throw new Error(created.body);
const project = created.json().project;

// The server: GET of the whole priced project.
const reads: number[] = [];
for (let run = 0; run < 60; run += 1) {
  const start = performance.now();
  const response = await app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: auth });
  reads.push(performance.now() - start);
  if (response.statusCode !== 200) throw new Error(response.body);
}

// The re-total alone (what every save and read computes), on the stored lines.
const stored = project.divisions.map(
  (division: {
    code: string;
    name: string;
    items: { unit_price: { A: number; B: number; C: number } }[];
  }) => ({
    code: division.code,
    name: division.name,
    items: division.items.map((item) => ({ ...item, parts: item.unit_price })),
  }),
);
const serverTotals: number[] = [];
for (let run = 0; run < 200; run += 1) {
  const start = performance.now();
  priceProject(stored, { overhead_percentage: 10, ppn_percentage: 11, rounding: '1000' });
  serverTotals.push(performance.now() - start);
}

// The browser: the editor's draft re-totalled after one keystroke (volumes read from what was typed).
const draft: ProjectDraft = {
  id: project.id,
  name: project.name,
  location: '',
  owner: '',
  contractor: '',
  description: '',
  fiscal_year: '2026',
  start_date: '',
  overhead_percentage: '10',
  ppn_percentage: '11',
  rounding: '1000',
  divisions: project.divisions.map(
    (division: {
      code: string;
      name: string;
      items: {
        id: string;
        job_type_id: number;
        description: string;
        unit: string;
        volume_text: string;
        unit_price: { A: number; B: number; C: number };
      }[];
    }) => ({
      code: division.code,
      name: division.name,
      items: division.items.map((item) => ({
        id: item.id,
        job_type_id: item.job_type_id,
        description: item.description,
        unit: item.unit,
        volumeText: item.volume_text,
        parts: { A: item.unit_price.A, B: item.unit_price.B, C: item.unit_price.C },
        freePrice: null,
        priceSource: 'ahsp' as const,
      })),
    }),
  ),
};
// Each run follows a keystroke: one line's volume typed anew, the others as they were.
const typedLine = draft.divisions[5]!.items[50]!;
const browser: number[] = [];
const checks: number[] = [];
for (let run = 0; run < 200; run += 1) {
  typedLine.volumeText = `${(run % 97) + 1} × 2,${run % 10}`;
  const start = performance.now();
  priceDraft(draft);
  browser.push(performance.now() - start);
  // The editor's live checks of the whole project on the same keystroke (the amount of every line).
  const checked = performance.now();
  draftErrors(draft);
  checks.push(performance.now() - checked);
}
await app.close();

const browserP95 = percentile(browser, 95);
const checksP95 = percentile(checks, 95);
const serverP95 = percentile(serverTotals, 95);
const readP95 = percentile(reads, 95);
publish('projects', [
  figure(`re-total of a ${ITEMS}-line project in the editor (priceDraft) p95`, browserP95, 'ms', {
    target: `< ${targets.browserP95Ms} ms`,
    ok: browserP95 < targets.browserP95Ms,
  }),
  figure(`its live checks on the same keystroke (draftErrors) p95`, checksP95, 'ms'),
  figure(`re-total of a ${ITEMS}-line project on the server (priceProject) p95`, serverP95, 'ms', {
    target: `< ${targets.serverTotalP95Ms} ms`,
    ok: serverP95 < targets.serverTotalP95Ms,
  }),
  figure(`GET /api/projects/{id} of ${ITEMS} lines p95 (PGlite, in-process)`, readP95, 'ms', {
    target: `< ${targets.readP95Ms} ms`,
    ok: readP95 < targets.readP95Ms,
  }),
]);
