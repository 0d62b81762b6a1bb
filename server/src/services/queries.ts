// Reads of services (the presenters that whitelist what goes out are in presenter.ts).
import { and, desc, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { services } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';

export type ServiceRow = typeof services.$inferSelect;


/** A live (not deleted) service, or 404. */
export async function loadService(db: DbOrTx, id: string): Promise<ServiceRow> {
  if (!isUuid(id)) throw notFound('Service');
  const [row] = await db.select().from(services).where(and(eq(services.id, id), isNull(services.deletedAt))).limit(1);
  if (!row) throw notFound('Service');
  return row;
}

/** Live car count per service, computed in the same query as the list (no N+1). */
const carCount = sql<number>`(select count(*)::int from cars c where c.service_id = "services"."id" and c.deleted_at is null)`;

/** Average stars and count of the public reviews of the service's cars (issue 17). */
const rating = sql<{ average: number | string | null; count: number | string }>`(select json_build_object('average', round(avg(r.rating)::numeric, 2), 'count', count(*))
  from reviews r where r.service_id = "services"."id" and r.author_side = 'CUSTOMER' and r.published and r.hidden_at is null)`;

/**
 * The vendor of the service `vendorId` names may be shown and booked: it holds the VENDOR role and
 * is neither suspended nor deleted. Search, the public list and new bookings all check it.
 */
export const vendorIsListed = (vendorId: SQL | AnyColumn) =>
  sql`exists (select 1 from users u where u.id = ${vendorId} and 'VENDOR' = any(u.roles)
    and u.suspended_at is null and u.deleted_at is null)`;

export async function listServices(db: DbOrTx, where: { vendorId?: string; orIds?: string[]; id?: string; listedOnly?: boolean } = {}) {
  const conditions = [isNull(services.deletedAt)];
  if (where.listedOnly) conditions.push(vendorIsListed(services.vendorId));
  if (where.vendorId) conditions.push(where.orIds?.length ? or(eq(services.vendorId, where.vendorId), inArray(services.id, where.orIds))! : eq(services.vendorId, where.vendorId));
  if (where.id) conditions.push(eq(services.id, where.id));
  return db
    .select({ service: services, carCount, rating })
    .from(services)
    .where(and(...conditions))
    .orderBy(desc(services.createdAt), desc(services.id));
}
