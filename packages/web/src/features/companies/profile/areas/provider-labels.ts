import { formatRelativeDay } from "@tierwise/common/formatting";

const providerNames: Readonly<Record<string, string>> = {
  tierwise: "Tierwise",
  pitchbook: "PitchBook",
  cbinsights: "CB Insights",
  dnb: "D&B",
  lab1: "Lab1",
  opensanctions: "OpenSanctions",
  ofac: "OFAC",
  geonames: "GeoNames",
  import: "Import",
};

/** A provider as people know it; unknown providers keep their key. */
export function providerLabel(source: string): string {
  return providerNames[source] ?? source;
}

export type Provenance = {
  source: string;
  fetchedAt: string;
  alternatives?: readonly { source: string; fetchedAt: string }[];
};

/** "Source: PitchBook · fetched Mar 3, 2025" (dates as spec 1 §9 writes them). */
export function provenanceText(source: string, fetchedAt: string, now: Date = new Date()): string {
  return `Source: ${providerLabel(source)} · fetched ${formatRelativeDay(fetchedAt, now)}`;
}
