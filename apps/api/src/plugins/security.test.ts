import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  closed = await createTestApp();
  open = await createTestApp({ corsOrigins: ['https://kantor.example.co.id'] });
});
afterAll(async () => {
  await closed.close();
  await open.close();
});

describe('security headers', () => {
  it('sends helmet headers and a same-origin content security policy on API answers', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // A phone on the site's LAN uses plain http: nothing may force https.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on error answers', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('CORS', () => {
  it('is closed by default: a foreign origin gets no permission to read answers', async () => {
    const response = await closed.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://penyerang.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await closed.app.inject({
      method: 'OPTIONS',
      url: '/api/calculations/history',
      headers: { origin: 'https://penyerang.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins', async () => {
    const allowed = await open.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://kantor.example.co.id' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://kantor.example.co.id');
    const other = await open.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://penyerang.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
