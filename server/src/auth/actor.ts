// Who is calling. Every request with a bearer token re-reads its user from the database, so a
// deleted account, a changed role or ended sessions (token_version) take effect on the very next
// request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@carrental/shared';
import { users } from '../db/schema.js';
import { AppError, forbidden, unauthorized } from '../http/errors.js';

export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended. Please contact support.';
/** 401 for a token of a suspended account (the session ends), 403 at sign-in. */
export const accountSuspended = (status: 401 | 403) => new AppError(status, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);

export interface Actor {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  /** The mode the user chose: the role they act as. Always one of `roles`. */
  loggedInAs: Role;
  emailVerified: boolean;
  /** The session generation of the account; a token of another one is refused. */
  tokenVersion: number;
  /** When the caller's token expires (ms since the epoch); long-lived streams end then. */
  sessionExpiresAt: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export const actorPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('Malformed Authorization header');
    const claims = await app.ctx.tokens.verify(match[1]!);
    if (!claims) throw unauthorized('Your session has expired. Please log in again.');
    const [user] = await app.ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        roles: users.roles,
        emailVerified: users.emailVerified,
        suspendedAt: users.suspendedAt,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw unauthorized('Your account no longer exists');
    if (user.suspendedAt) throw accountSuspended(401);
    if (user.tokenVersion !== claims.version) throw unauthorized('Your session has ended. Please log in again.');
    const roles = user.roles;
    // A mode whose role was taken away falls back to the customer's view.
    const loggedInAs = roles.includes(claims.loggedInAs) ? claims.loggedInAs : (roles[0] ?? 'CUSTOMER');
    request.actor = { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, tokenVersion: user.tokenVersion, sessionExpiresAt: claims.expiresAt ?? null, roles, loggedInAs };
  });
});

/** The caller, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** The caller holding `role`, or 401/403. */
export function requireRole(request: FastifyRequest, role: Role): Actor {
  const actor = requireActor(request);
  if (!actor.roles.includes(role)) throw forbidden(`This needs the ${role.toLowerCase()} role`);
  return actor;
}

export const isAdmin = (actor: Actor | null) => !!actor?.roles.includes('ADMIN');
