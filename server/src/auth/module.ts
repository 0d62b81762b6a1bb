// The auth feature: sign-up, sign-in, sessions, e-mail verification and password resets.
import { lt } from 'drizzle-orm';
import { defineFeature } from '../module.js';
import { emailTokens } from '../db/schema.js';
import { authRoutes } from './routes.js';

export const authModule = defineFeature({
  name: 'auth',
  routes: authRoutes,
  nightly: {
    /** E-mail tokens (verification, reset) past their expiry. */
    emailTokens: async (ctx) =>
      (await ctx.db.delete(emailTokens).where(lt(emailTokens.expiresAt, ctx.clock.now())).returning({ id: emailTokens.id })).length,
  },
});
