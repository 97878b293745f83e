import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin, registerUser } from './test/auth';
import { brickWallJob, jobTypeId } from './test/catalogue';

// Thousands of random and hostile requests to every write route, as an admin (so that only the input decides):
// every answer is below 500 with an Indonesian message, and a refused request leaves the database as it was.

let t: TestApp;
let adminToken: string;
let userToken: string;
let leavingUserId: number;
beforeAll(async () => {
  // The API's rate limit would answer most of these with 429 before the input is even read.
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  adminToken = (await createAdmin(t.app, t.db)).token;
  userToken = (await registerUser(t.app)).token;
  leavingUserId = (await registerUser(t.app)).id;
});
afterAll(() => t.close());

// Routes whose whole purpose is to wipe or renumber data would succeed on any body: they are tested on their own
// (admin tests), not fed random input here.
const SKIPPED = /clear-all|reset-auto-increment|reset-all-auto-increment/;
/** Routes that end the caller's sessions: each request gets a token of its own, of an account kept for that. */
const SESSION_ENDING = /\/auth\/logout(-all)?$/;
async function leavingToken(): Promise<string> {
  const row = await t.db.selectFrom('users').selectAll().where('id', '=', leavingUserId).executeTakeFirst();
  if (row) return t.app.signToken(row);
  // An admin route of the run deleted that account (its id is among the random ones): another takes its place.
  leavingUserId = (await registerUser(t.app)).id;
  return leavingToken();
}
const TABLES = [
  'users',
  'job_categories',
  'job_types',
  'materials',
  'labor_rates',
  'job_type_materials',
  'job_type_labor',
  'equipment',
  'job_type_equipment',
  'calculations',
  'projects',
  'project_revisions',
  'price_books',
  'price_book_prices',
  'admin_audit',
  'calculator_results',
  'ended_sessions',
] as const;

async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = await sql<{
      digest: string | null;
    }>`select md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(table)} t`.execute(t.db);
    parts.push(`${table}:${row.rows[0]?.digest ?? ''}`);
  }
  return parts.join(',');
}

const hostileText = fc.constantFrom(
  "'; drop table calculations; --",
  "1' or '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000\u0001\uffff',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '９９',
  '𝟙𝟚𝟛',
  '{"__proto__":{"admin":true}}',
);
// Lone UTF-16 surrogates (half an emoji): JSON carries them as "\ud800", no text column or jsonb can hold them. In
// bodies only: a URL cannot carry them (encodeURIComponent throws).
const loneSurrogates = fc.constantFrom('\ud800', 'Bata \udfff', '\ude00\ud83d');
const hostileNumber = fc.constantFrom(
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  -1,
  0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
);
// Any UTF-16 code units: NUL, control characters and lone surrogates among them (fast-check's 'binary' unit makes
// whole code points only, never half a pair).
const codeUnits = (maxLength: number) =>
  fc.string({ unit: fc.nat({ max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength });
const leaf = fc.oneof(
  fc.string(),
  codeUnits(8),
  hostileText,
  loneSurrogates,
  fc.integer(),
  fc.double(),
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);
// Deep objects: fast-check's letrec with a depth bias toward nesting.
const { tree } = fc.letrec((build) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, build('array'), build('object')),
  array: fc.array(build('tree'), { maxLength: 4 }),
  object: fc.dictionary(
    fc.oneof(
      { weight: 4, arbitrary: fc.string() },
      { weight: 4, arbitrary: fc.constantFrom('volume', 'id', 'name', '__proto__', 'constructor') },
      // Keys are stored too (a form or a calculator's inputs go whole into a jsonb column); rarely, so that most
      // bodies still get past the text guard to the routes.
      { weight: 1, arbitrary: fc.oneof(fc.constantFrom('a\u0000', 'k\ud800', '\udc00'), codeUnits(4)) },
    ),
    build('tree'),
    {
      maxKeys: 5,
    },
  ),
}));
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
});

type Payload = { contentType: string; body: string };
const json = (value: unknown): Payload => ({
  contentType: 'application/json',
  body: JSON.stringify(value) ?? 'null',
});
const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 5, arbitrary: tree.map(json) },
  { weight: 1, arbitrary: deep.map(json) },
  { weight: 1, arbitrary: fc.constant(json({ name: 'x'.repeat(1024 * 1024), volume: 1 })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('{', '{"volume": }', '[1,2', 'null', '"', '{"a":1}{"b":2}').map((body) => ({
      contentType: 'application/json',
      body,
    })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
        ),
        fc.string(),
      )
      .map(([contentType, body]) => ({ contentType, body })),
  },
);
const idLike = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }).map(String) },
  fc.string({ minLength: 1, maxLength: 20 }),
  hostileText,
  hostileNumber.map(String),
  fc.integer({ min: -5, max: 5000 }).map(String),
);
const query = fc.dictionary(
  fc.constantFrom(
    'search',
    'page',
    'limit',
    'sort',
    'order',
    'force',
    'category_id',
    'from',
    'to',
    'overhead_percentage',
    'x',
  ),
  fc.oneof(fc.string(), hostileText, hostileNumber.map(String)),
  { maxKeys: 4 },
);

function writeRoutes(): { method: 'POST' | 'PUT' | 'DELETE'; url: string }[] {
  return t.app.apiRoutes
    .filter((route) => ['POST', 'PUT', 'DELETE'].includes(route.method) && !SKIPPED.test(route.url))
    .map((route) => ({ method: route.method as 'POST' | 'PUT' | 'DELETE', url: route.url }));
}

// Fastify's and zod's English defaults must never reach the user.
const ENGLISH =
  /\b(must|expected|Expected|Unsupported|cannot|Bad Request|Invalid input|Required|Not Found|body)\b/;

function expectIndonesianError(answer: { statusCode: number; body: string }, label: string) {
  const body = JSON.parse(answer.body) as { message?: unknown; details?: { param: unknown; msg: unknown }[] };
  expect(typeof body.message, label).toBe('string');
  expect(body.message, label).not.toMatch(ENGLISH);
  for (const detail of body.details ?? []) {
    expect(typeof detail.msg, label).toBe('string');
    expect(detail.msg, label).not.toMatch(ENGLISH);
  }
}

describe('hostile input to every write route', () => {
  it('lists the write routes it attacks', () => {
    expect(writeRoutes().length).toBeGreaterThan(30);
  });

  // Random trees rarely take the shape of a body a route stores whole (a calculation's form, a calculator's inputs,
  // a project's divisions): valid ones here, with hostile text in one of their keys or strings, reach the database.
  // Run before the random writes below, which may delete or rename the seeded wall it prices (an admin's
  // DELETE /jobs/type/27?force=true is one of them).
  it('answers a valid stored body with hostile text in a key or a string below 500, writing nothing when it refuses', async () => {
    const wallId = await jobTypeId(t.db, brickWallJob().code);
    const text = fc.oneof(
      fc.string(),
      codeUnits(6),
      hostileText,
      loneSurrogates,
      fc.constantFrom('a\u0000', '🧱'),
    );
    const bodies = (key: string, value: string) => [
      {
        url: `/api/calculations/${wallId}/save`,
        payload: {
          volume: 10,
          productivity: 10,
          worker_ratio: '1:1',
          num_workers: 2,
          project_name: value,
          [key]: 1,
        },
      },
      {
        url: '/api/calculator-results',
        payload: {
          results: [
            {
              id: 'calc_property',
              calculator: 'bata',
              title: 'Kalkulator Bata',
              inputs: { [key]: value },
              rows: [{ key: 'bricks', label: value, value: 990, unit: 'bh', decimals: 0 }],
            },
          ],
        },
      },
      {
        url: '/api/projects',
        payload: {
          name: 'Rumah',
          divisions: [
            {
              code: 'A',
              name: value,
              items: [{ job_type_id: null, description: value, unit: 'ls', volume: 1, unit_price: '1000' }],
            },
          ],
        },
      },
    ];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), text, text, async (which, key, value) => {
        const { url, payload } = bodies(key, value)[which]!;
        const before = await fingerprint();
        const answer = await t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
        const label = `${url} ${JSON.stringify({ key, value })} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, label).toBeLessThan(500);
        if (answer.statusCode >= 400) {
          expectIndonesianError(answer, label);
          expect(await fingerprint(), label).toBe(before);
        }
      }),
      { numRuns: 200, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 120_000);

  // Random trees rarely take the shape of a whole analysis: bodies that do, with junk in their rows, reach the
  // checks behind the schema. A refused line in any list leaves all three lists as they were.
  it('answers below 500 in Indonesian and changes nothing when it refuses', async () => {
    const routes = writeRoutes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(idLike, { minLength: 3, maxLength: 3 }),
        query,
        payload,
        fc.oneof({ weight: 4, arbitrary: fc.constant(adminToken) }, fc.constant(userToken)),
        async (route, ids, search, { contentType, body }, token) => {
          let next = 0;
          const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(ids[next++]!));
          const caller = SESSION_ENDING.test(route.url) ? await leavingToken() : token;
          const before = await fingerprint();
          const answer = await t.app.inject({
            method: route.method,
            url,
            query: search,
            headers: { ...bearer(caller), 'content-type': contentType },
            payload: body,
          });
          const label = `${route.method} ${url} ${contentType} ${body.slice(0, 120)} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, label).toBeLessThan(500);
          if (answer.statusCode >= 400) {
            expectIndonesianError(answer, label);
            expect(await fingerprint(), label).toBe(before);
          }
        },
      ),
      { numRuns: 1500, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 240_000);

  it('answers a whole analysis with junk rows below 500 and writes none of it when it refuses', async () => {
    const id = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }) }, idLike, hostileNumber);
    const amount = fc.oneof(fc.double(), hostileNumber, hostileText, fc.constantFrom('0,25', '1.5', 2));
    const rows = <K extends string, V extends string>(key: K, value: V) =>
      fc.array(fc.record({ [key]: id, [value]: amount } as Record<K | V, typeof id>), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        rows('labor_rate_id', 'coefficient'),
        rows('material_id', 'quantity_per_unit'),
        rows('equipment_id', 'quantity_per_unit'),
        async (jobType, labor, materials, equipment) => {
          const before = await fingerprint();
          const answer = await t.app.inject({
            method: 'PUT',
            url: `/api/job-types/${jobType}/analysis`,
            headers: bearer(adminToken),
            payload: {
              labor_assignments: labor,
              material_assignments: materials,
              equipment_assignments: equipment,
            },
          });
          const label = `${jobType} ${JSON.stringify({ labor, materials, equipment })} → ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, label).toBeLessThan(500);
          if (answer.statusCode >= 400) {
            expectIndonesianError(answer, label);
            expect(await fingerprint(), label).toBe(before);
          }
        },
      ),
      { numRuns: 300, seed: Number(process.env.PROPERTY_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 120_000);
});
