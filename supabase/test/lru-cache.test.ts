/** The bounded cache every cache is built on (handlers' and backend's): by count, by age and by bytes. */
import { describe, expect, it } from 'vitest';
import {
  approximateBytes,
  LruCache,
  textEntryBytes,
} from '../functions/_shared/platform/lru-cache.ts';

describe('LruCache', () => {
  describe('with a byte budget', () => {
    it('forgets the least recently used entries until the rest fit', () => {
      const cache = new LruCache<string, string>(100, Infinity, {
        maxBytes: 1_000,
        sizeOf: (value) => value.length,
      });
      cache.set('a', 'x'.repeat(400));
      cache.set('b', 'x'.repeat(400));
      expect(cache.get('a')).toHaveLength(400);
      cache.set('c', 'x'.repeat(400));
      expect(cache.get('b')).toBeUndefined();
      expect(cache.get('a')).toHaveLength(400);
      expect(cache.get('c')).toHaveLength(400);
      expect(cache.bytes).toBe(800);
    });

    it('keeps no entry larger than the whole budget', () => {
      const cache = new LruCache<string, string>(100, Infinity, {
        maxBytes: 1_000,
        sizeOf: (value) => value.length,
      });
      cache.set('small', 'x');
      cache.set('huge', 'x'.repeat(2_000));
      expect(cache.get('huge')).toBeUndefined();
      expect(cache.get('small')).toBe('x');
    });

    it('counts a replaced entry once', () => {
      const cache = new LruCache<string, string>(100, Infinity, {
        maxBytes: 1_000,
        sizeOf: (value) => value.length,
      });
      cache.set('a', 'x'.repeat(300));
      cache.set('a', 'x'.repeat(500));
      expect(cache.bytes).toBe(500);
    });

    it('counts large keys against the budget when sized by textEntryBytes', () => {
      const cache = new LruCache<string, string>(1_000, Infinity, {
        maxBytes: 10_000,
        sizeOf: textEntryBytes,
      });
      for (let i = 0; i < 20; i += 1) cache.set(`${i} ${'k'.repeat(1_000)}`, 'v');
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
      expect(cache.size).toBe(4);
      expect(cache.get(`19 ${'k'.repeat(1_000)}`)).toBe('v');
      expect(cache.get(`0 ${'k'.repeat(1_000)}`)).toBeUndefined();
    });
  });

  describe('with a count bound', () => {
    it('keeps at most that many entries', () => {
      const cache = new LruCache<number, number>(2);
      cache.set(1, 1);
      cache.set(2, 2);
      cache.set(3, 3);
      expect([cache.get(1), cache.get(2), cache.get(3)]).toEqual([undefined, 2, 3]);
    });
  });

  describe('with an age limit', () => {
    it('forgets an entry once it is older than the limit, and its bytes with it', () => {
      const cache = new LruCache<string, string>(10, 60_000, {
        maxBytes: 1_000,
        sizeOf: (value) => value.length,
      });
      cache.set('a', 'xxx', 0);
      expect(cache.get('a', 60_000)).toBe('xxx');
      expect(cache.get('a', 60_001)).toBeUndefined();
      expect([cache.size, cache.bytes]).toEqual([0, 0]);
    });
  });

  describe('approximateBytes', () => {
    it('grows with the data a value holds', () => {
      const day = Array.from({ length: 145 }, (_, i) => ({ at: `2026-03-20T00:${i}`, heightM: i }));
      expect(approximateBytes(day)).toBeGreaterThan(approximateBytes(day.slice(0, 10)) * 10);
    });
  });
});
