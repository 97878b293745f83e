import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from './app';
import { loadConfig, postgresAddress, type Config } from './config';
import { claimPidFile, releasePidFile } from './pid-file';
import { ProcessSlots } from './process-slots';
import { ensureFirstAdmin } from './modules/auth/first-admin';
import { startBackupSchedule } from './db/backup-schedule';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { defaultCatalogue } from './db/seed/catalogue';
import { seedNewDefaults, seedOnce } from './db/seed/seed';
import type { BenchAnswer } from './bench-routes';

// Reads the configuration, opens and migrates the database, seeds the default catalogue once, makes sure an admin
// exists, and listens. With WEB_CONCURRENCY=N (PostgreSQL only) this first process prepares the database and then
// runs N server processes sharing the port (node:cluster); each serves on its own, and a catalogue write in one
// clears the others' job type cache at once (LISTEN/NOTIFY). A start that cannot succeed (a setting, a database
// out of reach, a port taken) ends with one line saying why and exit code 1.

/** Says why the server cannot start, and ends it. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const CONNECT_WAIT_MS = 30_000;
const CONNECTION_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there (ECONNREFUSED)',
  ENOTFOUND: 'no such host (ENOTFOUND)',
  EAI_AGAIN: 'the host name could not be looked up (EAI_AGAIN)',
  ETIMEDOUT: 'no answer (ETIMEDOUT)',
  EHOSTUNREACH: 'the host cannot be reached (EHOSTUNREACH)',
};

const config = readConfig();
const worker = cluster.isWorker;
const clustered = config.processes > 1;
if (clustered && !config.databaseUrl) {
  refuse(
    `WEB_CONCURRENCY=${config.processes} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) may be ` +
      'opened by one process only. Unset WEB_CONCURRENCY (or set it to 1) to run on the embedded database.',
  );
}

// `npm run backup` signals the server its pid file names (SIGUSR2) from the moment it names it: a request that
// comes while the database is still being prepared is run once the backups are.
let backupNow: (() => void) | undefined;
let backupAsked = false;
if (!worker && !clustered) {
  const pidFile = join(config.dataDir, 'server.pid');
  const other = claimPidFile(pidFile);
  if (other === undefined) process.on('exit', () => releasePidFile(pidFile));
  else if (!config.databaseUrl) {
    refuse(
      `Another server (pid ${other}) has the embedded database in ${config.pgliteDir} open: the embedded ` +
        'database (PGlite) may be opened by one process only, and a second one would keep its saves apart and ' +
        'lose them. Stop that server first, or give this one another DATA_DIR.',
    );
  }
  process.on('SIGUSR2', () => {
    if (backupNow) backupNow();
    else backupAsked = true;
  });
}

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  listenUrl: config.databaseListenUrl,
  dataDir: config.pgliteDir,
});
// The database is prepared once, by the first process; the server processes it starts find it ready.
if (!worker) {
  if (config.databaseUrl) await reachPostgres(config.databaseUrl);
  await prepare();
}

if (clustered && cluster.isPrimary) {
  await database.close();
  runProcesses(config.processes);
} else {
  await serve();
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
}

/** Refuses to start, saying where and why, when DATABASE_URL's server cannot be reached or refuses the login. */
async function reachPostgres(url: string) {
  let timer: NodeJS.Timeout | undefined;
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_WAIT_MS / 1000} s`)),
      CONNECT_WAIT_MS,
    );
  });
  try {
    await Promise.race([sql`select 1`.execute(database.db), noAnswer]);
  } catch (error) {
    refuse(
      `Cannot connect to PostgreSQL at ${postgresAddress(url) ?? 'the address'} (DATABASE_URL): ${connectionProblem(error)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

/** The driver's error in a few words: a network error by its code, PostgreSQL's own (a wrong password) as said. */
function connectionProblem(error: unknown): string {
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails with one error per address.
  if (error instanceof AggregateError && error.errors.length > 0) return connectionProblem(error.errors[0]);
  const { code, message } = error as NodeJS.ErrnoException;
  return (code && CONNECTION_PROBLEMS[code]) || message || String(error);
}

/** Why the port cannot be listened on, for the errors no restart mends; undefined for others. */
function listenProblem(error: unknown): string | undefined {
  const where = `Cannot listen on ${config.host}:${config.port}`;
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return `${where}: another program uses the port (EADDRINUSE). Stop it, or set PORT to a free port.`;
    case 'EACCES':
      return `${where}: not allowed (EACCES); ports below 1024 need privileges. Set PORT to 1024 or above.`;
    case 'EADDRNOTAVAIL':
      return `${where}: this machine has no such address (EADDRNOTAVAIL). Set HOST to one of its addresses.`;
    default:
      return undefined;
  }
}

async function prepare() {
  await migrateToLatest(database.db);
  const seed = await seedOnce(database.db, defaultCatalogue);
  // An installation seeded by an earlier release gets the default rows it lacks, by code; its edits stay.
  const added = await seedNewDefaults(database.db, defaultCatalogue);
  if (!seed.seeded && added && added.jobTypes + added.materials + added.laborRates + added.equipment > 0) {
    console.log(
      `Default catalogue extended: ${added.categories} categories, ${added.jobTypes} job types, ${added.materials} materials, ${added.laborRates} labour rates, ${added.equipment} equipment added`,
    );
  }
  if (seed.seeded)
    console.log(`Default catalogue seeded: ${seed.categories} categories, ${seed.jobTypes} job types`);
  const admin = await ensureFirstAdmin(database.db, config.admin, {
    canGenerate: database.kind === 'pglite',
  });
  if (admin.created && admin.generatedPassword) {
    // Printed once: the password is not stored anywhere but as a hash.
    console.log(
      `\n  First admin created. Username: ${admin.username}  Password: ${admin.generatedPassword}\n` +
        '  Write it down now: it is not shown again, and the first login asks for a new one.\n',
    );
  } else if (admin.created) {
    console.log(`First admin "${admin.username}" created from ADMIN_USERNAME/ADMIN_PASSWORD`);
  } else if (admin.missing) {
    console.warn('No admin account exists: set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one');
  }
}

/**
 * The first process of WEB_CONCURRENCY: starts the server processes and replaces one that ends in its slot, after
 * a wait that grows while the slot's processes keep ending soon after their start (process-slots.ts). One that
 * cannot listen (the port taken, not allowed) ends them all: every replacement would fail the same way.
 */
function runProcesses(count: number) {
  let stopping = false;
  const slots = new ProcessSlots();
  const start = (slot: number) => {
    const child = cluster.fork({ KALKULATOR_PROCESS: String(slot) });
    slots.started(child.id, slot, Date.now());
  };
  for (let slot = 1; slot <= count; slot += 1) start(slot);
  const listening = new Set<number>();
  cluster.on('listening', (child, address) => {
    if (listening.size === count) return;
    listening.add(child.id);
    if (listening.size === count) {
      console.log(
        `Kalkulator Konstruksi on http://localhost:${address.port}: ${count} processes (database: PostgreSQL)`,
      );
    }
  });
  cluster.on('message', (_child, message: { cannotListen?: string }) => {
    if (!message?.cannotListen || stopping) return;
    stopping = true;
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill('SIGTERM');
    refuse(message.cannotListen);
  });
  cluster.on('exit', (gone, code, signal) => {
    if (stopping) return;
    const ended = slots.ended(gone.id, Date.now());
    if (!ended) return;
    const wait =
      ended.delayMs > 0
        ? ` in ${ended.delayMs / 1000} s (${ended.quickEnds} quick end${ended.quickEnds > 1 ? 's' : ''} in a row)`
        : '';
    console.warn(`Server process ${gone.process.pid} ended (${signal ?? code}); starting another${wait}`);
    setTimeout(() => {
      if (!stopping) start(ended.slot);
    }, ended.delayMs);
  });
  onStop((signal) => {
    stopping = true;
    for (const child of Object.values(cluster.workers ?? {})) child?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(0);
    });
  });
}

/**
 * Runs `stop` on the first SIGINT or SIGTERM and ignores the ones that follow while it stops: Ctrl-C in a terminal
 * signals the whole process group (npm, scripts/start.mjs and this server), and start.mjs passes it on as well, so
 * the server gets it twice; with a once-only handler the second one killed it before the database was closed.
 */
function onStop(stop: (signal: NodeJS.Signals) => void) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}

async function serve() {
  // The client is loaded only when Redis is configured (~2 MB of heap otherwise idle).
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
      })
    : undefined;
  // ioredis reconnects by itself; an outage is logged once by the rate-limit store, which counts in this process
  // meanwhile (plugins/rate-limit-store.ts), not at each reconnection attempt.
  redis?.on('error', () => undefined);

  const app = await buildApp({
    database,
    closeDatabase: true,
    webDist: config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    logger: { level: config.logLevel },
    jwtSecret: config.jwtSecret,
    jwtExpiresIn: config.jwtExpiresIn,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    authRateLimitPerMinute: config.authRateLimitPerMinute,
    rateLimitPerMinute: config.rateLimitPerMinute,
    ...(redis && { redis }),
    ...(process.env.BENCH_ANSWER_FILE && {
      benchAnswer: JSON.parse(readFileSync(process.env.BENCH_ANSWER_FILE, 'utf8')) as BenchAnswer,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));

  onStop((signal) => {
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });

  // Scheduled backups: by one process of several.
  const first = !worker || process.env.KALKULATOR_PROCESS === '1';
  const backups = await startBackupSchedule({
    db: database.db,
    directory: config.backupDir,
    databaseKind: database.kind,
    everyMs: first ? config.backupEveryMs : undefined,
    keep: config.backupKeep,
    log: app.log,
  });
  app.addHook('onClose', () => backups.stop());
  if (!worker) {
    // `npm run backup` asks the server that owns the embedded database for a backup: this process alone may open it.
    backupNow = () => void backups.runNow('requested');
    if (backupAsked) backupNow();
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const problem = listenProblem(error);
    if (!problem) throw error;
    await app.close().catch(() => undefined);
    if (!worker) refuse(problem);
    process.send!({ cannotListen: problem }, () => process.exit(1));
    return;
  }
  if (config.backupEveryMs && first) {
    app.log.info(`Scheduled backups into ${config.backupDir}, keeping ${config.backupKeep}`);
  }
  if (!worker) {
    const where = database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL';
    const { port } = app.server.address() as AddressInfo;
    app.log.info(`Kalkulator Konstruksi on http://localhost:${port} (database: ${where})`);
  }
}
