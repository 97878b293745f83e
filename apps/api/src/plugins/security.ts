import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** Origins other than the app's own that may call the API from a browser; none by default. */
  corsOrigins?: string[];
}

// The app, its lazy chunks, the service worker and the API all come from one origin, so the policy allows only
// 'self'. Inline styles stay allowed: react-hot-toast and the OpenAPI UI inject <style> elements. No
// upgrade-insecure-requests: a phone on the site's LAN opens the app over plain http.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", 'blob:'],
  },
};

/**
 * The helmet headers, computed once: the policy is the same for every answer (no nonces), and building it per
 * request (as @fastify/helmet does) cost a tenth of a calculation's time on the server.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({ contentSecurityPolicy, strictTransportSecurity: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * The headers of a JSON answer of the API. A browser applies a content security policy only to a document, so
 * the page's long policy is dead weight on the hundreds of small answers a calculation screen makes (on the
 * calculation route it was a quarter of the bytes sent); what matters for an API answer (OWASP's REST
 * checklist) is that it is never sniffed into something else, never framed, and that if someone opens it
 * as a page it can load nothing.
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** The OpenAPI UI (/api/docs) is a page: it gets the page headers. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every answer (helmet's set on pages and assets, the lean API set on JSON answers), and
 * CORS closed unless origins are configured.
 */
export default fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  // Plain http on a LAN must keep working; HTTPS deployments set HSTS at their proxy.
  const pageHeaders = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  // Closed unless origins are configured: then no plugin at all (it ran a hook on every request to say no).
  const origins = options.corsOrigins ?? [];
  if (origins.length > 0) await app.register(cors, { origin: origins });
});
