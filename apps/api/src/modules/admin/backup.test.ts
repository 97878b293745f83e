import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupMessages,
  backupToFile,
  listBackups,
  pruneBackups,
  tableFingerprints,
} from '../../db/backup';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from '../../test/auth';
import { brickWallJob, jobTypeId } from '../../test/catalogue';
import { multipart } from '../../test/multipart';
import { adminMessages, CONFIRM_RESTORE } from './schemas';

// Backup → master clear → restore gives the same data, table by table; a damaged file is refused and changes
// nothing. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.

let t: TestApp;
let admin: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  // Something of every kind a user keeps: a calculation, a project, a private price book with a price.
  const wall = await jobTypeId(t.db, brickWallJob().code);
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/calculations/${wall}/save`,
    headers: bearer(user.token),
    payload: {
      volume: 12.5,
      productivity: 10,
      worker_ratio: '1:3',
      profit_percentage: 20,
      project_name: 'Rumah Bu Sri',
    },
  });
  expect(saved.statusCode).toBe(201);
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(user.token),
    payload: { name: 'Gudang', divisions: [{ code: 'A', name: 'PERSIAPAN', items: [] }] },
  });
  expect(project.statusCode).toBe(201);
  const book = await t.app.inject({
    method: 'POST',
    url: '/api/price-books',
    headers: bearer(user.token),
    payload: { name: 'Penawaran toko', region: 'Sleman', year: 2026, private: true },
  });
  expect(book.statusCode).toBe(201);
  const prices = await t.app.inject({
    method: 'PUT',
    url: `/api/price-books/${book.json().price_book.id}/prices`,
    headers: bearer(user.token),
    payload: { prices: [{ kind: 'material', item_id: 1, price: 1234 }] },
  });
  expect(prices.statusCode).toBe(200);
  const disabled = await registerUser(t.app);
  await t.app.inject({
    method: 'PATCH',
    url: `/api/auth/users/${disabled.id}`,
    headers: bearer(admin.token),
    payload: { disabled: true },
  });
});
afterAll(() => t.close());

const download = async (who: TestAccount | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/admin/backup', headers: who ? bearer(who.token) : {} });
const restore = (file: Buffer, confirm: string = CONFIRM_RESTORE, who: TestAccount = admin) => {
  const body = multipart('cadangan.jsonl.gz', file, { confirm_restore: confirm });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/restore',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
};
const lines = (file: Buffer) => gunzipSync(file).toString('utf8').trimEnd().split('\n');

describe('backup and restore', () => {
  it('is for admins only', async () => {
    expect((await download(null)).statusCode).toBe(401);
    expect((await download(user)).statusCode).toBe(403);
    expect((await restore(Buffer.from('x'), CONFIRM_RESTORE, user)).statusCode).toBe(403);
  });

  it('restores, after a master clear, exactly the data that was backed up', async () => {
    const before = await tableFingerprints(t.db);
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="kalkulator-backup-\d{8}-\d{6}\.jsonl\.gz"/,
    );
    const file = response.rawPayload;
    const header = JSON.parse(lines(file)[0]!);
    expect(header.format).toBe('kalkulator-konstruksi-backup');
    expect(header.tables.map((table: { name: string }) => table.name)).toEqual(
      expect.arrayContaining([
        'users',
        'calculations',
        'projects',
        'price_books',
        'price_book_prices',
        'materials',
      ]),
    );
    // Parents before children, so the rows go back in without breaking a reference.
    const order = header.tables.map((table: { name: string }) => table.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('calculations'));
    expect(order.indexOf('job_categories')).toBeLessThan(order.indexOf('job_types'));
    expect(order.indexOf('price_books')).toBeLessThan(order.indexOf('price_book_prices'));

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/materials/master/clear-all-data',
      headers: bearer(admin.token),
      payload: { confirm_clear: 'HAPUS SEMUA DATA' },
    });
    expect(cleared.statusCode).toBe(200);
    await registerUser(t.app);
    expect(await tableFingerprints(t.db)).not.toEqual(before);

    const restored = await restore(file);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(/^Data dipulihkan dari cadangan: \d+ baris\.$/);
    const after = await tableFingerprints(t.db);
    // The audit gains one entry (the restore itself); every other table is as it was.
    const { admin_audit: auditAfter, ...restAfter } = after;
    const { admin_audit: auditBefore, ...restBefore } = before;
    expect(restAfter).toEqual(restBefore);
    expect(auditAfter).not.toEqual(auditBefore);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/auth/users/audit',
      headers: bearer(admin.token),
    });
    expect(audit.json().audit[0]).toMatchObject({ action: 'restore', actor_username: admin.username });

    // The data works after it: the user logs in, sees their calculation, and new rows get fresh ids.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/calculations/history',
      headers: bearer(user.token),
    });
    expect(history.json().calculations[0].project_name).toBe('Rumah Bu Sri');
    const wall = await jobTypeId(t.db, brickWallJob().code);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/calculations/${wall}/save`,
      headers: bearer(user.token),
      payload: { volume: 3, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 },
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps sessions ended since the backup ended: a logged-out phone and a changed password', async () => {
    const owner = await registerUser(t.app);
    const login = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: owner.username, password: owner.password },
        })
      ).json().token as string;
    const phone = await login();
    const laptop = await login();
    const file = (await download()).rawPayload;
    // After the backup: the phone logs out, then the password changes on the laptop (every other token ends).
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(laptop),
      payload: {
        current_password: owner.password,
        new_password: 'rahasia-baru-77',
        confirm_password: 'rahasia-baru-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const verify = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: bearer(token) })).statusCode;
    expect(await verify(phone)).toBe(401);
    expect(await verify(owner.token)).toBe(401);

    const restored = await restore(file);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await verify(phone)).toBe(401);
    expect(await verify(owner.token)).toBe(401);
    expect(await verify(laptop)).toBe(401);
    // The token the password change gave stays valid; the admin who restored stays logged in.
    expect(await verify(changed.json().token)).toBe(200);
    expect(await verify(admin.token)).toBe(200);
  });

  it('never gives again a job type id issued after the backup was made', async () => {
    const file = (await download()).rawPayload;
    // After the backup: a job type is made (a browser project prices a line with it), then deleted.
    const category = await t.db.selectFrom('job_categories').select('id').executeTakeFirstOrThrow();
    const later = await t.db
      .insertInto('job_types')
      .values({
        code: 'UJI.RESTORE.1',
        category_id: category.id,
        name: 'Uji pulihkan',
        unit: 'm3',
        description: null,
        default_productivity: 1,
        default_worker_ratio: '1:1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('job_types').where('id', '=', later.id).execute();

    const restored = await restore(file);
    expect(restored.statusCode, restored.body).toBe(200);
    const next = await t.db
      .insertInto('job_types')
      .values({
        code: 'UJI.RESTORE.2',
        category_id: category.id,
        name: 'Uji pengecatan',
        unit: 'm2',
        description: null,
        default_productivity: 1,
        default_worker_ratio: '1:1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(later.id);
    await t.db.deleteFrom('job_types').where('id', '=', next.id).execute();
  });

  it('refuses a corrupt, truncated, foreign or other-version file and changes nothing', async () => {
    const file = (await download()).rawPayload;
    const before = await tableFingerprints(t.db);
    const text = lines(file);
    const tampered = [...text];
    const edited = tampered.findIndex((line) => line.includes('Rumah Bu Sri'));
    expect(edited).toBeGreaterThan(0);
    tampered[edited] = tampered[edited]!.replace('Rumah Bu Sri', 'Rumah Pak Budi');
    const otherVersion = [...text];
    const header = JSON.parse(otherVersion[0]!);
    header.migrations = [...header.migrations, '999_future'];
    otherVersion[0] = JSON.stringify(header);
    const cases: [string, Buffer, string][] = [
      ['truncated gzip', file.subarray(0, Math.floor(file.length / 2)), backupMessages.unreadable],
      [
        'flipped byte',
        Buffer.from(file.map((byte, index) => (index === 40 ? byte ^ 0xff : byte))),
        backupMessages.unreadable,
      ],
      ['missing trailer', gzipSync(`${text.slice(0, -1).join('\n')}\n`), backupMessages.incomplete],
      ['rows edited', gzipSync(`${tampered.join('\n')}\n`), backupMessages.checksum],
      ['not a backup', gzipSync('{"hello":"world"}\n'), backupMessages.notBackup],
      ['plain text', Buffer.from('id;name\n1;Semen\n'), backupMessages.unreadable],
    ];
    for (const [what, content, message] of cases) {
      const response = await restore(content);
      expect(response.statusCode, what).toBe(422);
      expect(response.json().details, what).toEqual([{ param: 'file', msg: message }]);
    }
    // A file from another version is checked after its checksum: re-sign it to reach the version check.
    const body = otherVersion
      .slice(0, -1)
      .map((line) => `${line}\n`)
      .join('');
    const { createHash } = await import('node:crypto');
    const trailer = JSON.parse(otherVersion.at(-1)!);
    trailer.sha256 = createHash('sha256').update(body).digest('hex');
    const resigned = gzipSync(`${body}${JSON.stringify(trailer)}\n`);
    const version = await restore(resigned);
    expect(version.statusCode).toBe(422);
    expect(version.json().details[0].msg).toContain('Cadangan dibuat oleh versi basis data lain (999_future');

    const unconfirmed = await restore(file, 'pulihkan');
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().details).toContainEqual({
      param: 'confirm_restore',
      msg: adminMessages.confirmRestore,
    });
    expect(await tableFingerprints(t.db)).toEqual(before);
  });

  it('writes backups to a folder and keeps the newest copies', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'kalkulator-backups-'));
    try {
      const { file, summary } = await backupToFile(t.db, directory, { databaseKind: 'test' });
      expect(summary.tables.users).toBeGreaterThanOrEqual(3);
      expect(lines(await readFile(file))[0]).toContain('"format":"kalkulator-konstruksi-backup"');
      for (const stamp of ['20260101-010000', '20260102-010000', '20260103-010000']) {
        await writeFile(join(directory, `kalkulator-backup-${stamp}.jsonl.gz`), 'x');
      }
      await writeFile(join(directory, 'notes.txt'), 'kept');
      await utimes(file, new Date(), new Date());
      expect(await pruneBackups(directory, 2)).toEqual([
        'kalkulator-backup-20260102-010000.jsonl.gz',
        'kalkulator-backup-20260101-010000.jsonl.gz',
      ]);
      expect(await listBackups(directory)).toEqual([
        file.split('/').at(-1),
        'kalkulator-backup-20260103-010000.jsonl.gz',
      ]);
      expect(await readFile(join(directory, 'notes.txt'), 'utf8')).toBe('kept');
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('names a second backup of the same second so that it is listed too', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'kalkulator-backups-'));
    try {
      // Files of this second and the next two already there: the backup written now collides with one of them.
      const now = Date.now();
      const taken = [0, 1000, 2000].map((ms) => backupFileName(new Date(now + ms)));
      for (const name of taken) await writeFile(join(directory, name), 'x');
      const { file } = await backupToFile(t.db, directory, { databaseKind: 'test' });
      const name = file.split('/').at(-1)!;
      expect(name).toMatch(/^kalkulator-backup-\d{8}-\d{6}-1\.jsonl\.gz$/);
      expect(taken).toContain(name.replace('-1.jsonl.gz', '.jsonl.gz'));
      expect(await listBackups(directory)).toContain(name);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
