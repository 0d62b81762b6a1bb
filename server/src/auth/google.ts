// Google sign-in: the ID token from Google Identity Services is verified against Google's
// published key set (signature, audience = our client id, issuer, expiry) and must carry a
// verified email. The key-set URL and issuers come from configuration, so tests run their own.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SessionAnswer } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { defaultMode, presentSession } from './session.js';
import { accountSuspended } from './actor.js';

const keySets = new WeakMap<AppContext, ReturnType<typeof createRemoteJWKSet>>();

function keySet(ctx: AppContext) {
  let jwks = keySets.get(ctx);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(ctx.config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
    keySets.set(ctx, jwks);
  }
  return jwks;
}

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

export async function googleSignIn(ctx: AppContext, idToken: string): Promise<SessionAnswer> {
  const clientId = ctx.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw notFound('Google sign-in');
  let claims: GoogleClaims;
  try {
    ({ payload: claims } = await jwtVerify<GoogleClaims>(idToken, keySet(ctx), {
      algorithms: ['RS256'],
      audience: clientId,
      issuer: ctx.config.googleIssuers,
    }));
  } catch (error) {
    ctx.log.info({ err: error }, 'Google ID token refused');
    throw unauthorized('errors.auth.googleFailed');
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!claims.sub || !email) throw unauthorized('errors.auth.googleFailed');
  if (!verified) throw forbidden('errors.auth.googleEmailUnverified');

  const user = await ctx.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(or(eq(users.googleSub, claims.sub!), eq(users.email, email)), isNull(users.deletedAt)))
      .orderBy(sql`${users.googleSub} IS NULL`)
      .for('update')
      .limit(1);
    if (existing) {
      // Linking by email is safe because Google vouches for the address (email_verified).
      const [linked] = await tx
        .update(users)
        .set({ googleSub: claims.sub!, emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id))
        .returning();
      return linked!;
    }
    const name = (typeof claims.name === 'string' && claims.name.trim().slice(0, 100)) || email.split('@')[0]!.slice(0, 100);
    const [created] = await tx
      .insert(users)
      .values({ name, email, googleSub: claims.sub!, roles: ['CUSTOMER'], emailVerified: true })
      .returning();
    return created!;
  });
  if (user.suspendedAt) throw accountSuspended(403);
  return presentSession(ctx, user, defaultMode(user.roles));
}
