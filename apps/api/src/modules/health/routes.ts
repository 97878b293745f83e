import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping } from '../jobs/repository';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['Sistem'], summary: 'Server dan database menjawab' } }, async () => {
    await ping(app.db);
    return { status: 'ok', database: app.databaseKind };
  });
};

export default healthRoutes;
