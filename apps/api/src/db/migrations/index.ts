import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as catalogue from './001_catalogue';
import * as users from './002_users';
import * as history from './003_history';
import * as historyPaging from './004_history_paging';
import * as historySearch from './005_history_search';
import * as equipment from './006_equipment';
import * as projects from './007_projects';
import * as priceBooks from './008_price_books';
import * as userAdmin from './009_user_admin';
import * as calculatorResults from './010_calculator_results';
import * as historyVersions from './011_history_versions';
import * as endedSessions from './012_ended_sessions';
import * as projectClientKeys from './013_project_client_keys';
import * as laborBrickTypes from './014_labor_brick_types';
import * as canonicalUnits from './015_canonical_units';

// Listed statically so the esbuild bundle carries them; names sort in the order they apply.
const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
  '002_users': users,
  '003_history': history,
  '004_history_paging': historyPaging,
  '005_history_search': historySearch,
  '006_equipment': equipment,
  '007_projects': projects,
  '008_price_books': priceBooks,
  '009_user_admin': userAdmin,
  '010_calculator_results': calculatorResults,
  '011_history_versions': historyVersions,
  '012_ended_sessions': endedSessions,
  '013_project_client_keys': projectClientKeys,
  '014_labor_brick_types': laborBrickTypes,
  '015_canonical_units': canonicalUnits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on any schema type, so they take the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, options: { schema?: string } = {}): Promise<void> {
  // With several schemas in one database (tests), name the schema: Kysely would otherwise take another schema's
  // migration tables for its own.
  const migrator = new Migrator({
    db,
    provider,
    ...(options.schema && { migrationTableSchema: options.schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
