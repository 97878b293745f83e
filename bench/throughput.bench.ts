// API throughput: POST /api/calculations/{jobTypeId} on the built server (embedded database) against the floor: a
// bare Fastify app (same version) that parses the same JSON body and sends the calculation's own answer,
// precomputed. Between them, the same precomputed answer through the real app's whole plugin chain
// (BENCH_ANSWER_FILE), so each layer's cost shows. The node processes run side by side and are loaded in turn by
// the same generator (50 connections, 5 s after 1 s of warm-up, three rounds with autocannon, then with wrk when
// installed); besides req/s, the server's CPU time per request (user + system from /proc/<pid>/stat over the run),
// steadier than req/s on shared cores. A GET hello-world stays as a reference.
// Needs `npm run build` first.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_BUSY_MICROS } from '../apps/api/src/bench-routes';
import { figure, median, publish } from './support/report';
import {
  defaultGenerator,
  runLoad,
  type GeneratorName,
  type LoadOptions,
  type LoadResult,
} from './support/generator';
import {
  cpuTimes,
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
const SECONDS = 5;
// The figures with targets come from autocannon, the generator of the issue's own figures; with wrk installed it
// runs too, as a second opinion from a generator that costs less and is never near its own limit.
const generators: GeneratorName[] = defaultGenerator() === 'wrk' ? ['autocannon', 'wrk'] : ['autocannon'];
// The servers run side by side and are loaded in turn, ROUNDS times each per generator: these cores are shared
// and their speed drifts by tens of percent within a minute, so each figure is the median of its rounds and each
// ratio the median of the same round's ratios.
const ROUNDS = 3;

interface Measured extends LoadResult {
  cpuMicrosPerRequest: number;
  userMicrosPerRequest: number;
}

async function loadOnce(generator: GeneratorName, options: LoadOptions, server: Started): Promise<Measured> {
  await runLoad({ ...options, seconds: 1 }, generator);
  const before = cpuTimes(server.child.pid!);
  const result = await runLoad(options, generator);
  const after = cpuTimes(server.child.pid!);
  if (result.failures > 0)
    throw new Error(`${options.url}: ${result.failures} failed requests (${generator})`);
  return {
    ...result,
    cpuMicrosPerRequest: ((after.total - before.total) / result.requests) * 1e6,
    userMicrosPerRequest: ((after.user - before.user) / result.requests) * 1e6,
  };
}

type Target = { name: string; server: Started; options: Omit<LoadOptions, 'connections' | 'seconds'> };

/** Every target loaded ROUNDS times by each generator, in turn; the rounds of each, per generator. */
async function rounds(targets: Target[]) {
  const runs = new Map<string, Record<GeneratorName, Measured[]>>(
    targets.map(({ name }) => [name, { wrk: [], autocannon: [] }]),
  );
  for (const generator of generators)
    for (let round = 0; round < ROUNDS; round++)
      for (const { name, server, options } of targets) {
        const measured = await loadOnce(
          generator,
          { ...options, connections: CONNECTIONS, seconds: SECONDS },
          server,
        );
        runs.get(name)![generator].push(measured);
      }
  return runs;
}

/** The median round of a server: each field the median of its rounds. */
function typical(measured: Measured[]): Measured {
  const pick = (field: keyof Measured) => median(measured.map((run) => run[field] as number));
  return {
    ...measured[0]!,
    requests: pick('requests'),
    requestsPerSecond: pick('requestsPerSecond'),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
    generatorCpuSeconds: pick('generatorCpuSeconds'),
    cpuMicrosPerRequest: pick('cpuMicrosPerRequest'),
    userMicrosPerRequest: pick('userMicrosPerRequest'),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-bench-'));
const serverEnv = {
  NODE_ENV: 'production',
  // One client sends everything here: the limiter still runs for every request, but never refuses.
  RATE_LIMIT: '1000000000',
  LOG_LEVEL: 'warn',
};
const started: Started[] = [];
let report: Parameters<typeof publish>;
try {
  const server = await startAndTime('node', [serverScript], {
    ...serverEnv,
    DATA_DIR: join(dataDir, 'product'),
  });
  started.push(server);
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
  const post = (url: string) => ({
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
  });
  const probe = await fetch(`${server.url}/api/calculations/${jobType.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (probe.status !== 200) throw new Error(`calculation answered ${probe.status}: ${await probe.text()}`);
  // The same bytes and headers, for the floor and the plugin chain.
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

  // The same answer through the whole plugin chain of the API (security headers, rate limit, auth check, errors),
  // from a second server on a data folder of its own (one process owns an embedded database's folder).
  const chainServer = await startAndTime('node', [serverScript], {
    ...serverEnv,
    DATA_DIR: join(dataDir, 'chain'),
    BENCH_ANSWER_FILE: answerFile,
  });
  started.push(chainServer);
  const floorServer = await startAndTime('node', [sameAnswerScript], { ANSWER_FILE: answerFile });
  started.push(floorServer);
  const hello = await startAndTime('node', [helloScript]);
  started.push(hello);

  const layer = (path: string) => post(`${chainServer.url}/api/bench/${path}`);
  const runs = await rounds([
    { name: 'calculation', server, options: post(`${server.url}/api/calculations/${jobType.id}`) },
    { name: 'chain', server: chainServer, options: layer('answer') },
    { name: 'validated', server: chainServer, options: layer(`validated/${jobType.id}`) },
    { name: 'serialised', server: chainServer, options: layer(`serialised/${jobType.id}`) },
    { name: 'busy', server: chainServer, options: layer('busy') },
    { name: 'floor', server: floorServer, options: post(`${floorServer.url}/`) },
    { name: 'hello', server: hello, options: { url: `${hello.url}/` } },
  ]);
  const roundsOf = (name: string, generator: GeneratorName) => runs.get(name)![generator];
  const of = (name: string, generator: GeneratorName) => typical(roundsOf(name, generator));
  /** The median over the rounds of a server's CPU per request divided by the floor's in the same round. */
  const toFloor = (name: string, generator: GeneratorName) =>
    median(
      roundsOf(name, generator).map(
        (run, round) => run.cpuMicrosPerRequest / roundsOf('floor', generator)[round]!.cpuMicrosPerRequest,
      ),
    );

  const main = generators[0]!;
  const [calc, plugins, bare, hi] = ['calculation', 'chain', 'floor', 'hello'].map((name) =>
    of(name, main),
  ) as [Measured, Measured, Measured, Measured];
  const cpuRatio = toFloor('calculation', main);
  const micros = (value: number) => Math.round(value);
  const generatorPerRequest = (run: Measured) => micros((run.generatorCpuSeconds / run.requests) * 1e6);
  const layers = (generator: GeneratorName) => {
    const cpu = (name: string) => micros(of(name, generator).cpuMicrosPerRequest);
    const user = (name: string) => micros(of(name, generator).userMicrosPerRequest);
    const step = (name: string, before: string, what: string) =>
      `${cpu(name)} (+${cpu(name) - cpu(before)}: ${what})`;
    const rounds = roundsOf('calculation', generator)
      .map((run) => micros(run.cpuMicrosPerRequest))
      .join(', ');
    const [f, c] = [of('floor', generator), of('calculation', generator)];
    return (
      `With ${generator}, CPU per request (median of ${ROUNDS} rounds), µs: floor ${cpu('floor')} → ` +
      `plugin chain ${step('chain', 'floor', 'hooks, headers, rate limit')} → ` +
      `route schemas ${step('validated', 'chain', 'params and body checked')} → ` +
      `serialiser ${step('serialised', 'validated', 'the answer written from its object')} → ` +
      `calculation ${step('calculation', 'serialised', 'the form validated and the job calculated')}; rounds of the calculation ${rounds}; ` +
      `hello-world GET ${cpu('hello')}. ` +
      `Calibration: the plugin chain after ${BENCH_BUSY_MICROS} µs of busy waiting costs ${step('busy', 'chain', `${BENCH_BUSY_MICROS} µs of work`)}. ` +
      `User time alone (the JavaScript, without the kernel's socket work): floor ${user('floor')}, plugin chain ${user('chain')}, ` +
      `route schemas ${user('validated')}, serialiser ${user('serialised')}, calculation ${user('calculation')}. ` +
      `The generator's own CPU per request: ${generatorPerRequest(f)} at the floor's ${Math.round(f.requestsPerSecond)} req/s, ` +
      `${generatorPerRequest(c)} at the calculation's ${Math.round(c.requestsPerSecond)} req/s.`
    );
  };
  report = [
    'throughput',
    [
      figure(
        `POST /api/calculations/${jobType.id}: server CPU per request (${main})`,
        calc.cpuMicrosPerRequest,
        'µs',
        {
          reference: {
            name: 'floor: bare Fastify, same body parsed, same answer sent',
            value: bare.cpuMicrosPerRequest,
          },
          target: '≤ 1.5 × floor (median of the rounds’ ratios)',
          ok: cpuRatio <= 1.5,
        },
      ),
      figure('the same, median of the rounds’ ratios to the floor', cpuRatio, '×', {
        target: '≤ 1.5',
        ok: cpuRatio <= 1.5,
      }),
      figure(
        'the same answer through the API plugin chain: CPU per request',
        plugins.cpuMicrosPerRequest,
        'µs',
        {
          reference: { name: 'floor', value: bare.cpuMicrosPerRequest },
        },
      ),
      figure(
        'the same answer through the calculation route’s schemas: CPU per request',
        of('validated', main).cpuMicrosPerRequest,
        'µs',
        { reference: { name: 'plugin chain', value: plugins.cpuMicrosPerRequest } },
      ),
      figure(
        'the same answer written by the route’s serialiser: CPU per request',
        of('serialised', main).cpuMicrosPerRequest,
        'µs',
        { reference: { name: 'plugin chain', value: plugins.cpuMicrosPerRequest } },
      ),
      figure(
        `the plugin chain after ${BENCH_BUSY_MICROS} µs of busy waiting (calibration): CPU per request`,
        of('busy', main).cpuMicrosPerRequest,
        'µs',
        { reference: { name: 'plugin chain', value: plugins.cpuMicrosPerRequest } },
      ),
      ...generators.slice(1).map((other) =>
        figure(
          `the calculation’s CPU per request measured with ${other}`,
          of('calculation', other).cpuMicrosPerRequest,
          'µs',
          {
            reference: { name: `floor with ${other}`, value: of('floor', other).cpuMicrosPerRequest },
          },
        ),
      ),
      figure(
        `POST /api/calculations/${jobType.id} throughput (${CONNECTIONS} connections, ${SECONDS} s)`,
        calc.requestsPerSecond,
        'req/s',
        { reference: { name: 'floor', value: bare.requestsPerSecond } },
      ),
      figure('POST /api/calculations p99 latency', calc.p99Ms, 'ms', {
        reference: { name: 'floor p99', value: bare.p99Ms },
        target: '< 10 ms',
        ok: calc.p99Ms < 10,
      }),
      figure('POST /api/calculations p50 latency', calc.p50Ms, 'ms', {
        reference: { name: 'floor p50', value: bare.p50Ms },
      }),
      figure('plugin chain throughput', plugins.requestsPerSecond, 'req/s', {
        reference: { name: 'floor', value: bare.requestsPerSecond },
      }),
      figure('GET hello-world throughput (earlier reference)', hi.requestsPerSecond, 'req/s', {
        reference: { name: 'floor', value: bare.requestsPerSecond },
      }),
    ],
    [
      `${calc.requests} calculations a round with ${main}, all 200; every server ran with LOG_LEVEL=warn (no per-request log lines). Answer: ${answer.body.length} B of JSON. The four servers ran side by side, their seven routes loaded in turn for ${SECONDS} s each (after 1 s of warm-up), ${ROUNDS} rounds with ${generators.join(', then with ')}.`,
      ...generators.map(layers),
    ],
  ];
} finally {
  await Promise.all(started.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
}
publish(...report);
