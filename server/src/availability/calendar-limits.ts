// How much calendar importing one vendor may ask of the server (issue 37, decision 0030): each
// import added is fetched at once and every 30 minutes after, so the imports of a car are few and
// a vendor's changes (adds and removes) are counted per hour in the shared rate-limit store
// (decision 0020), across instances and restarts.
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { errorMessage, tooManyRequests } from '../http/errors.js';

export const MAX_IMPORTS_PER_CAR = 5;
/** Adds and removes of calendar imports per vendor per hour (refused attempts count too). */
export const MAX_IMPORT_CHANGES_PER_HOUR = 30;
const HOUR = 60 * 60_000;

/** Counts one change by `actor`; refuses it (429) past the hour's allowance. */
export async function assertImportChangeAllowed(ctx: AppContext, actor: Actor): Promise<void> {
  const at = ctx.clock.now().getTime();
  const hit = await ctx.limits.hit(`calendar-imports:changes:${actor.id}`, HOUR, at);
  if (hit.count <= MAX_IMPORT_CHANGES_PER_HOUR) return;
  const minutes = Math.max(1, Math.ceil((hit.resetAtMs - at) / 60_000));
  throw tooManyRequests(errorMessage('errors.calendar.tooManyChanges', { minutes }), 'TOO_MANY_CALENDAR_CHANGES');
}
