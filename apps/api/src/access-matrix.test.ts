import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { bearer, createAdmin, registerUser, type TestAccount } from './test/auth';
import { brickWallJob, categoryId, jobTypeId } from './test/catalogue';

// Who may call what. Every API route must be listed: a new route without an entry fails this test.
//   public: anyone; user: any logged-in account (guest 401); owner: the account that owns the calculation
//   (guest 401, another user 404, never their data); admin: guest 401, user 403.
type Access = 'public' | 'user' | 'owner' | 'admin';
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/logout-all': 'user',
  'GET /api/auth/verify': 'user',
  'GET /api/auth/profile': 'user',
  'PUT /api/auth/profile': 'user',
  'PUT /api/auth/change-password': 'user',
  'GET /api/auth/users': 'admin',
  'GET /api/auth/users/audit': 'admin',
  'PATCH /api/auth/users/:id': 'admin',
  'DELETE /api/auth/users/:id': 'admin',
  'POST /api/auth/users/:id/temporary-password': 'admin',
  'DELETE /api/auth/clear-all-users': 'admin',
  'POST /api/auth/reset-auto-increment': 'admin',
  'GET /api/auth/auto-increment-status': 'admin',
  'GET /api/jobs/categories': 'public',
  'GET /api/jobs/categories/:id': 'public',
  'GET /api/jobs/types/:categoryId': 'public',
  'GET /api/jobs/type/:id': 'public',
  'POST /api/jobs/categories': 'admin',
  'PUT /api/jobs/categories/:id': 'admin',
  'DELETE /api/jobs/categories/:id': 'admin',
  'POST /api/jobs/categories/bulk-import': 'admin',
  'DELETE /api/jobs/categories/clear-all': 'admin',
  'GET /api/jobs/categories/clear-all/preview': 'admin',
  'POST /api/jobs/types/public': 'admin',
  'PUT /api/jobs/type/:id/public': 'admin',
  'DELETE /api/jobs/type/:id': 'admin',
  'DELETE /api/jobs/types/clear-all': 'admin',
  'GET /api/jobs/types/clear-all/preview': 'admin',
  'POST /api/jobs/categories/reset-auto-increment': 'admin',
  'POST /api/jobs/types/reset-auto-increment': 'admin',
  'GET /api/jobs/auto-increment-status': 'admin',
  'GET /api/job-types/:id/details': 'public',
  'PUT /api/job-types/:id/labor': 'admin',
  'PUT /api/job-types/:id/materials': 'admin',
  'POST /api/materials/master/reset-all-auto-increment': 'admin',
  'GET /api/materials/master/auto-increment-status': 'admin',
  'DELETE /api/materials/master/clear-all-data': 'admin',
  'POST /api/materials/master/restore-default-catalogue': 'admin',
  'GET /api/admin/backup': 'admin',
  'POST /api/admin/restore': 'admin',
  'GET /api/materials/job-type/:id': 'public',
  'GET /api/materials': 'admin',
  'GET /api/materials/:id': 'admin',
  'POST /api/materials/public': 'admin',
  'PUT /api/materials/:id': 'admin',
  'DELETE /api/materials/:id': 'admin',
  'POST /api/materials/bulk-import': 'admin',
  'POST /api/materials/parse-paste': 'admin',
  'DELETE /api/materials/clear-all': 'admin',
  'GET /api/materials/clear-all/preview': 'admin',
  'POST /api/materials/reset-auto-increment': 'admin',
  'POST /api/materials/job-type/:id/materials': 'admin',
  'DELETE /api/materials/job-type/:id/materials/:materialId': 'admin',
  'GET /api/materials/labor/rates': 'admin',
  'GET /api/materials/labor/:id': 'admin',
  'POST /api/materials/labor': 'admin',
  'PUT /api/materials/labor/:id': 'admin',
  'DELETE /api/materials/labor/:id': 'admin',
  'POST /api/calculations/:jobTypeId': 'public',
  'POST /api/calculations/quick/:jobTypeId': 'public',
  'POST /api/calculations/:jobTypeId/save': 'user',
  'GET /api/calculations/history': 'user',
  'GET /api/calculations/stats': 'user',
  'GET /api/calculations/history/:id': 'owner',
  'PUT /api/calculations/history/:id': 'owner',
  'DELETE /api/calculations/history/bulk': 'user',
  'DELETE /api/calculations/history/:id': 'owner',
  'POST /api/calculations/history/:id/duplicate': 'owner',
  'POST /api/calculations/sync': 'user',
  'GET /api/calculations/admin/all': 'admin',
  'DELETE /api/calculations/admin/:id': 'admin',
  'DELETE /api/calculations/clear-all': 'admin',
  'POST /api/calculations/reset-auto-increment': 'admin',
  'GET /api/calculations/auto-increment-status': 'admin',
  'POST /api/upload': 'admin',
  'GET /api/equipment': 'public',
  'GET /api/equipment/:id': 'public',
  'POST /api/equipment': 'admin',
  'PUT /api/equipment/:id': 'admin',
  'DELETE /api/equipment/:id': 'admin',
  'POST /api/equipment/bulk-import': 'admin',
  'PUT /api/job-types/:id/equipment': 'admin',
  'PUT /api/job-types/:id/analysis': 'admin',
  'GET /api/job-types/:id/unit-price': 'public',
  'POST /api/ahsp/parse': 'admin',
  'POST /api/ahsp/import': 'admin',
  'POST /api/catalogue/price-list/parse': 'admin',
  'POST /api/catalogue/price-list/import': 'admin',
  'GET /api/projects': 'user',
  'POST /api/projects': 'user',
  'POST /api/projects/sync': 'user',
  'GET /api/projects/admin/all': 'admin',
  'GET /api/projects/:id': 'owner',
  'PUT /api/projects/:id': 'owner',
  'DELETE /api/projects/:id': 'owner',
  'POST /api/projects/:id/duplicate': 'owner',
  'POST /api/projects/:id/reprice': 'owner',
  'GET /api/projects/:id/revisions': 'owner',
  'POST /api/projects/:id/revisions/:revisionId/restore': 'owner',
  // Price books: shared ones are read by anyone; :id below is the user's private book, which only they see.
  'GET /api/price-books': 'public',
  'POST /api/price-books': 'user',
  'GET /api/price-books/:id': 'public',
  'PUT /api/price-books/:id': 'owner',
  'DELETE /api/price-books/:id': 'owner',
  'POST /api/price-books/:id/copy': 'owner',
  'POST /api/price-books/:id/adjust': 'owner',
  'GET /api/price-books/:id/prices': 'public',
  'PUT /api/price-books/:id/prices': 'owner',
  'POST /api/price-books/:id/import': 'owner',
  'GET /api/calculator-results': 'user',
  'POST /api/calculator-results': 'user',
  'DELETE /api/calculator-results/:id': 'owner',
};

let t: TestApp;
let user: TestAccount;
let other: TestAccount;
let admin: TestAccount;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
  user = await registerUser(t.app);
  other = await registerUser(t.app);
  const wall = await jobTypeId(t.db, brickWallJob().code);
  ids = { jobTypeId: wall, categoryId: await categoryId(t.db, brickWallJob().category), materialId: 1 };
  // A project with one overwritten version (a revision to restore), and a spare one for the delete.
  const project = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: bearer(user.token),
        payload: { name: 'Gudang', divisions: [{ code: 'A', name: 'PERSIAPAN', items: [] }] },
      })
    ).json().project.id as number;
  ids.projectId = await project();
  ids.spareProjectId = await project();
  await t.app.inject({
    method: 'PUT',
    url: `/api/projects/${ids.projectId}`,
    headers: bearer(user.token),
    payload: { name: 'Gudang besar' },
  });
  const revisions = await t.app.inject({
    method: 'GET',
    url: `/api/projects/${ids.projectId}/revisions`,
    headers: bearer(user.token),
  });
  ids.revisionId = revisions.json().revisions[0].id;
  const book = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/price-books',
        headers: bearer(user.token),
        payload: { name: 'Penawaran toko', region: 'Sleman', year: 2026 },
      })
    ).json().price_book.id as number;
  ids.bookId = await book();
  // The account the admin-only user routes act on (one of them deletes it).
  ids.spareUserId = (await registerUser(t.app)).id;
  ids.spareBookId = await book();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/calculator-results',
    headers: bearer(user.token),
    payload: {
      results: [
        {
          id: 'calc_matrix',
          calculator: 'bata',
          title: 'Kalkulator Bata',
          inputs: {},
          rows: [{ key: 'bricks', label: 'Jumlah bata', value: 990, unit: 'bh' }],
        },
      ],
    },
  });
  ids.calculatorResultId = saved.json().results[0].id;
});
afterAll(() => t.close());

async function ownCalculation(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/calculations/${ids.jobTypeId}/save`,
    headers: bearer(user.token),
    payload: { volume: 3, productivity: 10, worker_ratio: '1:3', profit_percentage: 20 },
  });
  return response.json().calculation.id;
}

function url(route: string, calculationId: number): string {
  const path = route.split(' ')[1]!;
  return path
    .replace(':jobTypeId', String(ids.jobTypeId))
    .replace(':categoryId', String(ids.categoryId))
    .replace(':materialId', String(ids.materialId))
    .replace(':revisionId', String(ids.revisionId))
    .replace(
      ':id',
      path.includes('/calculations/')
        ? String(calculationId)
        : path.includes('/calculator-results/')
          ? String(ids.calculatorResultId)
          : path.includes('/projects/')
            ? String(route.startsWith('DELETE') ? ids.spareProjectId : ids.projectId)
            : path.includes('/auth/users/')
              ? String(ids.spareUserId)
              : path.includes('/price-books/')
                ? String(route.startsWith('DELETE') ? ids.spareBookId : ids.bookId)
                : path.includes('/jobs/categories')
                  ? String(ids.categoryId)
                  : path.includes('/materials/:id') ||
                      path.startsWith('/api/materials/labor') ||
                      path.startsWith('/api/equipment/')
                    ? '1'
                    : String(ids.jobTypeId),
    );
}

const call = (route: string, who: TestAccount | null, calculationId: number) =>
  t.app.inject({
    method: route.split(' ')[0] as 'GET',
    url: url(route, calculationId),
    headers: who ? bearer(who.token) : {},
    ...(route.startsWith('GET') ? {} : { payload: {} }),
  });

describe('the access matrix', () => {
  it('lists every route the API registers, and nothing else', () => {
    const registered = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(ACCESS).sort());
  });

  it('gives guests, users, other users and admins exactly what each may have', async () => {
    const calculationId = await ownCalculation();
    const routes = Object.entries(ACCESS);
    for (const [route, access] of routes) {
      const guest = await call(route, null, calculationId);
      if (access === 'public') expect([401, 403], route).not.toContain(guest.statusCode);
      else expect(guest.statusCode, `guest ${route}`).toBe(401);
      if (access === 'admin')
        expect((await call(route, user, calculationId)).statusCode, `user ${route}`).toBe(403);
      if (access === 'owner') {
        const stranger = await call(route, other, calculationId);
        expect(stranger.statusCode, `other user ${route}`).toBe(404);
        expect(stranger.body).not.toContain('"summary"');
      }
    }
    // Owners and admins get in (the destructive admin routes run last, on this file's own database).
    for (const [route, access] of routes.filter(([, access]) => access === 'owner' || access === 'user')) {
      // Logging out everywhere would end this user's token for the routes after it: an account of its own.
      const who = route === 'POST /api/auth/logout-all' ? await registerUser(t.app) : user;
      const response = await call(
        route,
        who,
        route.startsWith('DELETE') ? await ownCalculation() : calculationId,
      );
      expect([401, 403, 404], `${access} ${route}`).not.toContain(response.statusCode);
    }
    for (const [route] of routes.filter(([, access]) => access === 'admin')) {
      const response = await call(route, admin, calculationId);
      expect([401, 403], `admin ${route}`).not.toContain(response.statusCode);
    }
  });
});
