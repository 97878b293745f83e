import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import database from './database';

// The other server processes' messages, faked: the test decides when (and whether) a NOTIFY goes through.
async function appWithMessages(notify: () => Promise<void>) {
  const logged: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  const handle: DatabaseHandle = {
    db: {} as Kysely<Database>,
    kind: 'postgres',
    close: async () => undefined,
    messages: { listen: async () => async () => undefined, notify },
  };
  await app.register(database, { handle, closeWithApp: false });
  // A catalogue write as the admin routes end theirs.
  app.put('/katalog', async () => {
    app.detailsCache.invalidate();
    return { ok: true };
  });
  await app.ready();
  return { app, logged };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the database plugin telling the other server processes of a catalogue write', () => {
  it('answers the write only once the notice is sent, so the next request to another process is fresh', async () => {
    let sent!: () => void;
    let notices = 0;
    const { app } = await appWithMessages(() => {
      notices += 1;
      return new Promise<void>((resolve) => (sent = resolve));
    });
    close = () => app.close();
    let answered = false;
    const write = app.inject({ method: 'PUT', url: '/katalog' }).then((response) => {
      answered = true;
      return response;
    });
    await sleep(50);
    expect(notices).toBe(1);
    expect(answered).toBe(false);
    sent();
    expect((await write).statusCode).toBe(200);
  });

  it('still answers the write when the notice fails, and logs why', async () => {
    const { app, logged } = await appWithMessages(async () => {
      throw new Error('koneksi terputus');
    });
    close = () => app.close();
    const response = await app.inject({ method: 'PUT', url: '/katalog' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(logged.join('')).toContain('catalogue change not announced to other processes');
    expect(logged.join('')).toContain('koneksi terputus');
  });
});
