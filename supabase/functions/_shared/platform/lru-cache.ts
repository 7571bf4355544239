/**
 * The one bounded cache every cache here is built on (the handlers', the backend's RPC answers
 * and its verified tokens): a map that forgets the least recently used entry first, with an
 * optional age limit and an optional byte budget. A count alone would let a client that sends
 * large distinct keys fill the heap. Map keeps insertion order, so re-inserting on every read
 * is the whole algorithm.
 */
/** A byte budget: the most bytes the entries may take together, as `sizeOf` estimates them. */
export interface LruByteBudget<K, V> {
  maxBytes: number;
  /** An entry's approximate size in bytes (its key's too, where keys can be large). */
  sizeOf: (value: V, key: K) => number;
}

export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; storedAt: number; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V, key: K) => number;
  #bytes = 0;

  /**
   * @param maxEntries How many entries to keep at most.
   * @param maxAgeMs How long an entry stays usable; Infinity (the default) keeps it until evicted.
   * @param budget Bytes the entries may take together; an entry larger than all of it is not kept.
   */
  constructor(maxEntries: number, maxAgeMs = Infinity, budget?: LruByteBudget<K, V>) {
    this.#maxEntries = maxEntries;
    this.#maxAgeMs = maxAgeMs;
    this.#maxBytes = budget?.maxBytes ?? Infinity;
    this.#sizeOf = budget?.sizeOf ?? (() => 0);
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now - entry.storedAt > this.#maxAgeMs) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, now = Date.now()): void {
    this.delete(key);
    const bytes = this.#sizeOf(value, key);
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, storedAt: now, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entries' estimated size in bytes. */
  get bytes(): number {
    return this.#bytes;
  }
}

/** What Map, the entry object and the strings' headers cost beyond the characters themselves. */
const ENTRY_OVERHEAD_BYTES = 96;

/** A string key and value's size: their characters at two bytes each, plus a fixed cost. */
export function textEntryBytes(value: string, key: string): number {
  return 2 * (key.length + value.length) + ENTRY_OVERHEAD_BYTES;
}

/** A rough size of a JSON-like value in memory: two bytes a character, sixteen a number. */
export function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return 2 * value.length + 16;
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return 16;
  if (Array.isArray(value)) {
    let total = 32;
    for (const item of value) total += approximateBytes(item);
    return total;
  }
  if (typeof value === 'object') {
    let total = 32;
    for (const [key, item] of Object.entries(value))
      total += 2 * key.length + approximateBytes(item);
    return total;
  }
  return 16;
}
