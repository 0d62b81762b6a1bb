// Every queue of the app and its handler, in one place, and the recurring jobs. Handlers must be
// idempotent (a job can run twice: a worker may stop after the work and before marking it done);
// each one says how it is in a comment beside it.
import type { AppContext } from '../context.js';
import { MAIL_QUEUE, type MailJob } from '../mail/mailer.js';
import { checkAttemptById, processRefund, REFUND_QUEUE, refundPayment, type RefundJob } from '../payments/index.js';
import { UNREAD_MAIL_QUEUE, mailUnreadMessages, type UnreadMailJob } from '../messages/index.js';
import { REVIEW_REMINDER_CRON, REVIEW_REMINDER_QUEUE, runReviewReminders } from '../reviews/index.js';
import { EXPIRY_CRON, EXPIRY_QUEUE, expireWaitingBookings } from '../bookings/index.js';
import { CALENDAR_IMPORT_CRON, CALENDAR_IMPORT_QUEUE, runCalendarImports } from '../availability/index.js';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup } from './cleanup.js';

export function registerJobs(ctx: AppContext) {
  const { jobs } = ctx;
  // Idempotent: a row already SENT is skipped (Mailer.deliver).
  jobs.define<MailJob>(MAIL_QUEUE, (data, job) => ctx.mailer.deliver(data.outboxId, job));
  // Idempotent: only a PAID payment (or a PENDING refund row) is refunded, once (compare-and-swap),
  // and providers treat a repeated refund of one payment and amount as the same refund; an
  // attempt is asked about only while not PAID (settling is once per payment).
  jobs.define<RefundJob>(REFUND_QUEUE, async (data) => {
    if (data.refundId) await processRefund(ctx, data.refundId);
    else if (data.openAttempt) await checkAttemptById(ctx, data.paymentId);
    else await refundPayment(ctx, data.paymentId);
  });
  // Idempotent: touches only rows still due.
  jobs.define(CLEANUP_QUEUE, async () => {
    await runCleanup(ctx);
  });
  jobs.every(CLEANUP_QUEUE.name, CLEANUP_CRON);
  // Idempotent: emails only messages neither read nor emailed yet, and marks them emailed in the
  // same transaction as the outbox row.
  jobs.define<UnreadMailJob>(UNREAD_MAIL_QUEUE, (data) => mailUnreadMessages(ctx, data));
  // Idempotent: a reminder row is claimed before its notification is written; reveals touch only
  // unpublished reviews.
  jobs.define(REVIEW_REMINDER_QUEUE, async () => {
    await runReviewReminders(ctx);
  });
  jobs.every(REVIEW_REMINDER_QUEUE.name, REVIEW_REMINDER_CRON);
  // Idempotent: only bookings still waiting and past their time are expired, each by a
  // compare-and-swap through the lifecycle (decision 0016).
  jobs.define(EXPIRY_QUEUE, async () => {
    await expireWaitingBookings(ctx);
  });
  jobs.every(EXPIRY_QUEUE.name, EXPIRY_CRON);
  // Idempotent: each run replaces an imported calendar's blocks with what it says now; a failed
  // fetch changes nothing but the error shown (decision 0016).
  jobs.define<{ importId?: string }>(CALENDAR_IMPORT_QUEUE, async (data) => {
    await runCalendarImports(ctx, data.importId);
  });
  jobs.every(CALENDAR_IMPORT_QUEUE.name, CALENDAR_IMPORT_CRON);
}
