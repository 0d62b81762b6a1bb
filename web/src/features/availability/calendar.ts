// Pure helpers of the calendars (decision 0016): month grids, how much of a day the unavailable
// ranges cover, selected days as ranges, and what unblocking selected days means for the blocks.
// Days are "YYYY-MM-DD" and date-times wall-clock strings, compared as text (same width).

import { formatDayWithWeekday, formatMonth } from '@carrental/shared';

export type Coverage = 'free' | 'partial' | 'full';
export interface Range {
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOfMs = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
const msOfDay = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** The day after `day`. */
export const nextDay = (day: string) => dayOfMs(msOfDay(day) + 86_400_000);
/** "YYYY-MM" `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}
/** The first day of `month` and the first day of the month after it. */
export const monthBounds = (month: string) => ({ from: `${month}-01`, to: `${addMonths(month, 1)}-01` });

/** The month's days in weeks from Monday; null fills the days of other months. */
export function monthGrid(month: string): (string | null)[][] {
  const first = msOfDay(`${month}-01`);
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let ms = first; dayOfMs(ms).startsWith(month); ms += 86_400_000) cells.push(dayOfMs(ms));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

type Language = 'en' | 'ur';
/** "March 2030" / "مارچ 2030". */
export const monthName = (month: string, locale: Language = 'en') => formatMonth(locale, month);
/** "Friday, 1 Mar 2030" / "جمعہ، 1 مارچ، 2030": the one date format after the weekday. */
export const dayName = (day: string, locale: Language = 'en') => formatDayWithWeekday(locale, day);

/** How much of `day` (midnight to midnight) the ranges cover; ranges sorted and joined (as the calendar answers them). */
export function coverage(day: string, ranges: Range[]): Coverage {
  const start = `${day}T00:00:00`;
  const end = `${nextDay(day)}T00:00:00`;
  let any = false;
  for (const r of ranges) {
    if (r.endDate <= start || r.startDate >= end) continue;
    if (r.startDate <= start && r.endDate >= end) return 'full';
    any = true;
  }
  return any ? 'partial' : 'free';
}

/** Whether any part of [start, end) overlaps a range. */
export const overlapsAny = (start: string, end: string, ranges: Range[]) => ranges.some((r) => r.startDate < end && start < r.endDate);

/** Selected days as whole-day ranges, consecutive days joined: ["2030-01-01","2030-01-02"] → 1 Jan 00:00 to 3 Jan 00:00. */
export function daysToRanges(days: string[]): Range[] {
  const sorted = [...new Set(days)].sort();
  const out: Range[] = [];
  for (const day of sorted) {
    const last = out.at(-1);
    if (last && last.endDate === `${day}T00:00:00`) last.endDate = `${nextDay(day)}T00:00:00`;
    else out.push({ startDate: `${day}T00:00:00`, endDate: `${nextDay(day)}T00:00:00` });
  }
  return out;
}

/**
 * Unblocking the selected days: the blocks that touch them are removed and what lies outside the
 * selection is blocked again, so only the chosen days become free.
 */
export function unblockPlan(blocks: (Range & { id: string; note?: string })[], days: string[]): { remove: string[]; keep: (Range & { note?: string })[] } {
  const selected = daysToRanges(days);
  const remove: string[] = [];
  const keep: (Range & { note?: string })[] = [];
  for (const block of blocks) {
    if (!overlapsAny(block.startDate, block.endDate, selected)) continue;
    remove.push(block.id);
    let pieces: Range[] = [{ startDate: block.startDate, endDate: block.endDate }];
    for (const cut of selected) {
      pieces = pieces.flatMap((p) => {
        if (cut.endDate <= p.startDate || cut.startDate >= p.endDate) return [p];
        const left = cut.startDate > p.startDate ? [{ startDate: p.startDate, endDate: cut.startDate }] : [];
        const right = cut.endDate < p.endDate ? [{ startDate: cut.endDate, endDate: p.endDate }] : [];
        return [...left, ...right];
      });
    }
    keep.push(...pieces.map((p) => ({ ...p, note: block.note })));
  }
  return { remove, keep };
}
