// What the notifications feature does with events other than booking status changes: a chat
// message goes live to both parties' streams, and a review reminder becomes a bell notice and an
// e-mail in the recipient's language. All inside the event's transaction.
import { REVIEW_REMINDER_DAYS_BEFORE_CLOSE, REVIEW_WINDOW_DAYS } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { say } from '../http/locale.js';
import { renderMail } from '../mail/mailer.js';
import type { MessageSent } from '../messages/events.js';
import type { ReviewReminderDue } from '../reviews/events.js';
import { notifyUser, publishLive } from './service.js';

/** Delivered by PostgreSQL to every instance when (and only if) the message commits. */
export async function carryMessage(event: MessageSent, tx: Tx): Promise<void> {
  await publishLive(tx, event.recipientId, 'message', { message: event.forRecipient });
  await publishLive(tx, event.senderId, 'message', { message: event.forSender });
}

export async function remindToReview(ctx: AppContext, event: ReviewReminderDue, tx: Tx): Promise<void> {
  const { locale } = event.recipient;
  const other = event.side === 'CUSTOMER' ? 'notifications.review.theVendor' : 'notifications.review.theCustomer';
  const message =
    event.kind === 'TRIP_ENDED'
      ? say(locale, 'notifications.review.tripEnded', { car: { ltr: event.car }, other: { text: other }, days: REVIEW_WINDOW_DAYS })
      : say(locale, 'notifications.review.closing', { car: { ltr: event.car }, days: REVIEW_REMINDER_DAYS_BEFORE_CLOSE });
  const url = `${ctx.config.publicUrl}/bookingDetails/${event.bookingId}`;
  const { text, html } = renderMail({ heading: message, paragraphs: [say(locale, 'mail.review.why')], action: { label: say(locale, 'mail.review.write'), url }, locale });
  await notifyUser(ctx, tx, {
    recipient: event.recipient,
    audience: event.side,
    bookingId: event.bookingId,
    kind: event.kind === 'TRIP_ENDED' ? 'review.reminder' : 'review.closing',
    message,
    mail: { to: event.recipient.email, subject: message, text, html },
  });
}
