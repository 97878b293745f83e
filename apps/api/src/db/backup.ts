import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

// A logical backup of every table the product keeps (catalogue, users, calculations, projects, price books, audit):
// gzip-compressed lines of JSON. Line 1 is the header (format, the migrations the data was written under, tables
// and columns), then the rows of each table in chunks, parents before children, then a trailer with the number of
// rows and a SHA-256 of every line before it. Rows are read with to_jsonb and written back with
// jsonb_populate_recordset, so each column's type survives on PGlite and PostgreSQL alike, and the file is the
// same whichever database wrote it. The whole dump reads one snapshot (repeatable read), so a backup taken while
// users save is consistent.

export const BACKUP_FORMAT = 'kalkulator-konstruksi-backup';
export const BACKUP_FORMAT_VERSION = 1;
const CHUNK_ROWS = 1000;
const NEWLINE = 10;
const NEWLINE_BYTES = Buffer.from('\n');
/** Kysely's own bookkeeping: the migrations applied are in the header, not copied as rows. */
const SKIPPED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/**
 * Tables that triggers keep in step with others (each owner's number of calculations): restored after every
 * other table, replacing what the triggers wrote while the rows went in, so they hold exactly the backup's rows.
 */
const TRIGGER_KEPT_TABLES = new Set(['calculation_counts']);

export const backupMessages = {
  unreadable: 'Berkas cadangan rusak atau terpotong (tidak dapat dibuka); tidak ada data yang diubah',
  notBackup: 'Berkas ini bukan cadangan Kalkulator Konstruksi',
  incomplete: 'Berkas cadangan terpotong: bagian akhirnya hilang; tidak ada data yang diubah',
  checksum:
    'Berkas cadangan rusak: isi tidak cocok dengan tanda tangannya (SHA-256); tidak ada data yang diubah',
  formatVersion: (version: unknown) =>
    `Format cadangan versi ${String(version)} tidak dikenal oleh versi aplikasi ini`,
  otherVersion: (file: string, here: string) =>
    `Cadangan dibuat oleh versi basis data lain (${file || 'kosong'}; di sini ${here}). ` +
    'Pulihkan dengan versi aplikasi yang membuatnya, lalu perbarui aplikasi: migrasinya berjalan sendiri.',
  unknownTable: (table: string) => `Cadangan memuat tabel "${table}" yang tidak ada di versi ini`,
  unknownColumn: (table: string, column: string) =>
    `Cadangan memuat kolom "${table}.${column}" yang tidak ada di versi ini`,
  badRows: (table: string) =>
    `Berkas cadangan rusak: baris tabel "${table}" memuat nilai yang tidak dapat dipulihkan; tidak ada data yang diubah`,
} as const;

export class BackupError extends Error {}

/**
 * Whether the database refused a row for its values: a data exception (SQLSTATE class 22: a "version" of "abc", a
 * date that is none) or a broken constraint (class 23: a missing parent, a twice-used id, an empty name).
 */
const refusedValue = (error: unknown) =>
  /^2[23]/.test(String((error as { code?: unknown } | null)?.code ?? ''));

interface TableInfo {
  name: string;
  columns: string[];
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  format_version: number;
  created_at: string;
  database: string;
  migrations: string[];
  tables: TableInfo[];
}

export interface BackupSummary {
  tables: Record<string, number>;
  rows: number;
}

/** The product's tables in the current schema, each after every table it references. */
async function tablesInOrder(db: Kysely<Database>): Promise<TableInfo[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
    order by c.table_name, c.ordinal_position`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select cl.relname as child, parent.relname as parent
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    where con.contype = 'f' and ns.nspname = current_schema()`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const row of columns.rows) {
    if (SKIPPED_TABLES.has(row.table_name)) continue;
    const list = byTable.get(row.table_name) ?? [];
    list.push(row.column_name);
    byTable.set(row.table_name, list);
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    if (child === parent) continue;
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name) || !byTable.has(name)) return;
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, path);
    placed.add(name);
    ordered.push({ name, columns: byTable.get(name) ?? [] });
  };
  for (const name of [...byTable.keys()].sort()) visit(name, new Set());
  return ordered;
}

export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Writes the backup to `out` (gzip included) and resolves with what it holds. The rows are read through a cursor
 * inside one read-only repeatable-read transaction, a thousand at a time.
 */
export async function writeBackup(
  db: Kysely<Database>,
  out: Writable,
  options: { databaseKind: string },
): Promise<BackupSummary> {
  const gzip = createGzip();
  const done = pipeline(gzip, out);
  const hash = createHash('sha256');
  const summary: BackupSummary = { tables: {}, rows: 0 };
  const writeLine = async (value: unknown) => {
    const line = `${JSON.stringify(value)}\n`;
    hash.update(line);
    if (!gzip.write(line)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  try {
    await db.transaction().execute(async (trx) => {
      await sql`set transaction isolation level repeatable read, read only`.execute(trx);
      const tables = await tablesInOrder(trx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        format_version: BACKUP_FORMAT_VERSION,
        created_at: new Date().toISOString(),
        database: options.databaseKind,
        migrations: await appliedMigrations(trx),
        tables,
      };
      await writeLine(header);
      for (const table of tables) {
        let count = 0;
        const order = table.columns.includes('id') ? sql`order by id` : sql`order by 1`;
        await sql`declare backup_rows no scroll cursor for select to_jsonb(t) as row from ${sql.table(table.name)} t ${order}`.execute(
          trx,
        );
        for (;;) {
          const { rows } = await sql<{
            row: Record<string, unknown>;
          }>`fetch ${sql.raw(String(CHUNK_ROWS))} from backup_rows`.execute(trx);
          if (rows.length === 0) break;
          count += rows.length;
          await writeLine({ table: table.name, rows: rows.map((row) => row.row) });
        }
        await sql`close backup_rows`.execute(trx);
        summary.tables[table.name] = count;
        summary.rows += count;
      }
    });
    const digest = hash.copy().digest('hex');
    const trailer = `${JSON.stringify({ end: true, rows: summary.rows, sha256: digest })}\n`;
    gzip.end(trailer);
    await done;
  } catch (error) {
    gzip.destroy(error as Error);
    await done.catch(() => undefined);
    throw error;
  }
  return summary;
}

/** A backup file whose gzip, header, checksum and row count have been checked; its rows are read again to restore. */
export interface CheckedBackup {
  header: BackupHeader;
  count: number;
  content: Buffer;
}

/**
 * The lines of a gzip-compressed backup as it is unpacked, without their "\n": a large backup never stands in
 * memory whole, unpacked (a string that long cannot exist, and its rows as objects would not fit either).
 */
async function* backupLines(content: Buffer): AsyncGenerator<Buffer> {
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  gunzip.end(content);
  let pending: Buffer[] = [];
  const pieces = gunzip[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await pieces.next();
    } catch {
      throw new BackupError(backupMessages.unreadable);
    }
    if (next.done) break;
    const piece = next.value;
    let start = 0;
    for (let end = piece.indexOf(NEWLINE, start); end !== -1; end = piece.indexOf(NEWLINE, start)) {
      pending.push(piece.subarray(start, end));
      yield pending.length === 1 ? pending[0]! : Buffer.concat(pending);
      pending = [];
      start = end + 1;
    }
    if (start < piece.length) pending.push(piece.subarray(start));
  }
  if (pending.length > 0) yield Buffer.concat(pending);
}

const parseLine = (line: Buffer | undefined): unknown => {
  try {
    return JSON.parse(line?.toString('utf8') ?? '');
  } catch {
    throw new BackupError(backupMessages.unreadable);
  }
};

function checkHeader(value: unknown): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (!header || typeof header !== 'object' || header.format !== BACKUP_FORMAT) {
    throw new BackupError(backupMessages.notBackup);
  }
  if (header.format_version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(backupMessages.formatVersion(header.format_version));
  }
  return header as BackupHeader;
}

/** A line of rows, parsed: `{ table, rows }` of a table the header names. */
function rowsOf(
  value: unknown,
  tables: ReadonlySet<string>,
): { table: string; rows: Record<string, unknown>[] } {
  const chunk = value as { table?: unknown; rows?: unknown } | null;
  if (typeof chunk?.table !== 'string' || !tables.has(chunk.table) || !Array.isArray(chunk.rows)) {
    throw new BackupError(backupMessages.unreadable);
  }
  return chunk as { table: string; rows: Record<string, unknown>[] };
}

/**
 * Checks a backup file, reading it once as it is unpacked: gzip intact, header known, every line covered by the
 * trailer's checksum, as many rows as the trailer says. Each refusal says what is wrong, in that order.
 */
export async function checkBackup(content: Buffer): Promise<CheckedBackup> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let tables = new Set<string>();
  let last: Buffer | undefined;
  let lines = 0;
  let count = 0;
  // A damaged line of rows is said after the checksum, which names the damage better.
  let damaged: BackupError | undefined;
  const take = (line: Buffer) => {
    hash.update(line);
    hash.update(NEWLINE_BYTES);
    if (!header) {
      header = checkHeader(parseLine(line));
      tables = new Set((header.tables ?? []).map((table) => table.name));
      return;
    }
    if (damaged) return;
    try {
      count += rowsOf(parseLine(line), tables).rows.length;
    } catch (error) {
      damaged = error as BackupError;
    }
  };
  for await (const line of backupLines(content)) {
    if (last) take(last);
    last = line;
    lines += 1;
  }
  if (!header) header = checkHeader(parseLine(last));
  const trailer = (lines < 2 ? null : parseLine(last)) as {
    end?: boolean;
    rows?: number;
    sha256?: string;
  } | null;
  if (!trailer || trailer.end !== true) throw new BackupError(backupMessages.incomplete);
  if (hash.digest('hex') !== trailer.sha256) throw new BackupError(backupMessages.checksum);
  if (damaged) throw damaged;
  if (count !== trailer.rows) throw new BackupError(backupMessages.incomplete);
  return { header, count, content };
}

/** Every row of a checked backup by table, in memory: for looking into small files (tests), not for restoring. */
export async function backupRows(backup: CheckedBackup): Promise<Map<string, Record<string, unknown>[]>> {
  const rows = new Map<string, Record<string, unknown>[]>(
    backup.header.tables.map((table) => [table.name, []]),
  );
  for await (const chunk of rowChunks(backup)) rows.get(chunk.table)!.push(...chunk.rows);
  return rows;
}

/** The lines of rows of a checked backup, one at a time. */
async function* rowChunks(backup: CheckedBackup) {
  const tables = new Set(backup.header.tables.map((table) => table.name));
  let index = 0;
  for await (const line of backupLines(backup.content)) {
    index += 1;
    // The header, then rows, then the trailer (the checked count says how many lines of rows there are not, so
    // the trailer is told by its "end").
    if (index === 1) continue;
    const value = parseLine(line);
    if ((value as { end?: unknown } | null)?.end === true) return;
    yield rowsOf(value, tables);
  }
}

async function insertRows(
  trx: Kysely<Database>,
  table: TableInfo,
  rows: Record<string, unknown>[],
): Promise<void> {
  const columns = sql.join(table.columns.map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = JSON.stringify(rows.slice(start, start + CHUNK_ROWS));
    try {
      await sql`insert into ${sql.table(table.name)} (${columns})
        select ${columns} from jsonb_populate_recordset(null::${sql.table(table.name)}, ${chunk}::jsonb)`.execute(
        trx,
      );
    } catch (error) {
      // A file whose checksum holds can still carry a value no column takes (written by hand, or by a bug): the
      // file is damaged, said as the other damage is, and the transaction around the restore changes nothing.
      if (refusedValue(error)) throw new BackupError(backupMessages.badRows(table.name), { cause: error });
      throw error;
    }
  }
}

/** What ended sessions before a restore: each account's token version, and the tokens logged out and not expired. */
async function endedSessionsNow(trx: Kysely<Database>) {
  const { rows } = await sql<{ users: unknown; ended: unknown }>`select
    (select coalesce(jsonb_agg(jsonb_build_object('id', id, 'created_at', created_at, 'token_version', token_version)), '[]'::jsonb)
       from users) as users,
    (select coalesce(jsonb_agg(to_jsonb(e)), '[]'::jsonb) from ended_sessions e where e.expires_at > now()) as ended`.execute(
    trx,
  );
  return { users: JSON.stringify(rows[0]?.users ?? []), ended: JSON.stringify(rows[0]?.ended ?? []) };
}

/**
 * Sessions ended since the backup stay ended: an account the backup holds too (same id, same creation) keeps the
 * higher token version (a password changed or "Keluar dari semua perangkat" after the backup), and one device's
 * logout is kept while its account is there. Otherwise a restore would bring back the tokens of a lost phone.
 */
async function keepSessionsEnded(trx: Kysely<Database>, sessions: { users: string; ended: string }) {
  await sql`update users u set token_version = greatest(u.token_version, v.token_version)
    from jsonb_to_recordset(${sessions.users}::jsonb) as v(id integer, created_at timestamptz, token_version integer)
    where u.id = v.id and u.created_at = v.created_at`.execute(trx);
  await sql`insert into ended_sessions (jti, user_id, expires_at, ended_at)
    select v.jti, v.user_id, v.expires_at, v.ended_at from jsonb_populate_recordset(null::ended_sessions, ${sessions.ended}::jsonb) v
    where exists (select 1 from users u where u.id = v.user_id)
    on conflict (jti) do nothing`.execute(trx);
}

/**
 * Replaces every table's rows with the backup's, in one transaction: any failure (a version the schema does not
 * match, a constraint) leaves the database as it was. The rows are read from the file again as it is unpacked and
 * inserted a line (a thousand rows) at a time. Id sequences then follow the restored ids.
 */
export async function restoreBackup(db: Kysely<Database>, backup: CheckedBackup): Promise<BackupSummary> {
  return db.transaction().execute(async (trx) => {
    const here = await appliedMigrations(trx);
    if (here.join(',') !== backup.header.migrations.join(',')) {
      throw new BackupError(
        backupMessages.otherVersion(backup.header.migrations.at(-1) ?? '', here.at(-1) ?? ''),
      );
    }
    const tables = await tablesInOrder(trx);
    const known = new Map(tables.map((table) => [table.name, new Set(table.columns)]));
    for (const table of backup.header.tables) {
      const columns = known.get(table.name);
      if (!columns) throw new BackupError(backupMessages.unknownTable(table.name));
      const missing = table.columns.find((column) => !columns.has(column));
      if (missing) throw new BackupError(backupMessages.unknownColumn(table.name, missing));
    }
    const sessions = await endedSessionsNow(trx);
    // Job type ids live on outside the database (browser projects' lines, a phone's copy): one issued here before
    // the restore is never issued again for another job type (db/sequences.ts keeps the same rule for resets).
    const jobTypesNext = await nextJobTypeId(trx);
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table.name)))} restart identity`.execute(
      trx,
    );
    const summary: BackupSummary = { tables: {}, rows: 0 };
    const byName = new Map(backup.header.tables.map((table) => [table.name, table]));
    for (const table of backup.header.tables) summary.tables[table.name] = 0;
    // The triggers' tables are written after every other (they are a row per owner: small enough to hold).
    const triggerKept = new Map<string, Record<string, unknown>[]>();
    for await (const chunk of rowChunks(backup)) {
      if (TRIGGER_KEPT_TABLES.has(chunk.table)) {
        triggerKept.set(chunk.table, [...(triggerKept.get(chunk.table) ?? []), ...chunk.rows]);
      } else {
        await insertRows(trx, byName.get(chunk.table)!, chunk.rows);
      }
      summary.tables[chunk.table]! += chunk.rows.length;
      summary.rows += chunk.rows.length;
    }
    for (const table of backup.header.tables.filter((table) => TRIGGER_KEPT_TABLES.has(table.name))) {
      await sql`delete from ${sql.table(table.name)}`.execute(trx);
      await insertRows(trx, table, triggerKept.get(table.name) ?? []);
    }
    await keepSessionsEnded(trx, sessions);
    for (const table of backup.header.tables.filter((table) => table.columns.includes('id'))) {
      const floor = table.name === 'job_types' ? jobTypesNext : 1;
      await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), greatest(coalesce((select max(id) from ${sql.table(table.name)}), 0) + 1, ${floor}::bigint), false)
        where pg_get_serial_sequence(${table.name}, 'id') is not null`.execute(trx);
    }
    return summary;
  });
}

/** The id the job types' sequence would give next (1 before it gave any). */
async function nextJobTypeId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ next: string | number | null }>`
    select coalesce(pg_sequence_last_value(pg_get_serial_sequence('job_types', 'id')::regclass) + 1, 1) as next
  `.execute(db);
  return Number(rows[0]?.next ?? 1);
}

/** An md5 of every table's rows (in a stable order): equal fingerprints mean equal data. */
export async function tableFingerprints(db: Kysely<Database>): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of await tablesInOrder(db)) {
    const { rows } = await sql<{ digest: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table.name)} t`.execute(
      db,
    );
    result[table.name] = rows[0]?.digest ?? 'empty';
  }
  return result;
}

const FILE_PATTERN = /^kalkulator-backup-\d{8}-\d{6}(-\d+)?\.jsonl\.gz$/;

export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `kalkulator-backup-${stamp}.jsonl.gz`;
}

/** Writes a backup into `directory` (through a temporary name, so a half-written file never looks complete). */
export async function backupToFile(
  db: Kysely<Database>,
  directory: string,
  options: { databaseKind: string },
): Promise<{ file: string; summary: BackupSummary }> {
  await mkdir(directory, { recursive: true });
  // Two backups in the same second (a requested one right after the scheduled one) get -1, -2 … after the time.
  const first = backupFileName();
  let name = first;
  for (let n = 1; await exists(join(directory, name)); n += 1) {
    name = first.replace(/\.jsonl\.gz$/, `-${n}.jsonl.gz`);
  }
  const file = join(directory, name);
  const partial = `${file}.partial`;
  try {
    const summary = await writeBackup(db, createWriteStream(partial), options);
    await rename(partial, file);
    return { file, summary };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The product's backup files in `directory`, newest first. */
export async function listBackups(directory: string): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[]);
  return names
    .filter((name) => FILE_PATTERN.test(name))
    .sort()
    .reverse();
}

/** Keeps the newest `keep` backups in `directory` and deletes older ones (only files this product named). */
export async function pruneBackups(directory: string, keep: number): Promise<string[]> {
  const removed = (await listBackups(directory)).slice(keep);
  for (const name of removed) await rm(join(directory, name), { force: true });
  return removed;
}
