import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { authMessages, hasAnyRole, type Role, type User } from '@kalkulator/core';
import { HttpError } from '../errors';
import { findSessionUser, toUser } from '../modules/auth/repository';

// Signed JWTs carrying the user id, the token version and the token's own id (jti): a deleted user's token, one
// issued before a password change or "Keluar dari semua perangkat", and one logged out on its device no longer
// work. Route guards: authenticate, requireRole, requireAnyRole (SPEC.md §6).

interface TokenPayload {
  sub: string;
  ver: number;
  /**
   * When the account was made (ms): an id given again after "Reset auto-increment" is another account, and the old
   * one's token must not open it. Absent from older tokens, which are held to their issue time (iat) instead.
   */
  born?: number;
  iat?: number;
  /** Absent from tokens issued before one device's logout existed: those end only with all of the account's. */
  jti?: string;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    account: User | null;
  }
  interface FastifyInstance {
    signToken(user: TokenAccount): string;
    authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAnyRole(roles: readonly Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** What an account on an admin's temporary password may do until it changes it: read itself, change it, log out. */
const PASSWORD_CHANGE_ROUTES = new Set([
  'GET /api/auth/verify',
  'GET /api/auth/profile',
  'PUT /api/auth/change-password',
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
]);

type TokenAccount = { id: number; token_version: number; created_at: Date };

/** The token was given to this account, not to an earlier one that had its id. */
function sameAccount(payload: TokenPayload, createdAt: Date): boolean {
  if (payload.born !== undefined) return payload.born === createdAt.getTime();
  return payload.iat !== undefined && payload.iat >= Math.floor(createdAt.getTime() / 1000);
}

export const unauthorized = (message: string = authMessages.loginNeeded) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, authMessages.forbidden);

/** The logged-in account of a request behind `app.authenticate` (401 when there is none). */
export function accountOf(request: { account: User | null }): User {
  if (!request.account) throw unauthorized();
  return request.account;
}

export default fp(async function auth(app: FastifyInstance, options: { secret: string; expiresIn: string }) {
  await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
  app.decorateRequest('account', null);

  app.decorate('signToken', (user: TokenAccount) =>
    app.jwt.sign({
      sub: String(user.id),
      ver: user.token_version,
      born: user.created_at.getTime(),
      jti: randomUUID(),
    }),
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized();
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized(authMessages.sessionExpired);
    }
    const row = await findSessionUser(app.db, Number(payload.sub), payload.jti);
    // Disabled by an admin: every token of the account stops working at once (and stays ended when it is enabled
    // again), saying why while it is disabled.
    if (row?.disabled) throw unauthorized(authMessages.accountDisabled);
    if (!row || row.token_version !== payload.ver || row.ended || !sameAccount(payload, row.created_at))
      throw unauthorized(authMessages.sessionExpired);
    // A temporary password from an admin: only changing it (and reading one's own account) is open until then.
    if (
      row.must_change_password &&
      !PASSWORD_CHANGE_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)
    )
      throw new HttpError(403, authMessages.mustChangePassword);
    request.account = toUser(row);
  });

  const requireAnyRole = (roles: readonly Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!hasAnyRole(request.account, roles)) throw forbidden();
  };
  app.decorate('requireAnyRole', requireAnyRole);
  app.decorate('requireRole', (role: Role) => requireAnyRole([role]));
});
