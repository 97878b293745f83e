import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, backupMessages, backupRows, checkBackup } from './backup';

// The reading of a backup file, apart from any database: a file larger than a string can hold unpacked is read
// as it is unpacked, line by line. Restores of real backups are in modules/admin/backup.test.ts.

const header = {
  format: BACKUP_FORMAT,
  format_version: BACKUP_FORMAT_VERSION,
  created_at: '2026-11-26T08:00:00.000Z',
  database: 'pglite',
  migrations: ['001_catalogue'],
  tables: [{ name: 'calculations', columns: ['id', 'project_name'] }],
};

/** A backup of `lines` lines of `rowsPerLine` rows each, the same line each time; gzip members, one per line. */
function largeBackup(lines: number, rowsPerLine: number) {
  const note = 'Dinding bata merah 1/2 batu lantai 2 '.repeat(16);
  const rows = Array.from({ length: rowsPerLine }, (_, index) => ({ id: index + 1, project_name: note }));
  const line = Buffer.from(`${JSON.stringify({ table: 'calculations', rows })}\n`);
  const headerLine = Buffer.from(`${JSON.stringify(header)}\n`);
  const hash = createHash('sha256').update(headerLine);
  for (let index = 0; index < lines; index += 1) hash.update(line);
  const trailer = { end: true, rows: lines * rowsPerLine, sha256: hash.digest('hex') };
  const packedLine = gzipSync(line, { level: 1 });
  const file = Buffer.concat([
    gzipSync(headerLine),
    ...Array.from({ length: lines }, () => packedLine),
    gzipSync(`${JSON.stringify(trailer)}\n`),
  ]);
  return { file, unpackedBytes: headerLine.length + lines * line.length, lineBytes: line.length };
}

describe('reading a backup file', () => {
  it('checks one of 600 MB unpacked, more than a string holds, with lines longer than an unpacked piece', async () => {
    const { file, unpackedBytes, lineBytes } = largeBackup(1000, 1000);
    expect(unpackedBytes).toBeGreaterThan(2 ** 29); // V8's longest string, in UTF-16 units
    expect(lineBytes).toBeGreaterThan(256 * 1024);
    const backup = await checkBackup(file);
    expect(backup.count).toBe(1_000_000);
    expect(backup.header.tables).toEqual(header.tables);
  }, 120_000);

  it('gives the rows of a small one back, and refuses a line of rows for a table its header does not name', async () => {
    const { file } = largeBackup(3, 2);
    const rows = await backupRows(await checkBackup(file));
    expect(rows.get('calculations')?.map((row) => row.id)).toEqual([1, 2, 1, 2, 1, 2]);

    const headerLine = `${JSON.stringify(header)}\n`;
    const stray = `${JSON.stringify({ table: 'users', rows: [{ id: 1 }] })}\n`;
    const sha256 = createHash('sha256').update(headerLine).update(stray).digest('hex');
    const foreign = gzipSync(`${headerLine}${stray}${JSON.stringify({ end: true, rows: 1, sha256 })}\n`);
    await expect(checkBackup(foreign)).rejects.toThrow(backupMessages.unreadable);
  });
});
