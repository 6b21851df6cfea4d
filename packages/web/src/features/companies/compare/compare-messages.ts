/**
 * Sentences of /compare. The spec quotes none; the maximum message matches the server's
 * refusal (compare.service.ts) word for word. Both belong in @tierwise/common's messages once
 * the lead moves them there.
 */
export function compareMaximumMessage(maximum: number): string {
  return `You can compare at most ${maximum} companies.`;
}

export const compareEmptyMessage = "Add companies to compare them side by side.";
