import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { saveFailureOf } from "./dashboard-errors.ts";

const refusal = (errors: { message: string; extensions: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe("a refused dashboard save", () => {
  it("names who saved first and when, in the reader's time, and asks for a reload", () => {
    const failure = saveFailureOf(
      refusal([
        {
          message: "Someone else saved this dashboard (Ada Admin, 2026-11-28 09:00 UTC). …",
          extensions: {
            code: "DASHBOARD_CONFLICT",
            updatedByName: "Ada Admin",
            updatedAt: "2026-11-28T09:00:00.000Z",
          },
        },
      ]),
    );
    expect(failure.conflict).toBe(true);
    expect(failure.messages).toHaveLength(1);
    expect(failure.messages[0]).toMatch(
      /^Someone else saved this dashboard \(Ada Admin, 28 Nov 2026, \d\d:\d\d\)\. Reload to see their changes, then make yours again\.$/,
    );
  });

  it("lists every validation problem the server found", () => {
    const failure = saveFailureOf(
      refusal([
        {
          message: "a\nb",
          extensions: {
            code: "BAD_USER_INPUT",
            messages: ["“A” overlaps “B” in the md layout.", "Enter a name."],
          },
        },
      ]),
    );
    expect(failure).toEqual({
      conflict: false,
      messages: ["“A” overlaps “B” in the md layout.", "Enter a name."],
    });
  });

  it("says the generic sentence when the request itself failed", () => {
    expect(saveFailureOf(new TypeError("Failed to fetch"))).toEqual({
      conflict: false,
      messages: ["Something went wrong, please try again"],
    });
  });
});
