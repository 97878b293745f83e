// API throughput: POST /api/calculations/{jobTypeId} on the built server (embedded database) against the floor: a
// bare Fastify app (same version) that parses the same JSON body and sends the calculation's own answer,
// precomputed. Between them, the same precomputed answer through the real app's whole plugin chain
// (BENCH_ANSWER_FILE), so each layer's cost shows. Each is a node process loaded by autocannon the same way (50
// connections, 10 s, after a 2 s warm-up); besides req/s, the server's CPU time per request (user + system from
// /proc/<pid>/stat over the run), steadier than req/s on shared cores. A GET hello-world stays as a reference.
// Needs `npm run build` first.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { figure, publish } from './support/report';
import {
  cpuSeconds,
  helloScript,
  sameAnswerScript,
  serverScript,
  startAndTime,
  type Started,
} from './support/processes';

if (!existsSync(serverScript)) {
  console.error('✖ throughput: build first (npm run build)');
  process.exit(1);
}
const CONNECTIONS = 50;
const SECONDS = 10;

async function load(options: autocannon.Options, server?: Started) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const cpuBefore = server ? cpuSeconds(server.child.pid!) : 0;
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const cpuMicrosPerRequest = server
    ? ((cpuSeconds(server.child.pid!) - cpuBefore) / result.requests.total) * 1e6
    : Number.NaN;
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${options.url}: ${failures} failed requests`);
  return { ...result, cpuMicrosPerRequest };
}

const hello = await startAndTime('node', [helloScript]);
const reference = await load({ url: `${hello.url}/` }, hello).finally(() => hello.stop());

const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-bench-'));
const serverEnv = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // One client sends everything here: the limiter still runs for every request, but never refuses.
  RATE_LIMIT: '1000000000',
  LOG_LEVEL: 'warn',
};
let server = await startAndTime('node', [serverScript], serverEnv);
try {
  const { categories } = (await (await fetch(`${server.url}/api/jobs/categories`)).json()) as {
    categories: { id: number }[];
  };
  const { job_types } = (await (await fetch(`${server.url}/api/jobs/types/${categories[0]!.id}`)).json()) as {
    job_types: { id: number; default_productivity: number; default_worker_ratio: string }[];
  };
  const jobType = job_types[0]!;
  const body = JSON.stringify({
    volume: '125,5',
    productivity: jobType.default_productivity,
    worker_ratio: jobType.default_worker_ratio,
    num_workers: 3,
    profit_percentage: '20',
    custom_waste_factor: '5',
  });
  const post = (url: string): autocannon.Options => ({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const probe = await fetch(`${server.url}/api/calculations/${jobType.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (probe.status !== 200) throw new Error(`calculation answered ${probe.status}: ${await probe.text()}`);
  // The same bytes and headers, for the floor and the plugin chain measured after the product.
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'content-type']);
  const answer = {
    headers: {} as Record<string, string>,
    body: await probe.text(),
  };
  probe.headers.forEach((value, name) => {
    if (!skip.has(name)) answer.headers[name] = value;
  });
  const answerFile = join(dataDir, 'answer.json');
  writeFileSync(answerFile, JSON.stringify(answer));

  const calculation = await load(post(`${server.url}/api/calculations/${jobType.id}`), server);
  await server.stop();

  // The same answer through the whole plugin chain of the API (security headers, rate limit, auth check, errors).
  server = await startAndTime('node', [serverScript], { ...serverEnv, BENCH_ANSWER_FILE: answerFile });
  const chain = await load(post(`${server.url}/api/bench/answer`), server);
  await server.stop();

  const floorServer = await startAndTime('node', [sameAnswerScript], { ANSWER_FILE: answerFile });
  const floor = await load(post(`${floorServer.url}/`), floorServer).finally(() => floorServer.stop());

  const cpuRatio = calculation.cpuMicrosPerRequest / floor.cpuMicrosPerRequest;
  const micros = (value: number) => Math.round(value);
  publish(
    'throughput',
    [
      figure(
        `POST /api/calculations/${jobType.id}: server CPU per request`,
        calculation.cpuMicrosPerRequest,
        'µs',
        {
          reference: {
            name: 'floor: bare Fastify, same body parsed, same answer sent',
            value: floor.cpuMicrosPerRequest,
          },
          target: '≤ 1.5 × floor',
          ok: cpuRatio <= 1.5,
        },
      ),
      figure(
        'the same answer through the API plugin chain: CPU per request',
        chain.cpuMicrosPerRequest,
        'µs',
        {
          reference: { name: 'floor', value: floor.cpuMicrosPerRequest },
        },
      ),
      figure(
        `POST /api/calculations/${jobType.id} throughput (${CONNECTIONS} connections, ${SECONDS} s)`,
        calculation.requests.average,
        'req/s',
        { reference: { name: 'floor', value: floor.requests.average } },
      ),
      figure('POST /api/calculations p99 latency', calculation.latency.p99, 'ms', {
        reference: { name: 'floor p99', value: floor.latency.p99 },
        target: '< 10 ms',
        ok: calculation.latency.p99 < 10,
      }),
      figure('POST /api/calculations p50 latency', calculation.latency.p50, 'ms', {
        reference: { name: 'floor p50', value: floor.latency.p50 },
      }),
      figure('plugin chain throughput', chain.requests.average, 'req/s', {
        reference: { name: 'floor', value: floor.requests.average },
      }),
      figure('GET hello-world throughput (earlier reference)', reference.requests.average, 'req/s', {
        reference: { name: 'floor', value: floor.requests.average },
      }),
    ],
    [
      `${calculation.requests.total} calculations, all 200; every server ran with LOG_LEVEL=warn (no per-request log lines). Answer: ${answer.body.length} B of JSON.`,
      `CPU per request, µs: floor ${micros(floor.cpuMicrosPerRequest)} → plugin chain ${micros(chain.cpuMicrosPerRequest)} (+${micros(chain.cpuMicrosPerRequest - floor.cpuMicrosPerRequest)}: hooks, headers, rate limit) → calculation ${micros(calculation.cpuMicrosPerRequest)} (+${micros(calculation.cpuMicrosPerRequest - chain.cpuMicrosPerRequest)}: validation, calculation, serialisation); hello-world GET ${micros(reference.cpuMicrosPerRequest)}.`,
    ],
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
