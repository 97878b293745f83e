// The ceiling of the throughput bench: a bare Fastify route that answers every POST with a fixed body and fixed
// headers (the calculation's answer, captured from the product in the same run), doing no work at all.
// ANSWER_FILE holds { headers, body }.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answer = JSON.parse(readFileSync(process.env.ANSWER_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/', async (_request, reply) => {
  reply.headers(answer.headers).type('application/json; charset=utf-8');
  return answer.body;
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => app.close().then(() => process.exit(0)));
