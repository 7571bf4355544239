/**
 * The figures the limits soak prints, written once for every scenario: answer times as
 * percentiles, answers counted by status, and the machine's load average beside them (a
 * figure taken on a busy machine says so).
 */
import { loadavg } from 'node:os';

/** The load average over 1, 5 and 15 minutes, as `load 1.20 0.90 0.75`. */
export function load(): string {
  return `load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;
}

/** Answer times in milliseconds as their p50, p95 and most, with how many there were. */
export function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(0);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms (${sorted.length} requests)`;
}

/** Counted statuses as `200: 12, 429: 3`. */
export function statuses(counts: Map<number | string, number>): string {
  return [...counts]
    .sort()
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

/** Counts one more of `key` (a status, or 'error' for no answer). */
export function count(counts: Map<number | string, number>, key: number | string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
