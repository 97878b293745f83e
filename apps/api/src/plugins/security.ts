import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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

/** Security headers (helmet) on every answer, and CORS closed unless origins are configured. */
export default fp(async function security(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy,
    // Plain http on a LAN must keep working; HTTPS deployments set HSTS at their proxy.
    strictTransportSecurity: false,
  });
  const origins = options.corsOrigins ?? [];
  await app.register(cors, { origin: origins.length > 0 ? origins : false });
});
