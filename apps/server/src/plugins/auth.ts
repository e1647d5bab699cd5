import { isBackOffice } from '@shop/shared/accounts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actsAsBackOffice, type AuthUser } from '../auth-user.ts';
import { Forbidden, Unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid token came with the request. */
    user: AuthUser | null;
    /** The raw token as sent (without a `Bearer ` prefix). */
    token: string | null;
  }
}

/** How a token becomes a user; the accounts module provides it (plugins never import modules). */
export type ResolveSession = (token: string) => Promise<AuthUser | null>;

/** The token comes as it is or as `Bearer <token>` (docs/product/api.md#conventions). */
export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token.length > 200 ? null : token;
}

export function registerAuth(app: FastifyInstance, resolveSession: ResolveSession): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  // Callback style: a request without a token (most of them) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? tokenFrom(request) : null;
    if (!token) return done();
    request.token = token;
    resolveSession(token).then((user) => {
      request.user = user;
      done();
    }, done);
  });
}

export function requireUser(request: FastifyRequest, message?: string): AuthUser {
  if (!request.user) throw new Unauthorized(message);
  return request.user;
}

/** What a back-office account without the two-factor sign-in the owner requires is told (decision 070). */
export const SET_UP_TWO_FACTOR = 'The shop requires two-factor sign-in for staff: set it up under Your account › Security first';

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!isBackOffice(user.role)) throw new Forbidden('Only the shop admin may do that');
  if (user.mustSetUpTwoFactor) throw new Forbidden(SET_UP_TWO_FACTOR);
  return user;
}

/** `/api/users/{id}/...`: the user themself or an admin. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number, message?: string): AuthUser {
  const user = requireUser(request, message);
  if (user.id !== userId && !actsAsBackOffice(user)) throw new Forbidden(isBackOffice(user.role) ? SET_UP_TWO_FACTOR : undefined);
  return user;
}

/** Route hooks: they run before the body is validated, so a refused caller learns nothing more. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** For `/api/users/:id/...` (or `:userId`): the user themself or an admin. */
export async function selfOrAdmin(request: FastifyRequest): Promise<void> {
  const params = request.params as { id?: string; userId?: string };
  requireSelfOrAdmin(request, Number(params.userId ?? params.id));
}
