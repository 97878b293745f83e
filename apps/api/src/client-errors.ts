import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { apiHeaders } from './plugins/security';

// A request Node's parser refuses (a URL or headers past 16 KB, Transfer-Encoding beside Content-Length, a request
// that never finishes) never reaches a route or the error plugin: Fastify's clientErrorHandler answers it on the
// socket. Ours answers as the error plugin would, `{ message }` in Indonesian, and closes the connection.

export const clientErrorMessages = {
  headersTooLarge: 'Alamat atau header permintaan terlalu panjang.',
  timeout: 'Permintaan tidak selesai dikirim tepat waktu. Silakan coba lagi.',
  badRequest: 'Permintaan tidak dapat dibaca oleh server.',
} as const;

function answerOf(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: clientErrorMessages.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: clientErrorMessages.timeout };
  return { status: 400, message: clientErrorMessages.badRequest };
}

export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection reset or already closed has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = answerOf(error.code);
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ message });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...apiHeaders,
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
