import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { backupRows, checkBackup } from './db/backup';
import { createTestDatabase, testDatabaseKind } from './test/app';
import { startApiProcess, type ApiProcess } from './test/server-process';

// `npm run backup` as a user runs it (the command behind it, through tsx): on the embedded database while the
// server runs (the server writes it), after the server stopped (the command opens the data folder), and with
// BACKUP_EVERY the server backs up on its own. On PostgreSQL the command reads the database itself.

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const backupCommand = (env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'src/backup-cli.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    timeout: 120_000,
  });

const folders: string[] = [];
let server: ApiProcess | undefined;
afterAll(async () => {
  await server?.kill();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function backupsIn(dataDir: string): Promise<string[]> {
  return (await readdir(join(dataDir, 'backups')).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.jsonl.gz'),
  );
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Each database run holds the half that concerns it (no skipped tests).
if (testDatabaseKind === 'pglite')
  describe('npm run backup on the embedded database', () => {
    it('is written by the running server on request and on schedule, and by the command once it stopped', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kalkulator-backup-cli-'));
      folders.push(dataDir);
      server = await startApiProcess({
        DATA_DIR: dataDir,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'rahasia-kuat-123',
        BACKUP_EVERY: '1d',
      });
      // No backup yet, so the schedule's first one is due at start.
      const scheduled = await waitFor(async () => (await backupsIn(dataDir))[0], 'the scheduled backup');

      const requested = await backupCommand({ DATA_DIR: dataDir });
      expect(requested.stdout).toMatch(/Server \(pid \d+\) is writing the backup/);
      expect(requested.stdout).toMatch(/Backup written: .*kalkulator-backup-.*\.jsonl\.gz/);
      expect((await backupsIn(dataDir)).length).toBe(2);

      await server.kill('SIGTERM');
      const offline = await backupCommand({ DATA_DIR: dataDir });
      expect(offline.stdout).toMatch(/Backup written: .*\(\d+ rows\)/);
      const files = await backupsIn(dataDir);
      expect(files).toHaveLength(3);
      expect(files).toContain(scheduled);
      for (const name of files) {
        const rows = await backupRows(await checkBackup(await readFile(join(dataDir, 'backups', name))));
        expect(rows.get('users')?.map((user) => user.username)).toEqual(['admin']);
        expect(rows.get('job_types')?.length).toBeGreaterThan(10);
      }
    }, 120_000);

    it('says where the data should be when there is none', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'kalkulator-backup-cli-'));
      folders.push(dataDir);
      await expect(backupCommand({ DATA_DIR: dataDir })).rejects.toMatchObject({
        stderr: expect.stringContaining('No database in'),
      });
    });
  });
else
  describe('npm run backup on PostgreSQL', () => {
    it('dumps the database named by DATABASE_URL', async () => {
      const database = await createTestDatabase();
      const dataDir = await mkdtemp(join(tmpdir(), 'kalkulator-backup-cli-'));
      folders.push(dataDir);
      try {
        const { rows } = await database.handle.db
          .selectFrom('job_types')
          .select('code')
          .execute()
          .then((list) => ({
            rows: list,
          }));
        const schema = (
          await database.handle.db
            .selectNoFrom((eb) => eb.fn<string>('current_schema').as('schema'))
            .executeTakeFirstOrThrow()
        ).schema;
        const url = `${process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
        const result = await backupCommand({ DATA_DIR: dataDir, DATABASE_URL: url });
        expect(result.stdout).toMatch(/Backup written/);
        const [name] = await backupsIn(dataDir);
        const backup = await checkBackup(await readFile(join(dataDir, 'backups', name!)));
        expect(backup.header.database).toBe('postgres');
        expect(
          (await backupRows(backup))
            .get('job_types')
            ?.map((row) => row.code)
            .sort(),
        ).toEqual(rows.map((row) => row.code).sort());
      } finally {
        await database.destroy();
      }
    });
  });
