import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { tagInputSchema, tagLimits } from "./tags.ts";
import { teamInputSchema, teamNameMax } from "./teams.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("shared inputs", () => {
  it("refuse an empty or blank tag value with 'Required.' and trim what they keep", () => {
    expect(firstMessage(tagInputSchema.safeParse({ value: "   " }))).toBe(messages.required);
    expect(tagInputSchema.parse({ value: "  Critical ", description: null })).toEqual({
      value: "Critical",
      description: null,
    });
  });

  it("hold tags and groups to their limits, in the words of the spec", () => {
    const long = "x".repeat(tagLimits.value + 1);
    expect(firstMessage(tagInputSchema.safeParse({ value: long }))).toBe(
      messages.tooLong(tagLimits.value),
    );
    const longDescription = "x".repeat(tagLimits.description + 1);
    expect(
      firstMessage(tagInputSchema.safeParse({ value: "ok", description: longDescription })),
    ).toBe(messages.tooLong(tagLimits.description));
    expect(firstMessage(teamInputSchema.safeParse({ name: "x".repeat(teamNameMax + 1) }))).toBe(
      messages.tooLong(teamNameMax),
    );
    expect(firstMessage(teamInputSchema.safeParse({ name: "" }))).toBe(messages.required);
  });
});
