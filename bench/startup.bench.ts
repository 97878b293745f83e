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
const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

const hello = await startAndTime('node', [helloScript]);
await settle();
const helloRss = rssMb(hello.child.pid!, 'hello-server');
await hello.stop();

const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-startup-'));
const env = {
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin_bench',
  ADMIN_PASSWORD: 'admin-bench-rahasia',
  LOG_LEVEL: 'warn',
};
try {
  const fresh = await startAndTime('npm', ['start'], env);
  await fresh.stop();
  const again = await startAndTime('npm', ['start'], env);
  await settle();
  const rss = rssMb(again.child.pid!, 'dist/server.js');
  await again.stop();
  publish('startup', [
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
    figure('idle server RSS (3 s after start)', rss, 'MB', {
      reference: { name: 'hello-world RSS', value: helloRss },
      target: '< 150 MB',
      ok: rss < 150,
    }),
  ]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
