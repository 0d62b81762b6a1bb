// Calendar sync (decision 0016). Out: each car has a private iCal feed of its held bookings and the
// vendor's blocks; the token in its URL is derived from the app's signing key and a version the
// vendor raises to make a new URL (the old one stops working). In: a vendor adds other platforms'
// feeds per car; a job fetches each every 30 minutes (safely: ical-fetch.ts) and replaces that
// feed's blocks with its events, skipping what would overlap a held booking or another block, and
// declining open requests over the new blocks. Failures are kept on the feed for the screen.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { calendarImportInputSchema, composeCarName, HOLDING_STATUSES, nowInZone, shortId, type CalendarSync } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { literalList, rowsOf } from '../db/sql.js';
import { toDbWallClock } from '../db/wall-clock.js';
import { bookings, carBlocks, carCalendarImports, cars } from '../db/schema.js';
import { conflict, errorMessage, notFound, validationError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { parseInput } from '../http/parse-input.js';
import type { QueueSpec } from '../jobs/index.js';
import { declineRequestsOver, lockCar } from '../bookings/index.js';
import { assertCanManageService } from '../services/policy.js';
import { FeedError, feedUrlProblem, fetchFeed } from './ical-fetch.js';
import { FeedFormatError, parseFeed, renderFeed, type FeedEvent } from './ical.js';
import { loadCarForAvailability } from './queries.js';

export const CALENDAR_IMPORT_QUEUE: QueueSpec = { name: 'calendar.import', retryLimit: 2, retryDelay: 60, retryBackoff: true };
/** Every 30 minutes. */
export const CALENDAR_IMPORT_CRON = '*/30 * * * *';
export const MAX_IMPORTS_PER_CAR = 5;
/** Events further ahead than this are not imported (nor exported). */
const HORIZON_DAYS = 730;

export function feedToken(ctx: AppContext, carId: string, version: number): string {
  return createHmac('sha256', ctx.signingKey).update(`calendar-feed:${carId}:${version}`).digest('base64url').slice(0, 32);
}

const feedUrlOf = (ctx: AppContext, carId: string, version: number) =>
  `${ctx.config.publicUrl}/api/cars/${carId}/calendar.ics?token=${feedToken(ctx, carId, version)}`;

async function feedVersion(ctx: AppContext, carId: string): Promise<number> {
  const [row] = await ctx.db.select({ v: cars.calendarFeedVersion }).from(cars).where(eq(cars.id, carId));
  return row?.v ?? 0;
}

async function syncAnswer(ctx: AppContext, carId: string): Promise<CalendarSync> {
  const imports = await ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.carId, carId)).orderBy(asc(carCalendarImports.createdAt));
  return {
    feedUrl: feedUrlOf(ctx, carId, await feedVersion(ctx, carId)),
    imports: imports.map((i) => ({
      id: i.id,
      url: i.url,
      lastFetchedAt: i.lastFetchedAt ? i.lastFetchedAt.toISOString() : null,
      lastError: i.lastError,
      eventCount: i.eventCount,
    })),
  };
}

async function ownedCar(ctx: AppContext, actor: Actor | null, carId: string) {
  const car = await loadCarForAvailability(ctx.db, carId);
  assertCanManageService(actor, car);
  return car;
}

export async function getCalendarSync(ctx: AppContext, actor: Actor | null, carId: string): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  return syncAnswer(ctx, car.id);
}

/** A new private feed URL; the old one stops working at once. */
export async function regenerateFeed(ctx: AppContext, actor: Actor | null, carId: string): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  await ctx.db.update(cars).set({ calendarFeedVersion: sql`${cars.calendarFeedVersion} + 1` }).where(eq(cars.id, car.id));
  return syncAnswer(ctx, car.id);
}

export async function addImport(ctx: AppContext, actor: Actor | null, carId: string, input: { url: string }): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  const { url } = parseInput(calendarImportInputSchema, input);
  const problem = feedUrlProblem(url);
  if (problem) throw validationError(problem, { url: problem });
  const existing = await ctx.db.select({ id: carCalendarImports.id }).from(carCalendarImports).where(eq(carCalendarImports.carId, car.id));
  if (existing.length >= MAX_IMPORTS_PER_CAR) throw conflict(errorMessage('errors.calendar.tooManyImports', { count: MAX_IMPORTS_PER_CAR }), 'TOO_MANY_IMPORTS');
  const [row] = await ctx.db.insert(carCalendarImports).values({ carId: car.id, url, createdBy: actor!.id }).onConflictDoNothing().returning();
  if (!row) throw conflict('errors.calendar.duplicate', 'DUPLICATE_IMPORT');
  // Fetched soon by the job, not in this request (a slow calendar must not hold it up).
  await ctx.jobs.send(CALENDAR_IMPORT_QUEUE.name, { importId: row.id });
  void ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name).catch(() => undefined);
  return syncAnswer(ctx, car.id);
}

/** Removes an imported calendar and the blocks it made. */
export async function removeImport(ctx: AppContext, actor: Actor | null, carId: string, importId: string): Promise<void> {
  const car = await ownedCar(ctx, actor, carId);
  if (!isUuid(importId)) throw notFound('Calendar');
  const removed = await ctx.transaction(async (tx) => {
    await tx.delete(carBlocks).where(and(eq(carBlocks.importId, importId), eq(carBlocks.carId, car.id)));
    return tx.delete(carCalendarImports).where(and(eq(carCalendarImports.id, importId), eq(carCalendarImports.carId, car.id))).returning({ id: carCalendarImports.id });
  });
  if (!removed.length) throw notFound('Calendar');
}

/** The car's feed for whoever holds its current token; anyone else is told it does not exist. */
export async function renderCarFeed(ctx: AppContext, carId: string, token: string): Promise<string> {
  if (!isUuid(carId)) throw notFound('Calendar');
  const [car] = await ctx.db.select().from(cars).where(eq(cars.id, carId));
  if (!car) throw notFound('Calendar');
  const expected = Buffer.from(feedToken(ctx, car.id, car.calendarFeedVersion));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound('Calendar');
  const now = ctx.clock.now();
  const zone = ctx.config.TIME_ZONE;
  const since = toDbWallClock(nowInZone(zone, new Date(now.getTime() - 90 * 86_400_000)));
  const held = await ctx.db
    .select({ id: bookings.id, status: bookings.status, startDate: bookings.startDate, endDate: bookings.endDate })
    .from(bookings)
    .where(and(eq(bookings.carId, car.id), sql`${bookings.status} in ${literalList(HOLDING_STATUSES)}`, gt(bookings.endDate, since)))
    .orderBy(asc(bookings.startDate));
  const blocks = await ctx.db
    .select()
    .from(carBlocks)
    .where(and(eq(carBlocks.carId, car.id), eq(carBlocks.source, 'VENDOR'), gt(carBlocks.endDate, since)))
    .orderBy(asc(carBlocks.startDate));
  const host = new URL(ctx.config.publicUrl).hostname;
  const events: FeedEvent[] = [
    ...held.map((b) => ({ uid: `booking-${b.id}@${host}`, startDate: b.startDate, endDate: b.endDate, summary: `Booked (${b.status.toLowerCase()}): booking #${shortId(b.id)}` })),
    ...blocks.map((b) => ({ uid: `block-${b.id}@${host}`, startDate: b.startDate, endDate: b.endDate, summary: b.note ? `Blocked: ${b.note}` : 'Blocked' })),
  ];
  return renderFeed(`RentWheels: ${composeCarName(car)}`, events, zone, now);
}

/** Joins overlapping or touching ranges (a feed's events may overlap; blocks may not). */
function joinRanges(ranges: { startDate: string; endDate: string; summary: string }[]) {
  const sorted = [...ranges].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  const out: typeof ranges = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.startDate <= last.endDate) {
      if (r.endDate > last.endDate) last.endDate = r.endDate;
    } else out.push({ ...r });
  }
  return out;
}

type ImportRow = typeof carCalendarImports.$inferSelect;

/**
 * Fetches one imported calendar and replaces its blocks. Idempotent: each run replaces the feed's
 * blocks with what the feed says now. On failure the blocks from the last good fetch stay.
 */
export async function importCalendar(ctx: AppContext, row: ImportRow): Promise<{ imported: number; skipped: number } | { error: string }> {
  const zone = ctx.config.TIME_ZONE;
  let events: { startDate: string; endDate: string; summary: string }[];
  try {
    const text = await fetchFeed(row.url, { timeoutMs: ctx.config.ICAL_FETCH_TIMEOUT_MS, maxBytes: ctx.config.ICAL_MAX_BYTES, allowPrivate: ctx.config.ICAL_ALLOW_PRIVATE_ADDRESSES });
    events = parseFeed(text, zone);
  } catch (error) {
    if (!(error instanceof FeedError || error instanceof FeedFormatError)) throw error;
    await ctx.db.update(carCalendarImports).set({ lastFetchedAt: ctx.clock.now(), lastError: error.message.slice(0, 500) }).where(eq(carCalendarImports.id, row.id));
    return { error: error.message };
  }
  const now = nowInZone(zone, ctx.clock.now());
  const horizon = nowInZone(zone, new Date(ctx.clock.now().getTime() + HORIZON_DAYS * 86_400_000));
  const ranges = joinRanges(events.filter((e) => e.endDate > now && e.startDate < horizon));
  const { imported, skipped } = await ctx.transaction(async (tx) => {
    await lockCar(tx, row.carId);
    await tx.delete(carBlocks).where(eq(carBlocks.importId, row.id));
    let imported = 0;
    let skipped = 0;
    for (const r of ranges) {
      // Under the car's lock, a look first: a refused insert would end the whole transaction.
      const taken = rowsOf(
        await tx.execute(sql`select 1 from car_holds where car_id = ${row.carId}
          and period && tsrange(${toDbWallClock(r.startDate)}::timestamp, ${toDbWallClock(r.endDate)}::timestamp, '[)') limit 1`),
      );
      if (taken.length) {
        skipped++;
        continue;
      }
      await tx.insert(carBlocks).values({
        carId: row.carId,
        startDate: r.startDate,
        endDate: r.endDate,
        note: `Imported${r.summary ? `: ${r.summary}` : ''}`.slice(0, 200),
        source: 'ICAL',
        importId: row.id,
      });
      imported++;
      await declineRequestsOver(ctx, tx, null, { carId: row.carId, startDate: r.startDate, endDate: r.endDate });
    }
    await tx
      .update(carCalendarImports)
      .set({
        lastFetchedAt: ctx.clock.now(),
        eventCount: imported,
        lastError: skipped ? `${skipped} ${skipped === 1 ? 'event overlaps' : 'events overlap'} a booking or a block here and ${skipped === 1 ? 'was' : 'were'} not imported` : null,
      })
      .where(eq(carCalendarImports.id, row.id));
    return { imported, skipped };
  });
  return { imported, skipped };
}

/** The job: one imported calendar (just added), or all of them (the schedule). */
export async function runCalendarImports(ctx: AppContext, importId?: string): Promise<number> {
  // Only live cars: a deleted car's calendar is no longer fetched.
  const rows = await ctx.db
    .select({ row: carCalendarImports })
    .from(carCalendarImports)
    .innerJoin(cars, eq(cars.id, carCalendarImports.carId))
    .where(and(isNull(cars.deletedAt), importId ? eq(carCalendarImports.id, importId) : undefined))
    .orderBy(asc(carCalendarImports.createdAt));
  for (const { row } of rows) await importCalendar(ctx, row);
  return rows.length;
}
