import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { backupToFile, listBackups, pruneBackups } from './backup';
import type { Database } from './schema';

// Backups the running server writes itself: every BACKUP_EVERY, keeping BACKUP_KEEP files, and on request
// (`npm run backup` signals the server that owns the embedded database). One backup at a time.

export interface BackupScheduleOptions {
  db: Kysely<Database>;
  directory: string;
  databaseKind: string;
  /** Undefined: no schedule, backups on request only. */
  everyMs: number | undefined;
  keep: number;
  log: { info(message: string): void; error(message: string): void };
  now?: () => number;
}

export interface BackupSchedule {
  /** Writes one backup now (after any running one) and prunes; resolves with its path, undefined on failure. */
  runNow(reason: string): Promise<string | undefined>;
  /** When the next scheduled backup is due (ms since the epoch), if any. */
  nextAt(): number | undefined;
  /** No more scheduled backups; resolves when a backup being written is finished. */
  stop(): Promise<void>;
}

/** The longest delay setTimeout keeps (about 24.8 days); longer waits are taken in steps. */
const MAX_TIMER_MS = 2_147_483_647;

export async function startBackupSchedule(options: BackupScheduleOptions): Promise<BackupSchedule> {
  const now = options.now ?? Date.now;
  let running: Promise<string | undefined> = Promise.resolve(undefined);
  let timer: NodeJS.Timeout | undefined;
  let due: number | undefined;
  let stopped = false;

  const backup = async (reason: string): Promise<string | undefined> => {
    try {
      const { file, summary } = await backupToFile(options.db, options.directory, {
        databaseKind: options.databaseKind,
      });
      const removed = options.everyMs ? await pruneBackups(options.directory, options.keep) : [];
      options.log.info(
        `Backup (${reason}) written: ${file} (${summary.rows} rows)` +
          (removed.length > 0 ? `; ${removed.length} older backup(s) removed` : ''),
      );
      return file;
    } catch (error) {
      options.log.error(`Backup (${reason}) failed: ${String(error)}`);
      return undefined;
    }
  };
  const runNow = (reason: string) => {
    running = running.then(() => backup(reason));
    return running;
  };
  const arm = (at: number) => {
    due = at;
    if (stopped) return;
    const wait = Math.min(Math.max(0, at - now()), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (now() < at) return arm(at);
      void runNow('scheduled').then(() => arm(now() + (options.everyMs ?? 0)));
    }, wait);
    timer.unref();
  };

  if (options.everyMs) {
    // The schedule continues from the newest backup on disk, so a restarted server does not back up at once
    // every time, nor wait a whole period after a long stop.
    const newest = (await listBackups(options.directory))[0];
    const last = newest ? (await stat(join(options.directory, newest))).mtimeMs : undefined;
    arm(last === undefined ? now() : last + options.everyMs);
  }
  return {
    runNow,
    nextAt: () => due,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
