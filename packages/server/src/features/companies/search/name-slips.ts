/**
 * Typing slips in name words. A slip is one edit of Damerau–Levenshtein distance: a letter
 * dropped, added (a doubled one, say) or wrong, or two neighbours swapped. Written here rather
 * than taken from npm: the Damerau–Levenshtein package in wide use (damerau-levenshtein) is
 * CommonJS and, past four edits on the diagonal, answers the first string's length instead
 * of the distance; these are a few lines each, tested against each other.
 *
 * Strings are compared by code point, as PostgreSQL's char_length and overlay count letters
 * (the dictionary's deletion variants are made there): "é" is one letter on both sides.
 */

/** Writes the code points of a text into `into` ("é" and "𝔞" are one letter each, as PostgreSQL counts them); returns how many. */
function codePoints(text: string, into: Int32Array): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const point = text.codePointAt(i) as number;
    into[n++] = point;
    if (point > 0xffff) i++;
  }
  return n;
}

/**
 * Buffers slipDistance reuses, grown as needed: bulk matching computes it for hundreds of
 * thousands of name pairs, and allocating them each time cost more than the distance.
 */
let buffers = Array.from({ length: 5 }, () => new Int32Array(64));
/** Where each letter of the shorter text stands in it, as bits: ASCII letters, then others. */
const asciiPositions = new Int32Array(128);
const otherPositions = new Map<number, number>();

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (a swapped pair is one
 * edit, and no substring is edited twice). It differs from the unrestricted distance only past
 * one edit ("ca" → "abc"), which nothing here depends on. When either text has at most 32
 * letters (nearly every name), by bit vectors, else by the table.
 */
export function slipDistance(a: string, b: string): number {
  const size = Math.max(a.length, b.length) + 1;
  if ((buffers[0] as Int32Array).length < size)
    buffers = buffers.map(() => new Int32Array(2 * size));
  const s = buffers[0] as Int32Array;
  const t = buffers[1] as Int32Array;
  const m = codePoints(a, s);
  const n = codePoints(b, t);
  if (m <= 32 && m <= n) return bitVectorDistance(s, m, t, n);
  if (n <= 32) return bitVectorDistance(t, n, s, m);
  return tableDistance(s, m, t, n);
}

/**
 * Hyyrö's bit-vector algorithm for this distance ("A bit-vector algorithm for computing
 * Levenshtein and Damerau edit distances", 2003): the table's column for the pattern (its first
 * `m` letters, at most 32) held in the bits of a few integers, a handful of operations per
 * letter of the text instead of a row of the table.
 */
function bitVectorDistance(pattern: Int32Array, m: number, text: Int32Array, n: number): number {
  if (m === 0) return n;
  for (let i = 0; i < m; i++) {
    const letter = pattern[i] as number;
    if (letter < 128) asciiPositions[letter] = (asciiPositions[letter] as number) | (1 << i);
    else otherPositions.set(letter, (otherPositions.get(letter) ?? 0) | (1 << i));
  }
  // Vertical differences of the column (+1 / −1 bits); the distance so far at its last cell.
  let plus = -1;
  let minus = 0;
  let diagonalZero = 0;
  let previousMatches = 0;
  let distance = m;
  const lastCell = 1 << (m - 1);
  for (let j = 0; j < n; j++) {
    const letter = text[j] as number;
    const matches =
      letter < 128 ? (asciiPositions[letter] as number) : (otherPositions.get(letter) ?? 0);
    const swapped = ((~diagonalZero & matches) << 1) & previousMatches;
    diagonalZero = (((matches & plus) + plus) ^ plus) | matches | minus | swapped;
    let horizontalPlus = minus | ~(diagonalZero | plus);
    let horizontalMinus = diagonalZero & plus;
    if (horizontalPlus & lastCell) distance++;
    else if (horizontalMinus & lastCell) distance--;
    horizontalPlus = (horizontalPlus << 1) | 1;
    horizontalMinus <<= 1;
    plus = horizontalMinus | ~(diagonalZero | horizontalPlus);
    minus = horizontalPlus & diagonalZero;
    previousMatches = matches;
  }
  for (let i = 0; i < m; i++) {
    const letter = pattern[i] as number;
    if (letter < 128) asciiPositions[letter] = 0;
  }
  otherPositions.clear();
  return distance;
}

/** The same distance by its table, three rows at a time, for texts longer than 32 letters. */
function tableDistance(s: Int32Array, m: number, t: Int32Array, n: number): number {
  const [row0, row1, row2] = buffers.slice(2) as [Int32Array, Int32Array, Int32Array];
  let beforePrevious = row0;
  let previous = row1;
  let current = row2;
  for (let j = 0; j <= n; j++) previous[j] = j;
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    const letter = s[i - 1] as number;
    const letterBefore = i > 1 ? (s[i - 2] as number) : -1;
    for (let j = 1; j <= n; j++) {
      const other = t[j - 1] as number;
      let best = (previous[j - 1] as number) + (letter === other ? 0 : 1);
      const dropped = (previous[j] as number) + 1;
      if (dropped < best) best = dropped;
      const added = (current[j - 1] as number) + 1;
      if (added < best) best = added;
      if (j > 1 && letter === t[j - 2] && letterBefore === other) {
        const swapped = (beforePrevious[j - 2] as number) + 1;
        if (swapped < best) best = swapped;
      }
      current[j] = best;
    }
    const reused = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = reused;
  }
  return previous[n] as number;
}

/**
 * Whether two words are at most one slip apart, in one pass: the check for every word the
 * deletion variants turn up (sharing a variant also admits some words two edits apart, such
 * as "abc" and "bca").
 */
export function withinOneSlip(a: string, b: string): boolean {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > 1) return false;
  let i = 0;
  while (i < s.length && i < t.length && s[i] === t[i]) i++;
  if (i === s.length && i === t.length) return true;
  const same = (x: number, y: number) => s.slice(x).join("") === t.slice(y).join("");
  if (s.length === t.length) {
    // A wrong letter, or this letter swapped with the next.
    if (same(i + 1, i + 1)) return true;
    return s[i] === t[i + 1] && s[i + 1] === t[i] && same(i + 2, i + 2);
  }
  // One letter more on one side: skip it there.
  return s.length > t.length ? same(i + 1, i) : same(i, i + 1);
}
