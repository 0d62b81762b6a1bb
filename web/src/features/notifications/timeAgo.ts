// "5 minutes ago": the relative time each notification shows (spec §2: a relative time with an
// 'ago' suffix). Coarse on purpose: the bell is glanced at, not read like a log.
const UNITS: Array<[limitSeconds: number, secondsPerUnit: number, unit: string]> = [
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [2_592_000, 86_400, 'day'],
  [31_536_000, 2_592_000, 'month'],
  [Number.POSITIVE_INFINITY, 31_536_000, 'year'],
];

export function timeAgo(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'less than a minute ago';
  for (const [limit, per, unit] of UNITS) {
    if (seconds < limit) {
      const n = Math.floor(seconds / per);
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
    }
  }
  return '';
}
