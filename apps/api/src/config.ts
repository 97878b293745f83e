import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

// Environment → typed configuration, validated once at start.

// What the pg driver takes: a postgres:// (postgresql://) URL, a socket: URL, or a socket folder's path.
const POSTGRES_URL = /^(postgres(ql)?:\/\/|socket:|\/)/i;
const postgresUrl = z
  .string()
  .regex(POSTGRES_URL, 'not a PostgreSQL URL; it takes postgres://user:password@host:5432/database')
  .optional();

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: postgresUrl,
  DATABASE_LISTEN_URL: postgresUrl,
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().optional(),
  WEB_DIST: z.string().optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  CORS_ORIGINS: z.string().optional(),
  BACKUP_EVERY: z
    .string()
    .regex(/^\d+\s*[mhdw]$/i, 'BACKUP_EVERY takes a number and a unit: 30m, 12h, 1d or 1w')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^\s*(auto|\d{1,3})\s*$/i, 'WEB_CONCURRENCY takes a number of processes (1–256) or auto')
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^\s*(true|false|[\d.:a-f/]+(\s*,\s*[\d.:a-f/]+)*)\s*$/i,
      'TRUST_PROXY takes true or the proxies’ addresses (10.0.0.1, 10.0.0.0/8)',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL: where the connection listening for other processes' messages goes (default databaseUrl). */
  databaseListenUrl: string | undefined;
  dataDir: string;
  /** The embedded database's folder inside dataDir. */
  pgliteDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** The first admin, created at start when no admin exists. */
  admin: { username?: string; password?: string; email?: string };
  /** Rate-limit counters shared through Redis when set; in memory otherwise. */
  redisUrl: string | undefined;
  /** Login or register attempts per minute per client. */
  authRateLimitPerMinute: number;
  /** API requests per minute per client. */
  rateLimitPerMinute: number;
  /** Built web app served at / (production). */
  webDist: string | undefined;
  logLevel: string;
  /** Other browser origins allowed to call the API; the app's own origin needs none. */
  corsOrigins: string[];
  /** Backup files (npm run backup, SIGUSR2, BACKUP_EVERY) go here: $DATA_DIR/backups. */
  backupDir: string;
  /** Scheduled backups every so many milliseconds (BACKUP_EVERY), none when undefined. */
  backupEveryMs: number | undefined;
  /** Scheduled backups kept (BACKUP_KEEP); older ones are deleted. */
  backupKeep: number;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY): nobody's by default, so a client cannot name its own address to
   * the rate limits; behind a load balancer its address(es), or true.
   */
  trustProxy: boolean | string[];
  /** Server processes sharing the port (WEB_CONCURRENCY: a number, or auto = the machine's cores); 1 by default. */
  processes: number;
}

/** TRUST_PROXY → Fastify's trustProxy: blank or false none, true every one, else the proxies' addresses. */
export function parseTrustProxy(text: string | undefined): boolean | string[] {
  const value = (text ?? '').trim().toLowerCase();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

/** WEB_CONCURRENCY → how many server processes: blank 1, "auto" the cores this process may use, else the number. */
export function parseConcurrency(text: string | undefined, cores: number): number {
  const value = (text ?? '').trim().toLowerCase();
  if (!value) return 1;
  if (value === 'auto') return Math.max(1, cores);
  return Math.min(256, Math.max(1, Number(value)));
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** "30m", "12h", "1d", "1w" → milliseconds; blank → undefined. */
export function parseInterval(text: string | undefined): number | undefined {
  const match = /^(\d+)\s*([mhdw])$/i.exec((text ?? '').trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2]!.toLowerCase()]!;
  return ms > 0 ? ms : undefined;
}

/**
 * Where a PostgreSQL URL connects, for messages: host:port (or the socket folder), never the user or password;
 * undefined when it cannot be read.
 */
export function postgresAddress(url: string): string | undefined {
  if (url.startsWith('/')) return url.split(' ')[0];
  try {
    // `postgres://user@/db?host=/socket/folder`: no host before the path, which the URL parser refuses.
    const parsed = URL.canParse(url) ? new URL(url) : new URL(url.replace('@/', '@localhost/'));
    if (parsed.protocol === 'socket:') return decodeURI(parsed.pathname);
    const host = parsed.searchParams.get('host') || decodeURIComponent(parsed.hostname) || 'localhost';
    return `${host}:${parsed.searchParams.get('port') || parsed.port || '5432'}`;
  } catch {
    return undefined;
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // A setting left empty (`PORT=` in a .env or compose file) is unset: its default, not port 0 (any free port) or
  // a DATA_DIR of the current folder, where a fresh database and admin would start beside the real ones.
  const given = Object.fromEntries(Object.entries(environment).filter(([, value]) => value?.trim()));
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n  ${problems.join('\n  ')}`,
    );
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseListenUrl: values.DATABASE_LISTEN_URL,
    dataDir: resolve(values.DATA_DIR),
    pgliteDir: join(resolve(values.DATA_DIR), 'pglite'),
    jwtSecret: values.JWT_SECRET ?? persistentSecret(resolve(values.DATA_DIR)),
    jwtExpiresIn: values.JWT_EXPIRES_IN,
    admin: { username: values.ADMIN_USERNAME, password: values.ADMIN_PASSWORD, email: values.ADMIN_EMAIL },
    redisUrl: values.REDIS_URL,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT,
    rateLimitPerMinute: values.RATE_LIMIT,
    webDist: values.WEB_DIST ? resolve(values.WEB_DIST) : undefined,
    logLevel: values.LOG_LEVEL,
    corsOrigins: (values.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    backupDir: join(resolve(values.DATA_DIR), 'backups'),
    backupEveryMs: parseInterval(values.BACKUP_EVERY),
    backupKeep: values.BACKUP_KEEP,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    processes: parseConcurrency(values.WEB_CONCURRENCY, availableParallelism()),
  };
}

/** Without JWT_SECRET, a random secret is made once and kept in DATA_DIR so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
