import { describe, expect, it } from "vitest";
import {
  compareSearchFor,
  initialCompareIds,
  parseCompareSearch,
  sameIds,
  tidyCompanyIds,
} from "./compare-url.ts";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("parseCompareSearch", () => {
  it("puts the main company first, then the competitors in URL order", () => {
    const search = new URLSearchParams(`id=${id(1)}&competitors=${id(3)},${id(2)}`);
    expect(parseCompareSearch(search, 6)).toEqual({
      ids: [id(1), id(3), id(2)],
      hasCompetitors: true,
    });
  });

  it("drops malformed and repeated ids, ignoring case and spaces", () => {
    const search = new URLSearchParams(
      `id=${id(1)}&competitors=${id(1).toUpperCase()}, ${id(2)} ,nope,,${id(2)},1234`,
    );
    expect(parseCompareSearch(search, 6).ids).toEqual([id(1), id(2)]);
  });

  it("caps the list at the configured maximum, main company included", () => {
    const competitors = [2, 3, 4, 5, 6, 7, 8].map(id).join(",");
    const search = new URLSearchParams(`id=${id(1)}&competitors=${competitors}`);
    expect(parseCompareSearch(search, 6).ids).toEqual([1, 2, 3, 4, 5, 6].map(id));
    expect(parseCompareSearch(search, 3).ids).toEqual([1, 2, 3].map(id));
  });

  it("makes the first competitor the main company when id is missing or malformed", () => {
    expect(parseCompareSearch(new URLSearchParams(`competitors=${id(4)},${id(5)}`), 6).ids).toEqual(
      [id(4), id(5)],
    );
    expect(parseCompareSearch(new URLSearchParams(`id=acme&competitors=${id(4)}`), 6).ids).toEqual([
      id(4),
    ]);
  });

  it("says when the URL names no competitors (so the stored ones apply)", () => {
    expect(parseCompareSearch(new URLSearchParams(""), 6)).toEqual({
      ids: [],
      hasCompetitors: false,
    });
    expect(parseCompareSearch(new URLSearchParams(`id=${id(1)}&competitors=x,y`), 6)).toEqual({
      ids: [id(1)],
      hasCompetitors: false,
    });
  });
});

describe("initialCompareIds", () => {
  const stored = [id(7), id(8), id(9)];

  it("keeps the URL's companies when it names competitors", () => {
    const url = { ids: [id(1), id(2)], hasCompetitors: true };
    expect(initialCompareIds(url, stored, 6)).toEqual([id(1), id(2)]);
  });

  it("restores the stored companies behind the URL's main company, capped", () => {
    expect(initialCompareIds({ ids: [], hasCompetitors: false }, stored, 6)).toEqual(stored);
    expect(initialCompareIds({ ids: [id(1)], hasCompetitors: false }, stored, 3)).toEqual([
      id(1),
      id(7),
      id(8),
    ]);
    expect(initialCompareIds({ ids: [id(8)], hasCompetitors: false }, stored, 6)).toEqual([
      id(8),
      id(7),
      id(9),
    ]);
  });
});

describe("compareSearchFor", () => {
  it("writes id and a readable comma list, nothing for no companies", () => {
    expect(compareSearchFor([id(1), id(2), id(3)])).toBe(
      `?id=${id(1)}&competitors=${id(2)},${id(3)}`,
    );
    expect(compareSearchFor([id(1)])).toBe(`?id=${id(1)}`);
    expect(compareSearchFor([])).toBe("");
  });

  it("round-trips through parseCompareSearch", () => {
    const ids = [id(5), id(1), id(3)];
    const search = new URLSearchParams(compareSearchFor(ids).slice(1));
    expect(parseCompareSearch(search, 6).ids).toEqual(ids);
  });
});

describe("helpers", () => {
  it("tidyCompanyIds lowercases, dedupes and caps", () => {
    expect(tidyCompanyIds([id(1).toUpperCase(), id(1), id(2), id(3)], 2)).toEqual([id(1), id(2)]);
  });

  it("sameIds compares order too", () => {
    expect(sameIds([id(1), id(2)], [id(1), id(2)])).toBe(true);
    expect(sameIds([id(1), id(2)], [id(2), id(1)])).toBe(false);
    expect(sameIds([id(1)], [id(1), id(2)])).toBe(false);
  });
});
