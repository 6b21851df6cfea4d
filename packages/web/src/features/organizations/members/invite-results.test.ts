import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import type { EmailChipItem } from "../../../ui/EmailChips.tsx";
import {
  applyInviteResults,
  chipsToInvite,
  markInviting,
  resetInviting,
} from "./invite-results.ts";

const chips: EmailChipItem[] = [
  { email: "A@x.test", status: "added" },
  { email: "b@x.test", status: "added" },
  { email: "bad", status: "error", error: messages.notAValidEmail },
  { email: "c@x.test", status: "added" },
];

describe("invite results", () => {
  it("sends valid chips only", () => {
    expect(chipsToInvite(chips).map((chip) => chip.email)).toEqual([
      "A@x.test",
      "b@x.test",
      "c@x.test",
    ]);
  });

  it("retries chips whose earlier invite failed for another reason", () => {
    const retried = chipsToInvite([
      { email: "a@x.test", status: "error", error: "Something went wrong, please try again" },
      { email: "b@x.test", status: "success" },
    ]);
    expect(retried.map((chip) => chip.email)).toEqual(["a@x.test"]);
  });

  it("marks the sent chips as inviting", () => {
    const sent = ["A@x.test", "b@x.test", "c@x.test"];
    expect(markInviting(chips, sent).map((chip) => chip.status)).toEqual([
      "inviting",
      "inviting",
      "error",
      "inviting",
    ]);
  });

  it("puts each outcome on its chip, matching the server's lower-case addresses", () => {
    const sent = ["A@x.test", "b@x.test", "c@x.test"];
    const inviting = markInviting(chips, sent);
    const result = applyInviteResults(inviting, sent, [
      { __typename: "InviteSuccess", email: "a@x.test" },
      { __typename: "InviteFailure", email: "b@x.test", message: messages.alreadyInvited },
      { __typename: "InviteFailure", email: "c@x.test", message: messages.alreadyAccepted },
    ]);
    expect(result).toEqual([
      { email: "A@x.test", status: "success" },
      { email: "b@x.test", status: "error", error: messages.alreadyInvited },
      { email: "bad", status: "error", error: messages.notAValidEmail },
      { email: "c@x.test", status: "error", error: messages.alreadyAccepted },
    ]);
  });

  it("puts a sent chip without an outcome back to added", () => {
    const sent = ["A@x.test", "b@x.test"];
    const result = applyInviteResults(markInviting(chips, sent), sent, [
      { __typename: "InviteSuccess", email: "a@x.test" },
    ]);
    expect(result[1]).toEqual({ email: "b@x.test", status: "added" });
  });

  it("resets inviting chips when the whole request fails", () => {
    const inviting = markInviting(chips, ["b@x.test"]);
    expect(resetInviting(inviting)[1]).toEqual({ email: "b@x.test", status: "added" });
  });
});
