// API throughput: POST /api/calculations/{jobTypeId} on the built server (embedded database) against a bare
// Fastify hello-world route, both started as node processes in this run and loaded by autocannon the same way
// (50 connections, 10 s, after a 2 s warm-up). Needs `npm run build` first.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { figure, publish } from './support/report';
import { helloScript, sameAnswerScript, serverScript, startAndTime } from './support/processes';

if (!existsSync(serverScript)) {
  console.error('✖ throughput: build first (npm run build)');
  process.exit(1);
}
const CONNECTIONS = 50;
const SECONDS = 10;

async function load(options: autocannon.Options) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${options.url}: ${failures} failed requests`);
  return result;
}

const hello = await startAndTime('node', [helloScript]);
const reference = await load({ url: `${hello.url}/` }).finally(() => hello.stop());

const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-bench-'));
const server = await startAndTime('node', [serverScript], {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // One client sends everything here: the limiter still runs for every request, but never refuses.
  RATE_LIMIT: '1000000000',
  LOG_LEVEL: 'warn',
});
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
  const probe = await fetch(`${server.url}/api/calculations/${jobType.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (probe.status !== 200) throw new Error(`calculation answered ${probe.status}: ${await probe.text()}`);
  // The same bytes and headers, for the ceiling measured after the product.
  const skip = new Set(['date', 'content-length', 'connection', 'keep-alive', 'content-type']);
  const answer = {
    headers: {} as Record<string, string>,
    body: await probe.text(),
  };
  probe.headers.forEach((value, name) => {
    if (!skip.has(name)) answer.headers[name] = value;
  });
  writeFileSync(join(dataDir, 'answer.json'), JSON.stringify(answer));

  const calculation = await load({
    url: `${server.url}/api/calculations/${jobType.id}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const ratio = calculation.requests.average / reference.requests.average;
  await server.stop();
  const sameAnswer = await startAndTime('node', [sameAnswerScript], {
    ANSWER_FILE: join(dataDir, 'answer.json'),
  });
  const ceiling = await load({
    url: `${sameAnswer.url}/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  }).finally(() => sameAnswer.stop());
  publish(
    'throughput',
    [
      figure(
        `POST /api/calculations/${jobType.id} throughput (${CONNECTIONS} connections, ${SECONDS} s)`,
        calculation.requests.average,
        'req/s',
        {
          reference: { name: 'Fastify hello-world', value: reference.requests.average },
          target: '≥ 0.6 × reference',
          ok: ratio >= 0.6,
        },
      ),
      figure('POST /api/calculations p99 latency', calculation.latency.p99, 'ms', {
        reference: { name: 'hello-world p99', value: reference.latency.p99 },
        target: '< 10 ms',
        ok: calculation.latency.p99 < 10,
      }),
      figure('POST /api/calculations p50 latency', calculation.latency.p50, 'ms', {
        reference: { name: 'hello-world p50', value: reference.latency.p50 },
      }),
      figure('ceiling: a route sending the same answer, doing nothing', ceiling.requests.average, 'req/s', {
        reference: { name: 'Fastify hello-world', value: reference.requests.average },
      }),
    ],
    [
      `${calculation.requests.total} calculations, all 200; the server ran with LOG_LEVEL=warn (no per-request log lines), as the hello-world does.`,
      `The ceiling route answers with the calculation's own bytes (${answer.body.length} B of JSON) and headers: it shows how much of the gap to the 17-byte hello-world is only the answer's size.`,
    ],
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
