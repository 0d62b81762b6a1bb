// Delivery reports from the providers' webhooks, already checked for their signature. Each report
// is applied once (its key is recorded in `message_webhook_events` in the same transaction) and
// only moves a text forward: SENT → DELIVERED → READ, or to FAILED before it was delivered.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { messageOutbox, messageWebhookEvents } from '../db/schema.js';
import type { DeliveryStatus } from './providers/whatsapp-cloud.js';

const EARLIER: Record<DeliveryStatus['status'], Array<'PENDING' | 'SENT' | 'DELIVERED' | 'READ' | 'FAILED'>> = {
  SENT: ['PENDING'],
  DELIVERED: ['PENDING', 'SENT'],
  READ: ['PENDING', 'SENT', 'DELIVERED'],
  FAILED: ['PENDING', 'SENT'],
};

/** Applies the reports; returns how many changed a text. */
export async function applyDeliveryReports(ctx: AppContext, provider: 'twilio' | 'whatsapp-cloud', reports: DeliveryStatus[]): Promise<number> {
  let changed = 0;
  for (const report of reports) {
    changed += await ctx.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(messageWebhookEvents)
        .values({ provider, eventKey: report.eventKey.slice(0, 300) })
        .onConflictDoNothing()
        .returning({ key: messageWebhookEvents.eventKey });
      if (!fresh) return 0;
      const rows = await tx
        .update(messageOutbox)
        .set({ status: report.status, updatedAt: sql`now()` })
        .where(and(eq(messageOutbox.provider, provider), eq(messageOutbox.providerId, report.providerId), inArray(messageOutbox.status, EARLIER[report.status])))
        .returning({ id: messageOutbox.id });
      return rows.length;
    });
  }
  return changed;
}
