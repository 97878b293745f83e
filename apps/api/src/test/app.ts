import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import {
  openDatabase,
  pgliteExtensions,
  pgliteParsers,
  pgliteStartParams,
  type DatabaseHandle,
} from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';
import { defaultCatalogue } from '../db/seed/catalogue';
import { upsertCatalogue } from '../db/seed/seed';

export const testDatabaseKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Kysely<Database>;
  /** Drops the test's schema (PostgreSQL) and closes the connection. */
  destroy(): Promise<void>;
}

/**
 * A migrated database holding the default catalogue, private to the caller: a copy of the run's PGlite template,
 * or a fresh schema on the real PostgreSQL server (TEST_DB=postgres).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: postgresUrl });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    await admin.close();
    const handle = await openDatabase({ databaseUrl: postgresUrl, schema });
    await migrateToLatest(handle.db, { schema });
    await upsertCatalogue(handle.db, defaultCatalogue);
    return {
      handle,
      db: handle.db,
      async destroy() {
        await handle.close();
        const cleaner = await openDatabase({ databaseUrl: postgresUrl });
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleaner.db);
        await cleaner.close();
      },
    };
  }
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create({
    loadDataDir: template,
    parsers: pgliteParsers,
    extensions: pgliteExtensions,
    startParams: pgliteStartParams(),
  });
  const handle = await openDatabase({ pglite });
  return { handle, db: handle.db, destroy: () => handle.close() };
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'kalkulator-test-secret';

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  // Tests register many accounts from one address: the login limit is tested on its own (rate-limit.test.ts).
  const app = await buildApp({
    database: database.handle,
    jwtSecret: TEST_JWT_SECRET,
    authRateLimitPerMinute: 10_000,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
