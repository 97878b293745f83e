// `npm start`: install, build, then serve the product on http://localhost:3000 with the embedded database.
// The server migrates and seeds the default catalogue itself at start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();

// glibc's allocator, told to keep at most two arenas (one per core grew one each for V8's and libuv's threads)
// and to hand freed memory at the top of the heap back at once: the idle server keeps ~12 MB less (bench/README.md).
// Ignored by other C libraries; the environment overrides both.
const allocator = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...allocator, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
