// What a booking's changes send by WhatsApp and/or SMS, as the recipient prefers (issue 33): a new request to the vendor; acceptance,
// suggested changes and expiry to the renter; the confirmation once paid. In the recipient's
// language, only to a verified phone, queued in the event's transaction (so a rolled-back change
// sends nothing). A channel that fails falls back to email (outbox.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { composeCarName, formatDateTime, type Locale } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { cars, services, users } from '../db/schema.js';
import type { BookingEvent } from '../bookings/events.js';
import { bookingFactsOf } from '../notifications/index.js';
import { say } from '../http/locale.js';
import { queueText } from './outbox.js';
import { channelsFor } from './preferences.js';
import { sayRoman } from './roman-urdu.js';

const SENT = {
  'booking.created': 'vendor',
  'booking.accepted': 'customer',
  'booking.suggestion_made': 'customer',
  'booking.expired': 'customer',
  'booking.paid': 'customer',
} as const;
type TextedEvent = keyof typeof SENT;
export const TEXTED_BOOKING_EVENTS = Object.keys(SENT) as TextedEvent[];

/** The booking's car, service, dates and the party to tell, from the event's row when it has one (no second read of the booking). */
async function factsOf(tx: Tx, event: BookingEvent, side: 'vendor' | 'customer') {
  const b = event.booking;
  if (!b) {
    const facts = await bookingFactsOf(tx, event.bookingId);
    const party = side === 'vendor' ? facts?.vendor : facts?.customer;
    return facts && party ? { id: facts.id, car: facts.car, serviceName: facts.serviceName, startDate: facts.startDate, endDate: facts.endDate, partyId: party.id } : null;
  }
  const [about] = await tx
    .select({ make: cars.make, customMake: cars.customMake, model: cars.model, year: cars.year, serviceName: services.name, vendorId: services.vendorId })
    .from(cars)
    .innerJoin(services, eq(services.id, b.serviceId))
    .where(eq(cars.id, b.carId));
  if (!about) return null;
  const { serviceName, vendorId, ...car } = about;
  return { id: b.id, car, serviceName, startDate: b.startDate, endDate: b.endDate, partyId: side === 'vendor' ? vendorId : b.customerId };
}

export async function textBookingEvent(ctx: AppContext, event: BookingEvent, tx: Tx): Promise<void> {
  const side = SENT[event.type as TextedEvent];
  if (!side) return;
  const facts = await factsOf(tx, event, side);
  if (!facts) return;
  const [to] = await tx
    .select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt, locale: users.locale, roman: users.textRomanUrdu })
    .from(users)
    .where(and(eq(users.id, facts.partyId), isNull(users.deletedAt)));
  if (!to?.verifiedAt) return;
  const locale: Locale = to.locale ?? 'en';
  const link = `${ctx.config.publicUrl}/bookings/${facts.id}`;
  const dateLocale: Locale = to.roman ? 'en' : locale;
  const values = {
    car: composeCarName(facts.car),
    service: facts.serviceName,
    start: formatDateTime(dateLocale, facts.startDate),
    end: formatDateTime(dateLocale, facts.endDate),
    link,
  };
  const key = `texting.${event.type as TextedEvent}` as const;
  const body = to.roman ? sayRoman(key, values) : say(locale, key, values);
  for (const channel of await channelsFor(tx, facts.partyId, 'bookingUpdates')) {
    await queueText(ctx, tx, { userId: facts.partyId, to: to.phone, channel, kind: event.type, locale: to.roman ? 'roman' : locale, body, fallbackToMail: false });
  }
}
