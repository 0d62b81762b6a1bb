// Reads of the messaging feature.
import { desc, eq } from 'drizzle-orm';
import type { TextOutboxEntry } from '@carrental/shared';
import type { AppContext } from '../context.js';
import { messageOutbox } from '../db/schema.js';

/** The newest 20 texts to a number, newest first. */
export async function recentTexts(ctx: AppContext, to: string): Promise<TextOutboxEntry[]> {
  const rows = await ctx.db.select().from(messageOutbox).where(eq(messageOutbox.toPhone, to)).orderBy(desc(messageOutbox.id)).limit(20);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    locale: row.locale,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}
