// What each booking event tells whom: the notification line for the other party and, for the key
// events, the email (decisions.md "Notifications"). Pure functions over the booking's facts, so the
// wording is tested without a database. Each notice is worded in its recipient's language (their
// account's locale, English when they never chose one), whoever acted and in whatever language.
import {
  bookingLines,
  composeCarName,
  formatPrice,
  policyLineTexts,
  rentalDays,
  shortId,
  type BookingLine,
  type CancellationPolicy,
  type Locale,
  type MessageKey,
  type NotificationAudience,
  type TextValue,
} from '@carrental/shared';
import type { BookingEvent } from '../bookings/events.js';
import { say } from '../http/locale.js';
import { renderMail, type MailMessage } from '../mail/mailer.js';

export interface Party {
  id: string;
  name: string;
  email: string;
  /** The language notices reach them in (null or absent: English). */
  locale?: Locale | null;
}

/** The facts of a booking a message needs, read in the event's transaction. */
export interface BookingFacts {
  id: string;
  startDate: string;
  endDate: string;
  car: { make: string; customMake: string; model: string; year: number };
  serviceName: string;
  customer: Party | null;
  vendor: Party | null;
  /** The booking's total, the platform fee in force and its cancellation policy (decision 0015). */
  money?: { totalAmount: number; platformFeePercent: number; cancellationPolicy: CancellationPolicy; priceLines?: BookingLine[] | null };
}

/** A line's label in `locale`: its catalog text (lines made by `bookingLines` all carry one), else its English words. */
function lineLabel(locale: Locale, line: BookingLine): string {
  if (locale === 'en' || !line.text) return line.label;
  return say(locale, line.text);
}

/** The booking's price lines in one sentence for an email ("2 days × PKR 5,000: PKR 10,000; …"). */
export function priceLinesText(b: BookingFacts, side: 'CUSTOMER' | 'VENDOR', locale: Locale = 'en'): string | null {
  if (!b.money) return null;
  const days = Math.max(1, rentalDays(b.startDate, b.endDate));
  const { lines } = bookingLines({
    startDate: b.startDate,
    endDate: b.endDate,
    pricePerDay: Math.round(b.money.totalAmount / days),
    side,
    feePercent: b.money.platformFeePercent,
    // The quote's lines (weekend days, discount, driver) when the booking was priced by one (0016).
    priceLines: b.money.priceLines,
  });
  const words = lines.map((l) => `${lineLabel(locale, l)}: ${l.amount < 0 ? `− ${formatPrice(locale, -l.amount)}` : formatPrice(locale, l.amount)}`);
  return locale === 'ur' ? `${words.join('؛ ')}۔` : `${words.join('; ')}.`;
}

/** The cancellation policy line by line with the booking's dates, in `locale`. */
function policyLines(locale: Locale, policy: CancellationPolicy, startDate: string): string {
  return policyLineTexts(policy, startDate)
    .map((text) => say(locale, text))
    .join(locale === 'ur' ? '؛ ' : '; ');
}

export interface Notice {
  recipient: Party;
  audience: NotificationAudience;
  /** The bell's line, in the recipient's language; null when the event is only emailed. */
  message: string | null;
  /** Present for the key events that are emailed too (in the recipient's language). */
  mail?: { subject: string; heading: string; paragraphs: string[] };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** A catalog text of a notice; its values join the booking's own (car, dates, ref, who, service). */
type Words = MessageKey | { key: MessageKey; values: Record<string, TextValue> };
/** A paragraph of an email: a text, or one worded by a function of the language (price lines), or nothing. */
type Paragraph = Words | ((locale: Locale) => string | null);
interface MailWords {
  subject: Words;
  heading: Words;
  paragraphs: Paragraph[];
}

const w = (key: MessageKey, values: Record<string, TextValue>): Words => ({ key, values });

/**
 * The notices one event produces. The other party hears of it: the vendor of a new request and of
 * the customer's own actions, the customer of the vendor's. A payment (by the provider) tells the
 * vendor, and also emails the customer the confirmation. Nobody is told of their own action.
 */
export function noticesFor(event: BookingEvent, b: BookingFacts): Notice[] {
  const date = (value: string): TextValue => ({ date: value });
  const facts: Record<string, TextValue> = {
    car: { ltr: composeCarName(b.car) },
    dates: { text: 'notifications.dates', values: { start: date(b.startDate), end: date(b.endDate) } },
    ref: { text: 'notifications.ref', values: { id: { ltr: shortId(b.id) } } },
    who: b.customer?.name ?? { text: 'notifications.aCustomer' },
    service: b.serviceName,
  };
  const notices: Notice[] = [];
  /** Emails about a party's own action that they still get (a refund's receipt). */
  const receipts = new Set<Notice>();
  const sayTo = (locale: Locale, words: Words) =>
    typeof words === 'string' ? say(locale, words, facts) : say(locale, words.key, { ...facts, ...words.values });
  const push = (recipient: Party, audience: NotificationAudience, line: Words | null, mail?: MailWords) => {
    const locale = recipient.locale ?? 'en';
    notices.push({
      recipient,
      audience,
      message: line === null ? null : sayTo(locale, line),
      mail: mail && {
        subject: sayTo(locale, mail.subject),
        heading: sayTo(locale, mail.heading),
        paragraphs: mail.paragraphs.map((p) => (typeof p === 'function' ? p(locale) : sayTo(locale, p))).filter((p): p is string => p !== null),
      },
    });
  };
  const toVendor = (line: Words, mail?: MailWords) => {
    if (b.vendor) push(b.vendor, 'VENDOR', line, mail);
  };
  const toCustomer = (line: Words, mail?: MailWords) => {
    if (b.customer) push(b.customer, 'CUSTOMER', line, mail);
  };
  const mail = (subject: Words, heading: Words, ...paragraphs: Paragraph[]): MailWords => ({ subject, heading, paragraphs });

  switch (event.type) {
    case 'booking.created':
      toVendor(
        'notifications.created.line',
        mail('notifications.created.subject', 'notifications.created.heading', 'notifications.created.body', 'notifications.created.waiting'),
      );
      break;
    case 'booking.accepted':
      if (event.actorSide === 'SYSTEM') {
        // Instant booking (decision 0016): the customer is on the way to paying; the vendor learns the car is held.
        toVendor(
          'notifications.instant.line',
          mail('notifications.instant.subject', 'notifications.instant.heading', 'notifications.instant.body', 'notifications.instant.held'),
        );
        break;
      }
      toCustomer(
        'notifications.accepted.line',
        mail('notifications.accepted.subject', 'notifications.accepted.heading', 'notifications.accepted.body', 'notifications.accepted.payNow'),
      );
      break;
    case 'booking.rejected':
      if (event.reason === 'dates-blocked') {
        toCustomer(
          'notifications.declined.line',
          mail('notifications.declined.subject', 'notifications.declined.heading', 'notifications.declined.body', 'notifications.declined.closed'),
        );
        break;
      }
      toCustomer(
        'notifications.rejected.line',
        mail('notifications.rejected.subject', 'notifications.rejected.heading', 'notifications.rejected.body', 'notifications.rejected.closed'),
      );
      break;
    case 'booking.suggestion_made':
      toCustomer(
        'notifications.suggested.line',
        mail('notifications.suggested.subject', 'notifications.suggested.heading', 'notifications.suggested.body', 'notifications.suggested.next'),
      );
      break;
    case 'booking.changes_accepted':
      toVendor('notifications.changesAccepted.line');
      break;
    case 'booking.changes_rejected':
      toVendor('notifications.changesRejected.line');
      break;
    case 'booking.cancelled': {
      // The refund the cancellation decided (decision 0015), when it gave money back.
      const refund = event.refund && event.refund.amount > 0 ? event.refund.amount : null;
      const toCustomerRefund: TextValue = refund
        ? { text: 'notifications.cancelled.customerRefund', values: { amount: { price: refund } } }
        : { text: 'notifications.cancelled.customerRefundAny' };
      const byAdmin = event.refund?.reason === 'ADMIN_CANCELLED';
      const refCancelledRefund = w('notifications.cancelled.refCancelledRefund', { refund: toCustomerRefund });
      const byVendor = byAdmin
        ? mail('notifications.cancelled.subject', 'notifications.cancelled.heading', 'notifications.cancelled.byAdmin', refund ? refCancelledRefund : 'notifications.cancelled.refCancelled')
        : mail('notifications.cancelled.subject', 'notifications.cancelled.heading', 'notifications.cancelled.byService', refCancelledRefund);
      const byCustomer = mail(
        'notifications.cancelled.vendorSubject',
        'notifications.cancelled.vendorHeading',
        byAdmin ? 'notifications.cancelled.vendorByAdmin' : 'notifications.cancelled.vendorByCustomer',
        'notifications.cancelled.released',
        ...(refund ? [w('notifications.cancelled.vendorRefund', { amount: { price: refund } })] : []),
      );
      if (event.actorSide === 'VENDOR') toCustomer('notifications.cancelled.lineByService', byVendor);
      else if (event.actorSide === 'CUSTOMER') {
        toVendor('notifications.cancelled.lineByCustomer', byCustomer);
        // Their own cancellation gives money back: an email says how much and that it is on its way
        // (issue 36); no notice in the app, they saw it there.
        if (refund && b.customer) {
          push(b.customer, 'CUSTOMER', null, mail('notifications.cancelled.ownSubject', 'notifications.cancelled.ownHeading', 'notifications.cancelled.ownBody', refCancelledRefund, 'notifications.cancelled.ownWhen'));
          receipts.add(notices[notices.length - 1]!);
        }
      } else {
        // The system cancels when an account is deleted, an admin for a dispute: tell whichever party remains.
        if (event.actorId !== b.customer?.id) toCustomer('notifications.cancelled.lineToCustomer', byVendor);
        if (event.actorId !== b.vendor?.id) toVendor('notifications.cancelled.lineToVendor', byCustomer);
      }
      break;
    }
    case 'booking.paid_outside':
      toCustomer('notifications.paidOutside.line', mail('notifications.paidOutside.subject', 'notifications.paidOutside.heading', 'notifications.paidOutside.body'));
      break;
    case 'booking.checked_in':
      // Both sides acknowledged the car's state (issue 31); the renter is told the trip runs.
      toCustomer('notifications.checkedIn.line');
      break;
    case 'booking.checked_out':
      toCustomer('notifications.checkedOut.line');
      break;
    case 'booking.closed':
      toCustomer('notifications.closed.line');
      toVendor('notifications.closed.line');
      break;
    case 'booking.paid':
      toVendor(
        'notifications.paid.line',
        mail('notifications.paid.subject', 'notifications.paid.heading', 'notifications.paid.body', 'notifications.paid.confirmed', (locale) => priceLinesText(b, 'VENDOR', locale)),
      );
      if (b.customer) {
        // The customer paid on the payment page and sees it there; the email is the receipt.
        const money = b.money;
        push(
          b.customer,
          'CUSTOMER',
          null,
          mail(
            'notifications.paid.customerSubject',
            w('notifications.paid.customerHeading', { name: firstName(b.customer.name) }),
            'notifications.paid.customerBody',
            ...(money
              ? [
                  (locale: Locale) => priceLinesText(b, 'CUSTOMER', locale),
                  (locale: Locale) => say(locale, 'notifications.paid.policy', { lines: policyLines(locale, money.cancellationPolicy, b.startDate) }),
                ]
              : []),
          ),
        );
      }
      break;
    case 'booking.expired': {
      // Decision 0016: nobody acted in time; both parties hear of it.
      const line: Words =
        event.fromStatus === 'ACCEPTED' ? 'notifications.expired.unpaid' : event.fromStatus === 'SUGGESTION_MADE' ? 'notifications.expired.offer' : 'notifications.expired.request';
      toCustomer(line, mail('notifications.expired.subject', 'notifications.expired.heading', line));
      toVendor(line, mail('notifications.expired.vendorSubject', 'notifications.expired.vendorHeading', line));
      break;
    }
    case 'booking.refunded':
      toCustomer(
        event.refundedAmount !== undefined
          ? w('notifications.refunded.amount', { amount: { price: event.refundedAmount } })
          : 'notifications.refunded.line',
      );
      break;
  }
  // Nobody is notified about what they did themselves (a vendor renting their own car), but for a receipt.
  return notices.filter((n) => n.recipient.id !== event.actorId || receipts.has(n));
}

/** The email of a notice, with a link to the booking's page, in the recipient's language. */
export function mailOf(notice: Notice, bookingId: string, publicUrl: string): MailMessage | null {
  if (!notice.mail) return null;
  const locale = notice.recipient.locale ?? 'en';
  const { text, html } = renderMail({
    heading: notice.mail.heading,
    paragraphs: notice.mail.paragraphs,
    action: { label: say(locale, 'mail.viewBooking'), url: `${publicUrl}/bookingDetails/${bookingId}` },
    locale,
  });
  return { to: notice.recipient.email, subject: notice.mail.subject, text, html };
}
