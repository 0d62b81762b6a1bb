// Position lists ("postings") of one result order: for each city, make and search text, the
// ascending positions of its cars in that order. A selective search then visits only the
// candidates of its most selective filter instead of every car of the order. In the price orders
// a price range is a run of positions, found by binary search.
import type { CarSearchQuery } from '@carrental/shared';

/** The positions of code k are `positions[from[k] .. from[k + 1])`, ascending. */
export interface Postings {
  from: Int32Array;
  positions: Int32Array;
}

/** Postings of `codes` (codes[i] is the code of position i), for codes below `codeCount`. */
export function postingsOf(codes: ArrayLike<number>, codeCount: number): Postings {
  const n = codes.length;
  const from = new Int32Array(codeCount + 1);
  for (let i = 0; i < n; i++) from[codes[i]! + 1]!++;
  for (let k = 0; k < codeCount; k++) from[k + 1]! += from[k]!;
  const next = from.slice(0, codeCount);
  const positions = new Int32Array(n);
  for (let i = 0; i < n; i++) positions[next[codes[i]!]!++] = i;
  return { from, positions };
}

/** How many positions the codes accepted by `ok` hold. */
export function sizeOf(postings: Postings, ok: ArrayLike<number>) {
  const codes = Math.min(ok.length, postings.from.length - 1);
  let size = 0;
  for (let k = 0; k < codes; k++) if (ok[k]) size += postings.from[k + 1]! - postings.from[k]!;
  return size;
}

/** The ascending positions of the codes accepted by `ok` (a view when only one code is). */
function gather(postings: Postings, ok: ArrayLike<number>): Int32Array {
  const codes = Math.min(ok.length, postings.from.length - 1);
  const { from, positions } = postings;
  let only = -1;
  let count = 0;
  for (let k = 0; k < codes; k++) {
    if (ok[k] && from[k + 1]! > from[k]!) {
      only = k;
      count++;
    }
  }
  if (count === 1) return positions.subarray(from[only]!, from[only + 1]!);
  let lists: Int32Array[] = [];
  for (let k = 0; k < codes; k++) if (ok[k] && from[k + 1]! > from[k]!) lists.push(positions.subarray(from[k]!, from[k + 1]!));
  // Merged two by two: a few passes over the candidates, cheaper than sorting them.
  while (lists.length > 1) {
    const merged: Int32Array[] = [];
    for (let l = 0; l + 1 < lists.length; l += 2) merged.push(merge(lists[l]!, lists[l + 1]!));
    if (lists.length % 2) merged.push(lists.at(-1)!);
    lists = merged;
  }
  return lists[0] ?? new Int32Array(0);
}

/** Two ascending lists of distinct positions as one. */
function merge(a: Int32Array, b: Int32Array) {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let o = 0;
  while (i < a.length && j < b.length) out[o++] = a[i]! < b[j]! ? a[i++]! : b[j++]!;
  while (i < a.length) out[o++] = a[i++]!;
  while (j < b.length) out[o++] = b[j++]!;
  return out;
}

/** First position in [0, n) whose value fails `before` (values ordered so that `before` holds first). */
function firstFailing(n: number, before: (i: number) => boolean) {
  let low = 0;
  let high = n;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(mid)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The run [start, end) of positions a price range can match: all of them except in the price orders. */
export function priceRun(sort: CarSearchQuery['sort'], price: Int32Array, minPrice: number, maxPrice: number): [number, number] {
  const n = price.length;
  if (sort === 'price_asc') return [firstFailing(n, (i) => price[i]! < minPrice), firstFailing(n, (i) => price[i]! <= maxPrice)];
  if (sort === 'price_desc') return [firstFailing(n, (i) => price[i]! > maxPrice), firstFailing(n, (i) => price[i]! >= minPrice)];
  return [0, n];
}

/**
 * The positions worth testing: the candidates of the most selective listed filter (each given as
 * its accepted codes over its postings), or undefined when scanning `run` costs about as much or
 * when it holds more than `most` positions.
 */
export function candidates(filters: [Postings, ArrayLike<number>][], run: [number, number], most = Infinity): Int32Array | undefined {
  let best: [Postings, ArrayLike<number>] | undefined;
  let bestSize = Infinity;
  for (const filter of filters) {
    const size = sizeOf(filter[0], filter[1]);
    if (size < bestSize) {
      best = filter;
      bestSize = size;
    }
  }
  // Gathering costs a pass over the list, and a broad scan stops early at the cap: a list pays
  // only when it is much shorter than the run.
  if (!best || bestSize * 6 > run[1] - run[0] || bestSize > most) return undefined;
  return gather(best[0], best[1]);
}
