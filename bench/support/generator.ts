// The load generators of the HTTP benches: autocannon (JavaScript, in the bench's own process) and wrk (Debian's
// package, C, one thread) when it is installed. Each run reports the generator's own CPU time, since it shares the
// machine's cores with the servers it loads: autocannon costs 30–60 µs of CPU per request, wrk 20–30 µs, so wrk
// leaves more of the cores to the servers (the processes bench uses it) and is never near its own limit.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const WRK_PATH = process.env.WRK_PATH ?? '/usr/bin/wrk';

export type GeneratorName = 'wrk' | 'autocannon';

/** wrk when installed, unless BENCH_GENERATOR=autocannon. */
export function defaultGenerator(): GeneratorName {
  return process.env.BENCH_GENERATOR !== 'autocannon' && existsSync(WRK_PATH) ? 'wrk' : 'autocannon';
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  generator: GeneratorName;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Errors, timeouts and answers other than 2xx. */
  failures: number;
  /** CPU time (user + system) the generator used over the run. */
  generatorCpuSeconds: number;
  wallSeconds: number;
}

async function withAutocannon(options: LoadOptions): Promise<LoadResult> {
  const before = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  const used = process.cpuUsage(before);
  return {
    generator: 'autocannon',
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    generatorCpuSeconds: (used.user + used.system) / 1e6,
    wallSeconds: (performance.now() - started) / 1000,
  };
}

const LUA = `wrk.method = os.getenv("BENCH_METHOD")
local body = os.getenv("BENCH_BODY")
if body ~= nil and body ~= "" then wrk.body = body end
for name, value in string.gmatch(os.getenv("BENCH_HEADERS") or "", "([^\\n:]+): ([^\\n]*)") do
  wrk.headers[name] = value
end
`;

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`wrk: unreadable latency ${text}`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** Parses wrk's report (with --latency) and the `times` line bash prints after it. */
export function readWrkReport(text: string): Omit<LoadResult, 'generator' | 'wallSeconds'> {
  const requests = /(\d+) requests in ([\d.]+)(m?s)/.exec(text);
  const p50 = /^\s+50%\s+(\S+)$/m.exec(text);
  const p99 = /^\s+99%\s+(\S+)$/m.exec(text);
  if (!requests || !p50 || !p99) throw new Error(`wrk: unreadable report:\n${text}`);
  const seconds = Number(requests[2]) * (requests[3] === 'ms' ? 0.001 : 1);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0;
  // bash's `times`: the shell's own user and system time, then its children's (wrk's): "0m1.234s 0m0.567s".
  const times = [...text.matchAll(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/gm)].at(-1);
  if (!times) throw new Error(`wrk: no CPU times after the report:\n${text}`);
  const cpu = Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]);
  return {
    requests: Number(requests[1]),
    requestsPerSecond: Number(requests[1]) / seconds,
    p50Ms: milliseconds(p50[1]!),
    p99Ms: milliseconds(p99[1]!),
    failures: socketErrors + non2xx,
    generatorCpuSeconds: cpu,
  };
}

async function withWrk(options: LoadOptions): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'kalkulator-wrk-'));
  const script = join(folder, 'request.lua');
  writeFileSync(script, LUA);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '-s',
    script,
    options.url,
  ];
  const started = performance.now();
  try {
    const output = await new Promise<string>((resolve, reject) => {
      // As root the generator runs at a higher priority (nice -10), as a client on another machine would: it is
      // never left waiting for the cores while the servers have nothing to answer.
      const nice = process.getuid?.() === 0 ? 'nice -n -10 ' : '';
      const command = `${nice}"$0" "$@"; status=$?; times; exit $status`;
      const child = spawn('bash', ['-c', command, WRK_PATH, ...args], {
        env: {
          ...process.env,
          BENCH_METHOD: options.method ?? 'GET',
          BENCH_BODY: options.body ?? '',
          BENCH_HEADERS: Object.entries(options.headers ?? {})
            .map(([name, value]) => `${name}: ${value}`)
            .join('\n'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}:\n${text}`)),
      );
    });
    return {
      generator: 'wrk',
      ...readWrkReport(output),
      wallSeconds: (performance.now() - started) / 1000,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Loads one URL for options.seconds with the given generator (by default wrk when installed). */
export function runLoad(options: LoadOptions, generator: GeneratorName = defaultGenerator()) {
  return generator === 'wrk' ? withWrk(options) : withAutocannon(options);
}
