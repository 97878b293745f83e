// `npm run backup`: one backup of all data into $DATA_DIR/backups (./data/backups by default), from the embedded
// database or from PostgreSQL when DATABASE_URL is set. A server running on the embedded database writes it itself.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuilt();
const result = spawnSync(process.execPath, [join(root, 'apps/api/dist/backup.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(result.status ?? 1);
