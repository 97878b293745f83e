// Start-up: from `npm start` (already built) to the first answered request on the embedded database, on a fresh
// data folder (migrations, catalogue seed, first admin) and again on the same folder; then the idle server's
// resident memory. Reference: the Fastify hello-world started with node and measured the same way.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain JavaScript helper of the start script, without types
import { ensureBuilt } from '../scripts/lib.mjs';
import { figure, publish } from './support/report';
import { helloScript, rssMb, serverScript, startAndTime } from './support/processes';

if (!existsSync(serverScript)) {
  console.error('✖ startup: build first (npm run build)');
  process.exit(1);
}
// npm start rebuilds when a source is newer than the build: do that before the clock starts.
ensureBuilt();
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Memory is read twice: 3 s after the first answer, while start-up's garbage is still in the heap, and after
// 30 s without requests, once V8's memory reducer has run (as on a server between a site's requests). The
// hello-world stays up meanwhile, for the same two readings.
const SETTLED_MS = 30_000;

const hello = await startAndTime('node', [helloScript]);
await wait(3_000);
const helloRss = rssMb(hello.child.pid!, 'hello-server');

const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-startup-'));
const env = {
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin_bench',
  ADMIN_PASSWORD: 'admin-bench-rahasia',
  LOG_LEVEL: 'warn',
};
// Published after the clean-up below: publish() ends the process, and a finally after it would never run.
let report: Parameters<typeof publish> | undefined;
try {
  const fresh = await startAndTime('npm', ['start'], env);
  await fresh.stop();
  const again = await startAndTime('npm', ['start'], env);
  await wait(3_000);
  const rss = rssMb(again.child.pid!, 'dist/server.js');
  await wait(SETTLED_MS - 3_000);
  const settledRss = rssMb(again.child.pid!, 'dist/server.js');
  const helloSettledRss = rssMb(hello.child.pid!, 'hello-server');
  await again.stop();
  report = [
    'startup',
    [
      // The very first start also creates the database, the catalogue and the first admin: reported, no target.
      figure(
        'npm start → first answer, first start on an empty data folder (PGlite)',
        fresh.firstAnswerMs,
        'ms',
        {
          reference: { name: 'node hello-world', value: hello.firstAnswerMs },
        },
      ),
      figure('npm start → first answer, existing data folder (PGlite)', again.firstAnswerMs, 'ms', {
        reference: { name: 'node hello-world', value: hello.firstAnswerMs },
        target: '< 3000 ms',
        ok: again.firstAnswerMs < 3000,
      }),
      figure('server RSS 3 s after start', rss, 'MB', {
        reference: { name: 'hello-world RSS', value: helloRss },
      }),
      figure(`idle server RSS (${SETTLED_MS / 1000} s after start, no requests)`, settledRss, 'MB', {
        reference: { name: 'hello-world RSS', value: helloSettledRss },
        target: '< 150 MB',
        ok: settledRss < 150,
      }),
    ],
  ];
} finally {
  await hello.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (report) publish(...report);
