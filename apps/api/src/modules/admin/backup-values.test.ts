import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupMessages, tableFingerprints } from '../../db/backup';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { multipart } from '../../test/multipart';
import { CONFIRM_RESTORE } from './schemas';

// A backup whose checksum holds but whose rows the database cannot take (a value of the wrong type, a broken
// constraint) is a damaged file: refused as 422 like a truncated one, and nothing changes. Runs on PGlite and, with
// TEST_DB=postgres, on PostgreSQL.

let t: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  const user = await registerUser(t.app);
  // A project saved twice, so the backup holds a revision of it.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(user.token),
    payload: { name: 'Gudang', divisions: [{ code: 'A', name: 'PERSIAPAN', items: [] }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json().project;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${project.id}`,
    headers: bearer(user.token),
    payload: { name: 'Gudang Sleman', divisions: project.divisions, version: project.version },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Chunk = { table: string; rows: Row[] };

const restore = (file: Buffer) => {
  const body = multipart('cadangan.jsonl.gz', file, { confirm_restore: CONFIRM_RESTORE });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/restore',
    headers: { ...bearer(admin.token), ...body.headers },
    payload: body.payload,
  });
};

/** The backup with `edit` applied to the rows of `table`, signed again (checksum and count), as a valid file is. */
function edited(file: Buffer, table: string, edit: (rows: Row[]) => Row[]): Buffer {
  const lines = gunzipSync(file).toString('utf8').trimEnd().split('\n');
  const trailer = JSON.parse(lines.pop()!) as { rows: number; sha256: string };
  let found = false;
  let rows = 0;
  const body = lines
    .map((line, index) => {
      if (index === 0) return `${line}\n`;
      const chunk = JSON.parse(line) as Chunk;
      if (chunk.table === table && !found) {
        found = true;
        chunk.rows = edit(chunk.rows);
      }
      rows += chunk.rows.length;
      return `${JSON.stringify(chunk)}\n`;
    })
    .join('');
  expect(found, table).toBe(true);
  trailer.rows = rows;
  trailer.sha256 = createHash('sha256').update(body).digest('hex');
  return gzipSync(`${body}${JSON.stringify(trailer)}\n`);
}

describe('restoring a backup whose checksum holds but whose values do not', () => {
  it('refuses a value of the wrong type, a missing parent, a twice-used id or an empty name as a damaged file, and changes nothing', async () => {
    const download = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backup',
      headers: bearer(admin.token),
    });
    expect(download.statusCode).toBe(200);
    const file = download.rawPayload;
    const before = await tableFingerprints(t.db);
    const cases: [string, string, (rows: Row[]) => Row[]][] = [
      [
        'a version that is no number',
        'project_revisions',
        (rows) => rows.map((row) => ({ ...row, version: 'bukan angka' })),
      ],
      [
        'a revision of a project the file does not hold',
        'project_revisions',
        (rows) => rows.map((row) => ({ ...row, project_id: 999_999 })),
      ],
      ['the same project twice', 'projects', (rows) => [...rows, rows[0]!]],
      ['a project without a name', 'projects', (rows) => rows.map((row) => ({ ...row, name: null }))],
    ];
    for (const [what, table, edit] of cases) {
      const response = await restore(edited(file, table, edit));
      expect(response.statusCode, what).toBe(422);
      expect(response.json(), what).toEqual({
        message: backupMessages.badRows(table),
        details: [{ param: 'file', msg: backupMessages.badRows(table) }],
      });
      expect(await tableFingerprints(t.db), what).toEqual(before);
    }

    // The same file, untouched, still restores: the refusals left no half-done transaction behind.
    const restored = await restore(file);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().summary.tables.project_revisions).toBe(1);
  });
});
