// Reads of the phones feature.
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { canBookWithPhone, verifiedPhoneRequired } from './policy.js';

/** Refuses (403 PHONE_NOT_VERIFIED) a booking request of an account without a verified phone, when the setting asks for one. */
export async function assertPhoneAllowsBooking(ctx: AppContext, tx: DbOrTx, userId: string): Promise<void> {
  if (!ctx.config.BOOKING_REQUIRES_VERIFIED_PHONE) return;
  const [row] = await tx.select({ phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!row || !canBookWithPhone(ctx, row)) throw verifiedPhoneRequired();
}
