import { describe, expect, it } from "vitest";
import { choicesWithCurrent } from "./profile-options.ts";

describe("choicesWithCurrent", () => {
  it("adds a current value that is not on the organisation's list", () => {
    expect(choicesWithCurrent(["Buyer", "Analyst"], "Risk lead")).toEqual([
      "Risk lead",
      "Buyer",
      "Analyst",
    ]);
  });

  it("keeps the list as it is otherwise, without duplicates", () => {
    expect(choicesWithCurrent(["Buyer", "Analyst", "Buyer"], "Buyer")).toEqual([
      "Buyer",
      "Analyst",
    ]);
    expect(choicesWithCurrent(["Buyer"], "")).toEqual(["Buyer"]);
  });
});
