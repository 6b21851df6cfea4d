/**
 * A map of at most `capacity` entries that forgets the one used longest ago when full: a Map
 * whose insertion order is kept as use order (a read moves its entry to the end).
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    const oldest = this.entries.keys().next();
    if (this.entries.size >= this.capacity && !oldest.done) this.entries.delete(oldest.value);
    this.entries.set(key, value);
  }
}
