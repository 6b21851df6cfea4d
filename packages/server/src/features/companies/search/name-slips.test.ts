import { describe, expect, it } from "vitest";
import { slipDistance, withinOneSlip } from "./name-slips.ts";

describe("slipDistance (Damerau–Levenshtein, optimal string alignment)", () => {
  it.each([
    ["coron", "coron", 0],
    ["coron", "coorn", 1], // swap
    ["coron", "corn", 1], // dropped
    ["coron", "corron", 1], // doubled
    ["coron", "cozon", 1], // wrong
    ["coron", "ocron", 1], // swap at the start
    ["coron", "corno", 1], // swap at the end
    ["kelberg", "kelbreg", 1],
    ["abc", "bca", 2],
    ["ca", "abc", 3], // the restricted form: no edit of a swapped pair
    ["", "abc", 3],
    ["zürich", "zuerich", 2],
    ["acme industries", "acme industrys", 2],
  ])("%s → %s is %i", (a, b, distance) => {
    expect(slipDistance(a, b)).toBe(distance);
    expect(slipDistance(b, a)).toBe(distance);
  });

  it("counts letters, not UTF-16 units", () => {
    expect(slipDistance("𝔞b", "b𝔞")).toBe(1);
    expect(slipDistance("são", "sao")).toBe(1);
  });

  it("answers the same by bit vectors (up to 32 letters) as by the table (longer)", () => {
    // A common end changes no distance, and 33 more letters send both texts to the table.
    const end = "#".repeat(33);
    const letters = ["a", "b", "c", "𝔞", "é"];
    let seed = 16;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = (most: number) =>
      Array.from(
        { length: Math.floor(next() * (most + 1)) },
        () => letters[Math.floor(next() * letters.length)],
      ).join("");
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [word(i % 10 === 0 ? 32 : 9), word(i % 10 === 0 ? 40 : 9)];
      expect([a, b, slipDistance(a, b)]).toEqual([a, b, slipDistance(a + end, b + end)]);
    }
  });
});

describe("withinOneSlip", () => {
  it("agrees with slipDistance ≤ 1 on every pair of short words over a small alphabet", () => {
    // Every word of up to four letters over "abc" against every other: swaps, repeats and
    // near misses of every shape occur.
    const words = [""];
    for (let length = 1; length <= 4; length++) {
      for (const w of words.filter((x) => x.length === length - 1)) {
        for (const letter of "abc") words.push(w + letter);
      }
    }
    for (const a of words) {
      for (const b of words) {
        expect([a, b, withinOneSlip(a, b)]).toEqual([a, b, slipDistance(a, b) <= 1]);
      }
    }
  });

  it("compares letters beyond the basic plane as single letters", () => {
    expect(withinOneSlip("𝔞bc", "b𝔞c")).toBe(true);
    expect(withinOneSlip("𝔞bc", "bc")).toBe(true);
    expect(withinOneSlip("𝔞bc", "xbc")).toBe(true);
    expect(withinOneSlip("𝔞bc", "c")).toBe(false);
  });
});
