import autocannon from 'autocannon';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { registerUser, type TestAccount } from './test/auth';
import { brickWallJob, jobTypeId } from './test/catalogue';

// A short burst of concurrent saves and reads over real HTTP (the long run is in `npm run bench`): no errors,
// and every save that answered 2xx is in the database afterwards, exactly once.

let t: TestApp;
let url: string;
let user: TestAccount;
let wallId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  user = await registerUser(t.app);
  wallId = await jobTypeId(t.db, brickWallJob().code);
});
afterAll(() => t.close());

describe('concurrent saves and reads', () => {
  it('loses no acknowledged save and stores none twice', async () => {
    const acknowledged = new Map<string, number>();
    let sent = 0;
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const result = await autocannon({
      url,
      connections: 20,
      duration: 3,
      requests: [
        {
          method: 'POST',
          path: `/api/calculations/${wallId}/save`,
          setupRequest: (request) => {
            sent += 1;
            const key = `beban-${String(sent).padStart(8, '0')}`;
            return {
              ...request,
              headers: { ...headers, 'idempotency-key': key },
              body: JSON.stringify({
                volume: 1 + (sent % 50),
                productivity: 10,
                worker_ratio: '1:3',
                brick_type: 'bata_merah',
                profit_percentage: 15,
                project_name: key,
              }),
            };
          },
          onResponse: (status, body) => {
            if (status !== 201) return;
            const { calculation } = JSON.parse(body) as { calculation: { id: number; project_name: string } };
            acknowledged.set(calculation.project_name, calculation.id);
          },
        },
        { method: 'GET', path: '/api/calculations/history?limit=20', headers },
        { method: 'GET', path: '/api/calculations/stats', headers },
      ],
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(acknowledged.size).toBeGreaterThan(20);

    const rows = await sql<{ project_name: string; id: number; copies: string }>`
      select project_name, min(id) as id, count(*) as copies from calculations
      where user_id = ${user.id} group by project_name`.execute(t.db);
    const stored = new Map(rows.rows.map((row) => [row.project_name, row]));
    for (const [key, id] of acknowledged) {
      expect(stored.get(key), key).toMatchObject({ id, copies: expect.anything() });
      expect(Number(stored.get(key)!.copies), key).toBe(1);
    }
    // Saves still in flight when the run stopped may have landed, once each.
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
    expect(stored.size).toBeLessThanOrEqual(sent);
    for (const row of stored.values()) expect(Number(row.copies), row.project_name).toBe(1);
  }, 60_000);
});
