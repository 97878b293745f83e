import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing the app (SIGTERM, Ctrl-C) finishes the requests in flight and then lets go of every connection.
 *
 * Node's `server.close()` only drops the connections it counts as idle, and a connection that never sent a
 * request is not one of them (a browser opens such spare sockets ahead of time). Once the server is closing,
 * nothing times them out any more, so without this one spare socket held the process open for good. Keep-alive
 * connections that just answered would likewise wait out Fastify's 72 s keep-alive.
 *
 * Here a connection with nothing in flight is closed at once; one with a request in flight is closed when its
 * last answer is sent (with `Connection: close`). Whatever is still open after `graceMs` is cut.
 */
export default fp(
  async (app: FastifyInstance, options: { graceMs: number }) => {
    const inFlight = new Map<Socket, Set<ServerResponse>>();
    let closing = false;

    // Ends a connection with nothing in flight once what it was sent has gone out, and then frees it (the HTTP
    // server allows half-open connections, so a client that never closes its side would otherwise hold it).
    const release = (socket: Socket) => {
      if (!inFlight.get(socket)?.size) socket.end(() => socket.destroy());
    };

    app.server.on('connection', (socket: Socket) => {
      if (closing) {
        socket.destroy();
        return;
      }
      inFlight.set(socket, new Set());
      socket.once('close', () => inFlight.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const socket = request.socket;
      const answers = inFlight.get(socket);
      if (!answers) return;
      answers.add(response);
      if (closing) response.shouldKeepAlive = false;
      response.once('close', () => {
        answers.delete(response);
        if (closing) release(socket);
      });
    });

    app.addHook('preClose', async () => {
      closing = true;
      for (const [socket, answers] of inFlight) {
        for (const response of answers) if (!response.headersSent) response.shouldKeepAlive = false;
        release(socket);
      }
      setTimeout(() => app.server.closeAllConnections(), options.graceMs).unref();
    });
  },
  { name: 'shutdown' },
);
