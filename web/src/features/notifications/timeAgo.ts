// "5 minutes ago": the relative time each notification shows (spec §2: a relative time with an
// 'ago' suffix). Coarse on purpose: the bell is glanced at, not read like a log. In the reader's
// language (`inbox.timeAgo.*`); without a translator, in the current one.
import type { MessageKey } from '@/lib/i18n';
import { translate } from '@/lib/i18n/store';

type Say = (key: MessageKey, values?: Record<string, number>) => string;

const UNITS: Array<[limitSeconds: number, secondsPerUnit: number, key: MessageKey]> = [
  [3600, 60, 'inbox.timeAgo.minute'],
  [86_400, 3600, 'inbox.timeAgo.hour'],
  [2_592_000, 86_400, 'inbox.timeAgo.day'],
  [31_536_000, 2_592_000, 'inbox.timeAgo.month'],
  [Number.POSITIVE_INFINITY, 31_536_000, 'inbox.timeAgo.year'],
];

export function timeAgo(date: string | Date, now: Date = new Date(), t: Say = translate): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return t('inbox.timeAgo.lessThanMinute');
  for (const [limit, per, key] of UNITS) {
    if (seconds < limit) return t(key, { count: Math.floor(seconds / per) });
  }
  return '';
}
