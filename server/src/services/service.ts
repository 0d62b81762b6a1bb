// Domain operations on services: (ctx, actor, input), never the request.
import { and, eq, isNull } from 'drizzle-orm';
import { serviceInputSchema, type ServiceInput } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { parseInput } from '../http/parse-input.js';
import type { Actor } from '../auth/actor.js';
import { cars, services } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { assertCanCreateService, assertCanManageService } from './policy.js';
import { loadService, type ServiceRow } from './queries.js';
import { hasFutureHeldBookings } from '../cars/index.js';
import { declineOpenRequests } from '../bookings/index.js';

/** The columns a service's input sets: the schema's fields (it drops any other key), but the owner. */
function columns(input: ServiceInput) {
  // vendorId: the spec's payload carries it; the owner is always the caller.
  const { vendorId: _vendorId, cancellationPolicy, ...fields } = parseInput(serviceInputSchema, input);
  // Omitted (an older client): the service keeps its policy; a new one starts Moderate.
  return { ...fields, ...(cancellationPolicy ? { cancellationPolicy } : {}) };
}

export async function createService(ctx: AppContext, actor: Actor, input: ServiceInput): Promise<ServiceRow> {
  assertCanCreateService(actor);
  // The owner is always the caller, whatever vendorId the body carries.
  const [row] = await ctx.db.insert(services).values({ ...columns(input), vendorId: actor.id }).returning();
  return row!;
}

export async function updateService(ctx: AppContext, actor: Actor, id: string, input: ServiceInput): Promise<ServiceRow> {
  const existing = await loadService(ctx.db, id);
  assertCanManageService(actor, existing);
  const [row] = await ctx.db
    .update(services)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(services.id, existing.id))
    .returning();
  return row!;
}

/**
 * Soft-deletes a service and its cars, so that past bookings keep showing what was booked.
 * Refused (409) while a car of it is held by a future ACCEPTED or CONFIRMED booking.
 */
export async function deleteService(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const existing = await loadService(ctx.db, id);
  assertCanManageService(actor, existing);
  await ctx.transaction(async (tx) => {
    if (await hasFutureHeldBookings(ctx, tx, { serviceId: existing.id })) {
      throw conflict('errors.services.hasBookings', 'HAS_BOOKINGS');
    }
    await declineOpenRequests(ctx, tx, actor?.id ?? null, { serviceId: existing.id });
    const now = new Date();
    await tx.update(cars).set({ deletedAt: now }).where(and(eq(cars.serviceId, existing.id), isNull(cars.deletedAt)));
    await tx.update(services).set({ deletedAt: now }).where(eq(services.id, existing.id));
  });
}
