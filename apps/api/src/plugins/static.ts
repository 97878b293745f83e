import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '../errors';
import { missingScreens, PageHtml, SCREENS, type FirstScreen, type Page } from './page-html';

/**
 * Serves the built web app (Brotli or gzip when the browser accepts it): hashed assets cached for a year, index.html and the service worker never cached,
 * and every unknown non-API GET answered with index.html so the browser router handles it; that page names the
 * chunks of the screen its path opens (page-html.ts).
 */
export interface StaticOptions {
  root: string | undefined;
  /** Data for the first screen of a path, written into its page (PageHtml.withData); undefined for none. */
  pageData?: (path: string) => Promise<FirstScreen | undefined>;
}

export default fp(async function staticFiles(app: FastifyInstance, options: StaticOptions) {
  const root = options.root;
  const pages = root !== undefined && existsSync(join(root, 'index.html')) ? new PageHtml(root) : undefined;
  if (root !== undefined && pages) {
    for (const missing of missingScreens(pages.manifest)) {
      app.log.warn(`page-html: screen ${missing} is not in the build manifest; its page loads it late`);
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // Pages are written by PageHtml; the build manifest stays private.
      index: false,
      globIgnore: ['index.html', 'index.html.*', '.vite/**'],
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the best accepted one is sent.
      preCompressed: true,
      setHeaders(response, path) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The service worker precaches /index.html as the shell of every route: it gets the page without extras.
    app.get('/index.html', { schema: { hide: true } }, (request, reply) =>
      sendPage(pages.forPath('/index.html'), request, reply),
    );
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      sendPage(await pageFor(pages, '/'), request, reply),
    );
  }

  /** A page never fails for its extra data: without it the screen asks the API as usual. */
  async function pageFor(pages: PageHtml, path: string): Promise<Page> {
    const extra = await options.pageData?.(path).catch((error: unknown) => {
      app.log.warn({ err: error }, `page data for ${path} failed`);
      return undefined;
    });
    return extra ? pages.withData(path, extra) : pages.forPath(path);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ message: errorMessages.routeNotFound });
    }
    // A missing file (an asset of a newer build, a typo) is a 404, never index.html served as script.
    const looksLikeFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (!pages || request.method !== 'GET' || looksLikeFile) {
      return reply.status(404).send({ message: errorMessages.pageNotFound });
    }
    // A path no screen of the app answers still gets the app (it shows its "Halaman tidak ditemukan"), with the
    // status saying so, for search engines, link checkers and monitors.
    if (!SCREENS.some((screen) => screen.path.test(path))) reply.status(404);
    return sendPage(await pageFor(pages, path), request, reply);
  });
});

/** A page in the best encoding the browser accepts (the precompressed copies of index.html are not used). */
function sendPage(page: Page, request: FastifyRequest, reply: FastifyReply) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
