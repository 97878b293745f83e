import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ensureFirstAdmin } from '../modules/auth/first-admin';
import type { Database } from '../db/schema';

// Accounts for tests: registered through the API like a real user, admins through the start-up path.

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  token: string;
}

let counter = 0;

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; password: string }> = {},
) {
  counter += 1;
  const username = overrides.username ?? `tukang${counter}${Date.now() % 100_000}`;
  const password = overrides.password ?? 'rahasia-panjang-1';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email: `${username}@contoh.id`, full_name: `Budi ${username}`, password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const { user, token } = response.json();
  return { id: user.id as number, username, password, token: token as string };
}

export async function createAdmin(app: FastifyInstance, db: Kysely<Database>): Promise<TestAccount> {
  const username = `boss${Date.now() % 100_000}`;
  const password = 'rahasia-admin-123';
  await ensureFirstAdmin(db, { username, password }, { canGenerate: false });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  const { user, token } = response.json();
  return { id: user.id, username, password, token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A HS256 JWT made by hand: for forged and expired tokens. */
export function handMadeToken(payload: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
