import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectMessages } from '@kalkulator/core';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser, type TestAccount } from '../../test/auth';
import { jobTypeId } from '../../test/catalogue';

// "Perbarui harga" applied while another device saves the project: the re-pricing is overtaken, and says so as a
// stale save does (409 with the stored project), never as a missing project (404).

const meanwhile = vi.hoisted(() => ({ save: null as null | (() => Promise<void>) }));
vi.mock('../job-types/repository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../job-types/repository')>();
  return {
    ...actual,
    // Today's prices are read between the project's read and its write: the other device saves right then.
    findUnitParts: async (...args: Parameters<typeof actual.findUnitParts>) => {
      const save = meanwhile.save;
      meanwhile.save = null;
      await save?.();
      return actual.findUnitParts(...args);
    },
  };
});

let t: TestApp;
let user: TestAccount;
let excavation: number;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  excavation = await jobTypeId(t.db, 'A.2.3.1.1');
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), payload });

describe('re-pricing a project saved elsewhere meanwhile', () => {
  it('answers 409 with the project as stored, and keeps the other save', async () => {
    const body = {
      name: 'Gudang',
      divisions: [{ code: 'A', name: 'PEKERJAAN TANAH', items: [{ job_type_id: excavation, volume: 10 }] }],
    };
    const { project } = (await call('POST', '/api/projects', body)).json();
    meanwhile.save = async () => {
      const other = await call('PUT', `/api/projects/${project.id}`, {
        ...body,
        name: 'Gudang (HP)',
        version: 1,
      });
      expect(other.statusCode, other.body).toBe(200);
    };
    const repriced = await call('POST', `/api/projects/${project.id}/reprice`, { apply: true });
    expect(meanwhile.save).toBeNull();
    expect(repriced.statusCode, repriced.body).toBe(409);
    expect(repriced.json()).toMatchObject({
      message: projectMessages.stale,
      project: { id: project.id, name: 'Gudang (HP)', version: 2 },
    });
  });
});
