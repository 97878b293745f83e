import { request as httpRequest, Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import shutdown from './shutdown';

// Closing the app must not wait on clients: a spare connection that never sends a request, or a keep-alive
// connection that already has its answer, is let go at once; a request in flight still gets its answer.

let app: FastifyInstance;
let opened: Socket[] = [];
afterEach(async () => {
  for (const socket of opened) socket.destroy();
  opened = [];
  await app?.close();
});

/** A listening app whose GET /slow answers only when `finish()` is called. */
async function listening(graceMs: number) {
  let finish = () => {};
  let entered = () => {};
  const slowEntered = new Promise<void>((resolve) => (entered = resolve));
  app = Fastify();
  await app.register(shutdown, { graceMs });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    entered();
    await new Promise<void>((resolve) => (finish = resolve));
    return { selesai: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { port, slowEntered, finish: () => finish() };
}

async function openSocket(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed };
}

function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('closing the app', () => {
  it('does not wait on a connection that never sent a request', async () => {
    const { port } = await listening(60_000);
    const spare = await openSocket(port);
    await app.close();
    await spare.closed;
  });

  it('lets go of a keep-alive connection that already has its answer', async () => {
    const { port } = await listening(60_000);
    const agent = new Agent({ keepAlive: true });
    const answer = await get(port, '/fast', agent);
    expect(answer).toMatchObject({ status: 200, connection: 'keep-alive' });
    await app.close();
    agent.destroy();
  });

  it('answers the request in flight, closes its connection after it, and then finishes closing', async () => {
    const { port, slowEntered, finish } = await listening(60_000);
    const agent = new Agent({ keepAlive: true });
    const answer = get(port, '/slow', agent);
    await slowEntered;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finish();
    expect(await answer).toEqual({ status: 200, connection: 'close', body: '{"selesai":true}' });
    await closing;
    agent.destroy();
  });

  it('cuts a request still in flight when the grace period is over', async () => {
    const { port, slowEntered } = await listening(100);
    const answer = get(port, '/slow', new Agent({ keepAlive: true }));
    await slowEntered;
    await app.close();
    await expect(answer).rejects.toThrow(/socket hang up/);
  });
});
