import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { DetailsCache } from '../modules/job-types/details-cache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    /** Job type details for calculations; catalogue writes must invalidate it. */
    detailsCache: DetailsCache;
  }
}

/** Decorates the app with the database; the handle's owner decides whether closing the app closes it. */
export default fp(async function database(
  app: FastifyInstance,
  options: { handle: DatabaseHandle; closeWithApp: boolean },
) {
  app.decorate('db', options.handle.db);
  app.decorate('databaseKind', options.handle.kind);
  app.decorate('detailsCache', new DetailsCache());
  if (options.closeWithApp) app.addHook('onClose', async () => options.handle.close());
});
