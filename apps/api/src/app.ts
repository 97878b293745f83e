import Fastify, { type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit: { max: number; timeWindow: string };
    /** Every API route as registered (method and URL), for the access matrix test. */
    apiRoutes: { method: string; url: string }[];
  }
}
import rateLimit from '@fastify/rate-limit';
import { redisOrLocalStore } from './plugins/rate-limit-store';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { issueMessage, queryIssueMessage } from '@kalkulator/core';
import type { DatabaseHandle } from './db/database';
import ahspRoutes from './modules/ahsp/routes';
import authRoutes from './modules/auth/routes';
import userAdminRoutes from './modules/auth/user-admin-routes';
import catalogueRoutes from './modules/catalogue/routes';
import equipmentRoutes from './modules/equipment/routes';
import projectsRoutes from './modules/projects/routes';
import calculatorResultsRoutes from './modules/calculator-results/routes';
import priceBooksRoutes from './modules/price-books/routes';
import calculationAdminRoutes from './modules/calculations/admin-routes';
import historyRoutes from './modules/calculations/history-routes';
import calculationRoutes from './modules/calculations/routes';
import healthRoutes from './modules/health/routes';
import jobTypeAdminRoutes from './modules/job-types/admin-routes';
import jobTypeRoutes from './modules/job-types/routes';
import backupRoutes from './modules/admin/backup-routes';
import masterRoutes from './modules/admin/routes';
import jobsAdminRoutes from './modules/jobs/admin-routes';
import jobsRoutes from './modules/jobs/routes';
import materialAdminRoutes from './modules/materials/admin-routes';
import materialRoutes from './modules/materials/routes';
import uploadRoutes from './modules/upload/routes';
import auth from './plugins/auth';
import database from './plugins/database';
import docs from './plugins/docs';
import errors from './plugins/errors';
import nulGuard from './plugins/nul-guard';
import security from './plugins/security';
import shutdown from './plugins/shutdown';
import staticFiles from './plugins/static';
import { firstScreens } from './plugins/first-screens';
import { benchRoutes, type BenchAnswer } from './bench-routes';
import { clientErrorHandler } from './client-errors';

export interface AppOptions {
  database: DatabaseHandle;
  /** Close the database when the app closes (the server owns it; tests share one). */
  closeDatabase?: boolean;
  /** Folder of the built web app to serve at /. */
  webDist?: string;
  logger?: boolean | { level: string };
  /** Requests per minute per client on the API. */
  rateLimitPerMinute?: number;
  /** Login or register attempts per minute per client. */
  authRateLimitPerMinute?: number;
  /** Shares rate-limit counters between API instances; in memory when absent. */
  redis?: Redis;
  /** Prefix of the rate-limit keys in Redis. */
  rateLimitNamespace?: string;
  jwtSecret: string;
  jwtExpiresIn?: string;
  /** Whose X-Forwarded-For names the client (rate limits, logs): none by default (TRUST_PROXY). */
  trustProxy?: boolean | string[];
  /** Browser origins, other than the app's own, allowed to call the API (CORS); none by default. */
  corsOrigins?: string[];
  /** How long closing waits for requests in flight before it cuts their connections; 10 s by default. */
  shutdownGraceMs?: number;
  /**
   * The bench only (BENCH_ANSWER_FILE): routes that send this fixed answer through the API's layers one at a time
   * (bench-routes.ts), so the cost of each can be told from the calculation's. Never set in production.
   */
  benchAnswer?: BenchAnswer;
}

// Schema messages without an Indonesian text of their own still reach the user in Indonesian, as core's fallback
// texts (zod's bundled Indonesian locale named the types in English). A query string is read with its own: a list
// there is a parameter given twice. Validation is synchronous, so the flag holds for exactly one query's parse.
let readingQuery = false;
z.config({ localeError: (issue) => (readingQuery ? queryIssueMessage(issue) : issueMessage(issue)) });

/** Registers every plugin and route; does not listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler<z.core.$ZodType>((route) => {
    const validate = validatorCompiler(route);
    if (route.httpPart !== 'querystring') return validate;
    return (data) => {
      readingQuery = true;
      try {
        return validate(data);
      } finally {
        readingQuery = false;
      }
    };
  });
  app.setSerializerCompiler(serializerCompiler);

  const apiRoutes: { method: string; url: string }[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && method !== 'HEAD') {
        apiRoutes.push({ method, url: route.url });
      }
    }
  });
  await app.register(shutdown, { graceMs: options.shutdownGraceMs ?? 10_000 });
  await app.register(errors);
  await app.register(nulGuard);
  await app.register(security, { corsOrigins: options.corsOrigins });
  await app.register(database, { handle: options.database, closeWithApp: options.closeDatabase ?? false });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 600,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(options.redis && {
      store: redisOrLocalStore(
        options.redis,
        options.rateLimitNamespace ?? 'kalkulator-rate-limit:',
        (message, error) => app.log.warn({ err: error }, message),
      ),
    }),
  });
  await app.register(auth, { secret: options.jwtSecret, expiresIn: options.jwtExpiresIn ?? '7d' });
  app.decorate('authRateLimit', { max: options.authRateLimitPerMinute ?? 10, timeWindow: '1 minute' });
  await app.register(docs);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userAdminRoutes);
      await api.register(jobsRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(jobTypeRoutes);
      await api.register(jobTypeAdminRoutes);
      await api.register(masterRoutes);
      await api.register(backupRoutes);
      await api.register(materialRoutes);
      await api.register(materialAdminRoutes);
      await api.register(equipmentRoutes);
      await api.register(catalogueRoutes);
      await api.register(ahspRoutes);
      await api.register(projectsRoutes);
      await api.register(priceBooksRoutes);
      await api.register(calculatorResultsRoutes);
      await api.register(calculationRoutes);
      await api.register(historyRoutes);
      await api.register(calculationAdminRoutes);
      await api.register(uploadRoutes);
      if (options.benchAnswer) await api.register(benchRoutes(options.benchAnswer));
    },
    { prefix: '/api' },
  );
  await app.register(staticFiles, { root: options.webDist, pageData: firstScreens(app) });
  return app;
}
