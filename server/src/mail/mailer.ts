// Outgoing mail. Every message is first written to the mail_outbox table (in the caller's
// transaction when there is one) together with a job on the queue (`mail.send`), which delivers
// it: over SMTP when SMTP_URL is set, otherwise to the dev outbox (the log, and the table itself,
// where a developer can read the link). A mail server that is down never fails the action that
// sent the mail: the job is retried with back-off, and one that runs out of attempts is failed
// (a dead letter on the admin jobs screen; the outbox row says FAILED).
import nodemailer, { type Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { mailOutbox, type MailAttachmentRef } from '../db/schema.js';
import type { Storage } from '../storage/storage.js';
import type { JobInfo, JobQueue, QueueSpec } from '../jobs/index.js';
import { localeDirection, type Locale } from '@carrental/shared';
import { say } from '../http/locale.js';
import { escapeHtml } from '../http/html.js';
import { mails } from '../observability/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files already in storage (private), attached when the message is delivered. */
  attachments?: MailAttachmentRef[];
}

/** A file as the transport sends it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: Omit<MailMessage, 'attachments'> & { from: string; attachments?: MailAttachment[] }): Promise<void>;
}

export function createTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message) {
        log.info({ to: message.to, subject: message.subject, text: message.text, attachments: message.attachments?.map((a) => a.filename) }, 'mail kept in the dev outbox');
      },
    };
  }
  const transporter: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10000,
  } as never);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

/** The job queue that delivers the outbox: 8 attempts, 5 s then doubling back-off (decision 0012). */
export const MAIL_QUEUE: QueueSpec = { name: 'mail.send', retryLimit: 7, retryDelay: 5, retryBackoff: true, batchSize: 5 };

export interface MailJob {
  outboxId: number;
}

export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobQueue,
    /** Where attachments are read from at delivery. */
    private readonly storage?: Storage,
  ) {}

  /**
   * Queues a message: the outbox row and its delivery job are written together, in `tx` when
   * given (so neither exists if that transaction rolls back), otherwise in a transaction of their own.
   */
  async enqueue(message: MailMessage, tx?: DbOrTx): Promise<void> {
    const write = async (t: DbOrTx) => {
      const [row] = await t
        .insert(mailOutbox)
        .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html, attachments: message.attachments ?? [] })
        .returning({ id: mailOutbox.id });
      await this.jobs.send<MailJob>(MAIL_QUEUE.name, { outboxId: row!.id }, t);
    };
    if (tx) await write(tx);
    else await this.db.transaction(write);
  }

  /** Delivers what is due now (workers also do it on their own). Safe to call often. */
  flush(): Promise<void> {
    return this.jobs.drain(MAIL_QUEUE.name);
  }

  /**
   * The mail job's handler (registered by `context.ts`). Idempotent: a row already SENT is not sent again (a crash between the
   * SMTP answer and the status update can still repeat one message; SMTP offers nothing better).
   */
  async deliver(outboxId: number, job: JobInfo): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!row || row.status === 'SENT') return;
    try {
      const attachments = await this.readAttachments(row.attachments);
      await this.transport.send({ from: this.from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, ...(attachments.length > 0 ? { attachments } : {}) });
    } catch (error) {
      const lastAttempt = job.retryCount >= job.retryLimit;
      await this.db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: String((error as Error).message ?? error).slice(0, 500),
          ...(lastAttempt ? { status: 'FAILED' } : {}),
        })
        .where(eq(mailOutbox.id, row.id));
      mails.inc({ outcome: 'failed' });
      throw error;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: sql`now()`, lastError: null, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, row.id));
    mails.inc({ outcome: 'sent' });
  }

  /** The message's files from storage; a missing one fails the attempt (retried, then a dead letter). */
  private async readAttachments(refs: readonly MailAttachmentRef[]): Promise<MailAttachment[]> {
    if (refs.length === 0) return [];
    if (!this.storage) throw new Error('This mailer has no storage to read attachments from');
    return Promise.all(
      refs.map(async (ref) => {
        const stored = await this.storage!.get(ref.storageKey);
        if (!stored) throw new Error(`Attachment ${ref.filename} is missing from storage`);
        return { filename: ref.filename, contentType: ref.contentType, content: stored.body };
      }),
    );
  }
}


/**
 * The product's standard message layout: a heading, paragraphs, and an optional button link. In
 * Urdu the page is right to left (`lang="ur" dir="rtl"`); English is laid out as it always was.
 */
export function renderMail(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string }; locale?: Locale }) {
  const locale = opts.locale ?? 'en';
  const text = [opts.heading, '', ...opts.paragraphs, ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []), '', say(locale, 'mail.signature')].join('\n');
  const root = locale === 'en' ? '<html>' : `<html lang="${locale}" dir="${localeDirection(locale)}">`;
  const html = `<!doctype html>${root}<body style="font-family:Arial,sans-serif;color:#1b1f24;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#0b5d3b;margin:0 0 16px">RentWheels</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${opts.action ? `<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#0b5d3b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>` : ''}
</div></body></html>`;
  return { text, html };
}
