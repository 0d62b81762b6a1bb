// The most recently used values, up to a size, in two generations: a read finds a value in either
// and moves it to the young one; when the young one is full the old one is dropped and the young
// one becomes old. A map used as a least-recently-used list (delete, set again, evict the first
// key) instead slows down as deleted slots pile up at its start, which a million-car search felt.

export class RecentCache<V> {
  private young = new Map<string, V>();
  private old = new Map<string, V>();

  /** Keeps at least the last `size / 2` values used and never more than `size`. */
  constructor(private readonly size: number) {}

  get(key: string): V | undefined {
    const young = this.young.get(key);
    if (young !== undefined) return young;
    const old = this.old.get(key);
    if (old === undefined) return undefined;
    this.old.delete(key);
    this.set(key, old);
    return old;
  }

  /** Whether `key` is held (not a use: nothing moves). */
  has(key: string) {
    return this.young.has(key) || this.old.has(key);
  }

  set(key: string, value: V) {
    if (!this.young.has(key) && this.young.size >= this.size / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
    this.old.delete(key);
  }

  delete(key: string) {
    this.young.delete(key);
    this.old.delete(key);
  }

  clear() {
    this.young.clear();
    this.old.clear();
  }

  get count() {
    return this.young.size + this.old.size;
  }
}
