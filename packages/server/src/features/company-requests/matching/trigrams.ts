/**
 * pg_trgm's trigrams and similarity() in JavaScript. A text's trigrams are kept as a sorted
 * array of numbers (three UTF-16 code units each), so one text's trigrams can be computed once
 * and compared with many others by a merge, without strings or sets: bulk matching ranks tens
 * of look-alikes for each of 100,000 rows this way. Those of lower-case ASCII text also fit in
 * two bytes each (compactTrigrams), for keeping many names' trigrams in little memory.
 */

export type Trigrams = Float64Array;

const wordPattern = /[\p{L}\p{N}]+/gu;
const asciiOnly = /^[^\u0080-\uffff]*$/;
export const isAscii = (text: string) => asciiOnly.test(text);
const space = 32;
/** Three UTF-16 code units as one number (exact: 48 bits). */
const trigram = (a: number, b: number, c: number) => a * 2 ** 32 + b * 2 ** 16 + c;

/**
 * The trigrams of each word (letters and digits) padded with two spaces before and one after,
 * as pg_trgm cuts them; case is kept (pg_trgm lowers it: callers do).
 */
export function trigramsOf(text: string): Trigrams {
  return gathered(text).slice();
}

/** pg_trgm's similarity() of a text to one whose trigrams are known, without keeping the text's. */
export function trigramSimilarityTo(trigrams: Trigrams, text: string): number {
  return trigramOverlap(trigrams, gathered(text));
}

/** A text's trigrams, sorted and each once, in `scratch` (valid until the next call). */
function gathered(text: string): Trigrams {
  // Each letter ends one trigram and each word one more: at most twice the length.
  if (scratch.length < 2 * text.length + 1) scratch = new Float64Array(4 * text.length + 2);
  const count = asciiOnly.test(text)
    ? asciiTrigrams(text, scratch)
    : unicodeTrigrams(text, scratch);
  const sorted = scratch.subarray(0, count).sort();
  let unique = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i] !== sorted[unique - 1]) sorted[unique++] = sorted[i] as number;
  }
  return sorted.subarray(0, unique);
}

/** Where trigrams are gathered before the answer is copied out: allocating is the slow part. */
let scratch = new Float64Array(256);

/** Most names: words are runs of [A-Za-z0-9], read code by code without a regular expression. */
function asciiTrigrams(text: string, codes: Float64Array): number {
  let count = 0;
  let before = space;
  let last = space;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : space;
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      if (!inWord) {
        before = space;
        last = space;
        inWord = true;
      }
      codes[count++] = trigram(before, last, c);
      before = last;
      last = c;
    } else if (inWord) {
      codes[count++] = trigram(before, last, space);
      inWord = false;
    }
  }
  return count;
}

function unicodeTrigrams(text: string, codes: Float64Array): number {
  let count = 0;
  for (const [word] of text.matchAll(wordPattern)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      codes[count++] = trigram(
        padded.charCodeAt(i),
        padded.charCodeAt(i + 1),
        padded.charCodeAt(i + 2),
      );
    }
  }
  return count;
}

/** pg_trgm's similarity(): the trigrams both share over all trigrams of either. */
export function trigramOverlap(x: Trigrams, y: Trigrams): number {
  if (x.length === 0 || y.length === 0) return 0;
  const shared = sharedCount(x, y, 0, y.length);
  return shared / (x.length + y.length - shared);
}

/** How many entries two sorted arrays without repeats share (of `y`, those in start..end). */
function sharedCount(x: ArrayLike<number>, y: ArrayLike<number>, start: number, end: number) {
  let shared = 0;
  let i = 0;
  let j = start;
  while (i < x.length && j < end) {
    const a = x[i] as number;
    const b = y[j] as number;
    if (a === b) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a < b) i += 1;
    else j += 1;
  }
  return shared;
}

/**
 * Trigrams made of spaces, digits and the letters a–z (all those of lower-cased ASCII text),
 * each as one number below 37³: two bytes, a quarter of a Trigrams entry.
 */
export type CompactTrigrams = Uint16Array;

/** A space, digit or letter a–z as 0–36, in the order of their code units; else -1. */
function compactCode(unit: number): number {
  if (unit === space) return 0;
  if (unit >= 48 && unit <= 57) return unit - 47;
  if (unit >= 97 && unit <= 122) return unit - 86;
  return -1;
}

/** The compact ones of `trigrams` (all of them for lower-cased ASCII text), sorted. */
export function compactTrigrams(trigrams: Trigrams): CompactTrigrams {
  const codes = new Uint16Array(trigrams.length);
  let count = 0;
  for (const t of trigrams) {
    const a = compactCode(Math.floor(t / 2 ** 32));
    const b = compactCode(Math.floor(t / 2 ** 16) % 2 ** 16);
    const c = compactCode(t % 2 ** 16);
    if (a >= 0 && b >= 0 && c >= 0) codes[count++] = a * 37 * 37 + b * 37 + c;
  }
  return codes.subarray(0, count).sort();
}

/**
 * similarity() of a text (its trigrams `all`, the compact ones of them `compact`) to a
 * lower-cased ASCII name whose trigrams are theirs[start..end): only compact trigrams can be
 * shared, and all of the name's are compact.
 */
export function compactOverlap(
  all: Trigrams,
  compact: CompactTrigrams,
  theirs: CompactTrigrams,
  start: number,
  end: number,
): number {
  if (all.length === 0 || end === start) return 0;
  const shared = sharedCount(compact, theirs, start, end);
  return shared / (all.length + (end - start) - shared);
}
