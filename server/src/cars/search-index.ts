// Car search from memory. Each app instance keeps the searchable fields of every car (price, year,
// make, city, instant booking, held and blocked date ranges…) and the three result orders in memory, and answers a search by
// one pass over the chosen order: an exact total and the page's ids without asking the database to
// count. Only the page's cars are then read from the database.
//
// Freshness: triggers append to `search_changes` on every change that can alter a result (0006).
// Before each search the instance reads the newest id there (one index lookup, shared by the
// searches that arrive within a few milliseconds) and reloads the cars named since it last looked,
// so a search right after a write sees it, on every instance.
// Ids are handed out before commit, so a lower id can commit after a higher one was seen: such a
// gap is re-read on the next searches until it fills or GAP_GRACE_MS passes (a rolled-back change).
// A full reload every FULL_RELOAD_MS is the safety net for anything longer than that.
import { effectiveRules, effectiveTripTerms, WEEKDAYS, type Car, type CarSearchQuery, type RulesOverride, type TripTermsOverride } from '@carrental/shared';
import type { Database } from '../db/client.js';
import { carsByIds } from './queries.js';
import { Dictionary, MAKE_CODE, compile, wallMs, type Columns, type Entry, type SearchHits } from './search-columns.js';
import { registerSources, searchReloadDuration, secondsSince } from '../observability/index.js';
import { EVERY_CAR, HOLD_FIELDS, SOME_CARS } from './search-sql.js';
import { RecentCache } from './recent-cache.js';

export { TOTAL_CAP, countLimit, type SearchHits } from './search-columns.js';
export { INSURED_TODAY } from './search-sql.js';

export const GAP_GRACE_MS = 30_000;
export const FULL_RELOAD_MS = 10 * 60_000;
/** Least time between the starts of two checks of `search_changes`. */
export const CHECK_SPACING_MS = 4;
/** Presented cars kept per instance, as their JSON (about a KB each). */
const CAR_CACHE_SIZE = 20_000;
/** Change rows older than this are deleted now and then; every instance has applied them. */
const CHANGE_RETENTION = '1 hour';

interface CarRow {
  id: string;
  created_us: string;
  price_per_day: number;
  rating100: number | string | null;
  year: number;
  make: string;
  transmission: string;
  fuel_type: string;
  search_text: string;
  city: string;
  live: boolean;
  instant: boolean;
  car_rules: RulesOverride | string | null;
  car_terms: TripTermsOverride | string | null;
  service_terms: TripTermsOverride | string | null;
  service_rules: RulesOverride | string | null;
  /** The first wall-clock moment the car is uninsured (the day after its insurance expiry), or null. */
  uninsured_from: string | null;
}

const byNewest = (a: Entry, b: Entry) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byPriceAsc = (a: Entry, b: Entry) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPriceDesc = (a: Entry, b: Entry) => b.price - a.price || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byRating = (a: Entry, b: Entry) => b.rating - a.rating || byNewest(a, b);
const COMPARE = { newest: byNewest, price_asc: byPriceAsc, price_desc: byPriceDesc, rating: byRating } as const;

/** Position at which `entry` belongs in `list` sorted by `compare`. */
function insertionPoint(list: Entry[], entry: Entry, compare: (a: Entry, b: Entry) => number) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class SearchIndex {
  private entries = new Map<string, Entry>();
  private orders: Record<CarSearchQuery['sort'], Entry[]> = { newest: [], price_asc: [], price_desc: [], rating: [] };
  /** Every change id up to here is applied. */
  private applied = 0;
  /** Applied ids above `applied` (their lower neighbours are still missing). */
  private appliedAbove = new Set<number>();
  /** Missing ids above `applied` and when they were first noticed. */
  private gaps = new Map<number, number>();
  private newestSeen = 0;
  private loadedAt = 0;
  private lastPrune = 0;
  private refreshing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  /** When the last check started (performance.now()). */
  private lastCheck = -Infinity;
  /** Column arrays of the current entries, rebuilt after a change on the next search. */
  private compiled: Columns | undefined;
  private readonly texts = new Dictionary();
  private readonly cities = new Dictionary();
  /** Presented cars of recent answers as JSON; any change to a car drops it. */
  private readonly cache = new RecentCache<string>(CAR_CACHE_SIZE);
  /** Counts applied changes, so a read that overlapped one is not cached. */
  private generation = 0;

  constructor(
    private readonly database: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** Page ids and the exact total of a search, in the search's order. */
  async search(q: CarSearchQuery): Promise<SearchHits> {
    await this.fresh();
    this.compiled ??= compile(this.orders, this.texts, this.cities);
    return this.compiled.search(q);
  }

  /**
   * The presented cars of `ids` as JSON texts, in that order: from the cache, the rest in one
   * query. A car is cached only if no change arrived while it was read, so a stale copy never
   * outlives a change. Answers are written from these texts, so a cached car costs no work.
   */
  async carsJson(ids: string[]): Promise<string[]> {
    const found = new Map<string, string>();
    for (const id of ids) {
      const json = this.cache.get(id);
      if (json !== undefined) found.set(id, json);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const generation = this.generation;
      const rows = await carsByIds(this.database, missing);
      for (const car of rows) {
        const json = JSON.stringify(car satisfies Car);
        found.set(car.id, json);
        if (generation === this.generation) this.cache.set(car.id, json);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** Brings the index up to date with `search_changes` (one query when nothing changed). */
  fresh(): Promise<void> {
    // Every caller waits for a check that starts after it called, so it sees every write that
    // committed before. Callers that arrive together share that check.
    this.queued ??= this.nextCheck();
    return this.queued;
  }

  /**
   * One check at a time, and at most one per CHECK_SPACING_MS: under load the searches of those
   * few milliseconds share one query instead of keeping the database busy with a check per
   * round trip. Idle, a search checks at once.
   */
  private async nextCheck(): Promise<void> {
    await this.refreshing?.catch(() => undefined);
    const wait = this.lastCheck + CHECK_SPACING_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // From here on, a new caller may have been sent after a write this check misses: it needs the next one.
    this.queued = undefined;
    this.lastCheck = performance.now();
    this.refreshing = this.refresh().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refresh() {
    if (this.loadedAt === 0 || this.now() - this.loadedAt > FULL_RELOAD_MS) return this.loadAll();
    const [row] = await this.database.query<{ newest: string | null }>('select max(id)::text as newest from search_changes', [], 'search-changes-newest');
    const newest = Number(row?.newest ?? 0);
    if (newest === this.newestSeen && this.gaps.size === 0) return;
    const changes = await this.database.query<{ id: string; car_id: string | null; service_id: string | null }>(
      'select id::text as id, car_id, service_id from search_changes where id > $1 order by id',
      [this.applied],
    );
    const fresh = changes.filter((c) => !this.appliedAbove.has(Number(c.id)));
    const carIds = [...new Set(fresh.flatMap((c) => (c.car_id ? [c.car_id] : [])))];
    const serviceIds = [...new Set(fresh.flatMap((c) => (c.service_id ? [c.service_id] : [])))];
    if (carIds.length || serviceIds.length) await this.reload(carIds, serviceIds);
    for (const change of fresh) this.appliedAbove.add(Number(change.id));
    this.newestSeen = Math.max(newest, this.newestSeen);
    this.advance(changes.length ? Number(changes.at(-1)!.id) : this.newestSeen);
    if (this.now() - this.lastPrune > 10 * 60_000) {
      this.lastPrune = this.now();
      await this.database.query(`delete from search_changes where changed_at < now() - interval '${CHANGE_RETENTION}'`);
    }
  }

  /** Moves `applied` over every id that is applied or that stayed missing past the grace period. */
  private advance(highest: number) {
    const now = this.now();
    for (let id = this.applied + 1; id <= highest; id++) {
      if (this.appliedAbove.has(id)) continue;
      if (!this.gaps.has(id)) this.gaps.set(id, now);
    }
    for (;;) {
      const next = this.applied + 1;
      if (this.appliedAbove.delete(next)) {
        this.gaps.delete(next);
      } else if (this.gaps.has(next) && now - this.gaps.get(next)! > GAP_GRACE_MS) {
        this.gaps.delete(next);
      } else break;
      this.applied = next;
    }
  }

  /** Cars held (metrics read it at scrape time). */
  get size() {
    return this.entries.size;
  }

  private async loadAll() {
    const started = performance.now();
    try {
      await this.loadAllNow();
    } finally {
      searchReloadDuration.observe({ kind: 'full' }, secondsSince(started));
    }
  }

  private async loadAllNow() {
    const [row] = await this.database.query<{ newest: string | null }>('select max(id)::text as newest from search_changes');
    const newest = Number(row?.newest ?? 0);
    const cars = await this.database.query<CarRow>(`select ${EVERY_CAR}`);
    const holds = await this.database.query<{ car_id: string; start_at: string; end_at: string }>(`select ${HOLD_FIELDS}`);
    const entries = new Map<string, Entry>();
    const rules = new Map<string, RulesPart>();
    for (const car of cars) if (car.live) entries.set(car.id, toEntry(car, this.texts, this.cities, rules));
    for (const hold of holds) entries.get(hold.car_id)?.holds.push([wallMs(hold.start_at), wallMs(hold.end_at)]);
    this.entries = entries;
    const all = [...entries.values()];
    this.orders = {
      newest: all.slice().sort(byNewest),
      price_asc: all.slice().sort(byPriceAsc),
      price_desc: all.slice().sort(byPriceDesc),
      rating: all.slice().sort(byRating),
    };
    this.compiled = undefined;
    this.generation++;
    this.cache.clear();
    this.applied = newest;
    this.newestSeen = newest;
    this.appliedAbove.clear();
    this.gaps.clear();
    this.loadedAt = this.now();
  }

  /** Re-reads the named cars (and every car of the named services) with their holds. */
  private async reload(carIds: string[], serviceIds: string[]) {
    const started = performance.now();
    try {
      await this.reloadNow(carIds, serviceIds);
    } finally {
      searchReloadDuration.observe({ kind: 'partial' }, secondsSince(started));
    }
  }

  private async reloadNow(carIds: string[], serviceIds: string[]) {
    const cars = await this.database.query<CarRow>(
      `select ${SOME_CARS} where c.id = any($1::uuid[]) or c.service_id = any($2::uuid[])`,
      [carIds, serviceIds],
    );
    const ids = [...new Set([...carIds, ...cars.map((c) => c.id)])];
    const holds = await this.database.query<{ car_id: string; start_at: string; end_at: string }>(
      `select ${HOLD_FIELDS} and car_id = any($1::uuid[])`,
      [ids],
    );
    this.compiled = undefined;
    this.generation++;
    for (const id of ids) {
      this.remove(id);
      this.cache.delete(id);
    }
    const added: Entry[] = [];
    const rules = new Map<string, RulesPart>();
    for (const car of cars) if (car.live) added.push(toEntry(car, this.texts, this.cities, rules));
    for (const entry of added) this.entries.set(entry.id, entry);
    for (const hold of holds) this.entries.get(hold.car_id)?.holds.push([wallMs(hold.start_at), wallMs(hold.end_at)]);
    for (const entry of added) {
      for (const sort of Object.keys(COMPARE) as CarSearchQuery['sort'][]) {
        const list = this.orders[sort];
        list.splice(insertionPoint(list, entry, COMPARE[sort]), 0, entry);
      }
    }
  }

  private remove(id: string) {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const sort of Object.keys(COMPARE) as CarSearchQuery['sort'][]) {
      const list = this.orders[sort];
      const at = insertionPoint(list, entry, COMPARE[sort]);
      const position = list[at] === entry ? at : list.indexOf(entry);
      if (position >= 0) list.splice(position, 1);
    }
  }
}

const jsonOf = <T extends object = RulesOverride>(v: T | string | null): Partial<T> => (typeof v === 'string' ? (JSON.parse(v) as T) : (v ?? {}));
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** What a car's rules and trip terms make of it (read-only, shared by the cars with the same ones). */
type RulesPart = Pick<Entry, 'trip' | 'minDays' | 'maxDays' | 'hours'>;

/**
 * The rules part of a car, made once per distinct set of rules and terms in `made`: most cars have
 * none of their own and share their service's, so a million cars need a few thousand of these.
 */
function rulesPartOf(car: CarRow, made: Map<string, RulesPart>): RulesPart {
  const key = JSON.stringify([car.service_rules, car.car_rules, car.service_terms, car.car_terms]);
  const known = made.get(key);
  if (known) return known;
  // The rules in force (decision 0016): the car's own, else its service's, as the SQL reads them.
  const rules = effectiveRules(jsonOf(car.service_rules), jsonOf(car.car_rules));
  const hours = rules.openingHours;
  const terms = effectiveTripTerms(jsonOf<TripTermsOverride>(car.service_terms), jsonOf<TripTermsOverride>(car.car_terms));
  const part: RulesPart = {
    // The trips it can make (decision 0031), as search.ts's SQL reads the terms.
    trip: {
      selfDrive: terms.modes !== 'with_driver',
      withDriver: terms.modes !== 'self_drive' && rules.driverPricePerDay !== null,
      outOfCity: terms.outOfCity,
      places: new Map(terms.destinations.map((d) => [d.name.trim().toLowerCase(), d.withDriverOnly])),
    },
    minDays: rules.minDays,
    maxDays: rules.maxDays,
    // Per weekday from Monday: opening and closing minute, -1 when closed; null at any time.
    hours: hours ? WEEKDAYS.flatMap((d) => (hours[d] ? [minutes(hours[d].open), minutes(hours[d].close)] : [-1, -1])) : null,
  };
  made.set(key, part);
  return part;
}

function toEntry(car: CarRow, texts: Dictionary, cities: Dictionary, rules: Map<string, RulesPart>): Entry {
  const part = rulesPartOf(car, rules);
  // A literal of one shape (no spread): a million objects built by spreading were several times
  // slower to make, sort and read.
  return {
    trip: part.trip,
    minDays: part.minDays,
    maxDays: part.maxDays,
    hours: part.hours,
    id: car.id,
    createdAt: Number(car.created_us),
    price: Number(car.price_per_day),
    rating: car.rating100 === null ? -1 : Number(car.rating100),
    year: Number(car.year),
    make: MAKE_CODE.get(car.make) ?? 255,
    manual: car.transmission === 'MANUAL' ? 1 : 0,
    diesel: car.fuel_type === 'DIESEL' ? 1 : 0,
    text: texts.code(car.search_text),
    city: cities.code(car.city),
    instant: car.instant ? 1 : 0,
    // No trip past the insurance: held from the day after its expiry on (search.ts says the same).
    holds: car.uninsured_from ? [[wallMs(car.uninsured_from), Infinity]] : [],
  };
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The index of this database's catalog in this process. */
export function searchIndexOf(database: Database): SearchIndex {
  let index = indexes.get(database);
  if (!index) {
    const created = new SearchIndex(database);
    index = created;
    indexes.set(database, index);
    registerSources({ searchEntries: () => created.size });
  }
  return index;
}
