// `npm start`: install, build, then serve the product on http://localhost:3000 with the embedded database.
// The server migrates and seeds the default catalogue itself at start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();

const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
