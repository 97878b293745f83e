import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, at /api/docs (UI) and /api/docs/json. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kalkulator Konstruksi API',
        description:
          'Estimasi biaya pekerjaan konstruksi: tenaga kerja, material, HPP, RAB dan keuntungan. ' +
          'Kesalahan dijawab sebagai { message, details?: [{ param, msg }] }; data tidak valid: 422.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
