// `npm run bench`: speed targets, measured here and never as timed assertions in the test suite.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
let failed = false;
for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync('npx', ['tsx', `bench/${file}`], {
    stdio: 'inherit',
    cwd: new URL('..', import.meta.url),
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
