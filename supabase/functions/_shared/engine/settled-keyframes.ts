/**
 * Which of a day's highs and lows a narrow search settles: the ripple filter judges turning
 * points less than MIN_TIDE_SEPARATION_MS apart together, so a run of them bounded by longer
 * gaps is filtered alone, as in any wider window (tide-prediction.ts's day search).
 */
import { filterRipplesBy, MIN_TIDE_SEPARATION_MS, type CurveExtreme } from './extremes.ts';

/**
 * The ripple filter's verdict on `frames` (chronological by offset time, every one of them in
 * [knownFromMs, knownToMs] and none left out there) for those in [needFromMs, needToMs], or null
 * when it cannot be told from these alone. Only a high and a low less than
 * MIN_TIDE_SEPARATION_MS apart can be a ripple, and removing a pair joins its neighbours only, so
 * turning points with a gap that long between them are judged apart: a run of frames with such a
 * gap (or as long a span known to hold none) on either side is filtered alone, exactly as in any
 * wider window.
 */
export function settledKeyframes<Frame extends { offset: CurveExtreme }>(
  frames: readonly Frame[],
  knownFromMs: number,
  knownToMs: number,
  needFromMs: number,
  needToMs: number,
): Frame[] | null {
  if (needFromMs < knownFromMs || needToMs > knownToMs) return null;
  const time = (index: number) => frames[index]!.offset.time;
  // The run's first frame: the last one before the need with a long gap before it.
  let first = -1;
  for (let index = 0; index < frames.length && time(index) < needFromMs; index += 1) {
    const gapFrom = index === 0 ? knownFromMs : time(index - 1);
    if (time(index) - gapFrom >= MIN_TIDE_SEPARATION_MS) first = index;
  }
  // None before the need: a long enough span before it known to hold none will do.
  const before = frames.findIndex((frame) => frame.offset.time >= needFromMs);
  if (first === -1) {
    const at = before === -1 ? frames.length : before;
    const gapFrom = at === 0 ? knownFromMs : time(at - 1);
    const gapTo = at === frames.length ? knownToMs : time(at);
    if (gapTo - gapFrom < MIN_TIDE_SEPARATION_MS || (at > 0 && gapFrom >= needFromMs)) return null;
    first = at;
  }
  // The run's last frame: the first one after the need with a long gap after it.
  let last = -1;
  for (let index = frames.length - 1; index >= 0 && time(index) > needToMs; index -= 1) {
    const gapTo = index === frames.length - 1 ? knownToMs : time(index + 1);
    if (gapTo - time(index) >= MIN_TIDE_SEPARATION_MS) last = index;
  }
  if (last === -1) {
    let at = frames.length - 1;
    while (at >= 0 && time(at) > needToMs) at -= 1;
    const gapFrom = at === -1 ? knownFromMs : time(at);
    const gapTo = at === frames.length - 1 ? knownToMs : time(at + 1);
    if (gapTo - gapFrom < MIN_TIDE_SEPARATION_MS || (at < frames.length - 1 && gapTo <= needToMs)) {
      return null;
    }
    last = at;
  }
  if (last < first) return [];
  return filterRipplesBy(frames.slice(first, last + 1), (frame) => frame.offset);
}
