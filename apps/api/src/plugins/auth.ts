import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { authMessages, hasAnyRole, type Role, type User } from '@kalkulator/core';
import { HttpError } from '../errors';
import { findUserById, toUser } from '../modules/auth/repository';

// Signed JWTs carrying the user id and the token version: a deleted user's token, or one issued before a
// password change, no longer works. Route guards: authenticate, requireRole, requireAnyRole (SPEC.md §6).

interface TokenPayload {
  sub: string;
  ver: number;
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
    signToken(user: { id: number; token_version: number }): string;
    authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<void>;
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAnyRole(roles: readonly Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const PASSWORD_CHANGE_ROUTES = new Set([
  '/api/auth/verify',
  '/api/auth/profile',
  '/api/auth/change-password',
  '/api/auth/logout',
]);

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

  app.decorate('signToken', (user: { id: number; token_version: number }) =>
    app.jwt.sign({ sub: String(user.id), ver: user.token_version }),
  );

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized();
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized(authMessages.sessionExpired);
    }
    const row = await findUserById(app.db, Number(payload.sub));
    if (!row || row.token_version !== payload.ver) throw unauthorized(authMessages.sessionExpired);
    // Disabled by an admin: every token of the account stops working at once.
    if (row.disabled) throw unauthorized(authMessages.accountDisabled);
    // A temporary password from an admin: only changing it (and reading one's own account) is open until then.
    if (row.must_change_password && !PASSWORD_CHANGE_ROUTES.has(request.routeOptions.url ?? ''))
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
