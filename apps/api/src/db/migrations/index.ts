import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalogue from './001_catalogue';

// Listed statically so the esbuild bundle carries them; names sort in the order they apply.
const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on any schema type, so they take the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
