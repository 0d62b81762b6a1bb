// Domain operations of availability (decision 0016): rules per service and per car, blocked days
// (under the car_holds exclusion constraint, declining the open requests they cover), the car's
// calendar and the price quote. (ctx, actor, input), one transaction each.
import { and, eq, isNull } from 'drizzle-orm';
import {
  blockInputSchema,
  effectiveRules,
  rulesOverrideSchema,
  type AvailabilityRules,
  type AvailabilityRulesAnswer,
  type BlockInput,
  type CarCalendar,
  type RulesOverride,
} from '@carrental/shared';
import type { Actor, Caller } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { carBlocks, cars, services } from '../db/schema.js';
import { conflict, errorMessage, fromDatabaseError, notFound, validationError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { parseInput } from '../http/parse-input.js';
import { declineRequestsOver, lockCar } from '../bookings/index.js';
import { assertCanManageService, canManageService } from '../services/policy.js';
import { loadService } from '../services/queries.js';
import { presentBlock, presentRules } from './presenter.js';
import { blocksBetween, bookingsBetween, loadCarForAvailability, unavailableRanges } from './queries.js';

/** Rules whose values are fine one by one but not together: 400 with the field. */
function checkTogether(rules: AvailabilityRules, car?: string) {
  if (rules.maxDays < rules.minDays) {
    const days = { max: rules.maxDays, min: rules.minDays };
    const message = car === undefined ? errorMessage('errors.availability.maxBelowMin', days) : errorMessage('errors.availability.maxBelowMinForCar', { ...days, car: { ltr: car } });
    throw validationError(message, { maxDays: message });
  }
}

export async function getCarRules(ctx: AppContext, caller: Caller, carId: string): Promise<AvailabilityRulesAnswer> {
  const car = await loadCarForAvailability(ctx.db, carId);
  return presentRules(car.rules, car.serviceRules, car.carRules, canManageService(caller, car));
}

/** The car's vendor replaces the car's overrides (keys left out follow the service). */
export async function putCarRules(ctx: AppContext, actor: Actor, carId: string, input: RulesOverride): Promise<AvailabilityRulesAnswer> {
  const car = await loadCarForAvailability(ctx.db, carId);
  assertCanManageService(actor, car);
  const overrides = parseInput(rulesOverrideSchema, input);
  const effective = effectiveRules(car.serviceRules, overrides);
  checkTogether(effective);
  await ctx.db.update(cars).set({ availabilityRules: overrides, updatedAt: new Date() }).where(eq(cars.id, car.id));
  return presentRules(effective, car.serviceRules, overrides, true);
}

export async function getServiceRules(ctx: AppContext, caller: Caller, serviceId: string): Promise<AvailabilityRulesAnswer> {
  const service = await loadService(ctx.db, serviceId);
  return presentRules(effectiveRules(service.availabilityRules, {}), service.availabilityRules, {}, canManageService(caller, service));
}

/** The service's vendor replaces the service's settings; every car's rules must still hold together. */
export async function putServiceRules(ctx: AppContext, actor: Actor, serviceId: string, input: RulesOverride): Promise<AvailabilityRulesAnswer> {
  const service = await loadService(ctx.db, serviceId);
  assertCanManageService(actor, service);
  const settings = parseInput(rulesOverrideSchema, input);
  const effective = effectiveRules(settings, {});
  checkTogether(effective);
  const carRows = await ctx.db
    .select({ name: cars.name, rules: cars.availabilityRules })
    .from(cars)
    .where(and(eq(cars.serviceId, service.id), isNull(cars.deletedAt)));
  for (const car of carRows) checkTogether(effectiveRules(settings, car.rules), car.name || 'car');
  await ctx.db.update(services).set({ availabilityRules: settings, updatedAt: new Date() }).where(eq(services.id, service.id));
  return presentRules(effective, settings, {}, true);
}

/**
 * The car's vendor blocks [startDate, endDate). Refused (409) over a held booking or another
 * block, by the database's constraint; the open requests over those days are declined with a
 * notice in the same transaction.
 */
export async function createBlock(ctx: AppContext, actor: Actor, carId: string, input: BlockInput) {
  const car = await loadCarForAvailability(ctx.db, carId);
  assertCanManageService(actor, car);
  const v = parseInput(blockInputSchema, input);
  const { row, events } = await ctx.transaction(async (tx) => {
    // The same queue as every write that holds this car: no deadlock, and a clean 409 for the loser.
    await lockCar(tx, car.id);
    let inserted;
    try {
      [inserted] = await tx
        .insert(carBlocks)
        .values({ carId: car.id, startDate: v.startDate, endDate: v.endDate, note: v.note, createdBy: actor!.id })
        .returning();
    } catch (error) {
      throw fromDatabaseError(error, { exclusion: conflict('errors.availability.blockConflict', 'BLOCK_CONFLICT') }) ?? error;
    }
    const declined = await declineRequestsOver(ctx, tx, actor!.id, { carId: car.id, startDate: v.startDate, endDate: v.endDate });
    return { row: inserted!, events: declined };
  });
  return { ...presentBlock(row), declinedBookingIds: events.map((e) => e.bookingId) };
}

/** The car's vendor removes a block; 404 for a block that is not this car's. */
export async function deleteBlock(ctx: AppContext, actor: Actor, carId: string, blockId: string): Promise<void> {
  const car = await loadCarForAvailability(ctx.db, carId);
  assertCanManageService(actor, car);
  if (!isUuid(blockId)) throw notFound('Block');
  const removed = await ctx.db.delete(carBlocks).where(and(eq(carBlocks.id, blockId), eq(carBlocks.carId, car.id))).returning({ id: carBlocks.id });
  if (removed.length === 0) throw notFound('Block');
}

/** Everyone sees when the car is unavailable; its vendor also the bookings and blocks behind it. */
export async function getCalendar(ctx: AppContext, caller: Caller, carId: string, range: { from: string; to: string }): Promise<CarCalendar> {
  const car = await loadCarForAvailability(ctx.db, carId);
  const calendar: CarCalendar = { from: range.from, to: range.to, unavailable: await unavailableRanges(ctx.db, car.id, range.from, range.to) };
  if (!canManageService(caller, car)) return calendar;
  const [bookingRows, blockRows] = await Promise.all([
    bookingsBetween(ctx.db, car.id, range.from, range.to),
    blocksBetween(ctx.db, car.id, range.from, range.to),
  ]);
  return { ...calendar, bookings: bookingRows, blocks: blockRows.map(presentBlock) };
}

