import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { HistoryAnchors } from '../modules/calculations/history-anchors';
import { DetailsCache } from '../modules/job-types/details-cache';

const CATALOGUE_CHANNEL = 'kalkulator_catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    /** Job type details for calculations; catalogue writes must invalidate it. */
    detailsCache: DetailsCache;
    /** Where deep history pages start; checked against the database's version of the rows on every use. */
    historyAnchors: HistoryAnchors;
  }
}

/** Decorates the app with the database; the handle's owner decides whether closing the app closes it. */
export default fp(async function database(
  app: FastifyInstance,
  options: { handle: DatabaseHandle; closeWithApp: boolean },
) {
  app.decorate('db', options.handle.db);
  app.decorate('databaseKind', options.handle.kind);
  const { messages } = options.handle;
  // Several server processes on one PostgreSQL (WEB_CONCURRENCY): a catalogue write in one clears every other's
  // job type cache at once. Each process knows its own messages by this id.
  const self = randomUUID();
  const announcing = new Set<Promise<void>>();
  const cache = new DetailsCache(
    30_000,
    messages &&
      (() => {
        const sent = messages
          .notify(CATALOGUE_CHANNEL, self)
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'catalogue change not announced to other processes');
          })
          .finally(() => announcing.delete(sent));
        announcing.add(sent);
      }),
  );
  app.decorate('detailsCache', cache);
  app.decorate('historyAnchors', new HistoryAnchors());
  if (messages) {
    // The write answers once the other processes are told (one NOTIFY, a few ms; a failed one is only logged):
    // a request sent after that answer, to any process, prices with what was written. Other answers sent in those
    // ms wait too, as invalidate() does not know its request. Every other answer passes on at once, with no promise
    // of its own.
    app.addHook('onSend', (_request, _reply, payload, done) => {
      if (announcing.size === 0) return done(null, payload);
      void Promise.all(announcing).then(() => done(null, payload));
    });
    const stop = await messages.listen(CATALOGUE_CHANNEL, (sender) => {
      if (sender !== self) cache.clear();
    });
    app.addHook('onClose', stop);
  }
  if (options.closeWithApp) app.addHook('onClose', async () => options.handle.close());
});
