/**
 * A least-recently-used cache of answers bounded by bytes as well as by count: a count alone
 * lets a client that sends large distinct keys fill the heap with them.
 */

/** What Map, the entry object and the strings' headers cost beyond the characters themselves. */
const ENTRY_OVERHEAD_BYTES = 96;

export interface AnswerCacheLimits {
  maxEntries: number;
  /** The keys' and values' characters, at two bytes each, plus a fixed cost per entry. */
  maxBytes: number;
  maxAgeMs: number;
}

export class AnswerCache {
  readonly #entries = new Map<string, { value: string; storedAt: number; bytes: number }>();
  readonly #limits: AnswerCacheLimits;
  #bytes = 0;

  constructor(limits: AnswerCacheLimits) {
    this.#limits = limits;
  }

  get(key: string, now = Date.now()): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#remove(key);
    if (now - entry.storedAt > this.#limits.maxAgeMs) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry.value;
  }

  set(key: string, value: string, now = Date.now()): void {
    this.#remove(key);
    const bytes = 2 * (key.length + value.length) + ENTRY_OVERHEAD_BYTES;
    // An answer larger than the whole budget would only evict everything else.
    if (bytes > this.#limits.maxBytes) return;
    this.#entries.set(key, { value, storedAt: now, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#limits.maxEntries || this.#bytes > this.#limits.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#remove(oldest.value);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
