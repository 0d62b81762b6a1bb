// A car's papers (decision 0039): insurance policy and expiry, token tax and route permit expiry,
// tracker fitted, service interval. Reminders 30, 7 and 1 days before an expiry go to the owner
// (one per car, paper, expiry and lead time, whatever the job's schedule); a car whose insurance
// has expired leaves the search (the index's `live`, search.ts's reference SQL) and is not booked
// for a trip that ends after the expiry day.
import { sql } from 'drizzle-orm';
import { carPapersSchema, formatDate, PAPER_KINDS, PAPER_REMINDER_DAYS, type CarPapers, type PaperKind } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { carPapers } from '../db/schema.js';
import { rowsOf } from '../db/sql.js';
import { notFound } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { parseInput } from '../http/parse-input.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';
import type { QueueSpec } from '../jobs/queue.js';
import { auditService } from './audit.js';
import { assertMayActFor } from './policy.js';
import { wallClockNow } from './queries.js';

export const PAPER_REMINDER_QUEUE: QueueSpec = { name: 'staff.paper-reminders', retryLimit: 3, retryDelay: 60, retryBackoff: true };
/** Every morning at 08:07 Pakistan time (03:07 UTC). */
export const PAPER_REMINDER_CRON = '7 3 * * *';

const EMPTY: CarPapers = { insurancePolicy: null, insuranceExpires: null, tokenTaxExpires: null, routePermitExpires: null, trackerFitted: false, serviceIntervalKm: null };
const day = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

async function carOf(db: DbOrTx, carId: string) {
  if (!isUuid(carId)) return undefined;
  const [car] = rowsOf<{ id: string; service_id: string; vendor_id: string }>(
    await db.execute(sql`SELECT c.id, c.service_id, s.vendor_id FROM cars c JOIN services s ON s.id = c.service_id
      WHERE c.id = ${carId} AND c.deleted_at IS NULL AND s.deleted_at IS NULL`),
  );
  return car;
}

function present(row: typeof carPapers.$inferSelect | undefined): CarPapers {
  if (!row) return EMPTY;
  return {
    insurancePolicy: row.insurancePolicy,
    insuranceExpires: day(row.insuranceExpires),
    tokenTaxExpires: day(row.tokenTaxExpires),
    routePermitExpires: day(row.routePermitExpires),
    trackerFitted: row.trackerFitted,
    serviceIntervalKm: row.serviceIntervalKm,
  };
}

/** GET /cars/{id}/papers: those who manage the car (owner, managers of its branch). */
export async function getPapers(ctx: AppContext, actor: Actor, carId: string): Promise<CarPapers> {
  const car = await carOf(ctx.db, carId);
  if (!car) throw notFound('Car');
  assertMayActFor(actor, 'catalog', { vendorId: car.vendor_id, serviceId: car.service_id }, 'errors.services.notOwner');
  const [row] = await ctx.db.select().from(carPapers).where(sql`${carPapers.carId} = ${car.id}`);
  return present(row);
}

/** PUT /cars/{id}/papers: the whole set; the search hears of it (car_papers' trigger). */
export async function putPapers(ctx: AppContext, actor: Actor, carId: string, raw: CarPapers): Promise<CarPapers> {
  const input = parseInput(carPapersSchema, raw);
  return ctx.transaction(async (tx) => {
    const car = await carOf(tx, carId);
    if (!car) throw notFound('Car');
    assertMayActFor(actor, 'catalog', { vendorId: car.vendor_id, serviceId: car.service_id }, 'errors.services.notOwner');
    const values = { ...input, updatedBy: actor.id, updatedAt: ctx.clock.now() };
    const [row] = await tx
      .insert(carPapers)
      .values({ carId: car.id, ...values })
      .onConflictDoUpdate({ target: carPapers.carId, set: values })
      .returning();
    await auditService(tx, car.service_id, {
      actorId: actor.id,
      action: 'car.papers_updated',
      subject: 'car',
      subjectId: car.id,
      details: { insuranceExpires: input.insuranceExpires, tokenTaxExpires: input.tokenTaxExpires, routePermitExpires: input.routePermitExpires },
    });
    return present(row);
  });
}

/** Whether the car's recorded insurance ends before a trip ending at `endDate` (wall clock) does. */
export async function insuranceEndsBefore(db: DbOrTx, carId: string, endDate: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`SELECT 1 FROM car_papers WHERE car_id = ${carId} AND (insurance_expires + 1)::timestamp < ${endDate.replace('T', ' ')}::timestamp`),
  );
  return rows.length > 0;
}

const COLUMN: Record<PaperKind, string> = { insurance: 'insurance_expires', token_tax: 'token_tax_expires', route_permit: 'route_permit_expires' };

/**
 * The reminders due today (the context's clock, the marketplace's calendar): for each paper
 * expiring within 30 days, the nearest lead time (30, 7 or 1) not yet sent. Also names the cars
 * whose insurance expired yesterday in `search_changes`, so every instance's search drops them now.
 * Returns how many reminders went out.
 */
export async function runPaperReminders(ctx: AppContext): Promise<number> {
  const today = wallClockNow(ctx).slice(0, 10);
  let sent = 0;
  for (const paper of PAPER_KINDS) {
    const column = sql.raw(COLUMN[paper]);
    const due = rowsOf<{ car_id: string; expires: unknown; days: number; make: string; custom_make: string; model: string; email: string; locale: string | null; name: string }>(
      await ctx.db.execute(sql`SELECT p.car_id, p.${column} AS expires, (p.${column} - ${today}::date) AS days, c.make, c.custom_make, c.model,
          v.email, v.locale, v.name
        FROM car_papers p JOIN cars c ON c.id = p.car_id AND c.deleted_at IS NULL
        JOIN services s ON s.id = c.service_id AND s.deleted_at IS NULL
        JOIN users v ON v.id = s.vendor_id AND v.deleted_at IS NULL
        WHERE p.${column} BETWEEN ${today}::date AND ${today}::date + ${PAPER_REMINDER_DAYS[0]}::int`),
    );
    for (const row of due) {
      const lead = [...PAPER_REMINDER_DAYS].sort((a, b) => a - b).find((d) => Number(row.days) <= d)!;
      const expires = day(row.expires)!;
      await ctx.transaction(async (tx) => {
        const claimed = rowsOf(
          await tx.execute(sql`INSERT INTO car_paper_reminders (car_id, paper, expires, days_before) VALUES (${row.car_id}, ${paper}, ${expires}::date, ${lead})
            ON CONFLICT DO NOTHING RETURNING car_id`),
        );
        if (claimed.length === 0) return;
        const locale = row.locale === 'ur' ? 'ur' : 'en';
        const values = { car: `${(row.custom_make || row.make).replace(/_/g, ' ')} ${row.model}`, paper, date: formatDate(locale, `${expires}T12:00:00Z`), days: Number(row.days) };
        const { text, html } = renderMail({
          heading: say(locale, 'mail.papers.subject', values),
          paragraphs: [say(locale, 'mail.hello', { name: row.name }), say(locale, 'mail.papers.body', values)],
          action: { label: say(locale, 'mail.papers.action'), url: `${ctx.config.publicUrl}/vendor/cars/${row.car_id}/papers` },
          locale,
        });
        await ctx.mailer.enqueue({ to: row.email, subject: say(locale, 'mail.papers.subject', values), text, html }, tx);
        sent += 1;
      });
    }
  }
  await ctx.db.execute(sql`INSERT INTO search_changes (car_id) SELECT car_id FROM car_papers WHERE insurance_expires = ${today}::date - 1`);
  return sent;
}
