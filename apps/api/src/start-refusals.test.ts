import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test/app';
import { createTestDatabase } from './test/postgres-database';
import { freePort } from './test/processes';
import { runRefusedApiProcess } from './test/server-process';

// A server that cannot start says why in one line, naming the setting and what failed, and ends with exit code 1:
// no stack trace for an operator to read through, and no process left waiting or retrying.

const JWT_SECRET = 'refusals-test-secret-0123456789abcdef';
let dataDir: string;
let databaseEnv: Record<string, string>;
let drop = async () => {};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-refusals-'));
  databaseEnv = { DATA_DIR: dataDir, JWT_SECRET };
  if (testDatabaseKind === 'postgres') {
    const database = await createTestDatabase('refusals');
    databaseEnv.DATABASE_URL = database.url;
    drop = database.drop;
  }
}, 60_000);
afterAll(async () => {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server that cannot start', () => {
  it('says DATABASE_URL is not a PostgreSQL URL', async () => {
    const { code, output } = await runRefusedApiProcess({ DATA_DIR: dataDir, DATABASE_URL: 'notaurl' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid configuration: DATABASE_URL: not a PostgreSQL URL; it takes postgres://user:password@host:5432/database',
    );
  });

  it('says which PostgreSQL it cannot connect to, and why', async () => {
    const port = await freePort();
    const { code, output } = await runRefusedApiProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://kalkulator:rahasia@127.0.0.1:${port}/kalkulator`,
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Cannot connect to PostgreSQL at 127.0.0.1:${port} (DATABASE_URL): nothing listens there (ECONNREFUSED)`,
    );
  });

  it(`says the port is taken by another program (${testDatabaseKind})`, async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      const { code, output } = await runRefusedApiProcess({ ...databaseEnv, PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(
        `Cannot listen on 127.0.0.1:${port}: another program uses the port (EADDRINUSE). Stop it, or set PORT to a free port.`,
      );
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  }, 90_000);
});
