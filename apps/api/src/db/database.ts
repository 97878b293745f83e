import { mkdirSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close(): Promise<void>;
  /**
   * PostgreSQL only: messages between the server processes sharing this database (LISTEN/NOTIFY on a channel of
   * this schema). `listen` answers the function that stops listening.
   */
  messages?: {
    listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
    notify(channel: string, payload: string): Promise<void>;
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /**
   * PostgreSQL only: the connection that listens for the other server processes' messages (LISTEN), when
   * databaseUrl goes through a pooler in transaction mode (PgBouncer), which does not keep a LISTEN; default
   * databaseUrl.
   */
  listenUrl?: string;
  /** PGlite data folder (ignored with databaseUrl). */
  dataDir?: string;
  /** An already open PGlite instance (tests); closed with the handle. */
  pglite?: PGlite;
  /** PostgreSQL schema to work in (tests run each file in its own schema). */
  schema?: string;
}

// int8 (counts, money sums) as numbers: whole rupiah stay far below 2^53.
const INT8_OID = 20;

export const pgliteParsers = { [pgliteTypes.INT8]: (value: string) => Number(value) };

/** The contrib extensions the migrations create (pg_trgm: the history search's index); PGlite loads them at start. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite's own start parameters plus a smaller buffer pool. PostgreSQL's default 128 MB of shared buffers is
 * touched at start inside the WebAssembly memory, so it was resident from the first second (an idle server
 * held 390 MB); the embedded database serves one site office, and its data files stay in the operating
 * system's page cache anyway. 8 MB (1 024 pages) holds what a history page reads at a million rows (a few
 * hundred pages): the history figures of bench/README.md were the same with 8, 16 and 128 MB.
 * PGLITE_SHARED_BUFFERS raises it for a big embedded database.
 */
export function pgliteStartParams(sharedBuffers = process.env.PGLITE_SHARED_BUFFERS || '8MB'): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`];
}

/**
 * PGlite's PostgreSQL is a 9 MB WebAssembly module. V8 compiles it with its baseline compiler (Liftoff) and, by
 * default, recompiles the functions that run often with its optimising one (TurboFan): the optimised code of
 * what a server's start-up alone runs held ~50 MB (idle server RSS 250 → 190 MB without it, and it starts half
 * a second sooner). The embedded database serves one site office, where the baseline code's slower SQL does not
 * show (bench/README.md: history pages at a million rows stay far inside their target); PGLITE_OPTIMIZE_WASM=1
 * keeps V8's default for a big embedded database. Applies to WebAssembly compiled from now on in this process,
 * which on the server is PGlite alone.
 */
export function wasmCompilerFor(environment: NodeJS.ProcessEnv): 'baseline' | 'optimising' {
  return environment.PGLITE_OPTIMIZE_WASM === '1' ? 'optimising' : 'baseline';
}

export function openPGlite(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  if (wasmCompilerFor(process.env) === 'baseline') setFlagsFromString('--liftoff-only');
  return PGlite.create({
    ...(dataDir && { dataDir }),
    parsers: pgliteParsers,
    extensions: pgliteExtensions,
    startParams: pgliteStartParams(),
  });
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.schema, options.listenUrl ?? options.databaseUrl);
  const pglite = options.pglite ?? (await openPGlite(options.dataDir));
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function openPostgres(
  connectionString: string,
  schema: string | undefined,
  listenUrl: string,
): Promise<DatabaseHandle> {
  // Loaded when used: a server on the embedded database never needs the driver (~3 MB of heap).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema && { options: `-c search_path=${schema}` }),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // Channels are per schema: test files sharing one database each have their own.
  const channelOf = (channel: string) => `${channel}_${schema ?? 'public'}`.slice(0, 63);
  return {
    db,
    kind: 'postgres',
    async close() {
      await db.destroy();
    },
    messages: {
      async listen(channel, onMessage) {
        const name = channelOf(channel);
        let client: InstanceType<typeof pg.Client> | undefined;
        let stopped = false;
        // One connection of its own, kept open; after a drop it reconnects (and a missed message only means a
        // cache entry lives until its TTL).
        const connect = async (): Promise<void> => {
          const next = new pg.Client({
            connectionString: listenUrl,
            ...(schema && { options: `-c search_path=${schema}` }),
          });
          next.on('notification', (message) => {
            if (message.channel === name) onMessage(message.payload ?? '');
          });
          next.on('error', () => {
            if (stopped) return;
            void next.end().catch(() => undefined);
            setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
          });
          await next.connect();
          await next.query(`listen "${name}"`);
          client = next;
        };
        await connect();
        return async () => {
          stopped = true;
          await client?.end().catch(() => undefined);
        };
      },
      async notify(channel, payload) {
        await sql`select pg_notify(${channelOf(channel)}, ${payload})`.execute(db);
      },
    },
  };
}
