// The time zones of imported calendars (decision 0030). A TZID is resolved by its name only: an
// IANA name (also behind a publisher's prefix such as "/mozilla.org/20050126_1/Asia/Karachi") or a
// common Windows name ("Pakistan Standard Time"). A feed's own VTIMEZONE rules are never expanded
// nor registered anywhere, so no feed can make another feed read differently; the one thing read
// from them is a constant offset, for a zone name nobody else knows.

/** Windows zone names (as Outlook and Exchange write them) → IANA, after CLDR's windowsZones. */
const WINDOWS_ZONES: Record<string, string> = {
  'dateline standard time': 'Etc/GMT+12',
  'utc-11': 'Etc/GMT+11',
  'hawaiian standard time': 'Pacific/Honolulu',
  'alaskan standard time': 'America/Anchorage',
  'pacific standard time': 'America/Los_Angeles',
  'us mountain standard time': 'America/Phoenix',
  'mountain standard time': 'America/Denver',
  'central america standard time': 'America/Guatemala',
  'central standard time': 'America/Chicago',
  'central standard time (mexico)': 'America/Mexico_City',
  'canada central standard time': 'America/Regina',
  'sa pacific standard time': 'America/Bogota',
  'eastern standard time': 'America/New_York',
  'us eastern standard time': 'America/Indiana/Indianapolis',
  'atlantic standard time': 'America/Halifax',
  'newfoundland standard time': 'America/St_Johns',
  'e. south america standard time': 'America/Sao_Paulo',
  'argentina standard time': 'America/Argentina/Buenos_Aires',
  'utc': 'UTC',
  'gmt standard time': 'Europe/London',
  'greenwich standard time': 'Atlantic/Reykjavik',
  'w. europe standard time': 'Europe/Berlin',
  'central europe standard time': 'Europe/Budapest',
  'central european standard time': 'Europe/Warsaw',
  'romance standard time': 'Europe/Paris',
  'w. central africa standard time': 'Africa/Lagos',
  'gtb standard time': 'Europe/Bucharest',
  'e. europe standard time': 'Europe/Chisinau',
  'fle standard time': 'Europe/Kiev',
  'turkey standard time': 'Europe/Istanbul',
  'israel standard time': 'Asia/Jerusalem',
  'egypt standard time': 'Africa/Cairo',
  'south africa standard time': 'Africa/Johannesburg',
  'jordan standard time': 'Asia/Amman',
  'middle east standard time': 'Asia/Beirut',
  'syria standard time': 'Asia/Damascus',
  'morocco standard time': 'Africa/Casablanca',
  'russian standard time': 'Europe/Moscow',
  'e. africa standard time': 'Africa/Nairobi',
  'arab standard time': 'Asia/Riyadh',
  'arabic standard time': 'Asia/Baghdad',
  'iran standard time': 'Asia/Tehran',
  'arabian standard time': 'Asia/Dubai',
  'azerbaijan standard time': 'Asia/Baku',
  'georgian standard time': 'Asia/Tbilisi',
  'caucasus standard time': 'Asia/Yerevan',
  'afghanistan standard time': 'Asia/Kabul',
  'pakistan standard time': 'Asia/Karachi',
  'west asia standard time': 'Asia/Tashkent',
  'ekaterinburg standard time': 'Asia/Yekaterinburg',
  'india standard time': 'Asia/Kolkata',
  'sri lanka standard time': 'Asia/Colombo',
  'nepal standard time': 'Asia/Kathmandu',
  'central asia standard time': 'Asia/Almaty',
  'bangladesh standard time': 'Asia/Dhaka',
  'myanmar standard time': 'Asia/Yangon',
  'se asia standard time': 'Asia/Bangkok',
  'china standard time': 'Asia/Shanghai',
  'singapore standard time': 'Asia/Singapore',
  'w. australia standard time': 'Australia/Perth',
  'taipei standard time': 'Asia/Taipei',
  'tokyo standard time': 'Asia/Tokyo',
  'korea standard time': 'Asia/Seoul',
  'cen. australia standard time': 'Australia/Adelaide',
  'aus central standard time': 'Australia/Darwin',
  'e. australia standard time': 'Australia/Brisbane',
  'aus eastern standard time': 'Australia/Sydney',
  'new zealand standard time': 'Pacific/Auckland',
};

/** The canonical IANA name Intl knows `name` by, or null. */
function ianaName(name: string): string | null {
  if (!name || name.length > 100) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const resolved = new Map<string, string | null>();

/**
 * The IANA zone a TZID names, or null when it names none we know: the name itself, its last two
 * or three path segments (a publisher's prefix), or a Windows name.
 */
export function resolveZone(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  const known = resolved.get(name);
  if (known !== undefined) return known;
  let zone = ianaName(name) ?? WINDOWS_ZONES[name.toLowerCase()] ?? null;
  if (!zone && name.includes('/')) {
    const parts = name.split('/').filter(Boolean);
    for (const take of [3, 2]) {
      if (parts.length > take) zone = zone ?? ianaName(parts.slice(-take).join('/'));
    }
  }
  if (zone) zone = ianaName(zone);
  // Names come from vendors' feeds: remember only so many.
  if (resolved.size < 1000) resolved.set(name, zone);
  return zone;
}

type JCalProperty = [string, Record<string, unknown>, string, ...unknown[]];
export type JCalComponent = [string, JCalProperty[], JCalComponent[]];

/** Minutes east of UTC of a UTC-OFFSET value ("+05:00", "-1200"), or null outside ±14 hours. */
function offsetMinutes(value: unknown): number | null {
  const m = typeof value === 'string' ? /^([+-])(\d{2}):?(\d{2})(?::?(\d{2}))?$/.exec(value) : null;
  if (!m) return null;
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  return Math.abs(minutes) <= 14 * 60 ? minutes : null;
}

/**
 * The offsets (minutes east of UTC) of the zones a calendar defines, for those with one constant
 * offset (every observance says the same TZOFFSETTO); zones whose offset changes are left out and
 * their times read as floating. Their rules (RRULE, RDATE) are never expanded.
 */
export function constantOffsets(calendar: JCalComponent): Map<string, number> {
  const out = new Map<string, number>();
  for (const zone of calendar[2]) {
    if (zone[0] !== 'vtimezone') continue;
    const tzid = zone[1].find((p) => p[0] === 'tzid')?.[3];
    if (typeof tzid !== 'string') continue;
    const offsets = new Set(zone[2].map((o) => offsetMinutes(o[1].find((p) => p[0] === 'tzoffsetto')?.[3])));
    const [only] = [...offsets];
    if (offsets.size === 1 && only !== null && only !== undefined) out.set(tzid.trim(), only);
  }
  return out;
}
