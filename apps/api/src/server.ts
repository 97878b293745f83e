import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { defaultCatalogue } from './db/seed/catalogue';
import { seedOnce } from './db/seed/seed';

// Reads the configuration, opens and migrates the database, seeds the default catalogue once, and listens.

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
await migrateToLatest(database.db);
const seed = await seedOnce(database.db, defaultCatalogue);

const app = await buildApp({
  database,
  closeDatabase: true,
  webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
  logger: { level: config.logLevel },
});

if (seed.seeded) {
  app.log.info(`Default catalogue seeded: ${seed.categories} categories, ${seed.jobTypes} job types`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL';
app.log.info(`Kalkulator Konstruksi on http://localhost:${config.port} (database: ${where})`);
