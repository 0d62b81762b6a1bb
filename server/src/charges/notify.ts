// Both sides told of an admin's decision (issue 32, decision 0044): a disputed charge, or a
// disputed counter record of the ledger; in the app and by email, each in their own language.
// Inside the event's transaction.
import { eq } from 'drizzle-orm';
import { composeCarName, isLocale, shortId, type Locale } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import { findBookingView } from '../bookings/queries.js';
import { say } from '../http/locale.js';
import { tellParty } from '../notifications/index.js';
import type { MoneyDecided } from '../rental-money/index.js';
import type { ChargeDecided } from './events.js';

type Key = 'notifications.charges.decided' | 'notifications.money.decided';

async function tellBothSides(ctx: AppContext, tx: Tx, bookingId: string, key: Key, values: Record<string, unknown>, reason: string, kind: string) {
  const view = await findBookingView(tx, bookingId);
  if (!view) return;
  const sides = [
    { id: view.booking.customerId, audience: 'CUSTOMER' as const },
    { id: view.service.vendorId, audience: 'VENDOR' as const },
  ];
  for (const side of sides) {
    const [user] = await tx.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, side.id)).limit(1);
    if (!user) continue;
    const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
    const all = { ...values, car: { ltr: composeCarName(view.car) }, ref: shortId(bookingId) } as Parameters<typeof say>[2];
    await tellParty(ctx, tx, {
      recipient: { id: user.id, name: user.name, email: user.email, locale },
      audience: side.audience,
      bookingId,
      kind,
      message: say(locale, key, all),
      paragraphs: [say(locale, 'mail.charges.reason', { reason })],
    });
  }
}

const rupees = (n: number) => ({ ltr: n.toLocaleString('en-US') });

export const tellChargeDecided = (ctx: AppContext, event: ChargeDecided, tx: Tx) =>
  tellBothSides(ctx, tx, event.bookingId, 'notifications.charges.decided', { amount: rupees(event.amount), charged: rupees(event.charged) }, event.reason, 'charges.decided');

export const tellMoneyDecided = (ctx: AppContext, event: MoneyDecided, tx: Tx) =>
  tellBothSides(ctx, tx, event.bookingId, 'notifications.money.decided', { amount: rupees(event.amount), recorded: rupees(event.recorded) }, event.reason, 'money.decided');
