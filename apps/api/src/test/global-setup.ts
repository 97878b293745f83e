import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openDatabase, openPGlite } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { defaultCatalogue } from '../db/seed/catalogue';
import { upsertCatalogue } from '../db/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// PGlite takes seconds to create a database but about one to load one: build one migrated and seeded database
// per run, dump it, and let every test file load its own copy.
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'kalkulator-api-test-'));
  const template = join(folder, 'template.tar');
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const pglite = await openPGlite();
    const handle = await openDatabase({ pglite });
    await migrateToLatest(handle.db);
    await upsertCatalogue(handle.db, defaultCatalogue);
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  } else {
    // Each test file migrates a schema of its own, at the same time: create the extension once, outside them, so
    // no file races another to create it and none installs it in a schema that is dropped when the file ends.
    const handle = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await sql`create extension if not exists pg_trgm schema public`.execute(handle.db);
    await handle.close();
  }
  project.provide('pgliteTemplate', template);
  return () => rmSync(folder, { recursive: true, force: true });
}
