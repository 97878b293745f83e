import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the application', () => {
  it('reports health with the database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('serves the OpenAPI document with every catalogue and calculation route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/jobs/categories',
      '/api/jobs/categories/{id}',
      '/api/jobs/types/{categoryId}',
      '/api/jobs/type/{id}',
      '/api/materials/job-type/{id}',
      '/api/job-types/{id}/details',
      '/api/calculations/{jobTypeId}',
      '/api/calculations/quick/{jobTypeId}',
    ]) {
      expect(paths).toContain(path);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with an Indonesian 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
  });
});
