import { describe, expect, it } from "vitest";
import { pickProvider } from "./pick-provider.ts";

const at = (day: number) => new Date(Date.UTC(2025, 0, day));
const candidate = (source: string, day: number) => ({
  area: "fundingRounds" as const,
  source,
  fetchedAt: at(day),
  records: [],
});

describe("pickProvider", () => {
  it("follows the spec's default order for funding: pitchbook, cbinsights, own data", () => {
    const picked = pickProvider([candidate("tierwise", 9), candidate("cbinsights", 8)], {});
    expect(picked?.chosen.source).toBe("cbinsights");
    expect(picked?.alternatives.map((a) => a.source)).toEqual(["tierwise"]);
  });

  it("lets configuration reorder an area, and ranks unknown providers last, newest first", () => {
    const overrides = { fundingRounds: ["tierwise", "pitchbook"] };
    const picked = pickProvider(
      [
        candidate("acme-data", 1),
        candidate("pitchbook", 2),
        candidate("tierwise", 3),
        candidate("zeta", 4),
      ],
      overrides,
    );
    expect(picked?.chosen.source).toBe("tierwise");
    expect(picked?.alternatives.map((a) => a.source)).toEqual(["pitchbook", "zeta", "acme-data"]);
  });

  it("has nothing to pick from an empty list", () => {
    expect(pickProvider([], {})).toBeNull();
  });
});
