/**
 * A small bounded map that forgets the least recently used entry first, with an optional
 * age limit. Map keeps insertion order, so re-inserting on every read is the whole algorithm.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; storedAt: number }>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;

  /**
   * @param maxEntries How many entries to keep at most.
   * @param maxAgeMs How long an entry stays usable; Infinity (the default) keeps it until evicted.
   */
  constructor(maxEntries: number, maxAgeMs = Infinity) {
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.storedAt > this.#maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: now });
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
