// Bitsets of one result order: one bit per position, for the filters of few values (year, price
// and rating bands, make, gearbox, fuel, instant booking). A search whose filters are each broad
// but together narrow (a make, a year and a gearbox that few cars share) would otherwise test
// every car of its order; the AND of its filters' bitsets leaves only the positions that can match,
// 32 at a time. The bitsets only narrow: every position they leave is still tested in full.
import type { Postings } from './search-postings.js';

/** Words of 32 positions. */
export type Bits = Uint32Array;

export const wordsFor = (n: number) => (n + 31) >>> 5;

/** Bands of an ordered value (year, price, rating): at most `bands`, cut at its quantiles. */
export interface Bands {
  /** Upper bound (inclusive) of each band, ascending; the last is Infinity. */
  upper: number[];
  /** The least and the greatest value in each band (a band of one value is exact). */
  least: number[];
  greatest: number[];
}

/** Bands cut so that each holds about as many cars, each distinct value in one band only. */
export function bandsOf(values: ArrayLike<number>, bands: number): Bands {
  const sorted = Float64Array.from(values).sort();
  const upper: number[] = [];
  for (let b = 1; b < bands; b++) {
    const at = Math.floor((b * sorted.length) / bands) - 1;
    if (at < 0) continue;
    const value = sorted[at]!;
    if (upper.length === 0 || value > upper.at(-1)!) upper.push(value);
  }
  upper.push(Infinity);
  const least: number[] = [];
  const greatest: number[] = [];
  let at = 0;
  for (const bound of upper) {
    least.push(at < sorted.length ? sorted[at]! : Infinity);
    while (at < sorted.length && sorted[at]! <= bound) at++;
    greatest.push(at > 0 ? sorted[at - 1]! : -Infinity);
  }
  return { upper, least, greatest };
}

/** The band holding `value`. */
export function bandOf(bands: Bands, value: number) {
  const { upper } = bands;
  let low = 0;
  let high = upper.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (upper[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** One bitset per code below `codeCount` that occurs (undefined for the others). */
export function bitsOf(codes: ArrayLike<number>, codeCount: number): (Bits | undefined)[] {
  const words = wordsFor(codes.length);
  const sets: (Bits | undefined)[] = new Array(codeCount).fill(undefined);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code >= codeCount) continue;
    const set = (sets[code] ??= new Uint32Array(words));
    set[i >>> 5]! |= 1 << (i & 31);
  }
  return sets;
}

/** For an ordered column: atMost[k] holds the positions whose band is k or lower. */
export interface OrderedBits {
  bands: Bands;
  atMost: Bits[];
}

export function orderedBitsOf(values: ArrayLike<number>, bands: Bands): OrderedBits {
  const codes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) codes[i] = bandOf(bands, values[i]!);
  const sets = bitsOf(codes, bands.upper.length);
  const words = wordsFor(values.length);
  const atMost: Bits[] = [];
  let below = new Uint32Array(words);
  for (const set of sets) {
    const at = below.slice();
    if (set) for (let w = 0; w < words; w++) at[w]! |= set[w]!;
    atMost.push(at);
    below = at;
  }
  return { bands, atMost };
}

/** Writes (or ANDs into) `into` the words [w0, w1) of the positions a filter can match. */
export type WordFilter = (into: Bits, w0: number, w1: number, first: boolean) => void;

/** Positions whose value can lie in [min, max]: the bands that hold a value in it (a superset). */
export function inRange(ordered: OrderedBits, min: number, max: number): WordFilter | undefined {
  if (min === -Infinity && max === Infinity) return undefined;
  const { least, greatest } = ordered.bands;
  let first = bandOf(ordered.bands, min);
  let last = bandOf(ordered.bands, max);
  // A value between two bands' values: those bands hold none of the range.
  if (greatest[first]! < min) first++;
  if (least[last]! > max) last--;
  if (first > last) return (into, w0, w1) => void into.fill(0, w0, w1);
  const high = ordered.atMost[last]!;
  const low = first > 0 ? ordered.atMost[first - 1]! : undefined;
  return (into, w0, w1, first) => {
    if (first) for (let w = w0; w < w1; w++) into[w] = low ? high[w]! & ~low[w]! : high[w]!;
    else for (let w = w0; w < w1; w++) into[w]! &= low ? high[w]! & ~low[w]! : high[w]!;
  };
}

/** Positions of any of the accepted codes. */
export function anyOf(sets: (Bits | undefined)[], accepted: ArrayLike<number>): WordFilter {
  const chosen = sets.filter((set, code): set is Bits => set !== undefined && !!accepted[code]);
  return (into, w0, w1, first) => {
    for (let w = w0; w < w1; w++) {
      let word = 0;
      for (const set of chosen) word |= set[w]!;
      if (first) into[w] = word;
      else into[w]! &= word;
    }
  };
}

/** Positions whose flag is `value` (the flag's bitset, or its complement). */
export function flagIs(set: Bits, value: 0 | 1): WordFilter {
  return (into, w0, w1, first) => {
    for (let w = w0; w < w1; w++) {
      const word = value ? set[w]! : ~set[w]!;
      if (first) into[w] = word;
      else into[w]! &= word;
    }
  };
}

/** Positions of the accepted codes of a postings list (a city's or a search text's cars). */
export function listed(postings: Postings, accepted: ArrayLike<number>): WordFilter {
  return (into, w0, w1, first) => {
    const mask = first ? into.fill(0, w0, w1) : new Uint32Array(w1 - w0);
    const base = first ? 0 : w0;
    const { from, positions } = postings;
    const codes = Math.min(accepted.length, from.length - 1);
    for (let code = 0; code < codes; code++) {
      if (!accepted[code]) continue;
      for (let k = firstAtLeast(positions, from[code]!, from[code + 1]!, w0 << 5); k < from[code + 1]!; k++) {
        const i = positions[k]!;
        const w = i >>> 5;
        if (w >= w1) break;
        mask[w - base]! |= 1 << (i & 31);
      }
    }
    if (!first) for (let w = w0; w < w1; w++) into[w]! &= mask[w - w0]!;
  };
}

/** First k in [low, high) with positions[k] >= value (positions ascending there). */
function firstAtLeast(positions: Int32Array, low: number, high: number, value: number) {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (positions[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Calls `visit` with each position in [from, to) that every filter leaves, ascending, until it
 * returns false. The filters are applied `chunkWords` words at a time, so a search that fills its
 * page early pays for the first chunks only. `scratch` holds at least wordsFor(to) words.
 */
export function eachCandidate(filters: WordFilter[], from: number, to: number, chunkWords: number, scratch: Bits, visit: (i: number) => boolean) {
  const end = wordsFor(to);
  for (let w0 = from >>> 5; w0 < end; w0 += chunkWords) {
    const w1 = Math.min(end, w0 + chunkWords);
    filters.forEach((filter, k) => filter(scratch, w0, w1, k === 0));
    for (let w = w0; w < w1; w++) {
      let word = scratch[w]!;
      while (word !== 0) {
        const low = word & -word;
        const i = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
        if (i < from) continue;
        if (i >= to || !visit(i)) return;
      }
    }
  }
}
