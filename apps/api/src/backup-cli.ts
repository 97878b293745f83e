import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { backupToFile, listBackups } from './db/backup';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { runningServer } from './pid-file';

// `npm run backup`: one backup file in $DATA_DIR/backups. On PostgreSQL it reads the database itself (a logical
// dump: every table in one snapshot). The embedded database may be open in one process only: when a server runs
// on it, that server is asked (SIGUSR2) to write the backup, and this waits for the file; otherwise the data
// folder is opened here.

const WAIT_MS = 120_000;

async function main(): Promise<number> {
  const config = loadConfig();
  const pid = config.databaseUrl ? undefined : runningServer(`${config.dataDir}/server.pid`);
  if (pid !== undefined) {
    const before = new Set(await listBackups(config.backupDir));
    process.kill(pid, 'SIGUSR2');
    console.log(`Server (pid ${pid}) is writing the backup…`);
    for (const started = Date.now(); Date.now() - started < WAIT_MS; await sleep(250)) {
      const fresh = (await listBackups(config.backupDir)).find((name) => !before.has(name));
      if (fresh) {
        console.log(`Backup written: ${config.backupDir}/${fresh}`);
        return 0;
      }
    }
    console.error(
      `No backup appeared in ${config.backupDir} within ${WAIT_MS / 1000} s: see the server's log.`,
    );
    return 1;
  }
  if (!config.databaseUrl && !existsSync(config.pgliteDir)) {
    console.error(`No database in ${config.pgliteDir}: start the product once (npm start), or set DATA_DIR.`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    const { file, summary } = await backupToFile(database.db, config.backupDir, {
      databaseKind: database.kind,
    });
    console.log(`Backup written: ${file} (${summary.rows} rows)`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
