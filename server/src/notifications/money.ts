// What the notifications feature does with a rental's money (decision 0034): the customer hears of
// every record on their booking at once (a bell notice in their language), and the vendor is
// reminded of a deposit it holds. Inside the event's transaction.
import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { users } from '../db/schema.js';
import { say } from '../http/locale.js';
import type { DepositReminderDue, MoneyRecorded } from '../rental-money/index.js';
import { notifyUser } from './service.js';

async function partyOf(tx: Tx, userId: string) {
  const [user] = await tx.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
  return { ...user, locale };
}

const KNOWN = ['balance_paid', 'deposit_received', 'deposit_returned'] as const;

export async function tellAboutMoney(ctx: AppContext, event: MoneyRecorded, tx: Tx): Promise<void> {
  const customer = await partyOf(tx, event.customerId);
  if (!customer) return;
  const method = { text: 'notifications.money.method' as const, values: { method: event.method } };
  const key = (KNOWN as readonly string[]).includes(event.kind) ? (`notifications.money.${event.kind}` as `notifications.money.${(typeof KNOWN)[number]}`) : 'notifications.money.other';
  const message = say(customer.locale, key, { amount: { price: event.amount }, method });
  await notifyUser(ctx, tx, { recipient: customer, audience: 'CUSTOMER', bookingId: event.bookingId, kind: 'money.recorded', message });
}

export async function remindOfDeposit(ctx: AppContext, event: DepositReminderDue, tx: Tx): Promise<void> {
  const vendor = await partyOf(tx, event.vendorId);
  if (!vendor) return;
  const message = say(vendor.locale, 'notifications.money.depositReminder', { amount: { price: event.held }, deadline: { date: event.deadline, style: 'dateTime' } });
  await notifyUser(ctx, tx, { recipient: vendor, audience: 'VENDOR', bookingId: event.bookingId, kind: `money.deposit_${event.step}`, message });
}
