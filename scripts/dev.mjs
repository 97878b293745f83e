// `npm run dev`: the API (tsx watch, port 3000) and the Vite dev server (port 5173, /api proxied) together.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
