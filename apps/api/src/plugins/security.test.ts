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
  it('sends a lean policy on API answers: never sniffed, never framed, nothing loads if opened as a page', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on error answers', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it("sends helmet's headers and a same-origin content security policy on pages", async () => {
    for (const url of ['/', '/riwayat', '/api/docs']) {
      const response = await closed.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      // A phone on the site's LAN uses plain http: nothing may force https.
      expect(csp, url).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
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
