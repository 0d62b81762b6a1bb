// Pakistan's clock as JazzCash and Easypaisa write it: yyyyMMddHHmmss, UTC+5 all year (no
// daylight saving). Shared by their adapters (and their stand-ins in the tests).

/** yyyyMMddHHmmss in Pakistan time (UTC+5, no daylight saving). */
export function pakistanTimestamp(at: Date): string {
  return new Date(at.getTime() + 5 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function parsePakistanTimestamp(stamp: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return null;
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) - 5 * 3600_000);
}
