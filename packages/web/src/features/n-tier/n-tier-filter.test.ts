import { describe, expect, it } from "vitest";
import {
  emptyNTierFilter,
  nTierFilterInput,
  readNTierFilter,
  writeNTierFilter,
} from "./n-tier-filter.ts";

const read = (query: string) => readNTierFilter(new URLSearchParams(query));

describe("the n-tier filter in the address", () => {
  it("reads every filter, dropping tiers beyond 3 and values it cannot use", () => {
    expect(
      read(
        "tier=3,1,7,x&country=de,CN&industry=Food%20Manufacturing&part=Flour,,Sugar&risk=no&search=%20acme%20",
      ),
    ).toEqual({
      tiers: [1, 3],
      countries: ["DE", "CN"],
      industries: ["Food Manufacturing"],
      parts: ["Flour", "Sugar"],
      hasRisks: false,
      search: "acme",
    });
    expect(read("risk=maybe")).toEqual(emptyNTierFilter);
  });

  it("writes only what is set, and keeps the page's other parameters", () => {
    const written = writeNTierFilter(new URLSearchParams("sort=name&dir=desc&tier=2&part=Flour"), {
      ...emptyNTierFilter,
      tiers: [1, 2],
      countries: ["DE"],
      hasRisks: true,
    });
    expect(written.toString()).toBe("sort=name&dir=desc&tier=1%2C2&country=DE&risk=yes");
    expect(read(written.toString())).toMatchObject({
      tiers: [1, 2],
      countries: ["DE"],
      hasRisks: true,
    });
  });

  it("sends the server only the filters that are set", () => {
    expect(nTierFilterInput(emptyNTierFilter)).toEqual({});
    expect(nTierFilterInput({ ...emptyNTierFilter, parts: ["Flour"], hasRisks: false })).toEqual({
      parts: ["Flour"],
      hasRisks: false,
    });
  });
});
