// What the trips feature tells whom (issue 29): an extension asked for (the vendor, by bell and
// e-mail: it waits for them), answered (the customer, by bell and e-mail: they may have to pay),
// made part of the trip (both), and a trip shortened (the vendor; the customer's refund is told by
// the payments' own notice). Each in the recipient's language, inside the event's transaction.
import { composeCarName, shortId, type Locale, type MessageKey, type TextValue } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';
import { bookingFactsOf, notifyUser, type BookingFacts, type Party } from '../notifications/index.js';
import type { ExtensionDecidedEvent, ExtensionEvent, ShortenedEvent } from './events.js';
import { bookingExtensions } from '../db/schema.js';
import { eq } from 'drizzle-orm';

type Audience = 'CUSTOMER' | 'VENDOR';

function valuesOf(b: BookingFacts, extra: Record<string, TextValue>): Record<string, TextValue> {
  return {
    car: { ltr: composeCarName(b.car) },
    ref: { text: 'notifications.ref', values: { id: { ltr: shortId(b.id) } } },
    who: b.customer?.name ?? { text: 'notifications.aCustomer' },
    service: b.serviceName,
    ...extra,
  };
}

async function tell(ctx: AppContext, tx: Tx, b: BookingFacts, to: Party | null, audience: Audience, kind: string, key: MessageKey, values: Record<string, TextValue>, withMail: boolean) {
  if (!to) return;
  const locale: Locale = to.locale ?? 'en';
  const message = say(locale, key, valuesOf(b, values));
  const url = `${ctx.config.publicUrl}/bookingDetails/${b.id}`;
  const mail = withMail
    ? (() => {
        const { text, html } = renderMail({ heading: message, paragraphs: [], action: { label: say(locale, 'mail.trips.open'), url }, locale });
        return { to: to.email, subject: message, text, html };
      })()
    : undefined;
  await notifyUser(ctx, tx, { recipient: to, audience, bookingId: b.id, kind, message, ...(mail ? { mail } : {}) });
}

async function extensionEnd(tx: Tx, extensionId: string): Promise<string | null> {
  const [row] = await tx.select({ endDate: bookingExtensions.endDate }).from(bookingExtensions).where(eq(bookingExtensions.id, extensionId));
  return row?.endDate ?? null;
}

export async function tellExtensionRequested(ctx: AppContext, event: ExtensionEvent, tx: Tx): Promise<void> {
  const b = await bookingFactsOf(tx, event.bookingId);
  const end = await extensionEnd(tx, event.extensionId);
  if (!b || !end) return;
  await tell(ctx, tx, b, b.vendor, 'VENDOR', 'trip.extension_requested', 'notifications.extension.requested', { end: { date: end }, price: { price: event.amount } }, true);
}

export async function tellExtensionDecided(ctx: AppContext, event: ExtensionDecidedEvent, tx: Tx): Promise<void> {
  const b = await bookingFactsOf(tx, event.bookingId);
  const end = await extensionEnd(tx, event.extensionId);
  if (!b || !end) return;
  const key: MessageKey = !event.accepted ? 'notifications.extension.declined' : event.amount > 0 ? 'notifications.extension.acceptedPay' : 'notifications.extension.accepted';
  await tell(ctx, tx, b, b.customer, 'CUSTOMER', 'trip.extension_decided', key, { end: { date: end }, price: { price: event.amount } }, true);
}

export async function tellExtensionApplied(ctx: AppContext, event: ExtensionEvent, tx: Tx): Promise<void> {
  const b = await bookingFactsOf(tx, event.bookingId);
  if (!b) return;
  const values = { end: { date: b.endDate }, price: { price: event.amount } };
  await tell(ctx, tx, b, b.customer, 'CUSTOMER', 'trip.extension_applied', 'notifications.extension.applied', values, false);
  await tell(ctx, tx, b, b.vendor, 'VENDOR', 'trip.extension_applied', event.paid ? 'notifications.extension.appliedPaid' : 'notifications.extension.applied', values, false);
}

export async function tellShortened(ctx: AppContext, event: ShortenedEvent, tx: Tx): Promise<void> {
  const b = await bookingFactsOf(tx, event.bookingId);
  if (!b) return;
  const values = { end: { date: event.endDate }, previous: { date: event.previousEndDate } };
  await tell(ctx, tx, b, b.vendor, 'VENDOR', 'trip.shortened', 'notifications.shortened.vendor', values, true);
  await tell(ctx, tx, b, b.customer, 'CUSTOMER', 'trip.shortened', event.refundAmount > 0 ? 'notifications.shortened.refund' : 'notifications.shortened.noRefund', { ...values, refund: { price: event.refundAmount } }, false);
}
