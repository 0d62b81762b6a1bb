// Calendar sync (decision 0016). Out: each car has a private iCal feed of its held bookings and the
// vendor's blocks; the token in its URL is derived from the app's signing key and a version the
// vendor raises to make a new URL (the old one stops working). In: a vendor adds other platforms'
// feeds per car; a job fetches each every 30 minutes (safely: ical-fetch.ts) and replaces that
// feed's blocks with its events, skipping what would overlap a held booking or another block, and
// declining open requests over the new blocks. Failures are kept on the feed for the screen.
// Feeds are read in a worker thread with time and memory limits (decision 0030), and a vendor's
// imports are limited per car and in changes per hour (calendar-limits.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { calendarImportInputSchema, composeCarName, HOLDING_STATUSES, nowInZone, shortId, type CalendarSync, type Locale } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import { literalList, rowsOf } from '../db/sql.js';
import { toDbWallClock } from '../db/wall-clock.js';
import { bookings, carBlocks, carCalendarImports, cars } from '../db/schema.js';
import { conflict, errorMessage, notFound, validationError } from '../http/errors.js';
import { say } from '../http/locale.js';
import { isUuid } from '../http/ids.js';
import { parseInput } from '../http/parse-input.js';
import type { QueueSpec } from '../jobs/index.js';
import { declineRequestsOver, lockCar } from '../bookings/index.js';
import { assertCanManageService } from '../services/policy.js';
import { assertImportChangeAllowed, MAX_IMPORTS_PER_CAR } from './calendar-limits.js';
import { FeedError, feedError } from './feed-error.js';
import { readFeedOffLoop } from './feed-reader.js';
import { feedUrlProblem, fetchFeed } from './ical-fetch.js';
import type { FeedRange } from './ical-read.js';
import { renderFeed, type FeedEvent } from './ical.js';
import { loadCarForAvailability } from './queries.js';

export const CALENDAR_IMPORT_QUEUE: QueueSpec = { name: 'calendar.import', retryLimit: 2, retryDelay: 60, retryBackoff: true };
/** Every 30 minutes. */
export const CALENDAR_IMPORT_CRON = '*/30 * * * *';
/** Events further ahead than this are not imported (nor exported); longer ones end here. */
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

async function syncAnswer(ctx: AppContext, carId: string, locale: Locale): Promise<CalendarSync> {
  const imports = await ctx.db.select().from(carCalendarImports).where(eq(carCalendarImports.carId, carId)).orderBy(asc(carCalendarImports.createdAt));
  return {
    feedUrl: feedUrlOf(ctx, carId, await feedVersion(ctx, carId)),
    imports: imports.map((i) => ({
      id: i.id,
      url: i.url,
      lastFetchedAt: i.lastFetchedAt ? i.lastFetchedAt.toISOString() : null,
      lastError: i.lastErrorText ? say(locale, i.lastErrorText) : i.lastError,
      eventCount: i.eventCount,
    })),
  };
}

async function ownedCar(ctx: AppContext, actor: Actor, carId: string) {
  const car = await loadCarForAvailability(ctx.db, carId);
  assertCanManageService(actor, car);
  return car;
}

export async function getCalendarSync(ctx: AppContext, actor: Actor, carId: string, locale: Locale = 'en'): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  return syncAnswer(ctx, car.id, locale);
}

/** A new private feed URL; the old one stops working at once. */
export async function regenerateFeed(ctx: AppContext, actor: Actor, carId: string, locale: Locale = 'en'): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  await ctx.db.update(cars).set({ calendarFeedVersion: sql`${cars.calendarFeedVersion} + 1` }).where(eq(cars.id, car.id));
  return syncAnswer(ctx, car.id, locale);
}

export async function addImport(ctx: AppContext, actor: Actor, carId: string, input: { url: string }, locale: Locale = 'en'): Promise<CalendarSync> {
  const car = await ownedCar(ctx, actor, carId);
  const { url } = parseInput(calendarImportInputSchema, input);
  const problem = feedUrlProblem(url);
  if (problem) throw validationError(problem, { url: problem });
  await assertImportChangeAllowed(ctx, actor!);
  // Counted and added under the car's lock, so imports asked for at once cannot pass the limit together.
  const row = await ctx.transaction(async (tx) => {
    await lockCar(tx, car.id);
    const existing = await tx.select({ id: carCalendarImports.id }).from(carCalendarImports).where(eq(carCalendarImports.carId, car.id));
    if (existing.length >= MAX_IMPORTS_PER_CAR) throw conflict(errorMessage('errors.calendar.tooManyImports', { count: MAX_IMPORTS_PER_CAR }), 'TOO_MANY_IMPORTS');
    const [added] = await tx.insert(carCalendarImports).values({ carId: car.id, url, createdBy: actor!.id }).onConflictDoNothing().returning();
    if (!added) throw conflict('errors.calendar.duplicate', 'DUPLICATE_IMPORT');
    return added;
  });
  // Fetched soon by the job, not in this request (a slow calendar must not hold it up).
  await ctx.jobs.send(CALENDAR_IMPORT_QUEUE.name, { importId: row.id });
  void ctx.jobs.drain(CALENDAR_IMPORT_QUEUE.name).catch(() => undefined);
  return syncAnswer(ctx, car.id, locale);
}

/** Removes an imported calendar and the blocks it made. */
export async function removeImport(ctx: AppContext, actor: Actor, carId: string, importId: string): Promise<void> {
  const car = await ownedCar(ctx, actor, carId);
  if (!isUuid(importId)) throw notFound('Calendar');
  await assertImportChangeAllowed(ctx, actor!);
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
function joinRanges(ranges: FeedRange[]) {
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
 * blocks with what the feed says now. On failure the blocks from the last good fetch stay, and
 * the failure (whatever the reading ran into) is the feed's error for the vendor, not the job's.
 */
export async function importCalendar(ctx: AppContext, row: ImportRow): Promise<{ imported: number; skipped: number } | { error: string }> {
  const zone = ctx.config.TIME_ZONE;
  let events: FeedRange[];
  try {
    const text = await fetchFeed(row.url, { timeoutMs: ctx.config.ICAL_FETCH_TIMEOUT_MS, maxBytes: ctx.config.ICAL_MAX_BYTES, allowPrivate: ctx.config.ICAL_ALLOW_PRIVATE_ADDRESSES });
    events = await readFeedOffLoop(text, { zone, nowMs: ctx.clock.now().getTime() }, { timeoutMs: ctx.config.ICAL_PARSE_TIMEOUT_MS, memoryMb: ctx.config.ICAL_PARSE_MEMORY_MB });
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    ctx.log.info({ importId: row.id, reason: error.message }, 'calendar import failed');
    await ctx.db.update(carCalendarImports).set({ lastFetchedAt: ctx.clock.now(), lastError: error.message.slice(0, 500), lastErrorText: error.text }).where(eq(carCalendarImports.id, row.id));
    return { error: error.message };
  }
  const now = nowInZone(zone, ctx.clock.now());
  // The start of the horizon's day, so that an event cut there ends at midnight.
  const horizon = `${nowInZone(zone, new Date(ctx.clock.now().getTime() + HORIZON_DAYS * 86_400_000)).slice(0, 10)}T00:00:00`;
  const ranges = joinRanges(events.filter((e) => e.endDate > now && e.startDate < horizon).map((e) => (e.endDate > horizon ? { ...e, endDate: horizon } : e)));
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
    const overlaps = skipped ? feedError('errors.calendarFeed.overlaps', { count: skipped }) : null;
    await tx
      .update(carCalendarImports)
      .set({ lastFetchedAt: ctx.clock.now(), eventCount: imported, lastError: overlaps?.message ?? null, lastErrorText: overlaps?.text ?? null })
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
