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
    why: "Each row is a supplier of its customer.",
  },
  facilities: {
    title: "Facility list",
    why: "Each row is a site of a company.",
  },
};

/** What reading a column as a field does beyond copying it, said where the field is chosen. */
export const targetHints: Readonly<Record<string, string>> = {
  supplierName:
    "The company of a relations row's supplier, or of a facility; the site's name when all sites are one company's.",
  latitude: "Decimal degrees; a decimal comma is read too.",
  part: "What the supplier supplies to the customer.",
};

export const networkUpdatesSoon = "The network updates in a moment.";

export const scorePercent = (score: number) => `${Math.round(score * 100)}%`;
