import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test/app';
import { createTestDatabase } from './test/postgres-database';
import { startApiProcess, type ApiProcess } from './test/server-process';

// The server is killed with SIGKILL in the middle of a stream of saves. After a restart on the same data every
// save it acknowledged is there, exactly once, and the database opens and takes new saves.

const JWT_SECRET = 'fault-test-secret-0123456789abcdef';
let databaseEnv: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  if (testDatabaseKind === 'postgres') {
    const database = await createTestDatabase('fault');
    databaseEnv = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kalkulator-fault-')),
    };
    cleanUp = database.drop;
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-fault-'));
    databaseEnv = { DATA_DIR: dataDir };
    cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
afterAll(() => cleanUp());

const form = { volume: 1, productivity: 10, worker_ratio: '1:3', profit_percentage: 10 };

const start = () =>
  startApiProcess({
    ...databaseEnv,
    JWT_SECRET,
    ADMIN_USERNAME: 'admin_fault',
    ADMIN_PASSWORD: 'admin-fault-rahasia',
  });

async function post(server: ApiProcess, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { token?: string; calculation?: { id: number } },
  };
}

async function history(server: ApiProcess, token: string): Promise<{ id: number; project_name: string }[]> {
  const rows: { id: number; project_name: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${server.url}/api/calculations/history?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { calculations: { id: number; project_name: string }[] };
    rows.push(...body.calculations);
    if (body.calculations.length < 100) return rows;
  }
}

describe(`a server killed during saves (${testDatabaseKind})`, () => {
  it('keeps every acknowledged save exactly once and opens cleanly after restart', async () => {
    let server = await start();
    const account = await post(server, '/api/auth/register', {
      username: 'tukang_fault',
      email: 'tukang.fault@example.com',
      password: 'rahasia-fault-1',
      full_name: 'Tukang Fault',
    });
    expect(account.status, JSON.stringify(account.body)).toBe(201);
    const token = account.body.token!;
    const jobTypeId = 1;
    const acknowledged = new Map<string, number>();
    let attempted = 0;

    // Four clients save as fast as they can; the server is killed once enough saves are acknowledged.
    let killed = false;
    const client = async (clientNo: number) => {
      for (let n = 0; !killed; n += 1) {
        const key = `fault-${clientNo}-${String(n).padStart(5, '0')}`;
        attempted += 1;
        try {
          const answer = await post(
            server,
            `/api/calculations/${jobTypeId}/save`,
            { ...form, volume: 1 + n, project_name: key },
            { authorization: `Bearer ${token}`, 'idempotency-key': key },
          );
          if (answer.status === 201) acknowledged.set(key, answer.body.calculation!.id);
          else expect.fail(`save answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const clients = Promise.all([0, 1, 2, 3].map(client));
    const enough = async () => {
      while (acknowledged.size < 40) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    // A client that fails before the kill fails the test at once.
    await Promise.race([enough(), clients]);
    killed = true;
    await server.kill('SIGKILL');
    await clients;
    expect(server.process.signalCode).toBe('SIGKILL');

    server = await start();
    try {
      const stored = await history(server, token);
      const byName = new Map<string, number[]>();
      for (const row of stored)
        byName.set(row.project_name, [...(byName.get(row.project_name) ?? []), row.id]);
      for (const [key, id] of acknowledged) expect(byName.get(key), key).toEqual([id]);
      // Saves cut off mid-flight may or may not have landed, but none landed twice.
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.size);
      expect(stored.length).toBeLessThanOrEqual(attempted);
      for (const [key, ids] of byName) expect(ids, key).toHaveLength(1);

      // A client retrying an acknowledged save after the restart gets the same record back.
      const [firstKey, firstId] = [...acknowledged][0]!;
      const retry = await post(
        server,
        `/api/calculations/${jobTypeId}/save`,
        { ...form, project_name: firstKey },
        { authorization: `Bearer ${token}`, 'idempotency-key': firstKey },
      );
      expect(retry.status).toBe(200);
      expect(retry.body.calculation!.id).toBe(firstId);
      const fresh = await post(
        server,
        `/api/calculations/${jobTypeId}/save`,
        { ...form, project_name: 'setelah restart' },
        { authorization: `Bearer ${token}` },
      );
      expect(fresh.status).toBe(201);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 180_000);

  it('stops cleanly on Ctrl-C, which reaches it twice (from the terminal and from npm start)', async () => {
    const server = await start();
    const pidFile = join(databaseEnv.DATA_DIR!, 'server.pid');
    expect(existsSync(pidFile)).toBe(true);
    // A request still coming in (its body half sent) keeps the server closing while the second signal arrives.
    const upload = connect(Number(new URL(server.url).port), '127.0.0.1');
    upload.on('error', () => {});
    await new Promise((resolve) => upload.once('connect', resolve));
    upload.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGINT');
    // The second one while it closes (two sent at once would reach it as one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    upload.destroy();
    await exited;
    // Killed by the second signal, it ended by SIGINT before the database was closed and left its pid file.
    expect(server.process.signalCode).toBeNull();
    expect(server.process.exitCode).toBe(0);
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);

  it('stops on SIGTERM while a browser holds a connection it never sent a request on', async () => {
    // Browsers open such spare connections ahead of time; the server used to wait on them for good.
    const server = await start();
    const spare = connect(Number(new URL(server.url).port), '127.0.0.1');
    spare.on('error', () => {});
    await new Promise((resolve) => spare.once('connect', resolve));
    await server.kill('SIGTERM');
    expect(server.process.exitCode).toBe(0);
    expect(server.output()).not.toMatch(/error/i);
    spare.destroy();
  }, 60_000);
});
