// Searches counted per day for the admins' conversion figure (issue 34). A search adds one to a
// counter in this instance's memory; the counter goes to the database (`search_counts`, one row
// per day, added to) at most once a minute, on the next search, and whenever the dashboard is read,
// so a search costs no write. A crash loses at most a minute of this instance's counts.
import { sql } from 'drizzle-orm';
import { nowInZone } from '@carrental/shared';
import type { AppContext } from '../context.js';

const FLUSH_EVERY_MS = 60_000;

interface Pending {
  byDay: Map<string, number>;
  flushedAt: number;
  flushing: Promise<void> | null;
}
const pendingOf = new WeakMap<AppContext, Pending>();

function pending(ctx: AppContext): Pending {
  let found = pendingOf.get(ctx);
  if (!found) {
    found = { byDay: new Map(), flushedAt: ctx.clock.now().getTime(), flushing: null };
    pendingOf.set(ctx, found);
  }
  return found;
}

/** Counts one search; writes the counts out when the last write is a minute old. */
export function countSearch(ctx: AppContext): void {
  const p = pending(ctx);
  const day = nowInZone(ctx.config.TIME_ZONE, ctx.clock.now()).slice(0, 10);
  p.byDay.set(day, (p.byDay.get(day) ?? 0) + 1);
  if (ctx.clock.now().getTime() - p.flushedAt >= FLUSH_EVERY_MS) {
    void flushSearchCounts(ctx).catch((error: unknown) => ctx.log.warn({ err: error }, 'search counts not written'));
  }
}

/** Writes this instance's counted searches to the database (adding to what other instances wrote). */
export async function flushSearchCounts(ctx: AppContext): Promise<void> {
  const p = pending(ctx);
  if (p.flushing) await p.flushing;
  if (p.byDay.size === 0) return;
  const counts = [...p.byDay.entries()];
  p.byDay.clear();
  p.flushedAt = ctx.clock.now().getTime();
  p.flushing = (async () => {
    try {
      for (const [day, count] of counts) {
        await ctx.db.execute(sql`
          INSERT INTO search_counts (day, searches) VALUES (${day}::date, ${count})
          ON CONFLICT (day) DO UPDATE SET searches = search_counts.searches + EXCLUDED.searches`);
      }
    } catch (error) {
      // Not written: keep them for the next try.
      for (const [day, count] of counts) p.byDay.set(day, (p.byDay.get(day) ?? 0) + count);
      throw error;
    } finally {
      p.flushing = null;
    }
  })();
  await p.flushing;
}
