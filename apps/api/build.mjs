// Bundles the API into dist/server.js and the backup command into dist/backup.js. The workspace package @kalkulator/core (TypeScript source) is bundled in;
// every npm dependency stays external, PGlite above all because it loads its wasm files next to its own module.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kalkulator/'));
external.push('zod');

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('API bundled into apps/api/dist/server.js and dist/backup.js');
