// The column side of the search index: the cars of each result order as typed arrays, and one
// pass over them per search. See search-index.ts for how the entries are kept fresh.
import { CAR_MAKES, parseLocalDateTime, rentalDays, type CarSearchQuery, type OutOfCity } from '@carrental/shared';
import { candidates, postingsOf, priceRun, sizeOf, type Postings } from './search-postings.js';
import { anyOf, bandsOf, bitsOf, eachCandidate, flagIs, inRange, listed, orderedBitsOf, wordsFor, type Bits, type OrderedBits, type WordFilter } from './search-bits.js';

export interface Entry {
  id: string;
  /** Microseconds since the epoch: the result order needs the column's full precision. */
  createdAt: number;
  price: number;
  /** Average stars × 100 (two decimals), -1 without public reviews. */
  rating: number;
  year: number;
  /** Position in CAR_MAKES. */
  make: number;
  manual: 0 | 1;
  diesel: 0 | 1;
  /** Codes in the index's dictionaries of search texts and of lower(city) of the car's service. */
  text: number;
  city: number;
  /** Instant booking in force, and the rules a free-for-dates search honours (decision 0016). */
  instant: 0 | 1;
  minDays: number;
  maxDays: number;
  /** Opening and closing minute per weekday from Monday (14 numbers, -1 closed); null at any time. Shared, never changed. */
  hours: number[] | null;
  /** Held or blocked [start, end) ranges, as milliseconds of the wall-clock readings taken as UTC. */
  holds: [number, number][];
  /** The trips the car can make (decision 0031): modes, and where out of its city (name → with driver only). */
  trip: TripEntry;
}

export interface TripEntry {
  selfDrive: boolean;
  withDriver: boolean;
  outOfCity: OutOfCity;
  places: Map<string, boolean>;
}

/** Whether a car can make the searched trip (search.ts's SQL says the same). */
function tripAllows(trip: TripEntry, q: CarSearchQuery): boolean {
  if (q.mode === 'self_drive' && !trip.selfDrive) return false;
  if (q.mode === 'with_driver' && !trip.withDriver) return false;
  if (!q.destination) return true;
  if (trip.outOfCity === 'anywhere') return true;
  if (trip.outOfCity === 'not_allowed') return false;
  const driverOnly = trip.places.get(q.destination.trim().toLowerCase());
  return driverOnly !== undefined && !(driverOnly && q.mode === 'self_drive');
}


export const MAKE_CODE = new Map<string, number>(CAR_MAKES.map((make, i) => [make, i]));
export const wallMs = (value: string) => parseLocalDateTime(value) ?? 0;

/** Distinct strings numbered, so a text filter is tested once per distinct value, not per car. */
export class Dictionary {
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

export interface Columns {
  search(q: CarSearchQuery): SearchHits;
}

/**
 * The entries of each order as typed arrays: one pass of a search over 100,000 cars then costs
 * well under a millisecond. The filters are those of decisions.md "Catalog" as the SQL of search.ts
 * states them; that SQL stays the reference, and a test compares the two on random searches.
 */
export function compile(orders: Record<CarSearchQuery['sort'], Entry[]>, texts: Dictionary, cities: Dictionary): Columns {
  // Bands of the ordered filters, the same in every order (the same cars).
  const everyCar = orders.newest;
  const yearBands = bandsOf(Int32Array.from(everyCar, (e) => e.year), BANDS);
  const priceBands = bandsOf(Int32Array.from(everyCar, (e) => e.price), BANDS);
  const ratingBands = bandsOf(Int32Array.from(everyCar, (e) => e.rating), BANDS);
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
        rating: new Int16Array(n),
        year: new Int32Array(n),
        make: new Uint8Array(n),
        manual: new Uint8Array(n),
        diesel: new Uint8Array(n),
        city: new Uint32Array(n),
        text: new Uint32Array(n),
        instant: new Uint8Array(n),
        trip: new Array<TripEntry>(n),
        minDays: new Uint16Array(n),
        maxDays: new Uint16Array(n),
        hoursAt: new Int32Array(n),
        hours: undefined!,
        holdsFrom,
        holdStart,
        holdEnd,
        cityPostings: undefined!,
        makePostings: undefined!,
        textPostings: undefined!,
        yearBits: undefined!,
        priceBits: undefined,
        ratingBits: undefined!,
        makeBits: undefined!,
        manualBits: undefined!,
        dieselBits: undefined!,
        instantBits: undefined!,
      };
      // Distinct opening hours once each (cars with the same rules share one array).
      const hoursRow = new Map<number[], number>();
      const hours: number[] = [];
      for (let i = 0; i < n; i++) {
        const e = list[i]!;
        c.ids[i] = e.id;
        c.price[i] = e.price;
        c.rating[i] = e.rating;
        c.year[i] = e.year;
        c.make[i] = e.make;
        c.manual[i] = e.manual;
        c.diesel[i] = e.diesel;
        c.city[i] = e.city;
        c.text[i] = e.text;
        c.instant[i] = e.instant;
        c.trip[i] = e.trip;
        c.minDays[i] = e.minDays;
        c.maxDays[i] = e.maxDays;
        let at = -1;
        if (e.hours) {
          at = hoursRow.get(e.hours) ?? hours.length;
          if (at === hours.length) {
            hoursRow.set(e.hours, at);
            hours.push(...e.hours);
          }
        }
        c.hoursAt[i] = at;
      }
      c.hours = Int16Array.from(hours);
      c.cityPostings = postingsOf(c.city, cities.values.length);
      c.makePostings = postingsOf(c.make, 256);
      c.textPostings = postingsOf(c.text, texts.values.length);
      c.yearBits = orderedBitsOf(c.year, yearBands);
      // In the price orders a price range is a run of positions already.
      if (!sort.startsWith('price')) c.priceBits = orderedBitsOf(c.price, priceBands);
      c.ratingBits = orderedBitsOf(c.rating, ratingBands);
      c.makeBits = bitsOf(c.make, 256);
      const flag = (column: Uint8Array) => bitsOf(column, 2)[1] ?? new Uint32Array(wordsFor(n));
      c.manualBits = flag(c.manual);
      c.dieselBits = flag(c.diesel);
      c.instantBits = flag(c.instant);
      return [sort, c];
    }),
  ) as Record<CarSearchQuery['sort'], CompiledOrder>;

  return {
    search(q) {
      const c = columns[q.sort];
      const minPrice = q.minPrice ?? -Infinity;
      const maxPrice = q.maxPrice ?? Infinity;
      const minYear = q.minYear ?? -Infinity;
      const minRating = q.minRating !== undefined ? q.minRating * 100 : -Infinity;
      const maxYear = q.maxYear ?? Infinity;
      const makes = q.makes?.length ? Uint8Array.from({ length: 256 }, (_, code) => (q.makes!.some((m) => MAKE_CODE.get(m) === code) ? 1 : 0)) : undefined;
      const manual = q.transmission ? (q.transmission === 'MANUAL' ? 1 : 0) : -1;
      const diesel = q.fuelType ? (q.fuelType === 'DIESEL' ? 1 : 0) : -1;
      const cityOk = q.city ? cities.containing(q.city.toLowerCase()) : undefined;
      const textOk = q.q ? texts.containing(q.q.toLowerCase()) : undefined;
      const dates = q.from && q.to ? [wallMs(q.from), wallMs(q.to)] : undefined;
      // The requested rental in the terms of the rules: whole days, and weekday and minute of both ends.
      const days = dates ? rentalDays(q.from!, q.to!) : 0;
      const pickUp: [number, number] = dates ? dayAndMinute(dates[0]!) : [0, 0];
      const drop: [number, number] = dates ? dayAndMinute(dates[1]!) : [0, 0];
      const offset = (q.page - 1) * q.limit;
      const ids: string[] = [];
      const limit = countLimit(q);
      let total = 0;
      const matches = (i: number) => {
        const price = c.price[i]!;
        if (price < minPrice || price > maxPrice) return false;
        if (c.rating[i]! < minRating) return false;
        const year = c.year[i]!;
        if (year < minYear || year > maxYear) return false;
        if (makes && !makes[c.make[i]!]) return false;
        if (manual >= 0 && c.manual[i] !== manual) return false;
        if (diesel >= 0 && c.diesel[i] !== diesel) return false;
        if (cityOk && !cityOk[c.city[i]!]) return false;
        if (textOk && !textOk[c.text[i]!]) return false;
        if (q.instant && !c.instant[i]) return false;
        if ((q.mode || q.destination) && !tripAllows(c.trip[i]!, q)) return false;
        if (dates) {
          if (days < c.minDays[i]! || days > c.maxDays[i]!) return false;
          if (c.hoursAt[i]! >= 0 && (!opens(c, i, pickUp) || !opens(c, i, drop))) return false;
          if (overlapsHold(c, i, dates[0]!, dates[1]!)) return false;
        }
        return true;
      };
      let capped = false;
      /** Counts position i if it matches; false once the count passed the limit. */
      const take = (i: number) => {
        if (!matches(i)) return true;
        // One match past the limit tells that there are more.
        if (total === limit) return !(capped = true);
        if (total >= offset && ids.length < q.limit) ids.push(c.ids[i]!);
        total++;
        return true;
      };
      // Only the positions that can match: a price run in the price orders; within it the
      // candidates of a short list of a city, make or text, else the positions every filter's
      // bitset leaves.
      const [start, end] = priceRun(q.sort, c.price, minPrice, maxPrice);
      const lists: [Postings, ArrayLike<number>][] = [];
      if (cityOk) lists.push([c.cityPostings, cityOk]);
      if (makes) lists.push([c.makePostings, makes]);
      if (textOk) lists.push([c.textPostings, textOk]);
      const narrowing = bitFilters(c, q, lists, end - start);
      const few = candidates(lists, [start, end], narrowing.length ? wordsFor(end - start) * 2 : Infinity);
      if (few) {
        for (const i of few) if (i >= start && (i >= end || !take(i))) break;
        return { ids, total, capped };
      }
      if (!narrowing.length) {
        for (let i = start; i < end; i++) if (!take(i)) break;
      } else {
        if (scratch.length < wordsFor(end)) scratch = new Uint32Array(wordsFor(c.ids.length));
        eachCandidate(narrowing, start, end, searchTuning.chunkWords, scratch, take);
      }
      return { ids, total, capped };
    },
  };
}

/** One result order as column arrays (position i is the i-th car in that order). */
interface CompiledOrder {
  ids: string[];
  price: Int32Array;
  rating: Int16Array;
  year: Int32Array;
  make: Uint8Array;
  manual: Uint8Array;
  diesel: Uint8Array;
  city: Uint32Array;
  text: Uint32Array;
  instant: Uint8Array;
  trip: TripEntry[];
  minDays: Uint16Array;
  maxDays: Uint16Array;
  /** Where car i's opening hours start in `hours`; -1 when it is open at any time. */
  hoursAt: Int32Array;
  /** Car i's opening and closing minutes of weekday d (from Monday) at hours[hoursAt[i] + 2d], [… + 1]; -1 closed. */
  hours: Int16Array;
  /** Holds of car i are holdStart/holdEnd[holdsFrom[i] .. holdsFrom[i + 1]). */
  holdsFrom: Int32Array;
  holdStart: Float64Array;
  holdEnd: Float64Array;
  /** Positions of each city, make and search text code (search-postings.ts). */
  cityPostings: Postings;
  makePostings: Postings;
  textPostings: Postings;
  /** Bitsets of the filters of few values (search-bits.ts); no price bands in the price orders. */
  yearBits: OrderedBits;
  priceBits: OrderedBits | undefined;
  ratingBits: OrderedBits;
  makeBits: (Bits | undefined)[];
  manualBits: Bits;
  dieselBits: Bits;
  instantBits: Bits;
}

/** Bands per ordered filter: each band's bitset costs a bit per car and order. */
const BANDS = 24;

/**
 * Words of bitsets made at a time (32 positions each): a broad search fills its page and reaches
 * the count's cap within the first. Tests make it small to cross many chunks.
 */
export const searchTuning = { chunkWords: 1024 };

/** Reused by every search (searches run one at a time): a word per 32 positions. */
let scratch = new Uint32Array(0);

/** The bitset filters of a search; a city's or text's list only when it leaves a third or less. */
function bitFilters(c: CompiledOrder, q: CarSearchQuery, lists: [Postings, ArrayLike<number>][], run: number): WordFilter[] {
  const filters: (WordFilter | undefined)[] = [
    inRange(c.yearBits, q.minYear ?? -Infinity, q.maxYear ?? Infinity),
    c.priceBits && inRange(c.priceBits, q.minPrice ?? -Infinity, q.maxPrice ?? Infinity),
    q.minRating !== undefined ? inRange(c.ratingBits, q.minRating * 100, Infinity) : undefined,
    q.transmission ? flagIs(c.manualBits, q.transmission === 'MANUAL' ? 1 : 0) : undefined,
    q.fuelType ? flagIs(c.dieselBits, q.fuelType === 'DIESEL' ? 1 : 0) : undefined,
    q.instant ? flagIs(c.instantBits, 1) : undefined,
  ];
  for (const [postings, accepted] of lists) {
    if (postings === c.makePostings) filters.push(anyOf(c.makeBits, accepted));
    else if (sizeOf(postings, accepted) * 3 <= run) filters.push(listed(postings, accepted));
  }
  return filters.filter((f): f is WordFilter => f !== undefined);
}

/** [weekday from Monday, minute of the day] of a wall-clock reading taken as UTC milliseconds. */
function dayAndMinute(ms: number): [number, number] {
  const d = new Date(ms);
  return [(d.getUTCDay() + 6) % 7, d.getUTCHours() * 60 + d.getUTCMinutes()];
}

/** Whether car `i` is open for a pick-up or return at [weekday, minute]. */
function opens(c: CompiledOrder, i: number, [day, minute]: [number, number]) {
  const at = c.hoursAt[i]! + day * 2;
  const open = c.hours[at]!;
  return open >= 0 && open <= minute && minute <= c.hours[at + 1]!;
}

/** Whether car `i` is held at any moment of [from, to). */
function overlapsHold(c: CompiledOrder, i: number, from: number, to: number) {
  for (let h = c.holdsFrom[i]!; h < c.holdsFrom[i + 1]!; h++) {
    if (c.holdStart[h]! < to && from < c.holdEnd[h]!) return true;
  }
  return false;
}
