import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { clientErrorMessages } from './client-errors';

// Requests Node's HTTP parser refuses never reach a route: they are answered on the socket by the app's
// clientErrorHandler, in Indonesian and in the API's error shape, and the connection is closed.

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads everything the server writes until it closes the connection. */
function exchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer still leaves the answer read
    socket.setTimeout(5_000, () => reject(new Error('the server kept the connection open')));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a URL past 16 KB with 431 and an Indonesian message, then closes', async () => {
    const answer = await exchange(`GET /api/health?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toContain('content-type: application/json');
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual({ message: clientErrorMessages.headersTooLarge });
    expect(answer.body).not.toMatch(/Too Large|error/);
  });

  it('answers a header past 16 KB with the same 431', async () => {
    const answer = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Alamat atau header permintaan terlalu panjang.' });
  });

  it('answers Transfer-Encoding beside Content-Length, or a broken request line, with 400 in Indonesian', async () => {
    for (const request of [
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      'HALO DUNIA\r\n\r\n',
    ]) {
      const answer = await exchange(request);
      expect(answer.status, request).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Permintaan tidak dapat dibaca oleh server.' });
    }
  });

  it('still answers a sound request on the same server', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
