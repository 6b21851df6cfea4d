import type { NTierUploadKind, NTierUploadOutcome } from "./n-tier-upload.graphql.ts";

/** An outcome as its badge and its filter chip say it. */
export const uploadOutcomeLabels: Record<NTierUploadOutcome, string> = {
  created: "Added",
  review: "To review",
  unmatched: "Not found",
  invalid: "Invalid",
  rejected: "Rejected",
};

export const uploadOutcomeColors: Record<NTierUploadOutcome, string> = {
  created: "green",
  review: "orange",
  unmatched: "gray",
  invalid: "red",
  rejected: "gray",
};

/** What the server read the file as, and why: it decides by the columns, not by the person. */
export const uploadKindWords: Record<NTierUploadKind, { title: string; why: string }> = {
  relations: {
    title: "Relations file",
    why: "It has a customer column: each row is a supplier of that customer.",
  },
  facilities: {
    title: "Facility list",
    why: "It has no customer column: each row is a site of its company.",
  },
};

export const networkUpdatesSoon = "The network updates in a moment.";

export const scorePercent = (score: number) => `${Math.round(score * 100)}%`;
