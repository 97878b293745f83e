import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from './db/database';
import { testDatabaseKind } from './test/app';
import { createTestDatabase } from './test/postgres-database';
import { freePort } from './test/processes';
import { runRefusedApiProcess, startApiProcess, type ApiProcess } from './test/server-process';

// Several server processes on one database (WEB_CONCURRENCY, or hosts behind a load balancer): a catalogue write
// through one reaches every other's job type cache at the next request, not after its TTL. The embedded database
// may be opened by one process only, so more than one is refused with a message saying why: a second server on
// its folder as well as WEB_CONCURRENCY.

const admin = { ADMIN_USERNAME: 'admin_proses', ADMIN_PASSWORD: 'admin-proses-rahasia' };
const JWT_SECRET = 'processes-test-secret-0123456789abcdef';
const WALL = 'A.4.4.1.9';
const CEMENT = 'M.01';

async function json<T>(server: ApiProcess, path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** The server processes a WEB_CONCURRENCY primary runs, by their slot (KALKULATOR_PROCESS), from /proc. */
function serverProcesses(primary: number): Map<string, number> {
  const found = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== primary) continue;
      const slot = /(?:^|\0)KALKULATOR_PROCESS=(\d+)/.exec(readFileSync(`/proc/${entry}/environ`, 'utf8'));
      if (slot) found.set(slot[1]!, Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return found;
}

async function waitFor<T>(read: () => T | undefined, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (testDatabaseKind === 'postgres') {
  describe('server processes sharing one PostgreSQL', () => {
    let databaseUrl: string;
    let dataDir: string;
    let drop: () => Promise<void>;
    const servers: ApiProcess[] = [];
    beforeAll(async () => {
      const database = await createTestDatabase('processes');
      databaseUrl = database.url;
      drop = database.drop;
      dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-processes-'));
    }, 60_000);
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('listens through DATABASE_LISTEN_URL when it is set (a pooler in transaction mode keeps no LISTEN)', async () => {
      const listenUrl = new URL(databaseUrl);
      listenUrl.searchParams.set('application_name', 'kalkulator_listen_test');
      const handle = await openDatabase({ databaseUrl, listenUrl: listenUrl.toString() });
      try {
        const heard: string[] = [];
        const stop = await handle.messages!.listen('kanal_uji', (payload) => heard.push(payload));
        const { rows } = await sql<{ query: string }>`select query from pg_stat_activity
          where application_name = 'kalkulator_listen_test' and datname = current_database()`.execute(
          handle.db,
        );
        expect(rows.map(({ query }) => query)).toEqual(['listen "kanal_uji_public"']);
        await handle.messages!.notify('kanal_uji', 'halo');
        await waitFor(() => (heard.length > 0 ? heard : undefined), 5_000);
        expect(heard).toEqual(['halo']);
        await stop();
      } finally {
        await handle.close();
      }
    });

    it('a price changed through one process prices the next calculation through the other', async () => {
      const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET, ...admin };
      const first = await startApiProcess(env);
      servers.push(first);
      const second = await startApiProcess(env);
      servers.push(second);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const wall = (await db.query('select id from job_types where code = $1', [WALL])).rows[0].id as number;
      const cement = (await db.query('select id, price from materials where code = $1', [CEMENT])).rows[0];
      await db.end();

      const materialCost = async (server: ApiProcess) => {
        const answer = await json<{ calculation: { summary: { total_material_cost: number } } }>(
          server,
          `/api/calculations/${wall}`,
          { method: 'POST', body: JSON.stringify({ volume: 10, productivity: 10, worker_ratio: '1:1' }) },
        );
        expect(answer.status).toBe(200);
        return answer.body.calculation.summary.total_material_cost;
      };
      // Both processes have the job type in their cache.
      const before = await materialCost(second);
      expect(await materialCost(first)).toBe(before);

      const login = await json<{ token: string }>(first, '/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const changed = await json(first, `/api/materials/${cement.id}`, {
        method: 'PUT',
        token: login.body.token,
        body: JSON.stringify({ price: Number(cement.price) * 2 }),
      });
      expect(changed.status).toBe(200);

      // The very next request to the other process prices with the new cement price.
      const after = await materialCost(second);
      expect(after).toBeGreaterThan(before);
      expect(await materialCost(first)).toBe(after);
    }, 120_000);

    it('WEB_CONCURRENCY=2 runs two server processes on one port and replaces one that ends, in its slot', async () => {
      const server = await startApiProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET,
        WEB_CONCURRENCY: '2',
        LOG_LEVEL: 'info',
        ...admin,
      });
      servers.push(server);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${server.url}/api/health`).then((response) => response.status),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);
      // Said once both processes listen: the first one may answer before the second does.
      await waitFor(() => (server.output().includes('2 processes') ? true : undefined), 10_000);

      // Slot 1 (scheduled backups) killed three times: each replacement takes slot 1, after a wait that doubles
      // with each quick end in a row (a process killed within 10 s of its start). The first process may have lived
      // longer than that on busy cores before the first kill; every replacement is killed as soon as it shows.
      let quickEnds = 0;
      for (let round = 1; round <= 3; round += 1) {
        const slotOne = await waitFor(() => serverProcesses(server.process.pid!).get('1'));
        process.kill(slotOne, 'SIGKILL');
        await waitFor(() => {
          const now = serverProcesses(server.process.pid!).get('1');
          return now !== undefined && now !== slotOne ? now : undefined;
        });
        const ended = `Server process ${slotOne} ended (SIGKILL); starting another`;
        const line = await waitFor(
          () =>
            server
              .output()
              .split('\n')
              .find((said) => said.includes(ended)),
          5_000,
        ).catch(() => undefined);
        const quick = / in ([\d.]+) s \((\d+) quick ends? in a row\)$/.exec(line ?? '');
        if (round === 1 && line?.endsWith('starting another')) continue;
        quickEnds += 1;
        expect(quick?.slice(1), `round ${round}: ${line}`).toEqual([
          String(0.5 * 2 ** (quickEnds - 1)),
          String(quickEnds),
        ]);
      }
      expect(quickEnds).toBeGreaterThanOrEqual(2);
      expect([...serverProcesses(server.process.pid!).keys()].sort()).toEqual(['1', '2']);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await server.kill('SIGTERM');
      expect(server.process.exitCode).toBe(0);
    }, 120_000);

    it('WEB_CONCURRENCY=2 on a port another program holds ends with a message and exit code 1', async () => {
      const port = await freePort();
      const holder = createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
      try {
        const { code, output } = await runRefusedApiProcess(
          {
            DATABASE_URL: databaseUrl,
            DATA_DIR: dataDir,
            JWT_SECRET,
            WEB_CONCURRENCY: '2',
            PORT: String(port),
          },
          45_000,
        );
        expect(code, output).toBe(1);
        expect(output).toContain(
          `Cannot listen on 127.0.0.1:${port}: another program uses the port (EADDRINUSE). Stop it, or set PORT to a free port.`,
        );
        // Said once the processes listen, which they never did.
        expect(output).not.toContain('Kalkulator Konstruksi on');
        expect(output).not.toContain('starting another');
      } finally {
        holder.close();
      }
    }, 90_000);
  });
} else {
  describe('server processes on the embedded database', () => {
    it('refuses WEB_CONCURRENCY above 1 and says PostgreSQL is needed', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-processes-'));
      try {
        await expect(startApiProcess({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' })).rejects.toThrow(
          /WEB_CONCURRENCY=2 needs PostgreSQL \(DATABASE_URL\): the embedded database \(PGlite\) may be opened by one process only/,
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('refuses a second server on the same DATA_DIR and leaves the first one its pid file', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-processes-'));
      const pidFile = join(dataDir, 'server.pid');
      const env = { DATA_DIR: dataDir, JWT_SECRET, ...admin };
      const first = await startApiProcess(env);
      try {
        expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(first.process.pid));
        const second = await runRefusedApiProcess(env);
        expect(second.code, second.output).toBe(1);
        expect(second.output.trim()).toBe(
          `Another server (pid ${first.process.pid}) has the embedded database in ${join(dataDir, 'pglite')} open: ` +
            'the embedded database (PGlite) may be opened by one process only, and a second one would keep its ' +
            'saves apart and lose them. Stop that server first, or give this one another DATA_DIR.',
        );
        // The first one still owns the folder: its pid file names it (npm run backup asks it), and it serves.
        expect(readFileSync(pidFile, 'utf8').trim()).toBe(String(first.process.pid));
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
        await first.kill('SIGTERM');
        expect(first.process.exitCode).toBe(0);
        expect(existsSync(pidFile)).toBe(false);
      } finally {
        await first.kill();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}
