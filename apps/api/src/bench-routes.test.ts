import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';
import { brickWallJob, jobTypeId } from './test/catalogue';

// The throughput bench's layers (bench-routes.ts) only mean something while each sends the calculation's own
// answer through one more layer of the real route: these tests keep them so.
const form = { volume: '12,5', productivity: 8, worker_ratio: '1:1', profit_percentage: '20' };

let plain: TestApp;
let bench: TestApp;
let wallId: number;
let answer: { headers: Record<string, string>; body: string };
beforeAll(async () => {
  plain = await createTestApp();
  wallId = await jobTypeId(plain.db, brickWallJob().code);
  const calculated = await plain.app.inject({
    method: 'POST',
    url: `/api/calculations/${wallId}`,
    payload: form,
  });
  expect(calculated.statusCode).toBe(200);
  answer = { headers: { 'x-bench': 'captured' }, body: calculated.body };
  bench = await createTestApp({ benchAnswer: answer });
});
afterAll(async () => {
  await plain.close();
  await bench.close();
});

/** Every layer's route, the plugin chain's first. */
const layers = () => [
  '/api/bench/answer',
  `/api/bench/validated/${wallId}`,
  `/api/bench/serialised/${wallId}`,
  '/api/bench/busy',
];

const post = (app: TestApp, url: string, payload: object = form) =>
  app.app.inject({ method: 'POST', url, payload });

describe('bench layers', () => {
  it('exist only when the bench hands the server an answer', async () => {
    for (const url of layers()) expect((await post(plain, url)).statusCode, url).toBe(404);
  });

  it('send the calculation’s answer, byte for byte, through each layer', async () => {
    for (const url of layers()) {
      const response = await post(bench, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(answer.body);
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(response.headers['x-bench'], url).toBe('captured');
      // The plugin chain ran: its security headers are on every layer's answer.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('validate as the calculation route does from the validated layer on', async () => {
    for (const url of ['/api/bench/validated/abc', '/api/bench/serialised/0']) {
      const response = await post(bench, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().details[0].param, url).toBe('jobTypeId');
    }
    const notAnObject = await bench.app.inject({
      method: 'POST',
      url: `/api/bench/validated/${wallId}`,
      headers: { 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(notAnObject.statusCode).toBe(422);
    // The plugin chain alone takes no schema.
    expect((await post(bench, '/api/bench/answer', [1] as never)).statusCode).toBe(200);
  });
});
