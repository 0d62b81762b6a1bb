// The position lists of the search index: each code's positions ascending, the union of several
// codes merged in order, and the run of positions a price range can match in the price orders.
import { describe, expect, it } from 'vitest';
import { candidates, postingsOf, priceRun } from './search-postings.js';

describe('search postings', () => {
  const codes = [2, 0, 2, 1, 0, 2, 2, 1, ...Array<number>(40).fill(2)];
  const postings = postingsOf(codes, 4);
  const positionsOf = (accepted: number[]) => candidates([[postings, Uint8Array.from({ length: 4 }, (_, k) => (accepted.includes(k) ? 1 : 0))]], [0, codes.length]);

  it('lists the positions of the accepted codes in ascending order', () => {
    expect([...positionsOf([0])!]).toEqual([1, 4]);
    expect([...positionsOf([0, 1])!]).toEqual([1, 3, 4, 7]);
    expect([...positionsOf([3])!]).toEqual([]);
  });

  it('leaves a broad filter to the scan', () => {
    expect(positionsOf([2])).toBeUndefined();
    expect(candidates([], [0, codes.length])).toBeUndefined();
  });

  it('picks the most selective filter', () => {
    const other = postingsOf(codes.map((_, i) => (i === 18 ? 1 : 0)), 2);
    const listed = candidates(
      [
        [postings, [1, 1, 0, 0]],
        [other, [0, 1]],
      ],
      [0, codes.length],
    );
    expect([...listed!]).toEqual([18]);
  });

  it('finds the run of a price range in the price orders', () => {
    const ascending = Int32Array.from([100, 200, 200, 300, 400]);
    expect(priceRun('price_asc', ascending, 200, 300)).toEqual([1, 4]);
    expect(priceRun('price_asc', ascending, -Infinity, Infinity)).toEqual([0, 5]);
    expect(priceRun('price_asc', ascending, 500, Infinity)).toEqual([5, 5]);
    const descending = ascending.slice().reverse();
    expect(priceRun('price_desc', descending, 150, 250)).toEqual([2, 4]);
    expect(priceRun('newest', descending, 150, 250)).toEqual([0, 5]);
  });
});
