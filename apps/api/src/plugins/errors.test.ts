import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/app';

describe('the error contract', () => {
  it('answers a server failure with 500 and the Indonesian message, never a stack trace', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database: database.handle, jwtSecret: 'x' });
    await database.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/jobs/categories' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.' });
    await app.close();
  });
});
