import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '../errors';

/**
 * Serves the built web app (Brotli or gzip when the browser accepts it): hashed assets cached for a year, index.html and the service worker never cached,
 * and every unknown non-API GET answered with index.html so the browser router handles it.
 */
export default fp(async function staticFiles(app: FastifyInstance, options: { root: string | undefined }) {
  const root = options.root;
  const hasWebApp = root !== undefined && existsSync(join(root, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/scripts/precompress.mjs); the best accepted one is sent.
      preCompressed: true,
      setHeaders(response, path) {
        const immutable = path.includes(`${join(root, 'assets')}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ message: errorMessages.routeNotFound });
    }
    // A missing file (an asset of a newer build, a typo) is a 404, never index.html served as script.
    const looksLikeFile = path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(path);
    if (!hasWebApp || request.method !== 'GET' || looksLikeFile) {
      return reply.status(404).send({ message: errorMessages.pageNotFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
