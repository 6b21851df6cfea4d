import { messages } from "@tierwise/common/messages";
import type { EmailChipItem } from "../../../ui/EmailChips.tsx";
import type { InviteOutcome } from "./members.graphql.ts";

/** Chips the invite sends: valid addresses not invited yet (also a retry after an error). */
export function chipsToInvite(chips: readonly EmailChipItem[]): EmailChipItem[] {
  return chips.filter(
    (chip) =>
      chip.status === "added" ||
      (chip.status === "error" && chip.error !== messages.notAValidEmail),
  );
}

/** Marks the sent chips as inviting (spinner) while the mutation runs. */
export function markInviting(
  chips: readonly EmailChipItem[],
  sent: readonly string[],
): EmailChipItem[] {
  const keys = new Set(sent.map((email) => email.toLowerCase()));
  return chips.map((chip) =>
    keys.has(chip.email.toLowerCase()) ? { email: chip.email, status: "inviting" } : chip,
  );
}

/**
 * Puts each invite outcome on its chip: success, or error with the server's sentence in the
 * tooltip. Outcomes come one per sent address, in order; the server returns addresses in lower
 * case, so they are matched ignoring case. A sent chip without an outcome is back to "added".
 */
export function applyInviteResults(
  chips: readonly EmailChipItem[],
  sent: readonly string[],
  results: readonly InviteOutcome[],
): EmailChipItem[] {
  const outcomes = new Map<string, InviteOutcome>();
  results.forEach((result, index) => {
    outcomes.set(result.email.toLowerCase(), result);
    // Addresses normalised by the server (trimmed, lower case) still find their chip by position.
    const sentEmail = sent[index];
    if (sentEmail) outcomes.set(sentEmail.toLowerCase(), result);
  });
  return chips.map((chip): EmailChipItem => {
    const outcome = outcomes.get(chip.email.toLowerCase());
    if (!outcome) {
      return chip.status === "inviting" ? { email: chip.email, status: "added" } : chip;
    }
    return outcome.__typename === "InviteSuccess"
      ? { email: chip.email, status: "success" }
      : { email: chip.email, status: "error", error: outcome.message };
  });
}

/** Back from inviting to added when the whole request failed (limit reached, network…). */
export function resetInviting(chips: readonly EmailChipItem[]): EmailChipItem[] {
  return chips.map((chip) =>
    chip.status === "inviting" ? { email: chip.email, status: "added" } : chip,
  );
}
