// Who is calling. Every request with a bearer token re-reads its user from the database, so a
// deleted account, a changed role or ended sessions (token_version) take effect on the very next
// request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale, Role } from '@carrental/shared';
import { users } from '../db/schema.js';
import { AppError, errorMessage, forbidden, unauthorized } from '../http/errors.js';

/** 401 for a token of a suspended account (the session ends), 403 at sign-in. */
export const accountSuspended = (status: 401 | 403) => new AppError(status, 'ACCOUNT_SUSPENDED', 'errors.auth.suspended');

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
  /** The account's language (null: never chosen); `request.locale` falls back to it. */
  locale: Locale | null;
  /**
   * The companies the account works for as staff (decision 0039), read with the user on every
   * request, so a removed member loses access at once. Empty for everyone else.
   */
  staff: StaffMembership[];
}

/** A live (accepted, not removed) membership of a company's staff. */
export interface StaffMembership {
  staffId: string;
  /** The owner: the vendor account whose services these are. */
  vendorId: string;
  role: 'manager' | 'agent' | 'driver';
  /** The services (branches) the membership covers. */
  serviceIds: string[];
}

/**
 * Nobody signed in. Public reads take it explicitly (a domain function's caller is never `null`);
 * everything else asks for a signed-in `Actor` through `requireActor`.
 */
export interface Anonymous {
  readonly anonymous: true;
  /** Never chosen: the request's language comes from its headers. */
  readonly locale: null;
}

export const ANONYMOUS: Anonymous = Object.freeze({ anonymous: true, locale: null });

/** Whoever calls: a signed-in user or `ANONYMOUS`. */
export type Caller = Actor | Anonymous;

export const isSignedIn = (caller: Caller): caller is Actor => !('anonymous' in caller);

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller: `ANONYMOUS` until a bearer token names a user. */
    actor: Caller;
  }
}

const signedIn = Symbol('signed-in actor');

export const actorPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('actor', {
    getter(this: FastifyRequest & { [signedIn]?: Actor }) {
      return this[signedIn] ?? ANONYMOUS;
    },
    setter(this: FastifyRequest & { [signedIn]?: Actor }, value: Caller) {
      this[signedIn] = isSignedIn(value) ? value : undefined;
    },
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    // A route that reads the header itself (the metrics scrape's own token) is not a session.
    if (!header || request.routeOptions.config.ownAuthorization) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('errors.auth.malformedHeader');
    const claims = await app.ctx.tokens.verify(match[1]!);
    if (!claims) throw unauthorized('errors.auth.sessionExpired');
    const [user] = await app.ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        roles: users.roles,
        emailVerified: users.emailVerified,
        suspendedAt: users.suspendedAt,
        tokenVersion: users.tokenVersion,
        locale: users.locale,
        // Live memberships of companies whose owner still holds the VENDOR role (0027_staff.sql).
        staff: sql<StaffMembership[]>`(select coalesce(json_agg(json_build_object(
            'staffId', sm.id, 'vendorId', sm.vendor_id, 'role', sm.role,
            'serviceIds', (select coalesce(json_agg(sms.service_id order by sms.service_id), '[]'::json)
                           from staff_member_services sms join services s on s.id = sms.service_id and s.deleted_at is null
                           where sms.staff_id = sm.id))), '[]'::json)
          from staff_members sm join users v on v.id = sm.vendor_id
          where sm.user_id = "users"."id" and sm.removed_at is null and v.deleted_at is null and v.suspended_at is null and 'VENDOR' = any(v.roles))`,
      })
      .from(users)
      .where(and(eq(users.id, claims.userId), isNull(users.deletedAt)))
      .limit(1);
    if (!user) throw unauthorized('errors.auth.accountGone');
    if (user.suspendedAt) throw accountSuspended(401);
    if (user.tokenVersion !== claims.version) throw unauthorized('errors.auth.sessionEnded');
    const roles = user.roles;
    // A mode whose role was taken away falls back to the customer's view.
    const loggedInAs = roles.includes(claims.loggedInAs) ? claims.loggedInAs : (roles[0] ?? 'CUSTOMER');
    request.actor = { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, tokenVersion: user.tokenVersion, sessionExpiresAt: claims.expiresAt ?? null, roles, loggedInAs, locale: user.locale, staff: parseStaff(user.staff) };
  });
});

/** PGlite hands json back parsed, node-postgres too; a string is parsed (either driver's setting). */
function parseStaff(value: unknown): StaffMembership[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? (list as StaffMembership[]) : [];
}

/** The caller, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  const caller = request.actor;
  if (!isSignedIn(caller)) throw unauthorized();
  return caller;
}

/** The caller holding `role`, or 401/403. */
export function requireRole(request: FastifyRequest, role: Role): Actor {
  const actor = requireActor(request);
  if (!actor.roles.includes(role)) throw forbidden(errorMessage('errors.auth.needsRole', { role: { text: `errors.role.${role}` } }));
  return actor;
}

export const isAdmin = (caller: Caller) => isSignedIn(caller) && caller.roles.includes('ADMIN');
