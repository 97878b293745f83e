// Throughput of the calculation route with one server process and with WEB_CONCURRENCY=auto (one per core), both on
// PostgreSQL (the embedded database allows one process), loaded the same way by wrk when installed, else
// autocannon (bench/support/generator.ts). Reports how much CPU the load generator itself took, since it shares the
// machine's cores with the servers. Needs `npm run build` and PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
import { availableParallelism } from 'node:os';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { figure, publish } from './support/report';
import { defaultGenerator, runLoad } from './support/generator';
import { cpuSeconds, serverScript, startAndTime } from './support/processes';

if (!existsSync(serverScript)) {
  console.error('✖ processes: build first (npm run build)');
  process.exit(1);
}
const CONNECTIONS = 50;
const generator = defaultGenerator();
const SECONDS = 10;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `kalkulator_bench_processes_${process.pid}`;

const admin = new pg.Client({ connectionString: postgresUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
const url = new URL(postgresUrl);
url.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-bench-processes-'));

interface Run {
  processes: number;
  requestsPerSecond: number;
  p99: number;
  serverCpuPerRequestUs: number;
  generatorCpuShare: number;
  /** Server CPU seconds per second of the run (1 = one core busy). */
  serverCpuShare: number;
}

async function measure(concurrency: string): Promise<Run> {
  const server = await startAndTime(
    'node',
    [serverScript],
    {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-processes-secret-0123456789abcdef',
      WEB_CONCURRENCY: concurrency,
      RATE_LIMIT: '1000000000',
      LOG_LEVEL: 'warn',
    },
    { signalStarted: true },
  );
  try {
    const { categories } = (await (await fetch(`${server.url}/api/jobs/categories`)).json()) as {
      categories: { id: number }[];
    };
    const { job_types } = (await (
      await fetch(`${server.url}/api/jobs/types/${categories[0]!.id}`)
    ).json()) as {
      job_types: { id: number; default_productivity: number; default_worker_ratio: string }[];
    };
    const jobType = job_types[0]!;
    const options = {
      url: `${server.url}/api/calculations/${jobType.id}`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        volume: '125,5',
        productivity: jobType.default_productivity,
        worker_ratio: jobType.default_worker_ratio,
        profit_percentage: '20',
      }),
      connections: CONNECTIONS,
    };
    await runLoad({ ...options, seconds: 2 }, generator);
    const serverBefore = cpuSeconds(server.child.pid!);
    const result = await runLoad({ ...options, seconds: SECONDS }, generator);
    const serverCpu = cpuSeconds(server.child.pid!) - serverBefore;
    if (result.failures > 0)
      throw new Error(`${result.failures} failed requests with WEB_CONCURRENCY=${concurrency}`);
    return {
      processes: concurrency === 'auto' ? availableParallelism() : Number(concurrency),
      requestsPerSecond: result.requestsPerSecond,
      p99: result.p99Ms,
      serverCpuPerRequestUs: (serverCpu / result.requests) * 1e6,
      generatorCpuShare: result.generatorCpuSeconds / result.wallSeconds / availableParallelism(),
      serverCpuShare: serverCpu / result.wallSeconds,
    };
  } finally {
    await server.stop();
  }
}

/** The mean of two runs, field by field (the processes field is the same in both). */
function meanOf(a: Run, b: Run): Run {
  const mean = (field: keyof Run) => (a[field] + b[field]) / 2;
  return {
    processes: a.processes,
    requestsPerSecond: mean('requestsPerSecond'),
    p99: mean('p99'),
    serverCpuPerRequestUs: mean('serverCpuPerRequestUs'),
    generatorCpuShare: mean('generatorCpuShare'),
    serverCpuShare: mean('serverCpuShare'),
  };
}

// Published after the clean-up below: publish() ends the process, and a finally after it would never run.
let report: Parameters<typeof publish> | undefined;
try {
  // One process, all, all, one: the machine's drift within the minute weighs on both sides alike, and neither
  // side is always the one measured first on a new database.
  const firstOne = await measure('1');
  const firstAll = await measure('auto');
  const all = meanOf(firstAll, await measure('auto'));
  const one = meanOf(firstOne, await measure('1'));
  const ratio = all.requestsPerSecond / one.requestsPerSecond;
  report = [
    'processes',
    [
      figure(
        `POST /api/calculations, WEB_CONCURRENCY=auto (${all.processes} processes) on PostgreSQL`,
        all.requestsPerSecond,
        'req/s',
        {
          reference: { name: 'one process, same run', value: one.requestsPerSecond },
          target: '≥ 1.6 × one process',
          ok: ratio >= 1.6,
        },
      ),
      figure('p99 latency, all processes', all.p99, 'ms', {
        reference: { name: 'one process', value: one.p99 },
      }),
      figure('server CPU per request, all processes', all.serverCpuPerRequestUs, 'µs', {
        reference: { name: 'one process', value: one.serverCpuPerRequestUs },
      }),
      figure(
        'load generator CPU, share of the machine (all processes run)',
        all.generatorCpuShare * 100,
        '%',
        {
          reference: { name: 'one-process run', value: one.generatorCpuShare * 100 },
        },
      ),
    ],
    [
      `Each side measured twice (one process, all, all, one; means), ${CONNECTIONS} connections for ${SECONDS} s after a 2 s warm-up, ${generator === 'wrk' ? 'wrk (one thread)' : "autocannon in the bench's own process"} on the same ${availableParallelism()} cores as the servers: what it takes is not left to them.`,
      'Server CPU is user + system time of the server and its processes from /proc over the measured run, divided by the requests answered.',
      `What the cores allow: one process used ${(one.serverCpuShare * 100).toFixed(0)} % of a core; with every process the servers used ${(all.serverCpuShare * 100).toFixed(0)} % and the generator ${(all.generatorCpuShare * availableParallelism() * 100).toFixed(0)} % of the ${availableParallelism() * 100} %, so the most the servers could reach is ${((availableParallelism() * (1 - all.generatorCpuShare)) / one.serverCpuShare).toFixed(2)} × one process at the same CPU per request.`,
    ],
  ];
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}
if (report) publish(...report);
