// The booking form's two date rules (spec §5), the same the server applies, checked against
// "now" in the marketplace's zone.
import { nowInZone, parseLocalDateTime } from '@carrental/shared';
import type { MessageKey } from '@/lib/i18n';

/** The problems, as catalog keys (shown with `t`). */
export const START_IN_PAST = 'bookings.validation.startInPast' satisfies MessageKey;
export const END_NOT_AFTER_START = 'bookings.validation.endNotAfterStart' satisfies MessageKey;

/** The first problem with a range (its catalog key), or null. Inputs are "YYYY-MM-DDTHH:mm:ss" wall-clock times. */
export function validateRange(start: string, end: string, timeZone: string, now = new Date()): MessageKey | null {
  const startMs = parseLocalDateTime(start);
  const endMs = parseLocalDateTime(end);
  const nowMs = parseLocalDateTime(nowInZone(timeZone, now))!;
  // A start within the current minute is "now", not the past: inputs have no seconds.
  if (startMs === null || startMs < nowMs - (nowMs % 60_000)) return START_IN_PAST;
  if (endMs === null || endMs <= startMs) return END_NOT_AFTER_START;
  return null;
}
