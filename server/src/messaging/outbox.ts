// Queuing and delivering texts. Every SMS or WhatsApp message is first a `message_outbox` row,
// written with its `messaging.send` job in the caller's transaction, so neither exists when that
// rolls back. The job hands it to the messenger; failures are retried with back-off, and a message
// that runs out of attempts (or that the messenger cannot carry) falls back to email.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterQuietHours } from '@carrental/shared';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { messageOutbox, users } from '../db/schema.js';
import type { JobInfo, QueueSpec } from '../jobs/index.js';
import { renderMail } from '../mail/mailer.js';
import type { Messenger, TextChannel } from './messenger.js';
import { messengerOf } from './providers.js';

/** 6 attempts: 10 s, then doubling (a code that arrives after its 10 minutes is useless anyway). */
export const TEXT_QUEUE: QueueSpec = { name: 'messaging.send', retryLimit: 5, retryDelay: 10, retryBackoff: true, batchSize: 5 };

export interface TextJob {
  outboxId: number;
}

export interface TextToSend {
  userId: string | null;
  to: string;
  channel: TextChannel;
  /** What it is about (`phone.code`, `booking.accepted`…), for preferences and the record. */
  kind: string;
  locale: 'en' | 'ur' | 'roman';
  body: string;
  template?: { name: string; language: string; parameters: string[] } | null;
  /** A message that can wait (reminders, digests) is held until the quiet hours end (22:00–08:00 Pakistan time). */
  canWait?: boolean;
  /** Whether the account's email carries it when the channel fails (not for codes: they are tied to the phone). */
  fallbackToMail?: boolean;
}

/** Writes the outbox row and its job in `tx`; returns the row's id. */
export async function queueText(ctx: AppContext, tx: DbOrTx, text: TextToSend): Promise<number> {
  const messenger = messengerOf(ctx);
  const [row] = await tx
    .insert(messageOutbox)
    .values({
      userId: text.userId,
      channel: text.channel,
      toPhone: text.to,
      kind: text.kind,
      locale: text.locale,
      body: text.body,
      template: text.template ?? null,
      provider: messenger.name,
      fallbackMail: text.fallbackToMail ?? false,
    })
    .returning({ id: messageOutbox.id });
  const now = ctx.clock.now();
  const waitMs = text.canWait ? afterQuietHours(now).getTime() - now.getTime() : 0;
  await ctx.jobs.send<TextJob>(TEXT_QUEUE.name, { outboxId: row!.id }, tx, waitMs > 0 ? { startAfter: Math.ceil(waitMs / 1000) } : {});
  return row!.id;
}

/** Delivers what is queued now (tests; workers do it on their own). */
export const flushTexts = (ctx: AppContext) => ctx.jobs.drain(TEXT_QUEUE.name);

/**
 * The job's handler. Idempotent: a row past PENDING is not sent again. The last failed attempt
 * marks the row FAILED and, when the row allows it, mails its text to the account's address.
 */
export async function deliverText(ctx: AppContext, data: TextJob, job: JobInfo, messenger: Messenger = messengerOf(ctx)): Promise<void> {
  const [row] = await ctx.db.select().from(messageOutbox).where(eq(messageOutbox.id, data.outboxId));
  if (!row || row.status !== 'PENDING') return;
  const fail = async (error: unknown, final: boolean) => {
    const [failed] = await ctx.db
      .update(messageOutbox)
      .set({
        attempts: sql`${messageOutbox.attempts} + 1`,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
        updatedAt: sql`now()`,
        ...(final ? { status: 'FAILED' as const } : {}),
      })
      .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.status, 'PENDING')))
      .returning();
    if (final && failed) await fallBackToMail(ctx, failed);
  };
  if (!messenger.carries(row.channel)) {
    await fail(new Error(`${messenger.name} does not carry ${row.channel}`), true);
    return;
  }
  let providerId: string | null;
  try {
    ({ providerId } = await messenger.send({ to: row.toPhone, channel: row.channel, body: row.body, template: row.template, reference: String(row.id) }));
  } catch (error) {
    await fail(error, job.retryCount >= job.retryLimit);
    throw error;
  }
  await ctx.db
    .update(messageOutbox)
    .set({ status: 'SENT', providerId, sentAt: sql`now()`, lastError: null, attempts: sql`${messageOutbox.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.status, 'PENDING')));
}

/** The failed text, by email to the account it was for (none for a text without an account). */
async function fallBackToMail(ctx: AppContext, row: typeof messageOutbox.$inferSelect) {
  if (!row.fallbackMail || !row.userId) return;
  const [user] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  if (!user?.email) return;
  const locale = row.locale === 'ur' ? 'ur' : 'en';
  const { text, html } = renderMail({ heading: 'RentWheels', paragraphs: [row.body], locale });
  await ctx.mailer.enqueue({ to: user.email, subject: row.body.slice(0, 78), text, html });
}
