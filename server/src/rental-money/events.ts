// The rental-money feature's events (decision 0034): a movement the customer is told about at once
// (a vendor's record, a deposit refunded online), and a deposit reminder due to the vendor.
import type { MoneyMethod, MoneyRowKind } from '@carrental/shared';

export interface MoneyRecorded {
  bookingId: string;
  customerId: string;
  rowId: string;
  kind: MoneyRowKind;
  method: MoneyMethod;
  amount: number;
  /** Who recorded it (the owner or a member of staff, decision 0039); absent for the platform's own movements. */
  actorId?: string;
}

export interface DepositReminderDue {
  bookingId: string;
  vendorId: string;
  step: 'halfway' | 'on_the_day';
  /** Wall-clock deadline. */
  deadline: string;
  held: number;
}

/** An admin decided a disputed counter record (decision 0044): both sides are told. */
export interface MoneyDecided {
  bookingId: string;
  rowId: string;
  /** What was recorded, and what the admin decided changed hands. */
  recorded: number;
  amount: number;
  reason: string;
}

declare module '../events.js' {
  interface EventMap {
    'money.decided': MoneyDecided;
    'money.recorded': MoneyRecorded;
    'money.deposit_reminder_due': DepositReminderDue;
  }
}
