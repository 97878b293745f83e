import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/app';
import { escapeHtml, missingScreens, PageHtml, SCREENS, type ViteManifest } from './page-html';
import { brickWallJob, jobTypeId, NO_SUCH_ID } from '../test/catalogue';
import { bearer, createAdmin } from '../test/auth';

let database: TestDatabase;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kalkulator-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Kalkulator Konstruksi</title>' +
      '<script type="module" crossorigin src="/assets/boot-b1.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/main-abc123.css"></head>' +
      '<body><div id="root"><header>Kalkulator</header><main data-first-screen class="m"></main></div></body></html>',
  );
  writeFileSync(join(webDist, 'assets', 'main-abc123.css'), 'body{color:#123456}');
  writeFileSync(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  mkdirSync(join(webDist, '.vite'));
  // As Vite writes it: the entry (src/boot.ts) imports the main chunk once the page has painted.
  const manifest: ViteManifest = {
    'index.html': {
      file: 'assets/boot-b1.js',
      isEntry: true,
      dynamicImports: ['src/main.tsx'],
      css: ['assets/main-abc123.css'],
    },
    'src/main.tsx': { file: 'assets/main-abc123.js', imports: ['_shared-s1.js', 'index.html'] },
    '_shared-s1.js': { file: 'assets/shared-s1.js' },
    '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_shared-s1.js'] },
    'src/features/calculator/routes/CalculatorPage.tsx': {
      file: 'assets/CalculatorPage-c1.js',
      imports: ['index.html', '_form-f1.js', '_shared-s1.js'],
      css: ['assets/CalculatorPage-c1.css'],
    },
  };
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
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

  it('answers / and every browser route with index.html, never cached; an unknown path with it and a 404', async () => {
    for (const url of ['/', '/calculate/12', '/category/3?x=1', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.body).toContain('Kalkulator Konstruksi');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the chunks of the screen a path opens in its page, and nothing else', async () => {
    const calculator = await app.inject({ method: 'GET', url: '/calculate/12?volume=3' });
    // The screen's chunks, minus the one the main chunk brings, for the entry to preload with the main chunk
    // once the page has painted; the screen's own stylesheet as a link.
    const chunks = /<meta name="screen-chunks" content="([^"]*)">/.exec(calculator.body)?.[1];
    expect(chunks?.split(' ')).toEqual(['/assets/CalculatorPage-c1.js', '/assets/form-f1.js']);
    expect(calculator.body.match(/<link [^>]+>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/main-abc123.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/CalculatorPage-c1.css">',
    ]);
    expect(calculator.body).not.toContain('modulepreload');
    expect(calculator.body.indexOf('screen-chunks')).toBeLessThan(calculator.body.indexOf('</head>'));
    // A path without a known screen, a screen missing from the build, and the shell the service worker
    // precaches: index.html as built.
    for (const url of ['/no/such/page', '/history', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.body, url).not.toContain('screen-chunks');
      expect(response.body, url).toContain('<script type="module" crossorigin src="/assets/boot-b1.js">');
      expect(response.body, url).not.toContain('page-data');
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it("writes the home screen's opening section into the page of /, and only there", async () => {
    for (const url of ['/', '/?search=bata']) {
      const response = await app.inject({ method: 'GET', url });
      const first = /<main data-first-screen class="m">(.*)<\/main>/.exec(response.body)?.[1] ?? '';
      expect(first, url).toContain(
        '<h1 class="text-2xl font-bold sm:text-4xl">Hitung biaya pekerjaan konstruksi</h1>',
      );
      // Without scripts the search form still searches.
      expect(first, url).toContain('<form role="search" action="/" method="get"');
      expect(first, url).toContain('name="search"');
    }
    for (const url of ['/index.html', '/history', '/category/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<main data-first-screen class="m"></main>');
    }
  });

  it('writes the categories into the page of /, as the API answers them, and a change of them at once', async () => {
    const pageData = async () => {
      const page = await app.inject({ method: 'GET', url: '/' });
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(page.body)?.[1];
      return JSON.parse(data ?? 'null') as { home_categories: { categories: { name: string }[] } } | null;
    };
    const api = (await app.inject({ method: 'GET', url: '/api/jobs/categories' })).json<object>();
    expect(await pageData()).toEqual({ home_categories: api });
    // An admin's new category is on the next page, not after the cache's 30 s; so is its removal.
    const admin = await createAdmin(app, database.db);
    const created = await app.inject({
      method: 'POST',
      url: '/api/jobs/categories',
      headers: bearer(admin.token),
      payload: { code: 'Z.9', name: 'Pekerjaan Kolam Renang', description: null },
    });
    expect(created.statusCode).toBe(201);
    const names = async () => (await pageData())!.home_categories.categories.map(({ name }) => name);
    expect(await names()).toContain('Pekerjaan Kolam Renang');
    const { category } = created.json<{ category: { id: number } }>();
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/jobs/categories/${category.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await names()).not.toContain('Pekerjaan Kolam Renang');
    // Pages without a screen of their own carry no data.
    const history = await app.inject({ method: 'GET', url: '/history' });
    expect(history.body).not.toContain('page-data');
  });

  it("writes the app's stylesheet into every page, so it paints before any script or stylesheet arrives", async () => {
    for (const url of ['/', '/calculate/1', '/index.html', '/history']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).toContain('<style>body{color:#123456}</style>');
      // Named once more, disabled: Vite's chunk loader then finds it on the page, and no browser fetches it.
      expect(response.body.match(/<link [^>]*main-abc123\.css[^>]*>/g), url).toEqual([
        '<link rel="stylesheet" href="/assets/main-abc123.css" disabled>',
      ]);
    }
  });

  it("writes a job type's details and heading into the calculator's page", async () => {
    const id = await jobTypeId(database.db, brickWallJob().code);
    const api = (await app.inject({ method: 'GET', url: `/api/job-types/${id}/details` })).json<{
      job_type: { name: string; category_name: string };
    }>();
    const response = await app.inject({ method: 'GET', url: `/calculate/${id}` });
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(response.body)?.[1];
    // The same job type the API answers, for the calculator to draw without asking.
    expect(JSON.parse(data!)).toEqual({ job_type_details: api.job_type });
    const heading = /<main data-first-screen class="m">(.*)<\/main>/.exec(response.body)?.[1] ?? '';
    expect(heading).toContain(
      `<h1 class="text-2xl font-bold text-slate-900 sm:text-3xl">${api.job_type.name}</h1>`,
    );
    expect(heading).toContain(api.job_type.category_name);
    // Named after the job in the browser's tab and history, as the app names it.
    expect(response.body).toContain(`<title>${api.job_type.name} · Kalkulator Konstruksi</title>`);
    // No job type behind the id, or an id no database row can have: the page as built, never an error.
    for (const url of [`/calculate/${NO_SUCH_ID}`, '/calculate/99999999999999999999', '/calculate/abc']) {
      const other = await app.inject({ method: 'GET', url });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).not.toContain('page-data');
      expect(other.body, url).toContain('<main data-first-screen class="m"></main>');
    }
  });

  it('keeps markup out of the data and the heading it writes into a page', () => {
    const pages = new PageHtml(webDist);
    const hostile = { name: '</script><script>alert(1)</script>', note: 'a & b \u2028' };
    const html = pages.withData('/calculate/7', {
      name: 'job_type_details',
      data: hostile,
      markup: `<h1>${escapeHtml(hostile.name)}</h1>`,
      title: hostile.name,
    }).html;
    expect(html).toContain(
      '<title>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; · Kalkulator Konstruksi</title>',
    );
    expect(html.match(/<script/g)).toHaveLength(2); // the entry script and the data, nothing more
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toEqual({ job_type_details: hostile });
    expect(html).toContain('<h1>&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;</h1>');
  });

  it('sends pages compressed when the browser accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/calculate/5',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('CalculatorPage-c1.js');
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('Kalkulator Konstruksi');
  });

  it('keeps the build manifest private', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
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

describe('missingScreens', () => {
  it('lists the screens a build manifest does not know', () => {
    const all = Object.fromEntries(SCREENS.map((screen) => [screen.source, { file: 'x.js' }]));
    expect(missingScreens(all)).toEqual([]);
    const { ['src/features/admin/routes/AdminPage.tsx']: _admin, ...withoutAdmin } = all;
    expect(missingScreens(withoutAdmin)).toEqual(['src/features/admin/routes/AdminPage.tsx']);
  });
});
