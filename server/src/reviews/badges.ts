// Trust badges of a user: "ID verified" (the latest ID document is APPROVED), "Email verified",
// and for vendors "Responds within N hours" (the median time from a request to the vendor's first
// answer, over their answered requests, rounded up to whole hours).
import { desc, eq, sql } from 'drizzle-orm';
import type { UserBadges } from '@carrental/shared';
import type { DbOrTx } from '../db/client.js';
import { idDocuments, users } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';

export async function badgesOf(db: DbOrTx, userId: string): Promise<UserBadges> {
  const [user] = await db.select({ emailVerified: users.emailVerified, roles: users.roles }).from(users).where(eq(users.id, userId)).limit(1);
  const [doc] = await db
    .select({ status: idDocuments.verificationStatus })
    .from(idDocuments)
    .where(eq(idDocuments.userId, userId))
    .orderBy(desc(idDocuments.uploadedOn))
    .limit(1);
  return {
    idVerified: doc?.status === 'APPROVED',
    emailVerified: user?.emailVerified ?? false,
    respondsWithinHours: user?.roles.includes('VENDOR') ? await medianResponseHours(db, userId) : null,
  };
}

/** Median hours from a request to the vendor's first own action on it; null with no answered request. */
export async function medianResponseHours(db: DbOrTx, vendorId: string): Promise<number | null> {
  const [row] = rowsOf<{ seconds: string | number | null }>(
    await db.execute(sql`
      SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first.at - b.created_at)) AS seconds
      FROM bookings b
      JOIN services s ON s.id = b.service_id AND s.vendor_id = ${vendorId}
      JOIN LATERAL (
        SELECT min(e.created_at) AS at FROM booking_events e
        WHERE e.booking_id = b.id AND e.actor_id = ${vendorId} AND e.action <> 'create'
      ) first ON first.at IS NOT NULL`),
  );
  if (row?.seconds === null || row?.seconds === undefined) return null;
  return Math.max(1, Math.ceil(Number(row.seconds) / 3600));
}
