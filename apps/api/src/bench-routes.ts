import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculationAnswers, formBody, params, resultSerializer } from './modules/calculations/routes';

/** The calculation's answer captured by the bench: its body and the headers it came with. */
export interface BenchAnswer {
  headers: Record<string, string>;
  body: string;
}

/** How long POST /api/bench/busy works before it answers. */
export const BENCH_BUSY_MICROS = 10;

/**
 * The bench only (BENCH_ANSWER_FILE, bench/throughput.bench.ts); never registered in production. The calculation
 * route's answer, precomputed, through the API's layers one at a time, so the cost of each shows:
 * - `/bench/answer`: every plugin of the API (hooks, security headers, rate limit), nothing else;
 * - `/bench/validated/:jobTypeId`: and the calculation route's own schemas (params and body);
 * - `/bench/serialised/:jobTypeId`: and its serialiser, which writes the answer from the object;
 * - `/bench/busy`: the plugin chain and BENCH_BUSY_MICROS µs of busy waiting, which calibrates the measure: the
 *   CPU per request a known amount of work adds on this machine.
 * The calculation route itself adds the calculation to `/bench/serialised`.
 */
export function benchRoutes(answer: BenchAnswer): FastifyPluginAsyncZod {
  const parsed: unknown = JSON.parse(answer.body);
  const fixed = (reply: FastifyReply) => {
    reply.headers(answer.headers).type('application/json; charset=utf-8');
    return answer.body;
  };
  return async (api) => {
    api.post('/bench/answer', async (_request, reply) => fixed(reply));
    api.post('/bench/validated/:jobTypeId', { schema: { params, body: formBody } }, async (_request, reply) =>
      fixed(reply),
    );
    api.post(
      '/bench/serialised/:jobTypeId',
      {
        serializerCompiler: resultSerializer,
        schema: { params, body: formBody, response: calculationAnswers },
      },
      async (_request, reply) => {
        reply.headers(answer.headers);
        return parsed as never;
      },
    );
    api.post('/bench/busy', async (_request, reply) => {
      const until = performance.now() + BENCH_BUSY_MICROS / 1000;
      while (performance.now() < until);
      return fixed(reply);
    });
  };
}
