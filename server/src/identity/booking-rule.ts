// The booking rule (issue 33): with BOOKING_REQUIRES_IDENTITY on (the default), a self-drive
// request needs an approved licence valid until the trip's last day, and a request with a driver
// an approved CNIC. Refused with 403 IDENTITY_REQUIRED (the web links to the profile).
import type { TripMode } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { identityFacts } from './queries.js';
import { identityProblem, identityRequired } from './policy.js';

export async function assertIdentityAllowsBooking(ctx: AppContext, tx: DbOrTx, userId: string, trip: { mode: TripMode; endDate: string }): Promise<void> {
  if (!ctx.config.BOOKING_REQUIRES_IDENTITY) return;
  const problem = identityProblem(await identityFacts(tx, userId), trip.mode, trip.endDate);
  if (problem) throw identityRequired(problem);
}
