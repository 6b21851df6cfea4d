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

/**
 * Damerau–Levenshtein distance in its optimal-string-alignment form (a swapped pair is one
 * edit, and no substring is edited twice), three rows at a time. It differs from the
 * unrestricted distance only past one edit ("ca" → "abc"), which nothing here depends on.
 */
export function slipDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = best;
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length] ?? 0;
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
