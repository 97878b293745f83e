import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';

// "Pulihkan" on one device at the moment another saves the project: whichever writes first, the other's version is
// never lost. A save of the version the restore replaced gets 409 with the stored project, or is kept as a revision
// the restore replaced; never two answers with the same version, never a database error (on PostgreSQL the two
// once took their locks in opposite orders: a deadlock, 500). Many rounds on one project, so its revisions pass
// the 20 kept and each write also prunes them.

let t: TestApp;
let user: TestAccount;
let excavation: number;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload && { payload }) });

const body = (name: string, version?: number) => ({
  name,
  divisions: [{ code: 'A', name: 'PEKERJAAN TANAH', items: [{ job_type_id: excavation, volume: 10 }] }],
  ...(version !== undefined && { version }),
});

const ROUNDS = 80;

describe('a restore racing a save of the same project', () => {
  it('keeps both versions: one answered 409 or kept as a revision, no version twice, nothing ≥ 500', async () => {
    const created = await call('POST', '/api/projects', body('Gudang versi awal'));
    const id = created.json().project.id as number;
    let version = (await call('PUT', `/api/projects/${id}`, body('Gudang versi kedua', 1))).json().project
      .version as number;
    for (let round = 0; round < ROUNDS; round += 1) {
      const [newest] = (await call('GET', `/api/projects/${id}/revisions`)).json().revisions;
      const saved = `Gudang simpanan ${round}`;
      const [put, restore] = await Promise.all([
        call('PUT', `/api/projects/${id}`, body(saved, version)),
        call('POST', `/api/projects/${id}/revisions/${newest.id}/restore`),
      ]);
      const answers = `round ${round}: PUT ${put.statusCode} ${put.body.slice(0, 200)} / restore ${restore.statusCode} ${restore.body.slice(0, 200)}`;
      expect(put.statusCode, answers).toBeLessThan(500);
      expect(restore.statusCode, answers).toBeLessThan(500);
      expect([200, 409], answers).toContain(put.statusCode);
      expect(restore.statusCode, answers).toBe(200);
      if (put.statusCode === 409) expect(put.json().project.id, answers).toBe(id);
      else expect(put.json().project.version, answers).not.toBe(restore.json().project.version);

      const current = (await call('GET', `/api/projects/${id}`)).json().project;
      if (put.statusCode === 200) {
        const revisions = (await call('GET', `/api/projects/${id}/revisions`)).json().revisions as {
          name: string;
          version: number;
        }[];
        const kept = current.name === saved || revisions.some((revision) => revision.name === saved);
        expect(kept, `${answers}; stored: ${current.name} v${current.version}`).toBe(true);
      }
      version = current.version;
    }
  }, 120_000);
});
