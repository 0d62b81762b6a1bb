// Car search from memory. Each app instance keeps the searchable fields of every car (price, year,
// make, city, held date ranges…) and the three result orders in memory, and answers a search by
// one pass over the chosen order: an exact total and the page's ids without asking the database to
// count. Only the page's cars are then read from the database.
//
// Freshness: triggers append to `search_changes` on every change that can alter a result (0006).
// Before each search the instance reads the newest id there (one index lookup) and reloads the
// cars named since it last looked, so a search right after a write sees it, on every instance.
// Ids are handed out before commit, so a lower id can commit after a higher one was seen: such a
// gap is re-read on the next searches until it fills or GAP_GRACE_MS passes (a rolled-back change).
// A full reload every FULL_RELOAD_MS is the safety net for anything longer than that.
import { sql } from 'drizzle-orm';
import { CAR_MAKES, parseLocalDateTime, type Car, type CarSearchQuery } from '@carrental/shared';
import type { Database } from '../db/client.js';
import { selectCars } from './queries.js';

export const GAP_GRACE_MS = 30_000;
export const FULL_RELOAD_MS = 10 * 60_000;
/** Presented cars kept per instance (a few KB each). */
const CAR_CACHE_SIZE = 5_000;
/** Change rows older than this are deleted now and then; every instance has applied them. */
const CHANGE_RETENTION = '1 hour';

interface Entry {
  id: string;
  /** Microseconds since the epoch: the result order needs the column's full precision. */
  createdAt: number;
  price: number;
  year: number;
  /** Position in CAR_MAKES. */
  make: number;
  manual: 0 | 1;
  diesel: 0 | 1;
  /** Codes in the index's dictionaries of search texts and of lower(city) of the car's service. */
  text: number;
  city: number;
  /** Held [start, end) ranges, as milliseconds of the wall-clock readings taken as UTC. */
  holds: [number, number][];
}

interface CarRow {
  id: string;
  created_us: string;
  price_per_day: number;
  year: number;
  make: string;
  transmission: string;
  fuel_type: string;
  search_text: string;
  city: string;
  live: boolean;
}

const CAR_FIELDS = `c.id, (extract(epoch from c.created_at) * 1000000)::bigint::text as created_us, c.price_per_day, c.year,
  c.make, c.transmission, c.fuel_type, c.search_text, lower(s.city) as city,
  (c.deleted_at is null and s.deleted_at is null) as live
  from cars c join services s on s.id = c.service_id`;
const HOLD_FIELDS = `car_id, to_char(start_date, 'YYYY-MM-DD"T"HH24:MI:SS') as start_at,
  to_char(end_date, 'YYYY-MM-DD"T"HH24:MI:SS') as end_at
  from bookings where status in ('ACCEPTED', 'CONFIRMED')`;

const byNewest = (a: Entry, b: Entry) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const byPriceAsc = (a: Entry, b: Entry) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPriceDesc = (a: Entry, b: Entry) => b.price - a.price || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const COMPARE = { newest: byNewest, price_asc: byPriceAsc, price_desc: byPriceDesc } as const;

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
  private orders: Record<CarSearchQuery['sort'], Entry[]> = { newest: [], price_asc: [], price_desc: [] };
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
  /** Column arrays of the current entries, rebuilt after a change on the next search. */
  private compiled: Columns | undefined;
  private readonly texts = new Dictionary();
  private readonly cities = new Dictionary();
  /** Presented cars of recent answers; any change to a car drops it. */
  private readonly cache = new Map<string, Car>();
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
   * The presented cars of `ids`, in that order: from the cache, the rest in one query. A car is
   * cached only if no change arrived while it was read, so a stale copy never outlives a change.
   */
  async cars(ids: string[]): Promise<Car[]> {
    const found = new Map<string, Car>();
    for (const id of ids) {
      const car = this.cache.get(id);
      if (car) found.set(id, car);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const generation = this.generation;
      const rows = await selectCars(this.database.db, { where: [sql`c.id = any(${sql.param(missing)}::uuid[])`] });
      for (const car of rows) {
        found.set(car.id, car);
        if (generation === this.generation) this.remember(car);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private remember(car: Car) {
    if (this.cache.size >= CAR_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(car.id, car);
  }

  /** Brings the index up to date with `search_changes` (one query when nothing changed). */
  fresh(): Promise<void> {
    // One refresh at a time. Searches that arrive during one may have been sent after a write it
    // did not see, so they share the next refresh, which starts when the current one ends.
    if (!this.refreshing) {
      this.refreshing = this.refresh().finally(() => (this.refreshing = undefined));
      return this.refreshing;
    }
    this.queued ??= this.refreshing
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.fresh();
      });
    return this.queued;
  }

  private async refresh() {
    if (this.loadedAt === 0 || this.now() - this.loadedAt > FULL_RELOAD_MS) return this.loadAll();
    const [row] = await this.database.query<{ newest: string | null }>('select max(id)::text as newest from search_changes');
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

  private async loadAll() {
    const [row] = await this.database.query<{ newest: string | null }>('select max(id)::text as newest from search_changes');
    const newest = Number(row?.newest ?? 0);
    const cars = await this.database.query<CarRow>(`select ${CAR_FIELDS}`);
    const holds = await this.database.query<{ car_id: string; start_at: string; end_at: string }>(`select ${HOLD_FIELDS}`);
    const entries = new Map<string, Entry>();
    for (const car of cars) if (car.live) entries.set(car.id, toEntry(car, this.texts, this.cities));
    for (const hold of holds) entries.get(hold.car_id)?.holds.push([wallMs(hold.start_at), wallMs(hold.end_at)]);
    this.entries = entries;
    const all = [...entries.values()];
    this.orders = { newest: all.slice().sort(byNewest), price_asc: all.slice().sort(byPriceAsc), price_desc: all.slice().sort(byPriceDesc) };
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
    const cars = await this.database.query<CarRow>(
      `select ${CAR_FIELDS} where c.id = any($1::uuid[]) or c.service_id = any($2::uuid[])`,
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
    for (const car of cars) if (car.live) added.push(toEntry(car, this.texts, this.cities));
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

function toEntry(car: CarRow, texts: Dictionary, cities: Dictionary): Entry {
  return {
    id: car.id,
    createdAt: Number(car.created_us),
    price: Number(car.price_per_day),
    year: Number(car.year),
    make: MAKE_CODE.get(car.make) ?? 255,
    manual: car.transmission === 'MANUAL' ? 1 : 0,
    diesel: car.fuel_type === 'DIESEL' ? 1 : 0,
    text: texts.code(car.search_text),
    city: cities.code(car.city),
    holds: [],
  };
}

const MAKE_CODE = new Map<string, number>(CAR_MAKES.map((make, i) => [make, i]));
const wallMs = (value: string) => parseLocalDateTime(value) ?? 0;

/** Distinct strings numbered, so a text filter is tested once per distinct value, not per car. */
class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string) {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  /** 1 for every value containing `part`. */
  containing(part: string) {
    return Uint8Array.from(this.values, (value) => (value.includes(part) ? 1 : 0));
  }
}

/**
 * Totals are exact up to this many cars and then "more than": counting every match of a broad
 * search is most of its cost, and nobody pages through a thousand cars (they narrow the search).
 */
export const TOTAL_CAP = 1000;

/** A page's ids; `total` is exact unless `capped`, when more than `total` cars match. */
export interface SearchHits {
  ids: string[];
  total: number;
  capped: boolean;
}

/** Where counting stops for a page: past the cap, and never before the page itself is filled. */
export const countLimit = (q: CarSearchQuery) => Math.max(TOTAL_CAP, (q.page - 1) * q.limit + q.limit);

interface Columns {
  search(q: CarSearchQuery): SearchHits;
}

/**
 * The entries of each order as typed arrays: one pass of a search over 100,000 cars then costs
 * well under a millisecond. The filters are those of decisions.md "Catalog" as the SQL of search.ts
 * states them; that SQL stays the reference, and a test compares the two on random searches.
 */
function compile(orders: Record<CarSearchQuery['sort'], Entry[]>, texts: Dictionary, cities: Dictionary): Columns {
  const columns = Object.fromEntries(
    (Object.keys(orders) as CarSearchQuery['sort'][]).map((sort) => {
      const list = orders[sort];
      const n = list.length;
      const holdsFrom = new Int32Array(n + 1);
      let holdCount = 0;
      for (let i = 0; i < n; i++) {
        holdsFrom[i] = holdCount;
        holdCount += list[i]!.holds.length;
      }
      holdsFrom[n] = holdCount;
      const holdStart = new Float64Array(holdCount);
      const holdEnd = new Float64Array(holdCount);
      let h = 0;
      for (const entry of list) {
        for (const [start, end] of entry.holds) {
          holdStart[h] = start;
          holdEnd[h++] = end;
        }
      }
      const c: CompiledOrder = {
        ids: new Array<string>(n),
        price: new Int32Array(n),
        year: new Int32Array(n),
        make: new Uint8Array(n),
        manual: new Uint8Array(n),
        diesel: new Uint8Array(n),
        city: new Uint32Array(n),
        text: new Uint32Array(n),
        holdsFrom,
        holdStart,
        holdEnd,
      };
      for (let i = 0; i < n; i++) {
        const e = list[i]!;
        c.ids[i] = e.id;
        c.price[i] = e.price;
        c.year[i] = e.year;
        c.make[i] = e.make;
        c.manual[i] = e.manual;
        c.diesel[i] = e.diesel;
        c.city[i] = e.city;
        c.text[i] = e.text;
      }
      return [sort, c];
    }),
  ) as Record<CarSearchQuery['sort'], CompiledOrder>;

  return {
    search(q) {
      const c = columns[q.sort];
      const n = c.ids.length;
      const minPrice = q.minPrice ?? -Infinity;
      const maxPrice = q.maxPrice ?? Infinity;
      const minYear = q.minYear ?? -Infinity;
      const maxYear = q.maxYear ?? Infinity;
      const makes = q.makes?.length ? Uint8Array.from({ length: 256 }, (_, code) => (q.makes!.some((m) => MAKE_CODE.get(m) === code) ? 1 : 0)) : undefined;
      const manual = q.transmission ? (q.transmission === 'MANUAL' ? 1 : 0) : -1;
      const diesel = q.fuelType ? (q.fuelType === 'DIESEL' ? 1 : 0) : -1;
      const cityOk = q.city ? cities.containing(q.city.toLowerCase()) : undefined;
      const textOk = q.q ? texts.containing(q.q.toLowerCase()) : undefined;
      const dates = q.from && q.to ? [wallMs(q.from), wallMs(q.to)] : undefined;
      const offset = (q.page - 1) * q.limit;
      const ids: string[] = [];
      const limit = countLimit(q);
      let total = 0;
      for (let i = 0; i < n; i++) {
        const price = c.price[i]!;
        if (price < minPrice || price > maxPrice) continue;
        const year = c.year[i]!;
        if (year < minYear || year > maxYear) continue;
        if (makes && !makes[c.make[i]!]) continue;
        if (manual >= 0 && c.manual[i] !== manual) continue;
        if (diesel >= 0 && c.diesel[i] !== diesel) continue;
        if (cityOk && !cityOk[c.city[i]!]) continue;
        if (textOk && !textOk[c.text[i]!]) continue;
        if (dates && overlapsHold(c, i, dates[0]!, dates[1]!)) continue;
        // One match past the limit tells that there are more.
        if (total === limit) return { ids, total, capped: true };
        if (total >= offset && ids.length < q.limit) ids.push(c.ids[i]!);
        total++;
      }
      return { ids, total, capped: false };
    },
  };
}

/** One result order as column arrays (position i is the i-th car in that order). */
interface CompiledOrder {
  ids: string[];
  price: Int32Array;
  year: Int32Array;
  make: Uint8Array;
  manual: Uint8Array;
  diesel: Uint8Array;
  city: Uint32Array;
  text: Uint32Array;
  /** Holds of car i are holdStart/holdEnd[holdsFrom[i] .. holdsFrom[i + 1]). */
  holdsFrom: Int32Array;
  holdStart: Float64Array;
  holdEnd: Float64Array;
}

/** Whether car `i` is held at any moment of [from, to). */
function overlapsHold(c: CompiledOrder, i: number, from: number, to: number) {
  for (let h = c.holdsFrom[i]!; h < c.holdsFrom[i + 1]!; h++) {
    if (c.holdStart[h]! < to && from < c.holdEnd[h]!) return true;
  }
  return false;
}

const indexes = new WeakMap<Database, SearchIndex>();

/** The index of this database's catalog in this process. */
export function searchIndexOf(database: Database): SearchIndex {
  let index = indexes.get(database);
  if (!index) {
    index = new SearchIndex(database);
    indexes.set(database, index);
  }
  return index;
}
