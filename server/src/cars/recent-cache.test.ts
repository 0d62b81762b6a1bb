// The search's cache of presented cars: recent values stay, the total stays within its size.
import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache.js';

describe('recent cache', () => {
  it('keeps what was used lately and drops what was not', () => {
    const cache = new RecentCache<number>(4);
    cache.set('a', 1);
    cache.set('b', 2);
    // Full young generation: it becomes the old one.
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // read again: back in the young generation with c
    cache.set('d', 4); // young (c, a) full: (c, a) old, d young
    cache.set('e', 5); // young (d, e)
    cache.set('f', 6); // (d, e) old: b, c and a are gone
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('e')).toBe(5);
    expect(cache.count).toBeLessThanOrEqual(4);
  });

  it('never holds more than its size, however it is used', () => {
    const cache = new RecentCache<number>(100);
    for (let i = 0; i < 10_000; i++) {
      cache.set(`k${i % 700}`, i);
      cache.get(`k${(i * 7) % 700}`);
      expect(cache.count).toBeLessThanOrEqual(100);
    }
    // The keys set by the last 25 iterations (at most 50 uses: a set and a get that found its
    // key) are all there.
    for (let i = 10_000 - 25; i < 10_000; i++) expect(cache.has(`k${i % 700}`)).toBe(true);
  });

  it('forgets a deleted key in either generation', () => {
    const cache = new RecentCache<string>(4);
    cache.set('a', 'x');
    cache.set('b', 'y');
    cache.set('c', 'z'); // a, b old
    cache.delete('a');
    cache.delete('c');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
    cache.clear();
    expect(cache.count).toBe(0);
  });
});
