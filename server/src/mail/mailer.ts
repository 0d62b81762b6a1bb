// Outgoing mail. Every message is first written to the mail_outbox table (in the caller's
// transaction when there is one), then a worker delivers it: over SMTP when SMTP_URL is set,
// otherwise to the dev outbox (the log, and the table itself, where a developer can read the
// link). A mail server that is down never fails the action that sent the mail: delivery is
// retried with back-off.
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage & { from: string }): Promise<void>;
}

export function createTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'outbox',
      async send(message) {
        log.info({ to: message.to, subject: message.subject, text: message.text }, 'mail kept in the dev outbox');
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

const MAX_ATTEMPTS = 8;
/** Seconds to wait before attempt n+1: 5 s, 10 s, 20 s … capped at 10 minutes. */
const backoffSeconds = (attempts: number) => Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));

export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues a message; pass the transaction to send it only if that transaction commits. */
  async enqueue(message: MailMessage, tx: DbOrTx = this.db): Promise<void> {
    await tx.insert(mailOutbox).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
    });
  }

  /** Delivers what is due now. Safe to call often; runs one pass at a time. */
  flush(): Promise<void> {
    // A call during a pass may be for a message that pass did not see: run one more pass after it.
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue();
      } while (this.again);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Polls the outbox every `intervalMs` (and whenever `flush` is called). */
  start(intervalMs = 2000) {
    this.timer ??= setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async deliverDue() {
    const due = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.id))
      .limit(20);
    for (const row of due) {
      // Claim the row so that another instance does not send it too.
      const claimed = await this.db
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts + 1)})` })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, 'PENDING')))
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await this.transport.send({ from: this.from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
        await this.db.update(mailOutbox).set({ status: 'SENT', sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const failed = row.attempts + 1 >= MAX_ATTEMPTS;
        this.log.warn({ err: error, mailId: row.id, attempt: row.attempts + 1 }, 'mail delivery failed');
        await this.db
          .update(mailOutbox)
          .set({ lastError: String((error as Error).message ?? error).slice(0, 500), ...(failed ? { status: 'FAILED' } : {}) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
  }
}

/** Escapes text for the HTML part of a message. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The product's standard message layout: a heading, paragraphs, and an optional button link. */
export function renderMail(opts: { heading: string; paragraphs: string[]; action?: { label: string; url: string } }) {
  const text = [opts.heading, '', ...opts.paragraphs, ...(opts.action ? ['', `${opts.action.label}: ${opts.action.url}`] : []), '', '— RentWheels'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1b1f24;background:#f5f7fa;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:28px">
<p style="font-size:20px;font-weight:bold;color:#0b5d3b;margin:0 0 16px">RentWheels</p>
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(opts.heading)}</h1>
${opts.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${opts.action ? `<p><a href="${escapeHtml(opts.action.url)}" style="display:inline-block;background:#0b5d3b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>` : ''}
</div></body></html>`;
  return { text, html };
}
