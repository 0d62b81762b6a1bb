// The booking lifecycle as one table (decisions.md "Bookings"): for each action, who may take it,
// from which statuses, and the status it leads to. Route handlers, the payments flow and the tests
// all read this table; nothing else decides whether a transition is allowed.
import type { BookingStatus, ErrorKey, LocalText } from '@carrental/shared';

/**
 * Who acts on a booking: its customer, the vendor of its service, the payment provider, the
 * system itself (an admin deleting one of the parties' accounts), or an admin settling a dispute.
 */
export type BookingParty = 'CUSTOMER' | 'VENDOR' | 'PAYMENT_PROVIDER' | 'SYSTEM' | 'ADMIN';

export type BookingAction =
  | 'accept'
  | 'reject'
  | 'suggest-changes'
  | 'cancel'
  | 'mark-paid-outside'
  | 'check-in'
  | 'check-out'
  | 'close'
  | 'payment-completed'
  | 'accept-changes'
  | 'reject-changes'
  | 'expire';

export interface TransitionRule {
  action: BookingAction;
  by: BookingParty;
  from: readonly BookingStatus[];
  to: BookingStatus;
  /** Why the rule exists, in the product's words. */
  note: string;
}

export const TRANSITIONS: readonly TransitionRule[] = [
  { action: 'accept', by: 'VENDOR', from: ['PENDING'], to: 'ACCEPTED', note: 'The vendor agrees to the request; the car is now held.' },
  { action: 'accept', by: 'SYSTEM', from: ['PENDING'], to: 'ACCEPTED', note: 'Instant booking: a request that fits every rule of the car is accepted at once (decision 0016).' },
  { action: 'reject', by: 'VENDOR', from: ['PENDING'], to: 'REJECTED', note: 'The vendor declines the request.' },
  { action: 'suggest-changes', by: 'VENDOR', from: ['PENDING'], to: 'SUGGESTION_MADE', note: 'The vendor proposes another car of the same service, other dates or notes.' },
  { action: 'cancel', by: 'CUSTOMER', from: ['PENDING', 'ACCEPTED', 'CONFIRMED'], to: 'CANCELLED', note: "The customer withdraws; a paid booking is refunded as its cancellation policy says." },
  { action: 'cancel', by: 'VENDOR', from: ['ACCEPTED', 'SUGGESTION_MADE', 'CONFIRMED'], to: 'CANCELLED', note: 'The vendor cancels; a paid booking is refunded.' },
  { action: 'cancel', by: 'SYSTEM', from: ['PENDING', 'ACCEPTED', 'SUGGESTION_MADE', 'CONFIRMED'], to: 'CANCELLED', note: "A party's account is deleted; a paid booking is refunded." },
  { action: 'cancel', by: 'ADMIN', from: ['PENDING', 'ACCEPTED', 'SUGGESTION_MADE', 'CONFIRMED'], to: 'CANCELLED', note: 'An admin settles a dispute; a paid booking is refunded by the amount the admin chose.' },
  { action: 'mark-paid-outside', by: 'VENDOR', from: ['ACCEPTED'], to: 'CONFIRMED', note: 'Payment was received outside the app (the old route `complete` is its alias).' },
  { action: 'check-in', by: 'VENDOR', from: ['CONFIRMED'], to: 'IN_PROGRESS', note: 'The check-in record is sealed (both sides acknowledged the car\'s state); the trip runs and still holds the car (issue 31).' },
  { action: 'check-out', by: 'VENDOR', from: ['IN_PROGRESS'], to: 'COMPLETED', note: 'The check-out record is sealed: the car is back and the trip has ended.' },
  {
    action: 'close',
    by: 'ADMIN',
    from: ['CONFIRMED', 'IN_PROGRESS'],
    to: 'COMPLETED',
    note: 'Nobody checked the trip out: after its end and the grace period the vendor was asked, and an admin closes it.',
  },
  { action: 'payment-completed', by: 'PAYMENT_PROVIDER', from: ['ACCEPTED'], to: 'CONFIRMED', note: 'The hosted checkout reports the payment as paid.' },
  { action: 'accept-changes', by: 'CUSTOMER', from: ['SUGGESTION_MADE'], to: 'ACCEPTED', note: 'The customer takes the suggestion; payment starts next.' },
  { action: 'reject-changes', by: 'CUSTOMER', from: ['SUGGESTION_MADE'], to: 'REJECTED', note: 'The customer declines the suggestion.' },
  {
    action: 'expire',
    by: 'SYSTEM',
    from: ['PENDING', 'SUGGESTION_MADE', 'ACCEPTED'],
    to: 'EXPIRED',
    note: 'Nobody answered the request or the offer, or nobody paid the acceptance, within 24 hours or before the start (decision 0016).',
  },
];

/** Statuses that wait for someone and expire when nobody acts in time (decision 0016). */
export const WAITING_STATUSES: readonly BookingStatus[] = ['PENDING', 'SUGGESTION_MADE', 'ACCEPTED'];

export const ACTIONS: readonly BookingAction[] = [...new Set(TRANSITIONS.map((t) => t.action))];


export type TransitionDecision =
  | { allowed: true; to: BookingStatus; rule: TransitionRule }
  | { allowed: false; reason: 'not-a-party' | 'wrong-status'; message: string; text: LocalText<ErrorKey> };

/** Human name of an action for messages: "suggest-changes" → "suggest changes for". */
const ACTION_WORDS: Record<BookingAction, string> = {
  accept: 'accept',
  reject: 'reject',
  'suggest-changes': 'suggest changes to',
  cancel: 'cancel',
  'mark-paid-outside': 'mark as paid outside the app',
  'check-in': 'check in',
  'check-out': 'check out',
  close: 'close',
  'payment-completed': 'confirm payment for',
  'accept-changes': 'accept changes to',
  'reject-changes': 'reject changes to',
  expire: 'expire',
};

/** The values of a refusal's text: the action's and the status's words in the reader's language. */
const refusal = (action: BookingAction, status: BookingStatus) => ({
  action: { text: `errors.bookings.action.${action}` },
  status: { text: `errors.bookings.status.${status}` },
} as const);

/**
 * May `by` take `action` on a booking in `status`? Every refusal reads "Cannot {action} a booking
 * that is {status}" (decisions.md: anything outside the table is a 409); when the action belongs
 * to the other party ("not-a-party"), the message also says whose it is.
 */
export function decideTransition(status: BookingStatus, action: BookingAction, by: BookingParty): TransitionDecision {
  const rules = TRANSITIONS.filter((t) => t.action === action && t.by === by);
  const rule = rules.find((t) => t.from.includes(status));
  if (rule) return { allowed: true, to: rule.to, rule };
  if (rules.length === 0) {
    const owner = TRANSITIONS.find((t) => t.action === action)?.by;
    const whose =
      owner === 'VENDOR' ? "the car's vendor" : owner === 'CUSTOMER' ? "the booking's customer" : owner === 'SYSTEM' ? 'RentWheels itself' : owner === 'ADMIN' ? 'an admin' : 'the payment provider';
    return {
      allowed: false,
      reason: 'not-a-party',
      message: `Cannot ${ACTION_WORDS[action]} a booking that is ${status}: only ${whose} can`,
      text: { key: 'errors.bookings.cannotOnly', values: { ...refusal(action, status), whose: { text: `errors.bookings.whose.${owner === 'VENDOR' || owner === 'CUSTOMER' || owner === 'SYSTEM' || owner === 'ADMIN' ? owner : 'PROVIDER'}` } } },
    };
  }
  return { allowed: false, reason: 'wrong-status', message: `Cannot ${ACTION_WORDS[action]} a booking that is ${status}`, text: { key: 'errors.bookings.cannot', values: refusal(action, status) } };
}

/** The actions `by` may take on a booking in `status` (drives the buttons on the details screen). */
export function availableActions(status: BookingStatus, by: BookingParty): BookingAction[] {
  return TRANSITIONS.filter((t) => t.by === by && t.from.includes(status)).map((t) => t.action);
}
