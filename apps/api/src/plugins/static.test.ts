import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/app';

let database: TestDatabase;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kalkulator-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Kalkulator Konstruksi</title>');
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `baris ${index}`))};`;
  writeFileSync(join(webDist, 'assets', 'big-def456.js'), big);
  writeFileSync(join(webDist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
  writeFileSync(join(webDist, 'assets', 'big-def456.js.gz'), gzipSync(big));
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  database = await createTestDatabase();
  app = await buildApp({ database: database.handle, webDist, jwtSecret: 'test-secret' });
});

afterAll(async () => {
  await app.close();
  await database.destroy();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('baris 399');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('baris 399');
  });

  it('answers / and every browser route with index.html, never cached', async () => {
    for (const url of ['/', '/calculate/12', '/category/3?x=1', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('Kalkulator Konstruksi');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    for (const url of ['/assets/main-new999.js', '/missing.css']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<title>');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
