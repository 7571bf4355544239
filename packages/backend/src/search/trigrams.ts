/**
 * pg_trgm's similarity, word_similarity and strict_word_similarity, for text that
 * search_normalize has already reduced to lower-case letters, digits and single spaces: the
 * same trigrams (each word padded with two spaces before and one after), the same extents and
 * the same single-precision results, so that the in-process search ranks exactly as the SQL.
 */

interface Ordered {
  left: boolean[];
  right: boolean[];
  set: Set<string>;
  /** The distinct trigrams, and for each position which of them is there. */
  distinct: string[];
  at: Int32Array;
}

/**
 * The trigrams of the stations' texts (the second argument of each comparison), kept: they are
 * compared again and again, and there are a few per station. What was typed is never kept, so
 * never-seen search terms do not grow it.
 */
const memo = new Map<string, Ordered>();
/** The last few typed texts' trigrams: one search compares its text with dozens of stations'. */
const recent = new Map<string, Ordered>();
const RECENT_TEXTS = 16;

function trigramsInOrder(text: string, keep = false): Ordered {
  const known = memo.get(text) ?? recent.get(text);
  if (known) return known;
  const ordered = computeTrigrams(text);
  if (keep) {
    memo.set(text, ordered);
  } else {
    if (recent.size >= RECENT_TEXTS) recent.clear();
    recent.set(text, ordered);
  }
  return ordered;
}

/** The trigrams of each word of `text`, in order, duplicates kept; and where words begin and end. */
function computeTrigrams(text: string): Ordered {
  const trigrams: string[] = [];
  const left: boolean[] = [];
  const right: boolean[] = [];
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    left.push(true);
    for (let i = 0; i + 3 <= padded.length; i += 1) {
      trigrams.push(padded.slice(i, i + 3));
      if (i > 0) left.push(false);
      right.push(false);
    }
    right[right.length - 1] = true;
  }
  const set = new Set(trigrams);
  const distinct = [...set];
  const index = new Map(distinct.map((trigram, i) => [trigram, i]));
  const at = Int32Array.from(trigrams, (trigram) => index.get(trigram)!);
  return { left, right, set, distinct, at };
}

/** The distinct trigrams of `text`, as pg_trgm's show_trgm gives them (in no order). */
export function trigramSet(text: string, keep = false): Set<string> {
  return trigramsInOrder(text, keep).set;
}

/** pg_trgm's CALCSML, in single precision as its float4. */
const calcSml = (count: number, len1: number, len2: number) =>
  Math.fround(count / (len1 + len2 - count));

/** similarity(a, b): shared distinct trigrams over all distinct trigrams. */
export function similarityOfSets(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let count = 0;
  for (const trigram of a) if (b.has(trigram)) count += 1;
  return calcSml(count, a.size, b.size);
}

/** similarity(a, b), `b` a station's text. */
export function similarity(a: string, b: string): number {
  return similarityOfSets(trigramSet(a), trigramSet(b, true));
}

/**
 * word_similarity(pattern, text), or strict_word_similarity when `strict`, `text` a station's:
 * the greatest similarity between the pattern's trigrams and a continuous extent of the text's,
 * found by pg_trgm's own iteration (iterate_word_similarity), step for step.
 */
export function wordSimilarity(pattern: string, text: string, strict = false): number {
  const patternTrigrams = trigramSet(pattern);
  const { left, right, distinct, at: textIndexes } = trigramsInOrder(text, true);
  // Which of the text's distinct trigrams are the pattern's; the pattern's others only count
  // in its size.
  const found = distinct.map((trigram) => patternTrigrams.has(trigram));
  const ulen1 = patternTrigrams.size;
  const len2 = textIndexes.length;
  const lastpos = new Int32Array(distinct.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = strict ? 0 : -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i += 1) {
    const trgindex = textIndexes[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2 += 1;
        if (found[trgindex]) count += 1;
      }
      lastpos[trgindex] = i;
    }
    if (strict ? right[i] : found[trgindex]) {
      upper = i;
      if (lower === -1) {
        lower = i;
        ulen2 = 1;
      }
      let smlrCur = calcSml(count, ulen1, ulen2);
      let tmpCount = count;
      let tmpUlen2 = ulen2;
      const prevLower = lower;
      for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
        if (!strict || left[tmpLower]) {
          const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
          if (smlrTmp > smlrCur) {
            smlrCur = smlrTmp;
            ulen2 = tmpUlen2;
            lower = tmpLower;
            count = tmpCount;
          }
        }
        const tmpTrgindex = textIndexes[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) {
          tmpUlen2 -= 1;
          if (found[tmpTrgindex]) tmpCount -= 1;
        }
      }
      smlrMax = Math.max(smlrMax, smlrCur);
      for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
        const tmpTrgindex = textIndexes[tmpLower]!;
        if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
      }
    }
  }
  return smlrMax;
}
