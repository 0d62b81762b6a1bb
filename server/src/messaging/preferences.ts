// Each user's SMS and WhatsApp preferences per kind (issue 33): rows only for what differs from
// nothing chosen; the defaults are DEFAULT_TEXT_PREFERENCES.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TEXT_PREFERENCES, TEXT_CHANNELS, TEXT_KINDS, textPreferencesSchema, type TextKind, type TextPreferences } from '@carrental/shared';
import type { Actor } from '../auth/actor.js';
import type { AppContext } from '../context.js';
import type { DbOrTx } from '../db/client.js';
import { textPreferences, users } from '../db/schema.js';
import { parseInput } from '../http/parse-input.js';

export async function preferencesOf(db: DbOrTx, userId: string): Promise<TextPreferences> {
  const rows = await db.select().from(textPreferences).where(eq(textPreferences.userId, userId));
  const [user] = await db.select({ romanUrdu: users.textRomanUrdu }).from(users).where(eq(users.id, userId));
  const out: TextPreferences = { sms: { ...DEFAULT_TEXT_PREFERENCES.sms }, whatsapp: { ...DEFAULT_TEXT_PREFERENCES.whatsapp }, romanUrdu: user?.romanUrdu ?? false };
  for (const row of rows) out[row.channel][row.kind] = row.enabled;
  return out;
}

/** The channels a kind of message goes by for the user. */
export async function channelsFor(db: DbOrTx, userId: string, kind: TextKind): Promise<Array<'sms' | 'whatsapp'>> {
  const prefs = await preferencesOf(db, userId);
  return TEXT_CHANNELS.filter((channel) => prefs[channel][kind]);
}

export async function savePreferences(ctx: AppContext, actor: Actor, input: TextPreferences): Promise<TextPreferences> {
  const prefs = parseInput(textPreferencesSchema, input);
  await ctx.transaction(async (tx) => {
    const rows = TEXT_CHANNELS.flatMap((channel) => TEXT_KINDS.map((kind) => ({ userId: actor.id, channel, kind, enabled: prefs[channel][kind] })));
    await tx
      .insert(textPreferences)
      .values(rows)
      .onConflictDoUpdate({ target: [textPreferences.userId, textPreferences.channel, textPreferences.kind], set: { enabled: sql`excluded.enabled` } });
    await tx.update(users).set({ textRomanUrdu: prefs.romanUrdu, updatedAt: sql`now()` }).where(eq(users.id, actor.id));
  });
  return preferencesOf(ctx.db, actor.id);
}
