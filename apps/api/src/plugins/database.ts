import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
  }
}

/** Decorates the app with the database; the handle's owner decides whether closing the app closes it. */
export default fp(async function database(
  app: FastifyInstance,
  options: { handle: DatabaseHandle; closeWithApp: boolean },
) {
  app.decorate('db', options.handle.db);
  app.decorate('databaseKind', options.handle.kind);
  if (options.closeWithApp) app.addHook('onClose', async () => options.handle.close());
});
