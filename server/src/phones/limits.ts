// How often codes may be asked for (issue 33): per number, per account and per client address,
// each a fixed window in the shared rate-limit store (decision 0020). The per-number limit counts
// every request for the number, known or not, so a refusal says nothing about who holds it.
import type { AppContext } from '../context.js';
import { errorMessage, tooManyRequests } from '../http/errors.js';
import { clientOf } from '../auth/index.js';

const MINUTE = 60_000;
const WINDOW = 60 * MINUTE;
/** Codes sent to one number in an hour, for every purpose and asker together. */
export const CODES_PER_NUMBER = 5;
/** Codes one signed-in account may ask for in an hour (to any numbers). */
export const CODES_PER_ACCOUNT = 10;
/** Codes one client address may ask for in an hour (to any numbers). */
export const CODES_PER_CLIENT = 20;

/**
 * Counts a request for a code and refuses it (429) past a limit. The wider limits are counted
 * first, so a client past its own limit uses up nothing of the number's.
 */
export async function takeCodeSlot(ctx: AppContext, request: { phone: string; userId: string | null; client: string }) {
  const at = ctx.clock.now().getTime();
  const keys = [
    { key: `phone-codes:client:${clientOf(request.client)}`, max: CODES_PER_CLIENT },
    ...(request.userId ? [{ key: `phone-codes:account:${request.userId}`, max: CODES_PER_ACCOUNT }] : []),
    { key: `phone-codes:number:${request.phone}`, max: CODES_PER_NUMBER },
  ];
  for (const { key, max } of keys) {
    const hit = await ctx.limits.hit(key, WINDOW, at);
    if (hit.count > max) {
      throw tooManyRequests(errorMessage('errors.phones.tooManyCodes', { minutes: Math.max(1, Math.ceil((hit.resetAtMs - at) / MINUTE)) }));
    }
  }
}
