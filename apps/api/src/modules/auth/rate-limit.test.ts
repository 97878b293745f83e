import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apps: TestApp[] = [];
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(clients.map((client) => client.quit()));
});

const login = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'siapa', password: 'tebak-tebak' },
  });

function expectTooMany(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    message: `Terlalu banyak permintaan. Silakan coba lagi dalam ${seconds} detik.`,
    retryAfter: seconds,
  });
}

describe('rate limiting of login and register', () => {
  it('answers 429 with Retry-After once a client passes the limit (in memory)', async () => {
    const t = await createTestApp({ authRateLimitPerMinute: 3 });
    apps.push(t);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(t)).statusCode).toBe(401);
    expectTooMany(await login(t));
    // Other routes keep their own, looser limit.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts the connection, not an X-Forwarded-For the client names, unless TRUST_PROXY trusts its sender', async () => {
    const forged = (t: TestApp, attempt: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `10.9.${attempt}.1` },
        payload: { username: 'siapa', password: 'tebak-tebak' },
      });
    const open = await createTestApp({ authRateLimitPerMinute: 3 });
    apps.push(open);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await forged(open, attempt)).statusCode).toBe(401);
    expectTooMany(await forged(open, 3));

    // Behind a balancer at that address, each forwarded client has its own count.
    const behind = await createTestApp({ authRateLimitPerMinute: 3, trustProxy: ['203.0.113.9'] });
    apps.push(behind);
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await forged(behind, attempt)).statusCode).toBe(401);
  });

  it('shares one limit between API instances through Redis', async () => {
    const namespace = `kalkulator-test-${randomBytes(4).toString('hex')}:`;
    const connect = () => {
      const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      clients.push(client);
      return client;
    };
    const first = await createTestApp({
      authRateLimitPerMinute: 3,
      redis: connect(),
      rateLimitNamespace: namespace,
    });
    const second = await createTestApp({
      authRateLimitPerMinute: 3,
      redis: connect(),
      rateLimitNamespace: namespace,
    });
    apps.push(first, second);
    expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(401);
    expect((await login(first)).statusCode).toBe(401);
    expectTooMany(await login(second));
  });

  it('keeps limiting in the process, and the API up, while Redis cannot be reached', async () => {
    // Nothing listens on port 1: every command fails at once.
    const unreachable = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const t = await createTestApp({ authRateLimitPerMinute: 3, redis: unreachable });
    apps.push(t);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(t)).statusCode).toBe(401);
      expectTooMany(await login(t));
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      unreachable.disconnect();
    }
  });
});
