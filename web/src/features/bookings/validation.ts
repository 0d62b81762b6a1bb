// The booking form's two date rules (spec §5), the same the server applies, checked against
// "now" in the marketplace's zone.
import { nowInZone, parseLocalDateTime } from '@carrental/shared';

export const START_IN_PAST = 'Start date and time cannot be in the past';
export const END_NOT_AFTER_START = 'End date and time must be after start date and time';

/** The first problem with a range, or null. Inputs are "YYYY-MM-DDTHH:mm:ss" wall-clock times. */
export function validateRange(start: string, end: string, timeZone: string, now = new Date()): string | null {
  const startMs = parseLocalDateTime(start);
  const endMs = parseLocalDateTime(end);
  const nowMs = parseLocalDateTime(nowInZone(timeZone, now))!;
  // A start within the current minute is "now", not the past: inputs have no seconds.
  if (startMs === null || startMs < nowMs - (nowMs % 60_000)) return START_IN_PAST;
  if (endMs === null || endMs <= startMs) return END_NOT_AFTER_START;
  return null;
}
