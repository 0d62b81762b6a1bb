// What each booking event tells whom: the notification line for the other party and, for the key
// events, the email (decisions.md "Notifications"). Pure functions over the booking's facts, so the
// wording is tested without a database.
import { bookingLines, composeCarName, type BookingLine, formatPKR, formatWallClock, policyInWords, rentalDays, shortId, type CancellationPolicy, type NotificationAudience } from '@carrental/shared';
import type { BookingEvent } from '../events.js';
import { renderMail, type MailMessage } from '../mail/mailer.js';

export interface Party {
  id: string;
  name: string;
  email: string;
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

/** The booking's price lines in one sentence for an email ("2 days × PKR 5,000: PKR 10,000; …"). */
export function priceLinesText(b: BookingFacts, side: 'CUSTOMER' | 'VENDOR'): string | null {
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
  return `${lines.map((l) => `${l.label}: ${l.amount < 0 ? `− ${formatPKR(-l.amount)}` : formatPKR(l.amount)}`).join('; ')}.`;
}

export interface Notice {
  recipient: Party;
  audience: NotificationAudience;
  /** The bell's line; null when the event is only emailed. */
  message: string | null;
  /** Present for the key events that are emailed too. */
  mail?: { subject: string; heading: string; paragraphs: string[] };
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/**
 * The notices one event produces. The other party hears of it: the vendor of a new request and of
 * the customer's own actions, the customer of the vendor's. A payment (by the provider) tells the
 * vendor, and also emails the customer the confirmation. Nobody is told of their own action.
 */
export function noticesFor(event: BookingEvent, b: BookingFacts): Notice[] {
  const car = composeCarName(b.car);
  const dates = `${formatWallClock(b.startDate, 'dateTime24')} to ${formatWallClock(b.endDate, 'dateTime24')}`;
  const ref = `Booking #${shortId(b.id)}`;
  const who = b.customer?.name ?? 'A customer';
  const notices: Notice[] = [];
  const toVendor = (message: string, mail?: Notice['mail']) => {
    if (b.vendor) notices.push({ recipient: b.vendor, audience: 'VENDOR', message, mail });
  };
  const toCustomer = (message: string, mail?: Notice['mail']) => {
    if (b.customer) notices.push({ recipient: b.customer, audience: 'CUSTOMER', message, mail });
  };
  const mail = (subject: string, heading: string, ...paragraphs: string[]) => ({ subject, heading, paragraphs });

  switch (event.type) {
    case 'booking.created':
      toVendor(
        `New booking request from ${who} for ${car}, ${dates}`,
        mail(`New booking request for ${car}`, 'You have a new booking request', `${who} asked to rent the ${car} from ${b.serviceName}, ${dates}.`, `${ref} is waiting for your answer.`),
      );
      break;
    case 'booking.accepted':
      if (event.actorSide === 'SYSTEM') {
        // Instant booking (decision 0016): the customer is on the way to paying; the vendor learns the car is held.
        toVendor(
          `${who} booked ${car} instantly, ${dates}; it is held until paid`,
          mail(`Instant booking for ${car}`, 'Your car was booked instantly', `${who} booked the ${car} from ${b.serviceName}, ${dates}, with instant booking.`, `${ref} holds the car; it is confirmed once paid.`),
        );
        break;
      }
      toCustomer(
        `Your booking for ${car}, ${dates}, was accepted`,
        mail(`Your booking for ${car} was accepted`, 'Your booking was accepted', `${b.serviceName} accepted your booking of the ${car}, ${dates}.`, `Pay now to confirm ${ref}.`),
      );
      break;
    case 'booking.rejected':
      if (event.reason === 'dates-blocked') {
        toCustomer(
          `Your booking request for ${car}, ${dates}, was declined: the car is no longer available on those days`,
          mail(`Your booking for ${car} was declined`, 'Your booking request was declined', `${b.serviceName} made the ${car} unavailable ${dates}, so your request could not be accepted.`, `${ref} is closed. You can choose other dates or another car.`),
        );
        break;
      }
      toCustomer(
        `Your booking for ${car}, ${dates}, was rejected`,
        mail(`Your booking for ${car} was rejected`, 'Your booking was rejected', `${b.serviceName} could not take your booking of the ${car}, ${dates}.`, `${ref} is closed. You can look for another car.`),
      );
      break;
    case 'booking.suggestion_made':
      toCustomer(
        `${b.serviceName} suggested changes to your booking: ${car}, ${dates}`,
        mail(`Changes suggested for your booking of ${car}`, 'The vendor suggested changes', `${b.serviceName} suggests the ${car}, ${dates}, for ${ref}.`, 'Accept the changes to go on to payment, or reject them.'),
      );
      break;
    case 'booking.changes_accepted':
      toVendor(`${who} accepted your suggested changes: ${car}, ${dates}`);
      break;
    case 'booking.changes_rejected':
      toVendor(`${who} rejected your suggested changes: ${car}, ${dates}`);
      break;
    case 'booking.cancelled': {
      // The refund the cancellation decided (decision 0015), when it gave money back.
      const refund = event.refund && event.refund.amount > 0 ? event.refund.amount : null;
      const toCustomerRefund = refund ? `${formatPKR(refund)} of your payment is refunded to you.` : 'a payment already made is refunded.';
      const toVendorRefund = refund ? `${formatPKR(refund)} goes back to the customer, and your earning is reduced in proportion.` : null;
      const byAdmin = event.refund?.reason === 'ADMIN_CANCELLED';
      const byVendor = byAdmin
        ? mail(`Your booking for ${car} was cancelled`, 'Your booking was cancelled', `RentWheels cancelled your booking of the ${car}, ${dates}.`, refund ? `${ref} is cancelled; ${toCustomerRefund}` : `${ref} is cancelled.`)
        : mail(`Your booking for ${car} was cancelled`, 'Your booking was cancelled', `${b.serviceName} cancelled your booking of the ${car}, ${dates}.`, `${ref} is cancelled; ${toCustomerRefund}`);
      const byCustomer = mail(
        `Booking for ${car} cancelled`,
        'A booking was cancelled',
        byAdmin ? `RentWheels cancelled the booking of the ${car}, ${dates}.` : `${who} cancelled the booking of the ${car}, ${dates}.`,
        `${ref} no longer holds the car.`,
        ...(toVendorRefund ? [toVendorRefund] : []),
      );
      if (event.actorSide === 'VENDOR') toCustomer(`Your booking for ${car}, ${dates}, was cancelled by ${b.serviceName}`, byVendor);
      else if (event.actorSide === 'CUSTOMER') toVendor(`${who} cancelled the booking for ${car}, ${dates}`, byCustomer);
      else {
        // The system cancels when an account is deleted, an admin for a dispute: tell whichever party remains.
        if (event.actorId !== b.customer?.id) toCustomer(`Your booking for ${car}, ${dates}, was cancelled`, byVendor);
        if (event.actorId !== b.vendor?.id) toVendor(`The booking for ${car}, ${dates}, was cancelled`, byCustomer);
      }
      break;
    }
    case 'booking.completed':
      toCustomer(
        `Your booking for ${car}, ${dates}, is confirmed`,
        mail(`Your booking for ${car} is confirmed`, 'Your booking is confirmed', `${b.serviceName} marked ${ref} as paid. The ${car} is yours ${dates}.`),
      );
      break;
    case 'booking.paid':
      toVendor(
        `Payment received from ${who} for ${car}, ${dates}`,
        mail(`Payment received for ${car}`, 'A booking was paid', `${who} paid for the ${car}, ${dates}.`, `${ref} is confirmed.`, ...[priceLinesText(b, 'VENDOR')].filter((p): p is string => !!p)),
      );
      if (b.customer) {
        // The customer paid on the payment page and sees it there; the email is the receipt.
        notices.push({
          recipient: b.customer,
          audience: 'CUSTOMER',
          message: null,
          mail: mail(
            `Your booking for ${car} is confirmed`,
            `Thank you, ${firstName(b.customer.name)}`,
            `Your payment was received and your booking of the ${car} from ${b.serviceName} is confirmed, ${dates}.`,
            ...(b.money
              ? [priceLinesText(b, 'CUSTOMER')!, `Cancellation policy: ${policyInWords(b.money.cancellationPolicy, b.startDate).join('; ')}.`]
              : []),
          ),
        });
      }
      break;
    case 'booking.expired': {
      // Decision 0016: nobody acted in time; both parties hear of it.
      const what =
        event.fromStatus === 'ACCEPTED' ? 'was not paid in time and the car was released' : event.fromStatus === 'SUGGESTION_MADE' ? 'offer was not answered in time' : 'request was not answered in time';
      const lead = event.fromStatus === 'ACCEPTED' ? `The booking for ${car}, ${dates},` : event.fromStatus === 'SUGGESTION_MADE' ? `The suggested booking for ${car}, ${dates}: the` : `The booking for ${car}, ${dates}: the`;
      const line = `${lead} ${what}. ${ref} has expired.`;
      toCustomer(line, mail(`Your booking for ${car} expired`, 'Your booking expired', line));
      toVendor(line, mail(`Booking for ${car} expired`, 'A booking expired', line));
      break;
    }
    case 'booking.refunded':
      toCustomer(
        event.refundedAmount !== undefined
          ? `${formatPKR(event.refundedAmount)} of your payment for ${car}, ${dates}, was refunded`
          : `Your payment for ${car}, ${dates}, was refunded`,
      );
      break;
  }
  // Nobody is notified about what they did themselves (a vendor renting their own car).
  return notices.filter((n) => n.recipient.id !== event.actorId);
}

/** The email of a notice, with a link to the booking's page. */
export function mailOf(notice: Notice, bookingId: string, publicUrl: string): MailMessage | null {
  if (!notice.mail) return null;
  const { text, html } = renderMail({
    heading: notice.mail.heading,
    paragraphs: notice.mail.paragraphs,
    action: { label: 'View booking', url: `${publicUrl}/bookingDetails/${bookingId}` },
  });
  return { to: notice.recipient.email, subject: notice.mail.subject, text, html };
}
