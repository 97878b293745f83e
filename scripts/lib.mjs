// Helpers shared by the start, test and bench scripts. Plain Node only: they run before any dependency is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs Debian packages (as root): the package lists are refreshed first. Answers apt-get's exit status. */
export function aptInstall(packages) {
  console.log(`▶ Installing ${packages.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = run('apt-get', ['update', '-qq'], { env });
  if (updated !== 0) return updated;
  return run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs the dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // The lockfile lists every platform's optional binaries (tailwind oxide, rollup), so a fresh clone installs
  // exactly it with `npm ci` and leaves it untouched; an existing install that is older than the lockfile is
  // brought up to date with `npm install`, which leaves a complete lockfile unchanged as well.
  const fresh = !existsSync(join(root, 'node_modules'));
  console.log(`▶ Installing dependencies (npm ${fresh ? 'ci' : 'install'})…`);
  mustRun('npm', [fresh ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

const SOURCES = [
  'packages/core/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'package-lock.json',
];

/** Builds the web app and the API bundle when any source is newer than the last build. */
export function ensureBuilt({ force = false } = {}) {
  const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/backup.js'].map(
    (file) => join(root, file),
  );
  const built = outputs.every((file) => existsSync(file));
  const oldestOutput = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  const newestSource = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))));
  if (!force && built && oldestOutput >= newestSource) return;
  console.log('▶ Building the web app and the API…');
  mustRun('npm', ['run', 'build']);
}
